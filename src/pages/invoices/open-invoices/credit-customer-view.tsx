import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_HISTORY } from '../../../graphql/payments.ts';
import { useHostConfig } from '../../../providers/config.tsx';
import { usePortalQuery } from '../../../providers/portal-query.ts';
import { PaymentHistoryList } from '../../payments/payment-history-list.tsx';
import { useReadOnly } from '../../../shell/use-read-only.ts';
import { AgeingSummary } from './ageing-summary.tsx';
import { InvoiceCards } from './invoice-cards.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { PayBar } from './pay-bar.tsx';
import type { OpenInvoiceCompany, OpenInvoiceCreditCust } from '../../../graphql/invoices.ts';
import { PAGE_SIZES, usePayableInvoices } from './use-open-invoices.ts';
import { useInvoiceSelection } from './use-selection.ts';
import { useScreens } from '../../../shell/layout/use-screens.ts';

const IN_PROGRESS = { statuses: ['pending'], limit: 50 };

interface Props {
  company: OpenInvoiceCompany;
  creditCust: OpenInvoiceCreditCust;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
}

/**
 * One credit customer's unpaid bills with a company: ageing, the open invoices to choose (paged on the server),
 * deductions to choose apart, payments in progress listed but not choosable, and the pay bar. Support staff (read-only)
 * see the same bills with nothing to choose and no pay bar.
 */
export function CreditCustomerView({ company, creditCust, loading, onPage }: Props) {
  const { t } = useTranslation('open-invoices');
  const { invoicePaymentRule: rule } = useHostConfig();
  const phone = !useScreens().md;
  const readOnly = useReadOnly();
  const loadPayable = usePayableInvoices(company.companyCode, creditCust.custCode);
  const selection = useInvoiceSelection(
    creditCust.dueDates,
    rule,
    company.today,
    `${company.companyCode}/${creditCust.custCode}`,
    loadPayable,
  );
  const { info } = creditCust;
  // The payments under way for this payer and company, with what is to be transferred and the way back to each.
  const payments = usePortalQuery(['payment-history', IN_PROGRESS], PAYMENT_HISTORY, IN_PROGRESS, {
    enabled: creditCust.pending.length > 0,
  });
  const inProgress = payments.data?.paymentHistory.payments.filter(
    (p) => p.payerCode === creditCust.custCode && p.merchant === company.companyCode,
  );
  const section = (key: 'invoices' | 'deductions' | 'pending', count: number) => (
    <Typography.Title level={5} style={{ margin: 0 }}>
      {t(`sections.${key}`)} <Typography.Text type="secondary">({count})</Typography.Text>
    </Typography.Title>
  );
  const hint = (text: string) => (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: phone ? '0 4px 8px' : '8px 16px' }}>
      {text}
    </Typography.Paragraph>
  );
  const list = (kind: 'ar' | 'deductions' | 'pending') => {
    const invoices = creditCust[kind];
    const choosable = kind === 'pending' || readOnly ? undefined : selection;
    const testId = `open-invoices-${kind}`;
    return phone ? (
      <InvoiceCards
        invoices={invoices}
        selection={choosable}
        rule={rule}
        loading={kind === 'ar' && loading}
        testId={testId}
        paging={kind === 'ar' ? { page: info.page, limit: info.limit, count: info.count, onChange: onPage } : undefined}
      />
    ) : (
      <InvoiceTable
        invoices={invoices}
        selection={choosable}
        rule={rule}
        additionalDisplays={company.additionalDisplays}
        loading={kind === 'ar' && loading}
        testId={testId}
        pagination={
          kind === 'ar' && info.count > PAGE_SIZES[0]
            ? {
                current: info.page,
                pageSize: info.limit,
                total: info.count,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                showTotal: (total) => t('total_invoices', { count: total }),
                onChange: onPage,
              }
            : false
        }
      />
    );
  };

  return (
    <Flex vertical gap={16}>
      <AgeingSummary creditCust={creditCust} precision={company.precision} />
      {!readOnly && <Alert type="info" showIcon message={t(`rule.${rule}`)} data-testid="payment-rule" />}
      {(creditCust.ar.length > 0 || info.count > 0) && (
        <Card size="small" title={section('invoices', info.count)} styles={{ body: phone ? { padding: 8 } : { padding: 0 } }}>
          {list('ar')}
        </Card>
      )}
      {creditCust.deductions.length > 0 && (
        <Card
          size="small"
          title={section('deductions', creditCust.deductions.length)}
          data-testid="deductions"
          styles={{ body: phone ? { padding: 8 } : { padding: 0 } }}
        >
          {hint(t('hints.deductions'))}
          {list('deductions')}
        </Card>
      )}
      {creditCust.pending.length > 0 && (
        <Card
          size="small"
          title={section('pending', creditCust.pending.length)}
          data-testid="pending-invoices"
          styles={{ body: phone ? { padding: 8 } : { padding: 0 } }}
        >
          {hint(t('hints.pending'))}
          <div style={{ padding: phone ? 0 : '0 16px 12px' }} data-testid="payments-in-progress">
            <PaymentHistoryList payments={inProgress} loading={payments.isFetching} onExpired={() => void payments.refetch()} />
          </div>
          {list('pending')}
        </Card>
      )}
      {!readOnly && <PayBar selection={selection} precision={company.precision} payableCount={creditCust.totals.payableCount} />}
    </Flex>
  );
}
