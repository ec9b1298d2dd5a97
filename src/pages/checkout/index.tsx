import { Col, Flex, Form, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { cartTotals } from '../../rules/cart.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { CartDisclaimer } from '../cart/cart-summary.tsx';
import { useCart } from '../cart/use-cart.ts';
import { CheckoutEmpty } from './checkout-empty.tsx';
import { CheckoutFields, type CheckoutValues, checkoutDefaults } from './checkout-fields.tsx';
import { articleLabel } from '../../rules/cart.ts';
import { padDigits } from '../../rules/pad-debit.ts';
import { unitLabel } from '../cart/unit-label.ts';
import { BlockedNotice, RefusalNotice, ShortageNotice, UnorderableNotice } from './checkout-notices.tsx';
import { CheckoutSkeleton } from './checkout-skeleton.tsx';
import { useCreditBlock } from './credit-block.ts';
import { FreightBenefitNote } from './freight-benefit.tsx';
import { OrderSummary, orderFreight, summaryLine } from './order-summary.tsx';
import { shownRefusal, type ShownRefusal } from './server-errors.ts';
import { SubmitBar, SubmitButton } from './submit-bar.tsx';
import { useExpectedSupplies, useFreightBenefits } from './use-checkout-extras.ts';
import { useCheckoutOptions } from './use-checkout-options.ts';
import { type CheckoutDetails, usePlaceOrder } from './use-place-order.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** Only what the dealer filled is sent (spec 2 §5: date, PO number and notes are optional); the bank account only for a PAD. */
function detailsOf(v: CheckoutValues, padDebit: boolean): CheckoutDetails {
  const poNumber = v.poNumber?.trim();
  const notes = v.notes?.trim();
  return {
    shipTo: v.shipTo!,
    shipment: v.shipment!,
    payment: v.payment!,
    ...(v.requestDeliveryDate && { requestDeliveryDate: v.requestDeliveryDate.format('YYYY-MM-DD') }),
    ...(poNumber && { poNumber }),
    ...(notes && { notes }),
    ...(padDebit && {
      padDebit: {
        institutionNumber: padDigits(v.padDebit?.institutionNumber),
        transitNumber: padDigits(v.padDebit?.transitNumber),
        accountNumber: padDigits(v.padDebit?.accountNumber),
      },
    }),
  };
}

/**
 * Checkout (spec 2 §4): the cart becomes one order per sales organisation, shipped to a ship-to with a
 * shipment and payment method. The API checks everything again; its refusals land on the fields they name.
 */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation('checkout');
  const { locale } = useParams();
  const navigate = useNavigate();
  const { canCheckout, currency, sorg: hostSorg } = useHostConfig();
  const phone = !useScreens().md;
  const money = useMoney();
  const [form] = Form.useForm<CheckoutValues>();
  const cart = useCart();
  const choices = useCheckoutOptions();
  const credit = useCreditBlock();
  const { place, placing } = usePlaceOrder();
  const [refusal, setRefusal] = useState<ShownRefusal['alert']>(null);
  const shipment = Form.useWatch('shipment', form);
  const wantedDate = Form.useWatch('requestDeliveryDate', form);
  const freight = useFreightBenefits();
  const expected = useExpectedSupplies(wantedDate ? wantedDate.format('YYYY-MM-DD') : null);

  const totals = useMemo(() => cartTotals((cart.lines ?? []).map(summaryLine)), [cart.lines]);
  const precision = cart.lines?.find((l) => l.product.price)?.product.price?.precision ?? currency.decimalPrecision;
  const rate = choices.options?.customerShipmentRates.find((r) => r.code === shipment);
  // The benefits are the host market's, whose order takes them; the API holds each order's to its freight.
  const earned = freight.benefits.reduce((sum, b) => sum + b.currentDiscountAmount, 0);
  const freightDiscountOf = (sorg: string) => (sorg === hostSorg ? earned : 0);
  const grandTotal = totals.total + totals.groups.reduce((sum, g) => sum + orderFreight(rate, freightDiscountOf(g.sorg)), 0);

  const heading = (
    <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }}>
      {t('title')}
    </Typography.Title>
  );
  const failed = cart.isError ? cart : choices.isError ? choices : null;
  if (failed) return <LoadError error={failed.error} titleKey="checkout:load_failed" onRetry={() => void failed.refetch()} />;
  if (!cart.lines || !choices.options)
    return (
      <Flex vertical gap={16}>
        {heading}
        <CheckoutSkeleton phone={phone} />
      </Flex>
    );
  if (totals.purchasable === 0)
    return (
      <Flex vertical gap={16}>
        {heading}
        <CheckoutEmpty />
      </Flex>
    );

  const options = choices.options;
  const short = cart.lines
    .filter((l) => l.shortage != null && l.product.allowToOrder)
    .map((l) => ({
      id: l.id,
      article: articleLabel(l.product),
      qty: l.qty,
      uom: unitLabel(t, l.uom),
      available: l.shortage!,
    }));
  const why = !canCheckout
    ? t('blocked.site')
    : credit.blocks.length
      ? t('blocked.why_credit')
      : totals.blocked
        ? t('unorderable', { count: totals.blocked })
        : short.length
          ? t('shortage.why')
          : null;
  const submit = { placing, disabled: !!why || credit.checking, why };

  const onFinish = async (values: CheckoutValues) => {
    setRefusal(null);
    const padDebit = !!options?.paymentMethods.find((m) => m.code === values.payment)?.padDebit;
    const outcome = await place(detailsOf(values, padDebit));
    if (!outcome) return; // a second press while the first is on its way
    if (outcome.kind === 'placed') {
      const numbers = outcome.result.orders.map((o) => o.orderNo);
      // Replace: the way back from the confirmation is the (now empty) cart, not a checkout to send again.
      void navigate(`/${locale}/cart/order-confirmation?orders=${encodeURIComponent(numbers.join(','))}`, {
        replace: true,
        state: { orders: outcome.result.orders },
      });
      return;
    }
    if (outcome.kind === 'unreachable') {
      setRefusal({ title: t('errors.unreachable'), details: [] });
      return;
    }
    const shown = shownRefusal(outcome.result, t, i18n);
    form.setFields(shown.fields);
    setRefusal(shown.alert);
    // Stock, prices or ship-tos changed underneath: show the dealer what holds now.
    if (outcome.result.code !== 'I001') void Promise.all([cart.refetch(), choices.refetch(), freight.refetch(), expected.refetch()]);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const notices = (
    <>
      <BlockedNotice canCheckout={canCheckout} credit={credit.blocks} releases={credit.releases} />
      <UnorderableNotice count={totals.blocked} />
      <ShortageNotice lines={short} />
      <RefusalNotice refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
  const summary = (
    <OrderSummary totals={totals} rate={rate} precision={precision} freightDiscountOf={freightDiscountOf} expected={expected} />
  );
  const fields = <CheckoutFields options={options} shipmentNote={<FreightBenefitNote benefits={freight.benefits} rate={rate} />} />;

  return (
    <Form<CheckoutValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark="optional"
      scrollToFirstError
      data-testid="checkout-page"
      disabled={placing}
      initialValues={checkoutDefaults(options)}
    >
      {phone ? (
        <Flex vertical gap={12}>
          {heading}
          {notices}
          {fields}
          {summary}
          <CartDisclaimer />
          <SubmitBar {...submit} total={money(grandTotal, precision)} />
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          {heading}
          {notices}
          <Row gutter={[24, 24]} align="top">
            <Col xs={24} lg={15}>
              <Flex vertical gap={16}>
                {fields}
              </Flex>
            </Col>
            <Col xs={24} lg={9}>
              <Flex vertical gap={12} style={{ position: 'sticky', top: 74 }}>
                {summary}
                <CartDisclaimer />
                {why && (
                  <Typography.Text type="danger" data-testid="checkout-why">
                    {why}
                  </Typography.Text>
                )}
                <SubmitButton {...submit} block />
              </Flex>
            </Col>
          </Row>
        </Flex>
      )}
    </Form>
  );
}
