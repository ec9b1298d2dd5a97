import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { type Actions, OrderStatus, PaymentActions, PaymentStatusTag } from './payment-parts.tsx';
import type { PrepaidPayment, PrepaidPaymentPage } from '../../graphql/payment-list.ts';
import { PAGE_SIZES } from './use-payments.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

interface Props {
  page: PrepaidPaymentPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: ReactNode;
  actions: Actions;
  onReceipts: (p: PrepaidPayment) => void;
}

/** Desktop: order no, SO no, customer, payment status, order status, amount, action. */
export function PaymentTable({ page, loading, onPage, empty, actions, onReceipts }: Props) {
  const { t } = useTranslation('payment-list');
  const money = useMoney();
  const { date } = useOrderDates();
  const columns: ColumnsType<PrepaidPayment> = [
    {
      key: 'orderNo',
      title: t('columns.order_no'),
      render: (_, p) => (
        <Flex vertical>
          <Typography.Text strong>{p.orderNo}</Typography.Text>
          <Typography.Text type="secondary">{date(p.orderDate)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'soNumber', title: t('columns.so_no'), render: (_, p) => p.soNumber ?? '-' },
    {
      key: 'customer',
      title: t('columns.customer'),
      render: (_, p) => (
        <Flex vertical>
          <span>{p.customer.name}</span>
          <Typography.Text type="secondary">{p.customer.code}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'status', title: t('columns.payment_status'), render: (_, p) => <PaymentStatusTag status={p.status} /> },
    { key: 'orderStatus', title: t('columns.order_status'), render: (_, p) => <OrderStatus status={p.orderStatus} /> },
    { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, p) => money(p.amount, p.precision) },
    {
      key: 'action',
      title: t('columns.action'),
      render: (_, p) => <PaymentActions payment={p} actions={actions} onReceipts={() => onReceipts(p)} />,
    },
  ];
  return (
    <ResponsiveTable<PrepaidPayment>
      rowKey="orderId"
      columns={columns}
      dataSource={page?.payments ?? []}
      loading={loading}
      locale={{ emptyText: loading ? ' ' : empty }}
      scroll={{ x: 960 }}
      data-testid="payment-table"
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        onChange: onPage,
        showTotal: (total) => t('total', { count: total }),
      }}
    />
  );
}

/** Phones: one card per payment with its actions full width. */
export function PaymentCards({ page, loading, onPage, empty, actions, onReceipts }: Props) {
  const { t } = useTranslation('payment-list');
  const money = useMoney();
  const { date } = useOrderDates();
  if (!page)
    return (
      <Flex vertical gap={12}>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </Flex>
    );
  if (!page.payments.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="payment-cards">
      {page.payments.map((p) => (
        <Card key={p.orderId} size="small" styles={{ body: { padding: 14 } }}>
          <Flex justify="space-between" align="start" gap={8}>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {p.orderNo}
              </Typography.Text>
              <Typography.Text type="secondary">
                {p.soNumber ? t('so_short', { so: p.soNumber }) : t('so_pending')} · {date(p.orderDate)}
              </Typography.Text>
              <Typography.Text>
                {p.customer.name} ({p.customer.code})
              </Typography.Text>
            </Flex>
            <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
              {money(p.amount, p.precision)}
            </Typography.Text>
          </Flex>
          <Flex gap={6} wrap style={{ margin: '10px 0' }}>
            <PaymentStatusTag status={p.status} />
            <OrderStatus status={p.orderStatus} />
          </Flex>
          <PaymentActions payment={p} actions={actions} onReceipts={() => onReceipts(p)} block />
        </Card>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
