import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { WaitingOrder } from '../../graphql/order-confirmation.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** What staff read before deciding: the articles and what the dealer chose at checkout. */
export function OrderFacts({ order, phone }: { order: WaitingOrder; phone?: boolean }) {
  const { t } = useTranslation('order-confirmation');
  const money = useMoney();
  const { date } = useOrderDates();
  return (
    <>
      <ResponsiveTable
        size="small"
        rowKey={(l) => `${l.articleCode}-${l.qty}-${l.uom}`}
        pagination={false}
        dataSource={order.lines}
        aria-label={t('details.lines')}
        columns={[
          {
            key: 'article',
            title: t('details.lines'),
            render: (_, l) => (
              <span>
                {l.name} <span style={{ whiteSpace: 'nowrap' }}>({l.articleCode})</span>
              </span>
            ),
          },
          { key: 'qty', title: t('details.qty'), align: 'right', render: (_, l) => `${l.qty} ${l.uom}` },
          { key: 'subtotal', title: t('details.subtotal'), align: 'right', render: (_, l) => money(l.subtotal, order.precision) },
        ]}
      />
      <Descriptions
        size="small"
        column={phone ? 1 : 3}
        style={{ marginTop: 8 }}
        items={[
          { key: 'ship_to', label: t('details.ship_to'), children: order.shipTo },
          { key: 'shipment', label: t('details.shipment'), children: order.shipmentMethod },
          { key: 'payment', label: t('details.payment'), children: order.paymentMethod },
          ...(order.requestDeliveryDate
            ? [{ key: 'date', label: t('details.delivery_date'), children: date(order.requestDeliveryDate) }]
            : []),
          ...(order.notes ? [{ key: 'notes', label: t('details.notes'), children: order.notes }] : []),
        ]}
      />
    </>
  );
}
