import { Card, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePortalQuery } from '../../../providers/portal-query.ts';
import { displayCustomerCode } from '../../../rules/customer-code.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { ResponsiveTable } from '../../../shell/responsive-table.tsx';
import { useMoney } from '../../catalog/price-tag.tsx';
import { CUSTOMER_ACCOUNT, type CustomerAccount } from '../../../graphql/invoices.ts';

type PaymentDays = CustomerAccount['averagePaymentDays'][number];

/**
 * The dealer's account with the company in view (customerArea) and how many days it took to pay its invoices per
 * year and payer (averagePaymentDays): what the dealer and the rep acting for it look at before deciding what to pay.
 */
export function AccountCard({ companyCode }: { companyCode: string | null }) {
  const { t, i18n } = useTranslation('open-invoices');
  const money = useMoney();
  const query = usePortalQuery(['customerAccount'], CUSTOMER_ACCOUNT, {});
  // Without open invoices no company is in view: the first account stands for the dealer.
  const areas = query.data?.customerArea ?? [];
  const area = companyCode ? areas.find((a) => a.companyCode === companyCode) : areas[0];
  const days = query.data?.averagePaymentDays ?? [];
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  let body: React.ReactNode;
  if (query.isError && !query.data)
    body = <LoadError error={query.error} titleKey="open-invoices:account.load_failed" onRetry={query.refetch} />;
  else if (!query.data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else
    body = (
      <Flex vertical gap={16}>
        {area ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            data-testid="customer-area"
            items={[
              { key: 'sorg', label: t('account.sales_organisation'), children: `${area.sorgName} (${area.sorg})` },
              { key: 'cust', label: t('account.customer_code'), children: displayCustomerCode({ r3: area.custCode, isr: null }) },
              { key: 'server', label: t('account.server'), children: area.server },
              { key: 'control', label: t('account.credit_control'), children: area.creditControl },
              { key: 'tax', label: t('account.include_tax'), children: area.includeTax ? t('account.yes') : t('account.no') },
              {
                key: 'current',
                label: t('account.account_current'),
                children: <span data-testid="account-current">{money(area.accountCurrent, area.precision)}</span>,
              },
              {
                key: 'pay',
                label: t('account.pay_online'),
                children: area.merchantConfig.allowPayInvoice ? (
                  <Tag color="success">{t('account.yes')}</Tag>
                ) : (
                  <Tag>{t('account.no')}</Tag>
                ),
              },
              {
                key: 'payers',
                label: t('account.payers'),
                children: area.creditCusts.map((c) => `${c.custName} (${displayCustomerCode({ r3: c.custCode, isr: null })})`).join(', '),
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('account.no_area')}</Typography.Text>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('account.payment_days')}
        </Typography.Title>
        <ResponsiveTable<PaymentDays>
          rowKey={(r) => `${r.year}-${r.custCode}`}
          size="small"
          pagination={false}
          dataSource={days}
          data-testid="average-payment-days"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.no_payment_days')} /> }}
          columns={[
            { key: 'year', title: t('account.year'), dataIndex: 'year', width: 90 },
            { key: 'payer', title: t('account.payer'), render: (_, r) => displayCustomerCode({ r3: r.custCode, isr: null }) },
            {
              key: 'days',
              title: t('account.days'),
              align: 'right',
              render: (_, r) => t('account.days_value', { days: number.format(r.days) }),
            },
            { key: 'invoices', title: t('account.invoices'), align: 'right', dataIndex: 'invoices', width: 110 },
          ]}
        />
      </Flex>
    );
  return (
    <Card title={t('account.title')} size="small" data-testid="account-card">
      {body}
    </Card>
  );
}
