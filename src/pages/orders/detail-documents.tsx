import { ExportOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDelivery, OrderDetail, OrderInvoice } from '../../graphql/orders.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { InvoiceStatusTag } from './status-tags.tsx';
import { useOrderDates } from './use-order-format.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** A carrier's tracking page opens in a new tab, so the portal stays where it was. */
function Tracking({ d }: { d: OrderDelivery }) {
  const { t } = useTranslation('orders');
  if (!d.trackingNo) return <Typography.Text type="secondary">{t('deliveries.no_tracking')}</Typography.Text>;
  if (!d.trackingUrl) return <Typography.Text copyable>{d.trackingNo}</Typography.Text>;
  return (
    <a href={d.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
      {d.trackingNo} <ExportOutlined aria-label={t('deliveries.opens_new_tab')} />
    </a>
  );
}

/** The deliveries the ERP made for the order, with carrier and tracking. */
export function DetailDeliveries({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useTranslation('orders');
  const { date } = useOrderDates();
  return (
    <Card title={t('detail.deliveries')} data-testid="order-deliveries">
      {!order.deliveries.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deliveries.none')} />
      ) : phone ? (
        <Flex vertical gap={12}>
          {order.deliveries.map((d) => (
            <Flex key={d.doNumber} vertical gap={2}>
              <Typography.Text strong>{d.doNumber}</Typography.Text>
              <Typography.Text type="secondary">
                {t('deliveries.shipped_on', { date: date(d.deliveryDate), eta: date(d.estimatedDeliveryDate) })}
              </Typography.Text>
              <Typography.Text>
                {d.expeditionName} · <Tracking d={d} />
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : (
        <ResponsiveTable<OrderDelivery>
          rowKey="doNumber"
          size="small"
          pagination={false}
          dataSource={order.deliveries}
          columns={[
            { key: 'do', title: t('deliveries.do_number'), render: (_, d) => <Typography.Text strong>{d.doNumber}</Typography.Text> },
            { key: 'date', title: t('deliveries.date'), render: (_, d) => date(d.deliveryDate) },
            { key: 'eta', title: t('deliveries.estimated'), render: (_, d) => date(d.estimatedDeliveryDate) },
            { key: 'expedition', title: t('deliveries.expedition'), dataIndex: 'expeditionName' },
            { key: 'tracking', title: t('deliveries.tracking'), render: (_, d) => <Tracking d={d} /> },
          ]}
        />
      )}
    </Card>
  );
}

/** The invoices of the order with what is still to pay. */
export function DetailInvoices({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useTranslation('orders');
  const { date } = useOrderDates();
  const money = useMoney();
  return (
    <Card title={t('detail.invoices')} data-testid="order-invoices">
      {!order.invoices.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoices.none')} />
      ) : phone ? (
        <Flex vertical gap={12}>
          {order.invoices.map((i) => (
            <Flex key={i.invoiceNo} justify="space-between" align="center" gap={8}>
              <Flex vertical gap={2}>
                <Typography.Text strong>{i.invoiceNo}</Typography.Text>
                <Typography.Text type="secondary">{t('invoices.due', { date: date(i.dueDate) })}</Typography.Text>
              </Flex>
              <Flex vertical align="end" gap={4}>
                <Typography.Text strong>{money(i.amount, order.precision)}</Typography.Text>
                <InvoiceStatusTag status={i.status} />
              </Flex>
            </Flex>
          ))}
        </Flex>
      ) : (
        <ResponsiveTable<OrderInvoice>
          rowKey="invoiceNo"
          size="small"
          pagination={false}
          dataSource={order.invoices}
          columns={[
            { key: 'no', title: t('invoices.number'), render: (_, i) => <Typography.Text strong>{i.invoiceNo}</Typography.Text> },
            { key: 'date', title: t('invoices.date'), render: (_, i) => date(i.invoiceDate) },
            { key: 'due', title: t('invoices.due_date'), render: (_, i) => date(i.dueDate) },
            { key: 'status', title: t('invoices.status'), render: (_, i) => <InvoiceStatusTag status={i.status} /> },
            {
              key: 'amount',
              title: t('invoices.amount'),
              align: 'right',
              render: (_, i) => <Typography.Text strong>{money(i.amount, order.precision)}</Typography.Text>,
            },
          ]}
        />
      )}
    </Card>
  );
}
