import { AppstoreAddOutlined, ShoppingCartOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Groupset, Product } from '../../graphql/catalog.ts';
import { PriceTag } from './price-tag.tsx';
import { detailPath } from '../../rules/catalog-query.ts';
import { StockTag } from './stock-tag.tsx';
import { useAddGroupset } from './use-add-groupset.ts';
import { QuantityInput } from '../cart/quantity-input.tsx';
import { MAX_ADD_QTY, useAddToCart } from './use-add-to-cart.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** As on the detail page: an article without a price cannot be ordered either. */
const orderable = (p: Product) => p.allowToOrder && !!p.price && p.stock.orderable;

function Thumbnail({ part }: { part: Product }) {
  const { token } = theme.useToken();
  const { locale } = useParams();
  return (
    <Link to={detailPath(locale, part.category, part.slug)} style={{ flex: 'none' }}>
      <img
        src={part.image}
        alt={part.name}
        loading="lazy"
        width={72}
        height={54}
        style={{ objectFit: 'contain', background: token.colorBgLayout, borderRadius: token.borderRadiusSM, display: 'block' }}
      />
    </Link>
  );
}

/** Quantity and add for one part; a part that cannot be ordered says so instead. */
function PartOrder({ part, canOrder, phone, onAdded }: { part: Product; canOrder: boolean; phone: boolean; onAdded: () => void }) {
  const { t } = useTranslation('catalog');
  const { add, busy } = useAddToCart();
  const [qty, setQty] = useState(1);
  const [qtyRefused, setQtyRefused] = useState(false);
  if (!orderable(part)) {
    return (
      <Tooltip title={t('detail.not_orderable')}>
        <Tag icon={<StopOutlined />} bordered={false} data-testid="not-orderable">
          {t('groupset.not_orderable')}
        </Tag>
      </Tooltip>
    );
  }
  if (!canOrder) return null;
  // Touch targets on phones. The theme makes large buttons 44 px high but not number inputs: the figure is centred.
  const size = phone ? 'large' : 'middle';
  return (
    <Flex vertical gap={2}>
      <Flex gap={6} align="flex-start">
        <QuantityInput
          size={size}
          max={MAX_ADD_QTY}
          value={qty}
          onChange={setQty}
          onProblem={(p) => setQtyRefused(!!p)}
          style={{ width: 72, flex: 'none', display: 'inline-flex', alignItems: 'center' }}
          aria-label={t('detail.quantity')}
        />
        <Button
          size={size}
          icon={<ShoppingCartOutlined />}
          loading={busy === part.articleCode}
          aria-label={t('detail.add_label')}
          data-testid="add-part"
          disabled={qtyRefused}
          onClick={() => void add(part, qty).then((ok) => ok && onAdded())}
          style={phone ? { flex: 1 } : undefined}
        >
          {t('detail.add_short')}
        </Button>
      </Flex>
      {part.cartQty > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('detail.in_cart', { qty: part.cartQty })}
        </Typography.Text>
      )}
    </Flex>
  );
}

function PartName({ part }: { part: Product }) {
  const { locale } = useParams();
  return (
    <Link to={detailPath(locale, part.category, part.slug)}>
      <Typography.Text strong>{part.name}</Typography.Text>
    </Link>
  );
}

