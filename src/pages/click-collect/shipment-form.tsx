import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLICK_COLLECT_UPDATE_SHIPMENTS, type ClickCollectOrder } from '../../graphql/click-collect.ts';
import type { useClickCollectAction } from './use-click-collect.ts';

/** What arrived from the maker, per 'Order to HQ' article (clickCollectUpdateShipments); the status follows. */
export function ShipmentForm({
  order,
  busy,
  run,
}: {
  order: ClickCollectOrder;
  busy: boolean;
  run: ReturnType<typeof useClickCollectAction>['run'];
}) {
  const { t } = useTranslation('click-collect');
  const fromHq = order.details.filter((d) => d.choice === 'order_to_hq');
  const [qty, setQty] = useState<Record<number, number>>(() => Object.fromEntries(fromHq.map((d) => [d.id, d.qtyShipped])));
  if (!fromHq.length) return null;
  const save = () =>
    run(
      'ship',
      CLICK_COLLECT_UPDATE_SHIPMENTS,
      { shipment: { orderId: order.id, details: fromHq.map((d) => ({ detailId: d.id, qtyShipped: qty[d.id] ?? d.qtyShipped })) } },
      t('shipment.done'),
    );
  return (
    <Card size="small" title={t('shipment.title')} data-testid="cc-shipment">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('shipment.intro')}</Typography.Text>
        {fromHq.map((d) => (
          <Flex key={d.id} justify="space-between" align="center" gap={12} wrap>
            <label htmlFor={`cc-shipped-${d.id}`} style={{ flex: '1 1 200px' }}>
              {d.name}
            </label>
            <InputNumber
              id={`cc-shipped-${d.id}`}
              min={0}
              max={d.qty}
              precision={0}
              value={qty[d.id]}
              addonAfter={`/ ${d.qty}`}
              onChange={(v) => setQty((q) => ({ ...q, [d.id]: Number(v ?? 0) }))}
              data-testid="cc-shipped"
            />
          </Flex>
        ))}
        <Flex justify="flex-end">
          <Button type="primary" onClick={() => void save()} loading={busy} data-testid="cc-ship-save">
            {t('shipment.save')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
