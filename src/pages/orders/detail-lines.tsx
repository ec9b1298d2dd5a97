import { Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderLine } from '../../graphql/orders.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { useQuantity } from './use-unit.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** What was ordered, at the prices of the moment, with freight and the total underneath. */
export function DetailLines({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const quantity = useQuantity();
  const m = (minor: number) => money(minor, order.precision);
  const totals = (
    <Flex vertical gap={4} align="end" style={{ marginTop: 12 }} data-testid="order-totals">
      <Typography.Text>
        {t('detail.lines_total')}: {m(order.linesTotal)}
      </Typography.Text>
      <Typography.Text>
        {t('detail.freight')}: {m(order.shipment.amount)}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: 16 }} data-testid="order-total">
        {t('detail.total')}: {m(order.total)}{' '}
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
          ({t(order.taxIncluded ? 'tax.gross' : 'tax.net')})
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
  return (
    <Card title={t('detail.lines', { count: order.lines.length })} data-testid="order-lines">
      {phone ? (
        <List
          dataSource={order.lines}
          split
          renderItem={(l) => (
            <List.Item style={{ display: 'block', paddingInline: 0 }}>
              <Typography.Text strong>{l.name}</Typography.Text>
              <Flex justify="space-between" gap={8} style={{ marginTop: 4 }}>
                <Typography.Text type="secondary">
                  {l.articleCodeDisplay} · {quantity(l.qty, l.uom)} × {m(l.unitPrice)}
                </Typography.Text>
                <Typography.Text strong style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                  {m(l.subtotal)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <ResponsiveTable<OrderLine>
          rowKey="articleCode"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={[
            {
              key: 'code',
              title: t('lines.article_code'),
              render: (_, l) => (
                <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                  {l.articleCodeDisplay}
                </Typography.Text>
              ),
            },
            { key: 'name', title: t('lines.name'), dataIndex: 'name' },
            { key: 'qty', title: t('lines.qty'), align: 'right', render: (_, l) => quantity(l.qty, l.uom) },
            { key: 'price', title: t('lines.unit_price'), align: 'right', render: (_, l) => m(l.unitPrice) },
            {
              key: 'subtotal',
              title: t('lines.subtotal'),
              align: 'right',
              render: (_, l) => <Typography.Text strong>{m(l.subtotal)}</Typography.Text>,
            },
          ]}
        />
      )}
      {totals}
    </Card>
  );
}