/** One groupset: what it is, its parts with price and stock, and an add for each part and for the whole set. */
export function GroupsetCard({ groupset, canOrder, onAdded }: { groupset: Groupset; canOrder: boolean; onAdded: () => void }) {
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  const desktop = !!useScreens().lg;
  const { addSet, busy } = useAddGroupset();
  const parts = groupset.products;
  const ready = parts.filter(orderable);
  const skipped = parts.length - ready.length;
  const hint =
    ready.length === 0
      ? t('groupset.add_set_none')
      : [t('groupset.add_set_hint'), skipped > 0 ? t('groupset.add_set_skipped', { count: skipped }) : ''].join(' ').trim();

  return (
    <Card data-testid="groupset-card" styles={{ body: { padding: desktop ? 20 : 14 } }}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={6} style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="groupset-name">
            {groupset.name}
          </Typography.Title>
          <Flex gap={6} wrap align="center">
            <Tag bordered={false} color="blue" style={{ margin: 0 }}>
              {groupset.brand}
            </Tag>
            <Tag bordered={false} style={{ margin: 0 }}>
              {t('groupset.speeds', { count: groupset.speeds })}
            </Tag>
            <Tag bordered={false} color={groupset.shifting === 'electronic' ? 'purple' : 'default'} style={{ margin: 0 }}>
              {t(`groupset.shifting.${groupset.shifting}`, { defaultValue: groupset.shifting })}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('groupset.parts', { count: parts.length })}
            </Typography.Text>
          </Flex>
        </Flex>
        {canOrder && (
          <Flex vertical gap={4} align={desktop ? 'flex-end' : 'stretch'} style={desktop ? undefined : { width: '100%' }}>
            <Tooltip title={hint}>
              {/* A disabled button swallows the hover: the wrapper keeps the tooltip. */}
              <span style={{ display: desktop ? 'inline-block' : 'block' }}>
                <Button
                  type="primary"
                  size={desktop ? 'middle' : 'large'}
                  block={!desktop}
                  icon={<AppstoreAddOutlined />}
                  disabled={ready.length === 0}
                  loading={busy === groupset.code}
                  data-testid="add-groupset"
                  onClick={() => void addSet(groupset, ready).then((ok) => ok && onAdded())}
                >
                  {t('groupset.add_set')}
                </Button>
              </span>
            </Tooltip>
            {skipped > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ready.length ? t('groupset.add_set_skipped', { count: skipped }) : t('groupset.add_set_none')}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Flex>
      <div style={{ marginTop: 14 }}>
        {desktop ? (
          <ResponsiveTable<Product>
            size="small"
            pagination={false}
            rowKey="articleCode"
            dataSource={parts}
            data-testid="groupset-parts"
            columns={[
              { key: 'image', width: 88, render: (_, p) => <Thumbnail part={p} /> },
              { key: 'name', title: t('groupset.columns.part'), render: (_, p) => <PartName part={p} /> },
              {
                key: 'code',
                title: t('groupset.columns.article'),
                width: 170,
                render: (_, p) => <Typography.Text copyable={{ text: p.articleCodeDisplay }}>{p.articleCodeDisplay}</Typography.Text>,
              },
              { key: 'price', title: t('groupset.columns.price'), width: 170, render: (_, p) => <PriceTag price={p.price} /> },
              { key: 'stock', title: t('groupset.columns.stock'), width: 150, render: (_, p) => <StockTag stock={p.stock} /> },
              {
                key: 'order',
                title: t('groupset.columns.order'),
                width: 190,
                render: (_, p) => <PartOrder part={p} canOrder={canOrder} phone={false} onAdded={onAdded} />,
              },
            ]}
          />
        ) : (
          <Flex vertical data-testid="groupset-parts">
            {parts.map((p, i) => (
              <Flex
                key={p.articleCode}
                vertical
                gap={10}
                style={{ padding: '12px 0', borderTop: i ? `1px solid ${token.colorSplit}` : undefined }}
              >
                <Flex gap={12} align="flex-start">
                  <Thumbnail part={p} />
                  <Flex vertical gap={4} style={{ minWidth: 0 }}>
                    <PartName part={p} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {p.articleCodeDisplay}
                    </Typography.Text>
                    <PriceTag price={p.price} />
                    <div>
                      <StockTag stock={p.stock} />
                    </div>
                  </Flex>
                </Flex>
                <PartOrder part={p} canOrder={canOrder} phone onAdded={onAdded} />
              </Flex>
            ))}
          </Flex>
        )}
      </div>
    </Card>
  );
}
