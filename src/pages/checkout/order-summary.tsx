import { Card, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../graphql/cart.ts';
import type { ShipmentRate } from '../../graphql/checkout.ts';
import { articlePriceOf, type CartTotals, type TotalledLine } from '../../rules/cart.ts';
import { priceLine } from '../../rules/price.ts';
import { useMoney } from '../catalog/price-tag.tsx';

export type SummaryLine = TotalledLine & { line: CartLine; unit: number };

/**
 * A cart line as the order will charge it: checkout prices every line again with today's rule (promotions,
 * volume discounts), so the summary uses the same shared rule rather than the price saved when it was added.
 */
export function summaryLine(line: CartLine): SummaryLine {
  const { price, promotion, sorg, allowToOrder } = line.product;
  const unit = price ? priceLine(articlePriceOf(price, promotion), line.qty).unit : line.unitPrice;
  return { line, unit, sorg, qty: line.qty, subtotal: unit * line.qty, purchasable: allowToOrder && !!price };
}

const Row = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Flex justify="space-between" gap={12}>
    <Typography.Text type={strong ? undefined : 'secondary'} strong={strong}>{label}</Typography.Text>
    <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap', fontSize: strong ? 16 : undefined }} data-testid={testId}>{value}</Typography.Text>
  </Flex>
);

/**
 * What will be ordered: one order per sales organisation, each with its lines, subtotal, the chosen shipment's
 * rate (charged per order) and total. The API prices again on submit; these are the cart's saved figures.
 */
export function OrderSummary({ totals, rate, precision }: { totals: CartTotals<SummaryLine>; rate: ShipmentRate | undefined; precision: number }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const shipment = rate?.rate ?? 0;
  const several = totals.groups.length > 1;
  return (
    <Card title={t('summary.title')} data-testid="checkout-summary" size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={16}>
        {totals.groups.map((g) => (
          <Flex vertical gap={6} key={g.sorg} data-testid="checkout-order">
            <Typography.Text strong>{t('summary.order_for', { sorg: g.sorg })}</Typography.Text>
            {g.lines.filter((l) => l.purchasable).map(({ line, unit, subtotal }) => (
              <Flex key={line.id} justify="space-between" gap={12} data-testid="checkout-line">
                <Flex vertical gap={0} style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: line.product.name }}>{line.product.name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('summary.qty_times', { qty: line.qty, uom: line.uom, price: money(unit, line.product.price?.precision ?? precision) })}
                  </Typography.Text>
                </Flex>
                <Typography.Text style={{ whiteSpace: 'nowrap' }}>{money(subtotal, line.product.price?.precision ?? precision)}</Typography.Text>
              </Flex>
            ))}
            <Divider style={{ margin: '4px 0' }} />
            <Row label={t('summary.subtotal')} value={money(g.total, precision)} />
            <Row label={t('summary.shipment')} value={rate ? (shipment ? money(shipment, rate.precision) : t('shipment.free')) : t('summary.choose_shipment')} />
            <Row label={several ? t('summary.order_total', { sorg: g.sorg }) : t('summary.total')} value={money(g.total + shipment, precision)} strong testId={several ? undefined : 'checkout-total'} />
          </Flex>
        ))}
        {several && (
          <>
            <Divider style={{ margin: 0 }} />
            <Row label={t('summary.total')} value={money(totals.total + shipment * totals.groups.length, precision)} strong testId="checkout-total" />
          </>
        )}
      </Flex>
    </Card>
  );
}
