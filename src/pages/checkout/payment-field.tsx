import { InfoCircleOutlined } from '@ant-design/icons';
import { Flex, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { RADIO_GROUP } from '../../shell/a11y/roles.ts';
import type { PaymentMethod } from '../../graphql/checkout.ts';

/** Payment methods; the chosen one's instruction tells the dealer what happens after ordering. */
export function PaymentField({ methods, rule }: { methods: PaymentMethod[]; rule: object }) {
  const { t } = useTranslation('checkout');
  const code = Form.useWatch<string | undefined>('payment');
  const chosen = methods.find((m) => m.code === code);
  // As the item's extra: a named Form.Item binds exactly one child.
  const instruction = chosen?.instruction && (
    <span style={{ display: 'block', marginTop: 8 }} data-testid="payment-instruction">
      <InfoCircleOutlined /> {chosen.instruction}
    </span>
  );
  return (
    <Form.Item name="payment" label={t('payment.label')} required rules={[rule]} extra={instruction} style={{ marginBottom: 0 }}>
      <Radio.Group {...RADIO_GROUP} aria-label={t('payment.label')} data-testid="checkout-payment">
        <Flex vertical gap={8}>
          {methods.map((m) => (
            // The description alone: the method's type name beside it said the same thing twice.
            <Radio key={m.code} value={m.code} data-testid="payment-option">
              {m.description}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Form.Item>
  );
}
