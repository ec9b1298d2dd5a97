import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ORDER_QUOTE } from '../../graphql/quotes.ts';
import { padDigits } from '../../rules/pad-debit.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useIdempotentSubmit } from '../../shell/use-idempotent-submit.ts';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';
import { CheckoutFields, type CheckoutValues, checkoutDefaults } from '../checkout/checkout-fields.tsx';
import { CheckoutSkeleton } from '../checkout/checkout-skeleton.tsx';
import { useCreditBlock } from '../checkout/credit-block.ts';
import { BlockedNotice } from '../checkout/checkout-notices.tsx';
import { shownRefusal, type ShownRefusal } from '../checkout/server-errors.ts';
import { useCheckoutOptions } from '../checkout/use-checkout-options.ts';
import { useHostConfig } from '../../providers/config.tsx';

/**
 * Orders an answered quote at its quoted prices: the checkout's own choices (ship-to, shipment, payment, the order's
 * details) and its rules (credit, stock, limits), sent once however often the button is pressed.
 */
export function QuoteOrderForm({ quoteId, total, onRefused }: { quoteId: number; total: string; onRefused: () => void }) {
  const { t, i18n } = useTranslation('quotes');
  const { locale } = useParams();
  const navigate = useNavigate();
  const { canCheckout } = useHostConfig();
  const [form] = Form.useForm<CheckoutValues>();
  const choices = useCheckoutOptions();
  const credit = useCreditBlock();
  const [refusal, setRefusal] = useState<ShownRefusal['alert']>(null);
  const { submit, sending } = useIdempotentSubmit(
    ORDER_QUOTE,
    'orderQuote',
    (r) => r.message.status && r.orders.length > 0,
    'Quote order',
    {
      id: quoteId,
    },
  );

  if (choices.isError) return <LoadError error={choices.error} titleKey="checkout:load_failed" onRetry={() => void choices.refetch()} />;
  if (!choices.options) return <CheckoutSkeleton phone={false} />;
  const options = choices.options;

  const onFinish = async (v: CheckoutValues) => {
    setRefusal(null);
    const padDebit = !!options.paymentMethods.find((m) => m.code === v.payment)?.padDebit;
    const outcome = await submit({
      shipTo: v.shipTo!,
      shipment: v.shipment!,
      payment: v.payment!,
      ...(v.requestDeliveryDate && { requestDeliveryDate: v.requestDeliveryDate.format('YYYY-MM-DD') }),
      ...(v.poNumber?.trim() && { poNumber: v.poNumber.trim() }),
      ...(v.notes?.trim() && { notes: v.notes.trim() }),
      ...(padDebit && {
        padDebit: {
          institutionNumber: padDigits(v.padDebit?.institutionNumber),
          transitNumber: padDigits(v.padDebit?.transitNumber),
          accountNumber: padDigits(v.padDebit?.accountNumber),
        },
      }),
    });
    if (!outcome) return;
    if (outcome.kind === 'accepted') {
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      const numbers = outcome.result.orders.map((o) => o.orderNo).join(',');
      void navigate(`/${locale}/cart/order-confirmation?orders=${encodeURIComponent(numbers)}`, {
        replace: true,
        state: { orders: outcome.result.orders },
      });
      return;
    }
    if (outcome.kind === 'unreachable') return setRefusal({ title: t('checkout:errors.unreachable'), details: [] });
    const shown = shownRefusal(outcome.result, t, i18n);
    form.setFields(shown.fields);
    setRefusal(shown.alert);
    onRefused();
  };

  const why = !canCheckout ? t('checkout:blocked.site') : credit.blocks.length ? t('checkout:blocked.why_credit') : null;
  return (
    <Form<CheckoutValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark="optional"
      scrollToFirstError
      disabled={sending}
      data-testid="quote-order-form"
      initialValues={checkoutDefaults(options)}
    >
      <Flex vertical gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('order.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('order.intro')}</Typography.Text>
        <BlockedNotice canCheckout={canCheckout} credit={credit.blocks} releases={credit.releases} />
        {refusal && (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setRefusal(null)}
            role="alert"
            data-testid="quote-order-error"
            message={refusal.title}
            description={refusal.details.length > 0 && refusal.details.join(' · ')}
          />
        )}
        <CheckoutFields options={options} />
        <Card size="small">
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical>
              <Typography.Text type="secondary">{t('order.total')}</Typography.Text>
              <Typography.Text strong style={{ fontSize: 20 }}>
                {total}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('order.freight_note')}
              </Typography.Text>
            </Flex>
            <Button
              type="primary"
              size="large"
              htmlType="submit"
              loading={sending}
              disabled={!!why || credit.checking}
              title={why ?? undefined}
              data-testid="quote-order-submit"
            >
              {t('order.submit')}
            </Button>
          </Flex>
        </Card>
      </Flex>
    </Form>
  );
}
