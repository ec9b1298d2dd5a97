import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Price } from '../../graphql/catalog.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { moneyFormatter } from '../../rules/price.ts';

/** Minor units in the host's currency; the price's own separators when it carries them. */
export function useMoney() {
  return moneyFormatter(useHostConfig().currency);
}

/** Dealer price, the promotion price over it when lower, and the retail price beside (spec 2 §5). */
export function PriceTag({ price, size = 'normal' }: { price: Price | null; size?: 'normal' | 'large' }) {
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  const money = useMoney();
  if (!price) return <Typography.Text type="secondary">{t('price.none')}</Typography.Text>;
  const promoted = price.promotionPrice != null && price.promotionPrice < price.dealer;
  const big = size === 'large' ? 26 : 16;
  return (
    <Flex vertical gap={0} data-testid="price">
      <Flex align="baseline" gap={8} wrap>
        <Typography.Text strong style={{ fontSize: big, color: promoted ? token.colorError : token.colorText }}>
          {money(promoted ? price.promotionPrice! : price.dealer, price.precision, price)}
        </Typography.Text>
        {promoted && (
          <Typography.Text delete type="secondary">
            {money(price.dealer, price.precision, price)}
          </Typography.Text>
        )}
      </Flex>
      {price.retailDisplay > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('price.retail', { price: money(price.retailDisplay, price.precision, price) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
