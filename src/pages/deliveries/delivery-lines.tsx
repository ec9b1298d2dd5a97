import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuantity } from '../orders/use-unit.ts';
import { deliveryMoney } from './delivery-parts.tsx';
import type { Delivery, DeliveryLine } from '../../graphql/deliveries.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** What a delivery carries: per line the order it belongs to, the article, quantity and amounts. */
export function DeliveryLines({ delivery, phone }: { delivery: Delivery; phone: boolean }) {
  const { t } = useTranslation('deliveries');
  const { locale } = useParams();
  const quantity = useQuantity();
  const money = (minor: number) => deliveryMoney(minor, delivery.currencyFormat);
  const order = (l: DeliveryLine) => (
    <Link to={`/${locale}/order/${l.orderId}`} data-testid="delivery-order-link">
      {l.orderNo}
    </Link>
  );
  if (phone) {
    return (
      <Flex vertical gap={10} data-testid="delivery-lines">
        {delivery.detail.map((l, i) => (
          <Flex key={i} vertical gap={0}>
            <Typography.Text strong>{l.name}</Typography.Text>
            <Typography.Text type="secondary">
              {l.articleCode} · {order(l)}
            </Typography.Text>
            <Flex justify="space-between">
              <Typography.Text>
                {quantity(l.qty, l.uom)} × {money(l.price)}
              </Typography.Text>
              <Typography.Text strong>{money(l.subtotal)}</Typography.Text>
            </Flex>
          </Flex>
        ))}
      </Flex>
    );
  }
  return (
    <ResponsiveTable<DeliveryLine>
      rowKey={(l) => `${l.orderId}-${l.articleCode}`}
      size="small"
      pagination={false}
      dataSource={delivery.detail}
      data-testid="delivery-lines"
      columns={[
        { key: 'order', title: t('lines.order'), render: (_, l) => order(l) },
        { key: 'article', title: t('lines.article'), dataIndex: 'articleCode' },
        { key: 'name', title: t('lines.name'), dataIndex: 'name' },
        { key: 'qty', title: t('lines.qty'), align: 'right', render: (_, l) => quantity(l.qty, l.uom) },
        { key: 'price', title: t('lines.price'), align: 'right', render: (_, l) => money(l.price) },
        {
          key: 'subtotal',
          title: t('lines.subtotal'),
          align: 'right',
          render: (_, l) => <Typography.Text strong>{money(l.subtotal)}</Typography.Text>,
        },
      ]}
    />
  );
}
