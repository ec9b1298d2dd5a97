import { ShopOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Pagination, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart, ProductPrice, ProductStock, ProductTitle } from './product-parts.tsx';
import type { Product } from '../../graphql/third-party.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

export interface CatalogViewProps {
  products: Product[];
  loading: boolean;
  page: number;
  limit: number;
  count: number;
  onPage: (page: number, limit: number) => void;
  /** Null when the reader cannot buy (a vendor reading its own products). */
  onAdd: ((product: Product, qty: number) => void) | null;
  empty: ReactNode;
}

/** /3rd-party/catalog: a dense table; a card per product on a phone, where a dealer orders from the shop floor. */
export function CatalogTable({ products, loading, page, limit, count, onPage, onAdd, empty }: CatalogViewProps) {
  const { t } = useTranslation('third-party');
  return (
    <ResponsiveTable<Product>
      phoneView="cards"
      rowKey="id"
      dataSource={products}
      loading={loading}
      size="middle"
      scroll={{ x: 900 }}
      data-testid="tp-catalog-table"
      locale={{ emptyText: empty }}
      pagination={{ current: page, pageSize: limit, total: count, pageSizeOptions: [10, 20], showSizeChanger: true, onChange: onPage }}
      columns={[
        { title: t('catalog.product'), key: 'product', render: (_, p) => <ProductTitle product={p} /> },
        { title: t('catalog.vendor'), key: 'vendor', render: (_, p) => p.vendor.name, width: 180 },
        {
          title: t('catalog.unit'),
          key: 'unit',
          width: 90,
          render: (_, p) => (p.uomConverter > 1 ? `${p.salesUnit} (${p.uomConverter})` : p.salesUnit),
        },
        { title: t('catalog.price'), key: 'price', width: 170, align: 'right', render: (_, p) => <ProductPrice product={p} /> },
        { title: t('catalog.stock'), key: 'stock', width: 130, render: (_, p) => <ProductStock product={p} /> },
        ...(onAdd
          ? [
              {
                title: t('catalog.order'),
                key: 'add',
                width: 200,
                render: (_: unknown, p: Product) => <AddToCart product={p} onAdd={(q) => onAdd(p, q)} />,
              },
            ]
          : []),
      ]}
    />
  );
}

/** /3rd-party/catalog-new: the same products as cards. */
export function CatalogCards({ products, loading, page, limit, count, onPage, onAdd, empty }: CatalogViewProps) {
  const { t } = useTranslation('third-party');
  const { token } = theme.useToken();
  if (!loading && !products.length) return <>{empty}</>;
  return (
    <Flex vertical gap={16} data-testid="tp-catalog-cards">
      <Row gutter={[16, 16]}>
        {(loading && !products.length ? Array.from({ length: 6 }, () => null) : products).map((p, i) => (
          <Col key={p?.id ?? `skeleton-${i}`} xs={24} sm={12} lg={8}>
            <Card loading={!p} style={{ height: '100%' }} data-testid={p ? `tp-card-${p.articleCode}` : undefined}>
              {p && (
                <Flex vertical gap={8}>
                  <Flex gap={12} align="flex-start">
                    <Flex
                      align="center"
                      justify="center"
                      aria-hidden
                      style={{
                        width: 48,
                        height: 48,
                        flex: 'none',
                        borderRadius: token.borderRadius,
                        background: token.colorFillQuaternary,
                      }}
                    >
                      <ShopOutlined style={{ fontSize: 22, color: token.colorTextTertiary }} />
                    </Flex>
                    <ProductTitle product={p} />
                  </Flex>
                  <Typography.Text type="secondary">{t('catalog.sold_by', { vendor: p.vendor.name })}</Typography.Text>
                  <Flex justify="space-between" align="center" wrap gap={8}>
                    <ProductPrice product={p} />
                    <ProductStock product={p} />
                  </Flex>
                  {onAdd && <AddToCart product={p} onAdd={(q) => onAdd(p, q)} size="large" />}
                </Flex>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Pagination
        current={page}
        pageSize={limit}
        total={count}
        pageSizeOptions={[10, 20]}
        showSizeChanger
        onChange={onPage}
        align="center"
      />
    </Flex>
  );
}
