import { Card, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../graphql/cart.ts';
import type { ShipmentRate } from '../../graphql/checkout.ts';
import type { CartTotals, TotalledLine } from '../../rules/cart.ts';
import { freightDiscount } from '../../rules/freight.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { unitLabel } from '../cart/unit-label.ts';
import { type ExpectedSupplies, ExpectedSupplyText } from './expected-supply.tsx';
import { supplyKey } from './use-checkout-extras.ts';

export type SummaryLine = TotalledLine & { line: CartLine; unit: number };

/**
 * A cart line as the order will charge it: the API prices every cart line with today's rule (customer price,
 * volume steps, promotion) exactly as checkout does, so the summary shows the cart's own figures.
 */
export function summaryLine(line: CartLine): SummaryLine {
  const { price, sorg, allowToOrder } = line.product;
  return { line, unit: line.unitPrice, sorg, qty: line.qty, subtotal: line.subtotal, purchasable: allowToOrder && !!price };
}

const Row = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <Flex justify="space-between" gap={12}>
    <Typography.Text type={strong ? undefined : 'secondary'} strong={strong}>
      {label}
    </Typography.Text>
    <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap', fontSize: strong ? 16 : undefined }} data-testid={testId}>
      {value}
    </Typography.Text>
  </Flex>
);

/** Whether the totals include VAT: the portal's prices are net, tax is added on the invoice. */
export function VatNote() {
  const { t } = useTranslation('checkout');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'right' }} data-testid="checkout-vat">
      {t('summary.vat_excluded')}
    </Typography.Text>
  );
}

/** The freight an order pays: the rate less the freight benefit it earned, never below zero (src/rules/freight.ts). */
export function orderFreight(rate: ShipmentRate | undefined, earned: number) {
  const amount = rate?.rate ?? 0;
  return amount - freightDiscount([{ currentDiscountAmount: earned }], amount);
}

interface SummaryProps {
  totals: CartTotals<SummaryLine>;
  rate: ShipmentRate | undefined;
  precision: number;
  /** The freight benefit earned per sales organisation's order, before it is held to the rate. */
  freightDiscountOf: (sorg: string) => number;
  expected: ExpectedSupplies;
}

/** One order of the summary: its lines with their expected dates, subtotal, freight less its benefit, total. */
function OrderBlock({
  group,
  rate,
  precision,
  earned,
  expected,
  totalTestId,
}: {
  group: CartTotals<SummaryLine>['groups'][number];
  rate: ShipmentRate | undefined;
  precision: number;
  earned: number;
  expected: ExpectedSupplies;
  totalTestId?: string;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('cart');
  const money = useMoney();
  const shipment = orderFreight(rate, earned);
  const benefit = (rate?.rate ?? 0) - shipment;
  const seller = group.lines[0]?.line.seller ?? '';
  return (
    <Flex vertical gap={6} data-testid="checkout-order">
      <Typography.Text strong data-testid="checkout-seller">
        {t('summary.order_for', { seller })}
      </Typography.Text>
      {group.lines
        .filter((l) => l.purchasable)
        .map(({ line, unit, subtotal }) => (
          <Flex key={line.id} justify="space-between" gap={12} data-testid="checkout-line">
            <Flex vertical gap={0} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: line.product.name }}>{line.product.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('summary.qty_times', {
                  qty: line.qty,
                  uom: unitLabel(tc, line.uom),
                  price: money(unit, line.product.price?.precision ?? precision),
                })}
              </Typography.Text>
              <ExpectedSupplyText
                supplies={expected.supplies.get(supplyKey(group.sorg, line.product.articleCode))}
                loading={expected.loading}
                failed={expected.failed}
                qty={line.qty}
              />
            </Flex>
            <Typography.Text style={{ whiteSpace: 'nowrap' }}>
              {money(subtotal, line.product.price?.precision ?? precision)}
            </Typography.Text>
          </Flex>
        ))}
      <Divider style={{ margin: '4px 0' }} />
      <Row label={t('summary.subtotal')} value={money(group.total, precision)} testId="checkout-subtotal" />
      <Row
        label={t('summary.shipment')}
        value={rate ? (rate.rate ? money(rate.rate, rate.precision) : t('shipment.free')) : t('summary.choose_shipment')}
      />
      {rate && benefit > 0 && (
        <Row label={t('summary.freight_benefit')} value={`−${money(benefit, rate.precision)}`} testId="checkout-freight-benefit" />
      )}
      <Row
        label={totalTestId ? t('summary.total') : t('summary.order_total', { seller })}
        value={money(group.total + shipment, precision)}
        strong
        testId={totalTestId}
      />
      {totalTestId && <VatNote />}
    </Flex>
  );
}

/**
 * What will be ordered: one order per sales organisation, each with its lines and when the ERP expects them,
 * subtotal, the chosen shipment's rate (charged per order) less its freight benefit, and total (excluding VAT).
 * The figures are the API's price of now, which the placed order charges.
 */
export function OrderSummary({ totals, rate, precision, freightDiscountOf, expected }: SummaryProps) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const several = totals.groups.length > 1;
  const shipments = totals.groups.reduce((sum, g) => sum + orderFreight(rate, freightDiscountOf(g.sorg)), 0);
  return (
    <Card title={t('summary.title')} data-testid="checkout-summary" size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={16}>
        {totals.groups.map((g) => (
          <OrderBlock
            key={g.sorg}
            group={g}
            rate={rate}
            precision={precision}
            earned={freightDiscountOf(g.sorg)}
            expected={expected}
            totalTestId={several ? undefined : 'checkout-total'}
          />
        ))}
        {several && (
          <>
            <Divider style={{ margin: 0 }} />
            <Row label={t('summary.total')} value={money(totals.total + shipments, precision)} strong testId="checkout-total" />
            <VatNote />
          </>
        )}
      </Flex>
    </Card>
  );
}
