import { Card, Flex, List, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { InvoicesToPay, InvoiceToPay } from '../../graphql/payments.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** Overdue in red with its days, else when it falls due; a deduction says so. */
function DueTag({ invoice }: { invoice: InvoiceToPay }) {
  const { t } = useTranslation('payments');
  if (invoice.amount < 0) return <Tag color="blue">{t('invoices.deduction')}</Tag>;
  if (invoice.overdue < 0) return <Tag color="red">{t('invoices.overdue', { count: -invoice.overdue })}</Tag>;
  return <Tag>{invoice.overdue === 0 ? t('invoices.due_today') : t('invoices.due_in', { count: invoice.overdue })}</Tag>;
}

/** The invoices the dealer chose, with what is still open of each and the total. */
export function InvoiceList({ selection, phone }: { selection: InvoicesToPay; phone: boolean }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { date } = useOrderDates();
  const title = (
    <Flex vertical gap={0} style={{ padding: '8px 0' }}>
      <span>{t('invoices.title', { count: selection.invoices.length })}</span>
      {selection.companyName && (
        <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal', whiteSpace: 'normal' }} data-testid="payment-payer">
          {t('invoices.payer', { company: selection.companyName, payer: `${selection.payerName} (${selection.payerCode})` })}
        </Typography.Text>
      )}
    </Flex>
  );
  const total = (
    <Flex justify="space-between" style={{ padding: phone ? '12px 0 0' : undefined }}>
      <Typography.Text strong>{t('invoices.total')}</Typography.Text>
      <Typography.Text strong data-testid="payment-selection-total">
        {money(selection.total, selection.precision)}
      </Typography.Text>
    </Flex>
  );
  if (phone) {
    return (
      <Card title={title} size="small" data-testid="payment-invoices">
        <List
          dataSource={selection.invoices}
          rowKey="id"
          renderItem={(i) => (
            <List.Item data-testid="payment-invoice">
              <Flex vertical gap={2} style={{ width: '100%' }}>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text strong>{i.invoiceNo}</Typography.Text>
                  <Typography.Text strong>{money(i.amount, i.precision)}</Typography.Text>
                </Flex>
                <Flex justify="space-between" gap={8} align="center">
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {t('invoices.due', { date: date(i.dueDate) })}
                  </Typography.Text>
                  <DueTag invoice={i} />
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
        {total}
      </Card>
    );
  }
  return (
    <Card title={title} data-testid="payment-invoices" styles={{ body: { padding: 0 } }}>
      <ResponsiveTable<InvoiceToPay>
        dataSource={selection.invoices}
        rowKey="id"
        pagination={false}
        size="middle"
        onRow={() => ({ 'data-testid': 'payment-invoice' }) as React.HTMLAttributes<HTMLElement>}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('invoices.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong data-testid="payment-selection-total">
                {money(selection.total, selection.precision)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
        columns={[
          {
            key: 'no',
            title: t('invoices.number'),
            dataIndex: 'invoiceNo',
            render: (no: string) => <Typography.Text strong>{no}</Typography.Text>,
          },
          { key: 'date', title: t('invoices.invoice_date'), render: (_, i) => date(i.invoiceDate) },
          {
            key: 'due',
            title: t('invoices.due_date'),
            render: (_, i) => (
              <Flex gap={8} align="center" wrap>
                {date(i.dueDate)}
                <DueTag invoice={i} />
              </Flex>
            ),
          },
          {
            key: 'amount',
            title: t('invoices.amount'),
            align: 'right',
            render: (_, i) => (
              <Flex vertical gap={0} align="end">
                <span>{money(i.amount, i.precision)}</span>
                {i.paidAmount !== 0 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('invoices.of_total', { total: money(i.grandTotal, i.precision) })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}
