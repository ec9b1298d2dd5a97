import { FileDoneOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Segmented, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../providers/list-state.ts';
import { displayCustomerCode } from '../../../rules/customer-code.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { AccountCard } from './account-card.tsx';
import { CreditCustomerView } from './credit-customer-view.tsx';
import { OPEN_INVOICE_VIEW, useOpenInvoices } from './use-open-invoices.ts';
import { useScreens } from '../../../shell/layout/use-screens.ts';

/**
 * Unpaid credit bills (spec 2 §2 /invoice/open-invoice): per company (the first chosen by default) and credit
 * customer, what is owed and how old it is, and the invoices to pay now, chosen under the market's payment rule.
 * The server pages the payable invoices per credit customer and sums the rest; every open invoice's id, due
 * date and amount come along, so the rule judges the whole choice, not just the page in view.
 */
export default function OpenInvoicesPage() {
  const { t } = useTranslation('open-invoices');
  const phone = !useScreens().md;
  const { state: view, update } = useListState(OPEN_INVOICE_VIEW);
  const open = useOpenInvoices(view);
  const { companies, company, creditCust } = open;

  let body: React.ReactNode;
  if (open.isError && !companies) {
    body = <LoadError error={open.error} titleKey="open-invoices:load_failed" onRetry={open.refetch} />;
  } else if (!companies) {
    body = (
      <Flex vertical gap={16}>
        {[0, 1].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </Flex>
    );
  } else if (!company || !creditCust) {
    body = (
      <Card>
        <Empty
          image={<FileDoneOutlined style={{ fontSize: 56, opacity: 0.45 }} />}
          styles={{ image: { height: 64 } }}
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong data-testid="open-invoices-empty">
                {t('empty')}
              </Typography.Text>
              <Typography.Text type="secondary">{t('empty_hint')}</Typography.Text>
            </Flex>
          }
        />
      </Card>
    );
  } else {
    const payers = company.creditCust.length > 1 && (
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="secondary">{t('credit_customer')}</Typography.Text>
        <Segmented
          value={creditCust.custCode}
          onChange={(payer) => update({ company: company.companyCode, payer: String(payer) })}
          options={company.creditCust.map((c) => ({
            value: c.custCode,
            label: `${c.custName} (${displayCustomerCode({ r3: c.custCode, isr: null })})`,
          }))}
        />
      </Flex>
    );
    const content = (
      <Flex vertical gap={16}>
        {payers}
        <CreditCustomerView
          key={`${company.companyCode}/${creditCust.custCode}`}
          company={company}
          creditCust={creditCust}
          loading={open.isFetching}
          onPage={(page, limit) => update({ page: limit !== view.limit ? 1 : page, limit })}
        />
      </Flex>
    );
    body = (
      <Tabs
        activeKey={company.companyCode}
        onChange={(code) => update({ company: code, payer: '' })}
        data-testid="open-invoice-companies"
        items={companies.map((c) => ({
          key: c.companyCode,
          label: c.companyName,
          children: c.companyCode === company.companyCode ? content : null,
        }))}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="open-invoices" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
      )}
      {body}
      {companies && <AccountCard companyCode={company?.companyCode ?? null} />}
    </Flex>
  );
}
