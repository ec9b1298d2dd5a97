import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { OpenQty, OpenStatusTag, OrderTypeTag } from './line-parts.tsx';
import type { OpenOrderLine, OpenOrders } from '../../graphql/open-orders.ts';
import { PAGE_SIZES } from './use-open-orders.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

interface Props {
  data: OpenOrders | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

/** The desktop list of open lines: dense rows, paged on the server. */
export function OpenOrderTable({ data, loading, onPage, empty }: Props) {
  const { t } = useTranslation('open-orders');
  const { locale } = useParams();
  const money = useMoney();
  const { date } = useOrderDates();
  const secondary = (text: React.ReactNode) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
  const columns: ColumnsType<OpenOrderLine> = [
    {
      key: 'order',
      title: t('columns.order_number'),
      width: 210,
      render: (_, l) => (
        <Flex vertical gap={2} align="start">
          <Link to={`/${locale}/order/${l.orderId}`} data-testid="open-order-link">
            <Typography.Text strong style={{ color: 'inherit' }}>
              {l.orderNumber}
            </Typography.Text>
          </Link>
          {secondary(`${l.soNumber ?? t('so_pending')} · ${date(l.createdAt)}`)}
          <OrderTypeTag type={l.orderType} />
        </Flex>
      ),
    },
    {
      key: 'article',
      title: t('columns.article'),
      render: (_, l) => (
        <Flex vertical gap={2} style={{ minWidth: 200 }}>
          <Typography.Text>{l.name}</Typography.Text>
          {secondary(`${l.articleCodeDisplay} · ${l.brand}`)}
        </Flex>
      ),
    },
    { key: 'qty', title: t('columns.qty'), align: 'right', width: 110, render: (_, l) => <OpenQty line={l} /> },
    {
      key: 'subTotal',
      title: t('columns.sub_total'),
      align: 'right',
      width: 150,
      render: (_, l) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{money(l.subTotal, l.precision)}</Typography.Text>
          {secondary(`@ ${money(l.price, l.precision)}`)}
        </Flex>
      ),
    },
    {
      key: 'dates',
      title: t('columns.expected_delivery_date'),
      width: 160,
      render: (_, l) => (
        <Flex vertical gap={2}>
          <Typography.Text>
            {l.expectedDeliveryDate ? date(l.expectedDeliveryDate) : <Typography.Text type="secondary">{t('no_date')}</Typography.Text>}
          </Typography.Text>
          {l.requestDeliveryDate && secondary(`${t('columns.request_delivery_date')}: ${date(l.requestDeliveryDate)}`)}
        </Flex>
      ),
    },
    {
      key: 'shipTo',
      title: t('columns.ship_to'),
      width: 150,
      render: (_, l) => (
        <Flex vertical gap={2}>
          <Typography.Text>{l.shipToDetail.city || l.shipTo}</Typography.Text>
          {secondary(l.shipTo)}
        </Flex>
      ),
    },
    { key: 'status', title: t('columns.status'), width: 140, render: (_, l) => <OpenStatusTag status={l.status} /> },
  ];
  return (
    <ResponsiveTable<OpenOrderLine>
      rowKey={(l) => `${l.orderId}-${l.articleCode}`}
      size="middle"
      columns={columns}
      dataSource={data?.lines ?? []}
      loading={loading}
      data-testid="open-order-table"
      locale={{ emptyText: empty }}
      scroll={{ x: 1050 }}
      pagination={{
        current: data?.info.page ?? 1,
        pageSize: data?.info.limit ?? 10,
        total: data?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => t('total_lines', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
