import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalog/price-tag.tsx';
import type { Product } from '../../graphql/third-party.ts';

/** The price a dealer sees, or that the vendor confirms it where the host hides third-party prices. */
export function ProductPrice({ product }: { product: Product }) {
  const { t } = useTranslation('third-party');
  const money = useMoney();
  if (product.price == null) return <Typography.Text type="secondary">{t('catalog.price_on_request')}</Typography.Text>;
  return (
    <Typography.Text strong data-testid="tp-price">
      <span style={{ whiteSpace: 'nowrap' }}>{money(product.price)}</span>{' '}
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        / {product.salesUnit}
      </Typography.Text>
    </Typography.Text>
  );
}

/** Stock as a number where the host shows it, otherwise only in or out of stock. */
export function ProductStock({ product }: { product: Product }) {
  const { t } = useTranslation('third-party');
  if (!product.available)
    return (
      <Tag color="red" data-testid="tp-stock">
        {t('catalog.out_of_stock')}
      </Tag>
    );
  return (
    <Tag color="green" data-testid="tp-stock">
      {product.stock == null ? t('catalog.in_stock') : t('catalog.stock_qty', { qty: product.stock })}
    </Tag>
  );
}

/** Quantity and the add button; a sold-out product cannot be added. */
export function AddToCart({
  product,
  onAdd,
  size = 'middle',
}: {
  product: Product;
  onAdd: (qty: number) => void;
  size?: 'middle' | 'large';
}) {
  const { t } = useTranslation('third-party');
  const [qty, setQty] = useState(1);
  const max = product.stock ?? 9999;
  return (
    <Space.Compact>
      <InputNumber
        min={1}
        max={Math.max(1, max)}
        precision={0}
        value={qty}
        onChange={(v) => setQty(Number(v) || 1)}
        size={size}
        disabled={!product.available}
        style={{ width: 80 }}
        aria-label={t('catalog.qty_of', { name: product.name })}
      />
      <Button
        type="primary"
        size={size}
        icon={<ShoppingCartOutlined />}
        disabled={!product.available}
        onClick={() => onAdd(qty)}
        data-testid={`tp-add-${product.articleCode}`}
      >
        {t('catalog.add')}
      </Button>
    </Space.Compact>
  );
}

export function ProductTitle({ product }: { product: Product }) {
  const { t } = useTranslation('third-party');
  const isNew = product.newArrival.active;
  return (
    <Flex vertical gap={0}>
      <Typography.Text strong>
        {product.name} {isNew && <Tag color="blue">{t('catalog.new_arrival')}</Tag>}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {product.articleCode}
        {product.description ? ` · ${product.description}` : ''}
      </Typography.Text>
    </Flex>
  );
}
