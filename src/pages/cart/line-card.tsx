import { Card, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import { LineLimit } from './line-limit.tsx';
import { LinePrice } from './line-price.tsx';
import { LineProduct } from './line-product.tsx';
import { LineQuantity, type QuantityActions } from './line-quantity.tsx';
import type { ShownLine } from './shown-line.ts';

/** A line on a phone: the article on top, quantity and subtotal below, large enough for a thumb. */
export function LineCard({ shown, actions }: { shown: ShownLine; actions: QuantityActions }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  return (
    <Card size="small" data-testid="cart-line" data-article={shown.line.product.articleCode} styles={{ body: { padding: 12 } }}>
      <Flex justify="space-between" gap={8} align="flex-start">
        <LineProduct shown={shown} imageSize={64} />
        <LinePrice shown={shown} />
      </Flex>
      <Divider style={{ margin: '10px 0' }} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <LineQuantity shown={shown} actions={actions} large />
        <Flex vertical align="flex-end">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('col.subtotal')}
          </Typography.Text>
          <Typography.Text
            strong={shown.purchasable}
            delete={!shown.purchasable}
            type={shown.purchasable ? undefined : 'secondary'}
            data-testid="line-subtotal"
          >
            {money(shown.subtotal, shown.precision, shown.line.product.price ?? undefined)}
          </Typography.Text>
        </Flex>
      </Flex>
      <LineLimit shown={shown} spaced />
    </Card>
  );
}
