import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { deliveryMoney } from './delivery-parts.tsx';
import type { ShippedOrder } from '../../graphql/deliveries.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

type Line = ShippedOrder['detail'][number];

/** The order lines a delivered DO carried: order, article, quantity and unit price. */
export function ShippedLines({ shipped, phone }: { shipped: ShippedOrder; phone: boolean }) {
  const { t } = useTranslation('deliveries');
  const { locale } = useParams();
  const money = (minor: number) => deliveryMoney(minor, shipped.currencyFormat);
  const order = (l: Line) => (
    <Link to={`/${locale}/order/${l.orderId}`} data-testid="delivery-order-link">
      {l.orderNo}
    </Link>
  );
  if (phone) {
    return (
      <Flex vertical gap={8} data-testid="shipped-lines">
        {shipped.detail.map((l, i) => (
          <Flex key={i} justify="space-between" gap={8}>
            <Flex vertical gap={0} style={{ minWidth: 0 }}>
              <Typography.Text strong>{l.articleCode}</Typography.Text>
              {order(l)}
            </Flex>
            <Typography.Text style={{ whiteSpace: 'nowrap' }}>
              {l.orderQty} × {money(l.price)}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    );
  }
  return (
    <ResponsiveTable<Line>
      rowKey={(l) => `${l.orderId}-${l.articleCode}`}
      size="small"
      pagination={false}
      dataSource={shipped.detail}
      data-testid="shipped-lines"
      columns={[
        { key: 'order', title: t('lines.order'), render: (_, l) => order(l) },
        { key: 'article', title: t('lines.article'), dataIndex: 'articleCode' },
        { key: 'qty', title: t('lines.qty'), align: 'right', dataIndex: 'orderQty' },
        { key: 'price', title: t('lines.price'), align: 'right', render: (_, l) => money(l.price) },
        {
          key: 'subtotal',
          title: t('lines.subtotal'),
          align: 'right',
          render: (_, l) => <Typography.Text strong>{money(l.price * l.orderQty)}</Typography.Text>,
        },
      ]}
    />
  );
}
