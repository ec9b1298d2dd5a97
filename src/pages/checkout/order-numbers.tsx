import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlacedOrder } from '../../graphql/checkout.ts';
import { useMoney } from '../catalog/price-tag.tsx';

/** The placed orders' numbers, copyable for the dealer's own books; with the total when the answer is at hand. */
export function OrderNumbers({ numbers, placed }: { numbers: string[]; placed: PlacedOrder[] }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const money = useMoney();
  return (
    <Flex vertical gap={8} style={{ width: '100%', maxWidth: 480, textAlign: 'left' }}>
      {numbers.map((no) => {
        const order = placed.find((o) => o.orderNo === no);
        return (
          <Flex
            key={no}
            justify="space-between"
            align="center"
            gap={12}
            wrap
            data-testid="confirmation-order"
            style={{ padding: '12px 16px', background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}
          >
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong copyable style={{ fontSize: 16 }} data-testid="order-number">
                {no}
              </Typography.Text>
              {order?.seller && <Tag>{t('summary.order_for', { seller: order.seller })}</Tag>}
            </Flex>
            {order && (
              <Flex vertical align="flex-end" gap={0}>
                <Typography.Text strong data-testid="confirmation-total">
                  {money(order.total, order.precision)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('summary.vat_excluded')}
                </Typography.Text>
              </Flex>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
