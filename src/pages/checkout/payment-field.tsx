import { InfoCircleOutlined } from '@ant-design/icons';
import { Col, Flex, Form, Input, Radio, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { RADIO_GROUP } from '../../shell/a11y/roles.ts';
import type { PaymentMethod } from '../../graphql/checkout.ts';
import { PAD_FIELDS, type PadField, padDebitProblems } from '../../rules/pad-debit.ts';

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
    <>
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
      {chosen?.padDebit && <PadDebitFields />}
    </>
  );
}

const SIZES: Record<PadField, { span: number; maxLength: number; placeholder: string }> = {
  institutionNumber: { span: 6, maxLength: 3, placeholder: '001' },
  transitNumber: { span: 8, maxLength: 6, placeholder: '12345' },
  accountNumber: { span: 10, maxLength: 14, placeholder: '1234567' },
};
const KEYS: Record<PadField, string> = {
  institutionNumber: 'institution',
  transitNumber: 'transit',
  accountNumber: 'account',
};

/** Canada's pre-authorized debit: the account as a Canadian cheque prints it, checked as the API checks it. */
function PadDebitFields() {
  const { t } = useTranslation('checkout');
  const rule = (field: PadField): Rule => ({
    validator: async (_r, value: string | undefined) => {
      const problem = padDebitProblems({ [field]: value })[field];
      if (problem) throw new Error(t(`errors.${problem}`));
    },
  });
  return (
    <div data-testid="pad-fields" style={{ marginTop: 16 }}>
      <Row gutter={12}>
        {PAD_FIELDS.map((field) => (
          <Col key={field} xs={24} sm={SIZES[field].span}>
            <Form.Item
              name={['padDebit', field]}
              label={t(`payment.pad.${KEYS[field]}`)}
              extra={<span data-testid={`pad-hint-${KEYS[field]}`}>{t(`payment.pad.${KEYS[field]}_hint`)}</span>}
              rules={[rule(field)]}
              validateTrigger="onBlur"
              required
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={SIZES[field].maxLength}
                placeholder={SIZES[field].placeholder}
                data-testid={`pad-${KEYS[field]}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <div style={{ fontSize: 12, opacity: 0.75 }} data-testid="pad-authorization">
        {t('payment.pad.authorization')}
      </div>
    </div>
  );
}
