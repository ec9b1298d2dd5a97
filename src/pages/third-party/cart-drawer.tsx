import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Drawer, Empty, Flex, Form, Input, InputNumber, Result, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { groupByVendor, lineSubtotal } from '../../rules/third-party.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { CHECKOUT, type ProductError, SHIP_TOS, type UserErrorOf } from '../../graphql/third-party.ts';
import type { CartLine, useThirdPartyCart } from './use-cart.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

type Cart = ReturnType<typeof useThirdPartyCart>;
interface ShipmentForm {
  shipToCode?: string;
  reqDeliveryDate?: dayjs.Dayjs;
  notes?: string;
}

/** A server message in the reader's language, by its key and values; the English text when the key is unknown. */
export function useServerMessage() {
  const { t } = useTranslation('third-party');
  return (e: { message: string; messageKey?: string | null; params?: readonly { name: string; value: string }[] }) =>
    e.messageKey
      ? t(e.messageKey, { ...Object.fromEntries((e.params ?? []).map((p) => [p.name, p.value])), defaultValue: e.message })
      : e.message;
}

/** The cart per vendor, and the checkout that places one order per vendor (spec 3 §7 checkoutThirdParty). */
export function CartDrawer({ open, onClose, cart, mayBuy }: { open: boolean; onClose: () => void; cart: Cart; mayBuy: boolean }) {
  const { t } = useTranslation('third-party');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const money = useMoney();
  const say = useServerMessage();
  const [form] = Form.useForm<ShipmentForm>();
  const shipTos = usePortalQuery(['third-party', 'ship-tos'], SHIP_TOS, {}, { enabled: open && mayBuy });
  const [sending, setSending] = useState(false);
  const [productErrors, setProductErrors] = useState<ProductError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string[] | null>(null);
  const key = useRef<string | null>(null);
  const errorOf = (l: CartLine) => productErrors.find((e) => e.vendorId === l.vendorId && e.articleCode === l.articleCode);
  const groups = groupByVendor(cart.lines);
  const pricesShown = cart.lines.every((l) => l.price != null);
  const total = cart.lines.reduce((sum, l) => sum + lineSubtotal(l.price ?? 0, l.qty), 0);
  // The default ship-to first (the list comes ordered so), chosen for the dealer once the list is there.
  const defaultShipTo = shipTos.data?.custVendorThirdPartyAddress[0]?.code;
  useEffect(() => {
    if (defaultShipTo && !form.getFieldValue('shipToCode')) form.setFieldValue('shipToCode', defaultShipTo);
  }, [defaultShipTo, form, open]);

  const checkout = usePortalMutation(CHECKOUT);
  const submit = async (values: ShipmentForm) => {
    setSending(true);
    setFailure(null);
    key.current ??= crypto.randomUUID();
    try {
      const { data, error } = await checkout.send({
        idempotencyKey: key.current,
        shipment: {
          shipToCode: values.shipToCode ?? '',
          reqDeliveryDate: values.reqDeliveryDate?.format('YYYY-MM-DD') ?? '',
          notes: values.notes ?? null,
        },
        products: cart.lines.map((l) => ({ vendorId: l.vendorId, articleCode: l.articleCode, qty: l.qty, price: l.price })),
      });
      const answer = data?.checkoutThirdParty;
      if (error || !answer) throw error ?? new Error('no answer');
      if (answer.message.status) {
        setPlaced([...answer.orders]);
        setProductErrors([]);
        cart.clear();
        key.current = null;
        return;
      }
      // Refused: nothing was written, so the corrected cart gets a new key.
      key.current = null;
      setProductErrors([...answer.productErrors]);
      const fieldErrors = (answer.userErrors as readonly UserErrorOf[]).filter((e) => e.field.startsWith('shipment.'));
      form.setFields(fieldErrors.map((e) => ({ name: e.field.replace('shipment.', '') as keyof ShipmentForm, errors: [say(e)] })));
      setFailure(
        answer.productErrors.length ? t('cart.products_refused') : answer.userErrors.map((e) => say(e)).join(' ') || t('cart.failed'),
      );
    } catch {
      setFailure(t('cart.failed'));
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setPlaced(null);
    onClose();
  };

  return (
    <Drawer open={open} onClose={close} title={t('cart.title')} width={phone ? '100%' : 560} destroyOnHidden={false} data-testid="tp-cart">
      {placed ? (
        <Result
          status="success"
          title={t('cart.placed_title', { count: placed.length })}
          subTitle={<span data-testid="tp-placed">{placed.join(', ')}</span>}
          extra={
            <ButtonLink type="primary" to={`/${locale}/3rd-party/order`}>
              {t('cart.to_orders')}
            </ButtonLink>
          }
        />
      ) : !cart.lines.length ? (
        <Empty description={t('cart.empty')} />
      ) : (
        <Flex vertical gap={16}>
          {groups.map((g) => (
            <Card
              key={g.vendorId}
              size="small"
              title={t('cart.vendor_order', { vendor: g.lines[0]!.vendorName })}
              data-testid={`tp-cart-vendor-${g.vendorId}`}
            >
              <Flex vertical gap={12}>
                {g.lines.map((l) => {
                  const problem = errorOf(l);
                  return (
                    <Flex key={l.articleCode} vertical gap={4} data-testid={`tp-cart-line-${l.articleCode}`}>
                      <Flex justify="space-between" align="center" gap={8} wrap>
                        <Flex vertical gap={0} style={{ minWidth: 0, flex: 1 }}>
                          <Typography.Text strong>{l.name}</Typography.Text>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {l.articleCode} · {l.salesUnit}
                          </Typography.Text>
                        </Flex>
                        <InputNumber
                          min={1}
                          max={9999}
                          precision={0}
                          value={l.qty}
                          onChange={(v) => v && cart.setQty(l, Number(v))}
                          aria-label={t('catalog.qty_of', { name: l.name })}
                          style={{ width: 90 }}
                        />
                        <Typography.Text style={{ minWidth: 110, textAlign: 'right' }}>
                          {l.price == null ? '–' : money(lineSubtotal(l.price, l.qty))}
                        </Typography.Text>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => cart.remove(l)}
                          aria-label={t('cart.remove', { name: l.name })}
                        />
                      </Flex>
                      {problem && (
                        <Alert
                          type="error"
                          showIcon
                          data-testid="tp-product-error"
                          message={say(problem)}
                          description={t('cart.error_line', {
                            product: problem.product,
                            qty: problem.qty,
                            subtotal: money(problem.subtotal),
                          })}
                        />
                      )}
                    </Flex>
                  );
                })}
              </Flex>
            </Card>
          ))}
          <Flex justify="space-between">
            <Typography.Text strong>{t('cart.total')}</Typography.Text>
            <Typography.Text strong data-testid="tp-cart-total">
              {pricesShown ? money(total) : t('cart.total_on_confirmation')}
            </Typography.Text>
          </Flex>
          {!mayBuy ? (
            <Alert type="info" showIcon message={t('cart.no_customer')} />
          ) : (
            <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark data-testid="tp-checkout-form">
              <Form.Item name="shipToCode" label={t('cart.ship_to')} rules={[{ required: true, message: t('errors.required') }]}>
                <Select
                  loading={shipTos.isLoading}
                  size={phone ? 'large' : 'middle'}
                  data-testid="tp-ship-to"
                  options={(shipTos.data?.custVendorThirdPartyAddress ?? []).map((s) => ({
                    value: s.code,
                    label: `${s.name}, ${s.address}, ${s.city}`,
                  }))}
                />
              </Form.Item>
              <Form.Item name="reqDeliveryDate" label={t('cart.delivery_date')} rules={[{ required: true, message: t('errors.required') }]}>
                <DatePicker
                  style={{ width: '100%' }}
                  size={phone ? 'large' : 'middle'}
                  disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                  data-testid="tp-delivery-date"
                />
              </Form.Item>
              <Form.Item name="notes" label={t('cart.notes')}>
                <Input.TextArea rows={2} maxLength={500} showCount />
              </Form.Item>
              {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} data-testid="tp-checkout-failure" />}
              <Button type="primary" htmlType="submit" block size="large" loading={sending} data-testid="tp-checkout">
                {t('cart.place', { count: groups.length })}
              </Button>
            </Form>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
