import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STOCK, type Product, type StockLine } from '../../graphql/catalog.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { arrivalText, StockTag } from './stock-tag.tsx';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** The detail page's stock: the summary tag, next arrival and order date, and per warehouse where the host lists them. */
export function StockBlock({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const { preOrderDisplay } = useHostConfig();
  const { stock } = product;
  return (
    <Flex vertical gap={4} data-testid="stock-block">
      <Flex gap={8} align="center">
        <Typography.Text strong>{t('detail.stock')}</Typography.Text>
        <StockTag stock={stock} />
      </Flex>
      {stock.nextArrival && stock.hasStock && (
        <Typography.Text type="secondary">{t('stock.next_arrival', { when: arrivalText(t, stock.nextArrival) })}</Typography.Text>
      )}
      {/* The pre-order date only on hosts that show pre-orders (preOrderDisplay). */}
      {preOrderDisplay && stock.availableForOrderAt && (
        <Typography.Text type="secondary" data-testid="pre-order-from">
          {t('stock.orderable_from', { date: stock.availableForOrderAt })}
        </Typography.Text>
      )}
      <WarehouseLines slug={product.slug} />
    </Flex>
  );
}

/** A figure as shown: the number, or its level when the host masks quantities. */
const figure = (t: TFunction, f: StockLine['available']) =>
  f.qty != null ? String(f.qty) : t(f.mask === 'none' ? 'stock.out' : f.mask === 'low' ? 'stock.low' : 'stock.in_stock');

/** One row per warehouse (config stockDisplay 'warehouse'); nothing when the host shows stock summed. */
function WarehouseLines({ slug }: { slug: string }) {
  const { t } = useTranslation('catalog');
  // The summary above already tells the stock; a failure here only leaves the breakdown out.
  const query = usePortalQuery(['productStock', slug], PRODUCT_STOCK, { slug });
  const lines = query.data?.productStock?.lines.filter((l) => l.warehouse) ?? [];
  if (!lines.length) return null;
  return (
    <ResponsiveTable<StockLine>
      size="small"
      pagination={false}
      rowKey={(l) => l.warehouse!}
      dataSource={lines}
      data-testid="warehouse-stock"
      style={{ marginTop: 8 }}
      title={() => <Typography.Text strong>{t('detail.warehouses')}</Typography.Text>}
      columns={[
        { title: t('detail.warehouse'), dataIndex: 'warehouse' },
        { title: t('detail.available'), align: 'right', render: (_, l) => figure(t, l.available) },
        { title: t('detail.next_arrival'), render: (_, l) => (l.nextArrival ? arrivalText(t, l.nextArrival) : '–') },
      ]}
    />
  );
}
