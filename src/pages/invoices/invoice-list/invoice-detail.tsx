import { MailOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Drawer, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../catalog/price-tag.tsx';
import { useOrderDates } from '../../orders/use-order-format.ts';
import { useQuantity } from '../../orders/use-unit.ts';
import { usePortalMutation } from '../../../providers/portal-mutation.ts';
import { useReadOnly } from '../../../shell/use-read-only.ts';
import { PaidTag } from './invoice-list-view.tsx';
import { type InvoiceDetail, type InvoiceLine, SEND_EMAIL_INVOICE } from '../../../graphql/invoices.ts';
import { usePriceComponents } from '../use-price-components.ts';
import { useInvoiceDetail } from './use-invoice-list.ts';
import { ResponsiveTable } from '../../../shell/responsive-table.tsx';

/** Mails the invoice as a PDF to the user's own address; says so, or that it failed. */
function SendByEmail({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const { message } = App.useApp();
  const mutation = usePortalMutation(SEND_EMAIL_INVOICE);
  const send = async () => {
    try {
      const { data, error } = await mutation.send({ invoiceNumber: invoice.invoiceNo, sorg: invoice.sorg });
      if (error || !data) throw error;
      const result = data.sendEmailInvoice?.message;
      if (!result?.status) throw new Error(result?.description ?? 'refused');
      void message.success(t('send.sent'));
    } catch {
      void message.error(t('send.failed'));
    }
  };
  return (
    <Button type="primary" icon={<MailOutlined />} loading={mutation.sending} onClick={() => void send()} data-testid="invoice-send-email">
      {t('send.button')}
    </Button>
  );
}

/** The invoice's lines and every figure from the lines total to the grand total. */
function InvoiceBody({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const { date } = useOrderDates();
  const m = (v: number) => money(v, invoice.precision);
  const quantity = useQuantity();
  // The market's price components choose the optional figures; one the invoice does not carry stays hidden.
  const shows = usePriceComponents('invoice');
  const optional = (name: string, value: number) => value !== 0 && shows(name);
  const totals: [string, number, boolean][] = [
    ['lines_total', invoice.linesTotal, true],
    ['discount', -invoice.discount, optional('discount', invoice.discount)],
    ['shipping_cost', invoice.shippingCost, optional('shippingCost', invoice.shippingCost)],
    ['surcharges', invoice.surcharges, optional('surcharges', invoice.surcharges)],
    ['recycle_fee', invoice.recycleFee, optional('recycleFee', invoice.recycleFee)],
    ['freight_allowance', -invoice.freightAllowance, optional('freightAllowance', invoice.freightAllowance)],
    ['tax', invoice.tax, true],
  ];
  const afterPaying: [string, number, boolean][] = [
    ['payment_discount', -invoice.paymentDiscount, optional('paymentDiscount', invoice.paymentDiscount)],
  ];
  return (
    <Flex vertical gap={16} data-testid="invoice-detail">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'status', label: t('columns.status'), children: <PaidTag status={invoice.status} /> },
          { key: 'company', label: t('detail.company'), children: invoice.companyName },
          { key: 'date', label: t('columns.invoice_date'), children: date(invoice.invoiceDate) },
          { key: 'due', label: t('columns.due_date'), children: date(invoice.dueDate) },
          { key: 'cleared', label: t('columns.clearing_date'), children: date(invoice.clearingDate) },
          { key: 'terms', label: t('detail.terms'), children: invoice.terms },
          { key: 'payer', label: t('detail.payer'), children: `${invoice.payerCode} ${invoice.payerName}` },
          ...(invoice.doNo ? [{ key: 'do', label: t('detail.do_no'), children: invoice.doNo }] : []),
          ...(invoice.expeditionName ? [{ key: 'exp', label: t('detail.expedition'), children: invoice.expeditionName }] : []),
          ...(invoice.expeditionTracking ? [{ key: 'track', label: t('detail.tracking'), children: invoice.expeditionTracking }] : []),
          ...(invoice.lineItem ? [{ key: 'line', label: t('detail.line_item'), children: invoice.lineItem }] : []),
          ...(invoice.installment
            ? [
                {
                  key: 'installment',
                  label: t('detail.installment'),
                  children: t('detail.installment_of', { number: invoice.installment.number, of: invoice.installment.of }),
                },
              ]
            : []),
          ...(invoice.earlyPaymentDate && optional('earlyPaymentDiscount', invoice.earlyPaymentDiscount)
            ? [
                {
                  key: 'early',
                  label: t('detail.early_payment'),
                  children: t('detail.early_payment_until', {
                    amount: m(invoice.earlyPaymentDiscount),
                    date: date(invoice.earlyPaymentDate),
                  }),
                },
              ]
            : []),
          ...(invoice.notes ? [{ key: 'notes', label: t('detail.notes'), children: invoice.notes }] : []),
          ...(invoice.detailNotes
            ? [
                {
                  key: 'detail-notes',
                  label: t('detail.detail_notes'),
                  span: 'filled' as const,
                  children: (
                    <span style={{ whiteSpace: 'pre-line' }} data-testid="invoice-detail-notes">
                      {invoice.detailNotes}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('detail.lines')}
      </Typography.Title>
      <ResponsiveTable<InvoiceLine>
        rowKey={(l, n) => `${l.articleCode}-${n}`}
        size="small"
        pagination={false}
        dataSource={invoice.lines ?? []}
        scroll={{ x: 560 }}
        // The placeholder's own grey is too faint to read; the empty state's text is not.
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.no_lines')} /> }}
        data-testid="invoice-lines"
        columns={[
          {
            key: 'article',
            title: t('detail.article'),
            render: (_, l) => (
              <Flex vertical gap={0}>
                <Typography.Text strong>{l.articleCodeDisplay || l.articleCode}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[l.name, l.brand].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
            ),
          },
          { key: 'qty', title: t('detail.qty'), align: 'right', width: 80, render: (_, l) => quantity(l.qty, l.uom) },
          { key: 'price', title: t('detail.price'), align: 'right', width: 130, render: (_, l) => m(l.price) },
          { key: 'sub', title: t('detail.sub_total'), align: 'right', width: 140, render: (_, l) => m(l.subTotal) },
        ]}
      />
      <Flex vertical gap={4} align="flex-end" data-testid="invoice-totals">
        {totals
          .filter(([, , shown]) => shown)
          .map(([key, value]) => (
            <Flex key={key} gap={16}>
              <Typography.Text type="secondary">{t(`detail.${key}`)}</Typography.Text>
              <span style={{ minWidth: 130, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{m(value)}</span>
            </Flex>
          ))}
        <Flex gap={16}>
          <Typography.Text strong>{t('detail.grand_total')}</Typography.Text>
          <Typography.Text strong style={{ minWidth: 130, textAlign: 'right' }}>
            {m(invoice.grandTotal)}
          </Typography.Text>
        </Flex>
        <Flex gap={16}>
          <Typography.Text type="secondary">{t('detail.paid_amount')}</Typography.Text>
          <span style={{ minWidth: 130, textAlign: 'right' }}>{m(invoice.paidAmount)}</span>
        </Flex>
        {afterPaying
          .filter(([, , shown]) => shown)
          .map(([key, value]) => (
            <Flex key={key} gap={16} data-testid={`invoice-${key}`}>
              <Typography.Text type="secondary">{t(`detail.${key}`)}</Typography.Text>
              <span style={{ minWidth: 130, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{m(value)}</span>
            </Flex>
          ))}
      </Flex>
    </Flex>
  );
}

/** The detail of one invoice in a drawer (full width on phones), with the send-by-email action (not for support, who only read). */
export function InvoiceDetailDrawer({ invoiceNo, phone, onClose }: { invoiceNo: string; phone: boolean; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const { invoice, isLoading, isError, refetch } = useInvoiceDetail(invoiceNo);
  const readOnly = useReadOnly();
  return (
    <Drawer
      open={!!invoiceNo}
      onClose={onClose}
      width={phone ? '100%' : 760}
      destroyOnHidden
      title={invoiceNo ? t('detail.title', { no: invoiceNo }) : ''}
      extra={invoice && !readOnly && <SendByEmail invoice={invoice} />}
    >
      {isError ? (
        <Alert
          type="error"
          showIcon
          message={t('detail.load_failed')}
          data-testid="invoice-detail-error"
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('detail.retry')}
            </Button>
          }
        />
      ) : isLoading || !invoice ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <InvoiceBody invoice={invoice} />
      )}
    </Drawer>
  );
}
