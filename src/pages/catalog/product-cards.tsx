import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Product, ProductGroup } from '../../graphql/catalog.ts';
import { detailPath } from '../../rules/catalog-query.ts';
import { GroupCardFace } from './group-card-face.tsx';
import { PriceTag, useMoney } from './price-tag.tsx';
import { StockTag } from './stock-tag.tsx';
import { QuantityInput } from '../cart/quantity-input.tsx';
import { MAX_ADD_QTY, useAddToCart } from './use-add-to-cart.ts';
import { AddToList } from '../shopping-lists/add-to-list.tsx';

function ProductImage({ src, alt, badge }: { src: string; alt: string; badge?: string | null }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'relative',
        aspectRatio: '4 / 3',
        background: `linear-gradient(180deg, ${token.colorBgLayout}, #fff)`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {badge && (
        <Tag color="red" style={{ position: 'absolute', top: 8, left: 8, margin: 0 }}>
          {badge}
        </Tag>
      )}
      <img src={src} alt={alt} loading="lazy" style={{ width: '88%', height: '88%', objectFit: 'contain' }} />
    </div>
  );
}

/**
 * One line cut with an ellipsis, the whole text in the title. antd's `ellipsis` measures every text in a layout
 * effect (a forced layout each), which on a page of cards was a third of the list's first render on a phone.
 */
const oneLine = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Colour dots of a group or variant set; a few, then "+n". */
export function ColourDots({ colours, max = 6 }: { colours: { name: string; hex: string }[]; max?: number }) {
  return (
    <Flex gap={4} align="center">
      {/* The browser's own tooltip: a card has a few dots and a page forty, each antd Tooltip a trigger of its own. */}
      {colours.slice(0, max).map((c) => (
        <span
          key={c.name}
          role="img"
          aria-label={c.name}
          title={c.name}
          style={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            background: c.hex,
            border: '1px solid rgba(0,0,0,0.15)',
            display: 'inline-block',
          }}
        />
      ))}
      {colours.length > max && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          +{colours.length - max}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * A model in the group view, opening its first variant: the light first page's card (group-card-face.tsx), so the
 * app takes its place unchanged. Cards are memoised: the list page's count and filters re-render it, not its cards.
 */
export const GroupCard = memo(function GroupCard({ group }: { group: ProductGroup }) {
  const { locale } = useParams();
  const money = useMoney();
  return (
    <Link to={detailPath(locale, group.category, group.openSlug ?? group.slug)} className="lc-card" data-testid="product-group-card">
      <GroupCardFace group={group} money={money} />
    </Link>
  );
});

/** One article in the item view, with its stock and a quick add to cart. */
export const ProductCard = memo(function ProductCard({ product, canOrder }: { product: Product; canOrder: boolean }) {
  const { t } = useTranslation('catalog');
  const { locale } = useParams();
  const { add, busy } = useAddToCart();
  const [qty, setQty] = useState(1);
  const [qtyRefused, setQtyRefused] = useState(false);
  const size = product.frameSize ?? product.wheelSize;
  return (
    <Card
      data-testid="product-card"
      cover={
        <Link to={detailPath(locale, product.category, product.slug)}>
          <ProductImage
            src={product.image}
            alt={product.name}
            badge={product.promotion ? product.promotion.badge || t('promotion.badge') : null}
          />
        </Link>
      }
      styles={{ body: { padding: 14 } }}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={6}>
        <Typography.Text type="secondary" style={{ ...oneLine, fontSize: 12 }} title={product.articleCodeDisplay}>
          {product.articleCodeDisplay}
        </Typography.Text>
        <Link to={detailPath(locale, product.category, product.slug)}>
          <Typography.Text strong style={oneLine} title={product.name}>
            {product.name}
          </Typography.Text>
        </Link>
        <Flex gap={6} align="center" wrap>
          <ColourDots colours={[{ name: product.colour, hex: product.colourHex }]} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {product.colour}
            {size ? ` · ${size}` : ''}
          </Typography.Text>
        </Flex>
        <PriceTag price={product.price} />
        <div>
          <StockTag stock={product.stock} />
        </div>
        {canOrder && product.allowToOrder && product.stock.orderable && (
          <Flex gap={6} align="flex-start">
            <QuantityInput
              max={MAX_ADD_QTY}
              value={qty}
              onChange={setQty}
              onProblem={(p) => setQtyRefused(!!p)}
              style={{ width: 64, flex: 'none' }}
              aria-label={t('detail.quantity')}
            />
            <Tooltip title={t('detail.add')}>
              <Button
                type="primary"
                icon={<ShoppingCartOutlined />}
                loading={busy === product.articleCode}
                disabled={qtyRefused}
                onClick={() => void add(product, qty)}
                style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
                aria-label={t('detail.add_label')}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('detail.add_short')}</span>
              </Button>
            </Tooltip>
            <AddToList label={false} lines={() => [{ code: product.articleCode, qty }]} style={{ flex: 'none' }} />
          </Flex>
        )}
      </Flex>
    </Card>
  );
});
