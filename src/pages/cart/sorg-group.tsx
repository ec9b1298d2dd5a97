import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SorgTotal } from '../../rules/cart.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { LineCard } from './line-card.tsx';
import { LineLimit } from './line-limit.tsx';
import { LinePrice } from './line-price.tsx';
import { LineProduct } from './line-product.tsx';
import { LineQuantity, type QuantityActions } from './line-quantity.tsx';
import type { ShownLine } from './shown-line.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/**
 * The lines bought from one company (a sales organisation, named as the dealer knows it) and their total: a table
 * on wide screens, cards on phones.
 */
export function SorgGroup({
  group,
  actions,
  precision,
  phone,
}: {
  group: SorgTotal<ShownLine>;
  actions: QuantityActions;
  precision: number;
  phone: boolean;
}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const seller = group.lines[0]?.seller ?? '';
  const title = (
    <Flex justify="space-between" align="baseline" gap={8} wrap>
      <span data-testid="sorg-title">{t('seller', { seller })}</span>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
        {t('lines', { count: group.lines.length })}
      </Typography.Text>
    </Flex>
  );
  const footer = (
    <Flex justify="flex-end" align="baseline" gap={12} data-testid="sorg-total">
      <Typography.Text type="secondary">{t('seller_total', { seller })}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {money(group.total, precision)}
      </Typography.Text>
    </Flex>
  );

  if (phone) {
    return (
      <Flex vertical gap={8} data-testid="sorg-group">
        <Typography.Text strong style={{ padding: '0 4px' }}>
          {title}
        </Typography.Text>
        {group.lines.map((shown) => (
          <LineCard key={shown.line.id} shown={shown} actions={actions} />
        ))}
        <div style={{ padding: '0 4px' }}>{footer}</div>
      </Flex>
    );
  }
  return (
    <Card title={title} data-testid="sorg-group" styles={{ body: { padding: 0 } }}>
      <ResponsiveTable<ShownLine>
        rowKey={(s) => s.line.id}
        dataSource={group.lines}
        pagination={false}
        size="middle"
        onRow={(s) => ({ 'data-testid': 'cart-line', 'data-article': s.line.product.articleCode }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'product', title: t('col.product'), render: (_, s) => <LineProduct shown={s} /> },
          { key: 'unit', title: t('col.unit_price'), align: 'right', width: 140, render: (_, s) => <LinePrice shown={s} /> },
          {
            key: 'qty',
            title: t('col.qty'),
            width: 190,
            render: (_, s) => (
              <Flex vertical gap={4}>
                <LineQuantity shown={s} actions={actions} />
                <LineLimit shown={s} />
              </Flex>
            ),
          },
          {
            key: 'subtotal',
            title: t('col.subtotal'),
            align: 'right',
            width: 130,
            render: (_, s) => (
              <Typography.Text
                strong={s.purchasable}
                delete={!s.purchasable}
                type={s.purchasable ? undefined : 'secondary'}
                data-testid="line-subtotal"
                style={{ whiteSpace: 'nowrap' }}
              >
                {money(s.subtotal, s.precision, s.line.product.price ?? undefined)}
              </Typography.Text>
            ),
          },
        ]}
        footer={() => footer}
      />
    </Card>
  );
}
