import { BankOutlined, CreditCardOutlined, InfoCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { Flex, Form, Radio, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoicePaymentMethod } from '../../graphql/payments.ts';
import { RADIO_GROUP } from '../../shell/a11y/roles.ts';

const icons = { transfer: <BankOutlined />, card: <CreditCardOutlined />, ach: <SwapOutlined /> };

/** '1.5 %' from basis points, in the dealer's language. */
export const percentOf = (basisPoints: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** The methods for invoices as large choices; a discount is named on its method, the chosen one's instruction below. */
export function MethodField({ methods, discountApplies }: { methods: InvoicePaymentMethod[]; discountApplies: boolean }) {
  const { t, i18n } = useTranslation('payments');
  const { token } = theme.useToken();
  const id = Form.useWatch<number | undefined>('paymentMethodId');
  const chosen = methods.find((m) => m.id === id);
  const instruction = chosen?.instruction && (
    <span style={{ display: 'block', marginTop: 8 }} data-testid="payment-instruction">
      <InfoCircleOutlined /> {chosen.instruction}
    </span>
  );
  return (
    <Form.Item
      name="paymentMethodId"
      label={t('method.label')}
      required
      rules={[{ required: true, message: t('method.required') }]}
      extra={instruction}
      style={{ marginBottom: 0 }}
    >
      <Radio.Group {...RADIO_GROUP} aria-label={t('method.label')} style={{ width: '100%' }} data-testid="payment-methods">
        <Flex vertical gap={8}>
          {methods.map((m) => (
            <Radio
              key={m.id}
              value={m.id}
              style={{
                padding: '10px 12px',
                border: `1px solid ${m.id === id ? token.colorPrimary : token.colorBorder}`,
                borderRadius: token.borderRadius,
                background: m.id === id ? token.colorPrimaryBg : undefined,
                marginInlineEnd: 0,
                width: '100%',
              }}
            >
              <Flex gap={8} align="center" wrap data-testid="payment-method">
                {icons[m.kind]}
                <span>{m.description}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`method.kind.${m.kind}`)}
                </Typography.Text>
                {m.discountRate > 0 && (
                  <Tag color={discountApplies ? 'green' : 'default'} data-testid="payment-method-discount">
                    {t('method.discount', { percent: percentOf(m.discountRate, i18n.language) })}
                  </Tag>
                )}
              </Flex>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Form.Item>
  );
}
