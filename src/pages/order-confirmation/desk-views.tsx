import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { OrderFacts } from './order-facts.tsx';
import type { WaitingOrder, WaitingOrderPage } from '../../graphql/order-confirmation.ts';
import type { Decisions } from './use-decisions.ts';
import { PAGE_SIZES } from './use-waiting-orders.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

interface Props {
  page: WaitingOrderPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: ReactNode;
  decisions: Decisions;
  onReject: (orderNo: string) => void;
}

/** Desktop: order and date, customer, PO, placed by, total, decision; a row opens to its articles. */
export function DeskTable({ page, loading, onPage, empty, decisions, onReject }: Props) {
  const { t } = useTranslation('order-confirmation');
  const money = useMoney();
  const { dateTime } = useOrderDates();
  const columns: ColumnsType<WaitingOrder> = [
    {
      key: 'order',
      title: t('columns.order'),
      render: (_, o) => (
        <Flex vertical>
          <Typography.Text strong>{o.orderNo}</Typography.Text>
          <Typography.Text type="secondary">{dateTime(o.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'customer',
      title: t('columns.customer'),
      render: (_, o) => (
        <Flex vertical>
          <span>{o.customer.name}</span>
          <Typography.Text type="secondary">{o.customer.code}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'po',
      title: t('columns.po'),
      render: (_, o) => o.poNumber ?? <Typography.Text type="secondary">{t('details.no_po')}</Typography.Text>,
    },
    { key: 'placedBy', title: t('columns.placed_by'), render: (_, o) => o.createdBy },
    {
      key: 'total',
      title: t('columns.total'),
      align: 'right',
      render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{money(o.total, o.precision)}</span>,
    },
    {
      key: 'action',
      title: t('columns.action'),
      render: (_, o) => <DecisionButtons orderNo={o.orderNo} decisions={decisions} onReject={() => onReject(o.orderNo)} />,
    },
  ];
  return (
    <ResponsiveTable<WaitingOrder>
      rowKey="id"
      columns={columns}
      dataSource={page?.orders ?? []}
      loading={loading}
      locale={{ emptyText: loading ? ' ' : empty }}
      scroll={{ x: 960 }}
      data-testid="order-confirmation-table"
      expandable={{
        expandedRowRender: (o) => <OrderFacts order={o} />,
        expandIcon: ({ expanded, onExpand, record }) => (
          <button
            type="button"
            className={`ant-table-row-expand-icon ant-table-row-expand-icon-${expanded ? 'expanded' : 'collapsed'}`}
            aria-label={t('actions.show_lines', { orderNo: record.orderNo })}
            aria-expanded={expanded}
            onClick={(e) => onExpand(record, e)}
          />
        ),
      }}
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

/** Phones: one card per order with its articles and the decisions full width. */
export function DeskCards({ page, loading, onPage, empty, decisions, onReject }: Props) {
  const { t } = useTranslation('order-confirmation');
  const money = useMoney();
  const { dateTime } = useOrderDates();
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
  if (!page.orders.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="order-confirmation-cards">
      {page.orders.map((o) => (
        <Card key={o.id} size="small" styles={{ body: { padding: 14 } }} data-testid="order-confirmation-card">
          <Flex justify="space-between" align="start" gap={8}>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {o.orderNo}
              </Typography.Text>
              <Typography.Text type="secondary">{dateTime(o.createdAt)}</Typography.Text>
              <Typography.Text>
                {o.customer.name} ({o.customer.code})
              </Typography.Text>
              <Typography.Text type="secondary">
                {o.poNumber ? `${t('columns.po')} ${o.poNumber}` : t('details.no_po')} · {o.createdBy}
              </Typography.Text>
            </Flex>
            <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
              {money(o.total, o.precision)}
            </Typography.Text>
          </Flex>
          <div style={{ margin: '10px 0' }}>
            <OrderFacts order={o} phone />
          </div>
          <DecisionButtons orderNo={o.orderNo} decisions={decisions} onReject={() => onReject(o.orderNo)} block />
        </Card>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
