import { EnvironmentOutlined } from '@ant-design/icons';
import { Flex, Form, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShipTo } from '../../graphql/checkout.ts';
import { addressLine } from '../../rules/address.ts';

/** One line of an address as a dealer reads it on a delivery note. */
export const addressOf = (s: ShipTo) => addressLine(s, s.countryId);

/** The ship-to select; the chosen address is spelled out under it, so the dealer sees where the goods go. */
export function ShipToField({ shipTos, rule }: { shipTos: ShipTo[]; rule: object }) {
  const { t } = useTranslation('checkout');
  const chosen = Form.useWatch<string | undefined>('shipTo');
  const shipTo = shipTos.find((s) => s.code === chosen);
  // Beside the select, not inside the item: a named Form.Item binds exactly one child.
  const address = shipTo && (
    <Flex gap={8} align="start" style={{ marginTop: 8 }} data-testid="checkout-ship-to-address">
      <EnvironmentOutlined style={{ marginTop: 4 }} />
      <span>
        {addressOf(shipTo)}
        {shipTo.phone ? ` · ${shipTo.phone}` : ''}
        {shipTo.isDefault && <Tag style={{ marginLeft: 8 }}>{t('ship_to.default')}</Tag>}
      </span>
    </Flex>
  );
  return (
    <Form.Item name="shipTo" label={t('ship_to.label')} required rules={[rule]} extra={address}>
      <Select
        data-testid="checkout-ship-to"
        placeholder={t('ship_to.placeholder')}
        size="large"
        options={shipTos.map((s) => ({ value: s.code, label: `${s.name} (${s.code})`, address: addressOf(s) }))}
        // The list shows each address under its name; the closed select only the name.
        optionRender={(o) => (
          <Flex vertical gap={0}>
            <span>{o.label}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
              {o.data.address}
            </Typography.Text>
          </Flex>
        )}
      />
    </Form.Item>
  );
}
