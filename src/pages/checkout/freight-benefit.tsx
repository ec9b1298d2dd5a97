import { CheckCircleFilled, GiftOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShipmentRate, FreightBenefit } from '../../graphql/checkout.ts';
import { useMoney } from '../catalog/price-tag.tsx';

/**
 * Beside the shipment choice: the freight benefit each warehouse area of the cart earns, and how many more units
 * from an area would earn the next one. Nothing to show for a shipment that costs nothing.
 */
export function FreightBenefitNote({ benefits, rate }: { benefits: FreightBenefit[]; rate: ShipmentRate | undefined }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const money = useMoney();
  if (!benefits.length || rate?.rate === 0) return null;
  const area = (b: FreightBenefit) => (b.isHomeWarehouse ? t('freight.home_area', { area: b.warehouseArea }) : b.warehouseArea);
  return (
    <Flex
      vertical
      gap={6}
      data-testid="freight-benefit"
      style={{
        // A light tint of the theme's green: its generated success background is too grey for a note this size.
        marginTop: 12,
        padding: '10px 14px',
        borderRadius: token.borderRadiusLG,
        background: `${token.colorSuccess}0d`,
        border: `1px solid ${token.colorSuccess}40`,
      }}
    >
      {benefits.map((b) => (
        <Flex vertical gap={2} key={b.warehouseArea}>
          {b.currentDiscountAmount > 0 && (
            <Typography.Text data-testid="freight-earned">
              <CheckCircleFilled style={{ color: token.colorSuccess }} />{' '}
              <Typography.Text strong>{t('freight.earned', { amount: money(b.currentDiscountAmount, b.precision) })}</Typography.Text>
              <Typography.Text type="secondary"> · {t('freight.from_area', { area: area(b), qty: b.qty })}</Typography.Text>
            </Typography.Text>
          )}
          {b.missingQty > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="freight-hint">
              <GiftOutlined style={{ color: token.colorSuccess }} />{' '}
              {t('freight.hint', { qty: b.missingQty, area: area(b), amount: money(b.discountAmount, b.precision) })}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
