import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useOrderDates } from '../orders/use-order-format.ts';
import { OrderLinks, Tracking } from './delivery-parts.tsx';
import type { ShippedOrder, ShippedOrderPage } from '../../graphql/deliveries.ts';
import { ShippedLines } from './shipped-lines.tsx';
import { PAGE_SIZES } from './use-deliveries.ts';
import { shownCustomerCode } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

// Numbers, dates and amounts stay on one line; the ship-to and carrier columns give way instead.
const oneLine = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

interface Props {
  page: ShippedOrderPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

/** The desktop list of delivered DOs, their order lines one click away. */
export function ShippedTable({ page, loading, onPage, empty }: Props) {
  const { t } = useTranslation('deliveries');
  const { date } = useOrderDates();
  const columns: ColumnsType<ShippedOrder> = [
    {
      key: 'do',
      ...oneLine,
      title: t('fields.do_number'),
      render: (_, s) => (
        <Typography.Text strong data-testid="delivery-do">
          {s.doNumber}
        </Typography.Text>
      ),
    },
    { key: 'orders', ...oneLine, title: t('fields.orders'), render: (_, s) => <OrderLinks lines={s.detail} /> },
    { key: 'code', ...oneLine, title: t('fields.cust_code'), render: (_, s) => shownCustomerCode(s.custCode) },
    { key: 'date', ...oneLine, title: t('fields.delivery_date'), render: (_, s) => date(s.deliveryDate) },
    { key: 'arrived', ...oneLine, title: t('fields.delivered'), render: (_, s) => date(s.estimatedDeliveryDate) },
    { key: 'tracking', title: t('fields.tracking'), render: (_, s) => <Tracking d={s} /> },
    { key: 'items', title: t('fields.items'), align: 'right', render: (_, s) => s.detail.reduce((n, l) => n + l.orderQty, 0) },
  ];
  return (
    <ResponsiveTable<ShippedOrder>
      rowKey="doNumber"
      size="middle"
      columns={columns}
      dataSource={page?.shippedOrders ?? []}
      loading={loading}
      data-testid="shipped-table"
      locale={{ emptyText: empty }}
      scroll={{ x: 900 }}
      expandable={{ expandedRowRender: (s) => <ShippedLines shipped={s} phone={false} /> }}
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => t('total_shipped', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
