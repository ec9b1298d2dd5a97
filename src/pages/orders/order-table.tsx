import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { OrderPage, OrderRow } from '../../graphql/orders.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { PlacedBy } from './placed-by.tsx';
import { noSoNumberKey, OrderStatusTag, PaymentStatusTag, RejectionNote } from './status-tags.tsx';
import { useOrderDates } from './use-order-format.ts';
import { PAGE_SIZES } from './use-orders.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

interface Props {
  page: OrderPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

/** The desktop order list: dense rows, paged on the server. */
export function OrderTable({ page, loading, onPage, empty }: Props) {
  const { t } = useTranslation('orders');
  const { locale } = useParams();
  const { search } = useLocation();
  const money = useMoney();
  const { date, dateTime } = useOrderDates();
  const columns: ColumnsType<OrderRow> = [
    {
      key: 'orderNo',
      title: t('columns.order_no'),
      render: (_, o) => (
        <Flex vertical gap={2}>
          <Link to={`/${locale}/order/${o.id}`} state={{ listSearch: search }} data-testid="order-link">
            <Typography.Text strong style={{ color: 'inherit' }}>
              {o.orderNo}
            </Typography.Text>
          </Link>
          <PlacedBy order={o} />
        </Flex>
      ),
    },
    {
      key: 'soNumber',
      title: t('columns.so_number'),
      render: (_, o) => o.soNumber ?? <Typography.Text type="secondary">{t(noSoNumberKey(o))}</Typography.Text>,
    },
    { key: 'seller', title: t('columns.seller'), render: (_, o) => o.seller },
    { key: 'createdAt', title: t('columns.order_date'), render: (_, o) => <span title={dateTime(o.createdAt)}>{date(o.createdAt)}</span> },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, o) => (
        <Flex vertical gap={2} align="start">
          <OrderStatusTag status={o.status} />
          <RejectionNote reason={o.rejectionReason} />
        </Flex>
      ),
    },
    { key: 'payment', title: t('columns.payment_status'), render: (_, o) => <PaymentStatusTag status={o.paymentStatus} /> },
    {
      key: 'total',
      title: t('columns.total'),
      align: 'right',
      render: (_, o) => (
        <Flex vertical align="end" gap={0}>
          <Typography.Text strong>{money(o.total, o.precision)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(o.taxIncluded ? 'tax.gross' : 'tax.net')}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
  return (
    <ResponsiveTable<OrderRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.orders ?? []}
      loading={loading}
      data-testid="order-table"
      locale={{ emptyText: empty }}
      scroll={{ x: 900 }}
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => t('total_orders', { count: total }),
        hideOnSinglePage: false,
        onChange: onPage,
      }}
    />
  );
}
