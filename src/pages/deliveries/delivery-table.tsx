import { Descriptions, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../../rules/address.ts';
import { useOrderDates } from '../orders/use-order-format.ts';
import { DeliveryLines } from './delivery-lines.tsx';
import { DeliveryStatusTag, OrderLinks, Tracking, deliveryMoney } from './delivery-parts.tsx';
import type { Delivery, DeliveryPage } from '../../graphql/deliveries.ts';
import { PAGE_SIZES } from './use-deliveries.ts';
import { customerLabel } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';
import { useHostConfig } from '../../providers/config.tsx';

// Numbers, dates and amounts stay on one line; the ship-to and carrier columns give way instead.
const oneLine = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

interface Props {
  page: DeliveryPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

/** What a row opens to: the booking details and the lines. */
function DeliveryMore({ d }: { d: Delivery }) {
  const { t } = useTranslation('deliveries');
  const { date } = useOrderDates();
  const place = addressLine(d.shipTo, d.shipTo.countryId);
  return (
    <Flex vertical gap={12} style={{ padding: '4px 0' }}>
      <Descriptions
        size="small"
        column={{ xs: 1, lg: 3 }}
        items={[
          { key: 'code', label: t('fields.cust_code'), children: customerLabel(d.custName, d.custCode) },
          { key: 'po', label: t('fields.po'), children: d.custPoNo ?? '-' },
          { key: 'requested', label: t('fields.requested'), children: date(d.requestDeliveryDate) },
          {
            key: 'shipto',
            label: t('fields.ship_to'),
            span: 2,
            children: `${d.shipTo.name} (${d.shipTo.code})${place ? `, ${place}` : ''}`,
          },
          { key: 'notes', label: t('fields.notes'), children: d.notes || '-' },
        ]}
      />
      <DeliveryLines delivery={d} phone={false} />
    </Flex>
  );
}

/** The desktop delivery list: one row per DO, its lines one click away, paged on the server. */
export function DeliveryTable({ page, loading, onPage, empty }: Props) {
  const { t } = useTranslation('deliveries');
  const { orderTypeDisplay } = useHostConfig();
  const { date } = useOrderDates();
  const columns: ColumnsType<Delivery> = [
    {
      key: 'do',
      ...oneLine,
      title: t('fields.do_number'),
      render: (_, d) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong data-testid="delivery-do">
            {d.doNumber}
          </Typography.Text>
          {orderTypeDisplay && d.orderType === 'CF' && (
            <Tag color="purple" style={{ marginInlineEnd: 0 }}>
              {t('order_type.CF')}
            </Tag>
          )}
        </Flex>
      ),
    },
    { key: 'orders', ...oneLine, title: t('fields.orders'), render: (_, d) => <OrderLinks lines={d.detail} /> },
    { key: 'status', ...oneLine, title: t('fields.status'), render: (_, d) => <DeliveryStatusTag status={d.status} /> },
    { key: 'date', ...oneLine, title: t('fields.delivery_date'), render: (_, d) => date(d.deliveryDate) },
    { key: 'eta', ...oneLine, title: t('fields.estimated'), render: (_, d) => date(d.estimatedDeliveryDate) },
    { key: 'tracking', title: t('fields.tracking'), render: (_, d) => <Tracking d={d} /> },
    {
      key: 'shipto',
      title: t('fields.ship_to'),
      render: (_, d) => (
        <Flex vertical gap={0}>
          <Typography.Text ellipsis style={{ maxWidth: 220 }}>
            {d.shipTo.name}
          </Typography.Text>
          <Typography.Text type="secondary">{d.shipTo.city || d.shipTo.code}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'total',
      ...oneLine,
      title: t('fields.total'),
      align: 'right',
      render: (_, d) => <Typography.Text strong>{deliveryMoney(d.total, d.currencyFormat)}</Typography.Text>,
    },
  ];
  return (
    <ResponsiveTable<Delivery>
      rowKey="doNumber"
      size="middle"
      columns={columns}
      dataSource={page?.deliveries ?? []}
      loading={loading}
      data-testid="delivery-table"
      locale={{ emptyText: empty }}
      scroll={{ x: 1000 }}
      expandable={{ expandedRowRender: (d) => <DeliveryMore d={d} />, expandRowByClick: false }}
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => t('total_deliveries', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
