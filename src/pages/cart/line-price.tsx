import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import type { ShownLine } from './shown-line.ts';

/** The unit price of a line: the list price struck through when a volume step or promotion lowers it. */
export function LinePrice({ shown, align = 'flex-end' }: { shown: ShownLine; align?: 'flex-start' | 'flex-end' }) {
  const { t } = useTranslation('cart');
  const { token } = theme.useToken();
  const money = useMoney();
  const price = shown.line.product.price ?? undefined;
  const lowered = shown.unit < shown.dealerUnit;
  return (
    <Flex vertical align={align} gap={2} data-testid="line-unit-price">
      <Typography.Text strong style={{ color: lowered ? token.colorError : undefined, whiteSpace: 'nowrap' }}>
        {money(shown.unit, shown.precision, price)}
      </Typography.Text>
      {lowered && (
        <Typography.Text delete type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {money(shown.dealerUnit, shown.precision, price)}
        </Typography.Text>
      )}
      {shown.source !== 'none' && (
        <Tag color={shown.source === 'promotion' ? 'red' : 'green'} bordered={false} style={{ marginInlineEnd: 0, fontSize: 11 }}>
          {shown.source === 'promotion' ? shown.line.product.promotion?.badge || t('price.promotion') : t('price.volume')}
        </Tag>
      )}
      {shown.changedFrom != null && (
        <Typography.Text
          type="warning"
          style={{ fontSize: 11, textAlign: align === 'flex-end' ? 'right' : 'left' }}
          data-testid="line-price-changed"
        >
          {t('price.changed', { from: money(shown.changedFrom, shown.precision, price), to: money(shown.unit, shown.precision, price) })}
        </Typography.Text>
      )}
      {shown.purchasable && shown.nextStep && (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 11, textAlign: align === 'flex-end' ? 'right' : 'left' }}
          data-testid="line-next-step"
        >
          {t('price.next_step', { qty: shown.nextStep.qty, price: money(shown.nextStep.unit, shown.precision, price) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
