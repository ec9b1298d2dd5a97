import { Button, Card, Empty, Flex, Pagination, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../catalog/price-tag.tsx';
import { useOrderDates } from '../../orders/use-order-format.ts';
import type { InvoicePage, PaidInvoice } from '../../../graphql/invoices.ts';
import { PAGE_SIZES } from './use-invoice-list.ts';
import { ResponsiveTable } from '../../../shell/responsive-table.tsx';

interface Props {
  page: InvoicePage | undefined;
  loading: boolean;
  phone: boolean;
  onPage: (page: number, limit: number) => void;
  onOpen: (invoiceNo: string) => void;
  empty: React.ReactNode;
}

export function PaidTag({ status }: { status: string }) {
  const { t } = useTranslation('invoices');
  return (
    <Tag color={status === 'paid' ? 'success' : 'orange'} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** Paid invoices: a table on desktop, one card per invoice on phones; a row or card opens the detail. */
export function InvoiceListView({ page, loading, phone, onPage, onOpen, empty }: Props) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const { date } = useOrderDates();
  const invoices = page?.invoices ?? [];
  const paging = page && {
    current: page.info.page,
    pageSize: page.info.limit,
    total: page.info.count,
    onChange: onPage,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count: number) => t('total_invoices', { count }),
  };

  if (phone) {
    if (!loading && !invoices.length) return <Card size="small">{empty}</Card>;
    return (
      <Flex vertical gap={10} style={{ opacity: loading ? 0.6 : 1 }} data-testid="invoice-cards">
        {!page && loading && <Card loading />}
        {invoices.map((i) => (
          <Card
            key={i.id}
            size="small"
            hoverable
            onClick={() => onOpen(i.invoiceNo)}
            data-testid="invoice-card"
            data-invoice-no={i.invoiceNo}
          >
            <Flex justify="space-between" align="start" gap={8}>
              <Flex vertical gap={2}>
                <Typography.Text strong>{i.invoiceNo}</Typography.Text>
                {i.doNo && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('do_no', { no: i.doNo })}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('columns.invoice_date')}: {date(i.invoiceDate)}
                </Typography.Text>
                {i.clearingDate && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('columns.clearing_date')}: {date(i.clearingDate)}
                  </Typography.Text>
                )}
              </Flex>
              <Flex vertical gap={4} align="flex-end">
                <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                  {money(i.grandTotal, i.precision)}
                </Typography.Text>
                <PaidTag status={i.status} />
              </Flex>
            </Flex>
          </Card>
        ))}
        {paging && page.info.count > page.info.limit && <Pagination simple {...paging} style={{ alignSelf: 'center' }} />}
      </Flex>
    );
  }

  return (
    <ResponsiveTable<PaidInvoice>
      rowKey="id"
      size="middle"
      dataSource={invoices}
      loading={loading}
      data-testid="invoice-table"
      scroll={{ x: 900 }}
      pagination={paging ?? false}
      locale={{ emptyText: loading ? ' ' : empty }}
      onRow={(i) => ({ 'data-testid': 'invoice-row', 'data-invoice-no': i.invoiceNo }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'invoice',
          title: t('columns.invoice'),
          render: (_, i) => (
            <Flex vertical gap={2}>
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {i.invoiceNo}
              </Typography.Text>
              {i.doNo && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('do_no', { no: i.doNo })}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        { key: 'invoiceDate', title: t('columns.invoice_date'), width: 130, render: (_, i) => date(i.invoiceDate) },
        { key: 'dueDate', title: t('columns.due_date'), width: 130, render: (_, i) => date(i.dueDate) },
        { key: 'clearingDate', title: t('columns.clearing_date'), width: 130, render: (_, i) => date(i.clearingDate) },
        { key: 'terms', title: t('columns.terms'), width: 90, render: (_, i) => i.terms },
        { key: 'status', title: t('columns.status'), width: 110, render: (_, i) => <PaidTag status={i.status} /> },
        {
          key: 'total',
          title: t('columns.grand_total'),
          align: 'right',
          width: 160,
          render: (_, i) => (
            <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{money(i.grandTotal, i.precision)}</span>
          ),
        },
        {
          key: 'actions',
          title: t('columns.actions'),
          width: 110,
          render: (_, i) => (
            <Button size="small" onClick={() => onOpen(i.invoiceNo)} data-testid="invoice-open">
              {t('detail.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}

export const NoInvoices = ({ text, action }: { text: string; action?: React.ReactNode }) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="invoices-empty">{text}</span>}>
    {action}
  </Empty>
);
