import { Flex, Form, Radio, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { RADIO_GROUP } from '../../shell/a11y/roles.ts';
import type { ShipmentRate } from '../../graphql/checkout.ts';
import { useMoney } from '../catalog/price-tag.tsx';

/** Shipment methods as radio cards with their rate per order (one order per sales organisation). */
export function ShipmentField({ rates, rule }: { rates: ShipmentRate[]; rule: object }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const money = useMoney();
  const chosen = Form.useWatch<string | undefined>('shipment');
  return (
    <Form.Item name="shipment" label={t('shipment.label')} required rules={[rule]} style={{ marginBottom: 0 }}>
      <Radio.Group {...RADIO_GROUP} aria-label={t('shipment.label')} style={{ width: '100%' }} data-testid="checkout-shipment">
        <Flex vertical gap={8}>
          {rates.map((r) => (
            <label
              key={r.code}
              data-testid="shipment-option"
              style={{
                display: 'block',
                cursor: 'pointer',
                padding: '10px 14px',
                borderRadius: token.borderRadiusLG,
                border: `1px solid ${chosen === r.code ? token.colorPrimary : token.colorBorder}`,
                background: chosen === r.code ? token.colorPrimaryBg : token.colorBgContainer,
              }}
            >
              <Flex justify="space-between" align="center" gap={12}>
                <Radio value={r.code}>
                  <Flex vertical gap={0}>
                    <Typography.Text strong>{r.description}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.type}
                    </Typography.Text>
                  </Flex>
                </Radio>
                <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                  {r.rate === 0 ? t('shipment.free') : money(r.rate, r.precision)}
                </Typography.Text>
              </Flex>
            </label>
          ))}
        </Flex>
      </Radio.Group>
    </Form.Item>
  );
}
