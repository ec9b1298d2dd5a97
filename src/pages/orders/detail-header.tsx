import { HistoryOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '../../graphql/orders.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { AddToList } from '../shopping-lists/add-to-list.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { PlacedBy } from './placed-by.tsx';
import { ConfirmationAlert, noSoNumberKey, OrderStatusTag, PaymentStatusTag } from './status-tags.tsx';
import { useOrderDates } from './use-order-format.ts';

/** The order's numbers, statuses and what the dealer gave at checkout. */
export function DetailHeader({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const { date, dateTime } = useOrderDates();
  const { locale } = useParams();
  const { user } = usePortalUser();
  // Ordering again needs the catalogue and a cart; audit users only read.
  const mayReorder =
    !!user && ['page.catalog', 'cart.display-order-qty'].every((s) => user.scopes.includes(s)) && user.limitation !== 'audit';
  return (
    <Card data-testid="order-header">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('detail.b2b_number')}</Typography.Text>
          <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }} copyable data-testid="order-number">
            {order.orderNo}
          </Typography.Title>
          <Flex gap={6} wrap style={{ marginTop: 4 }}>
            <OrderStatusTag status={order.status} />
            <PaymentStatusTag status={order.paymentStatus} />
          </Flex>
        </Flex>
        <Flex vertical align={phone ? 'start' : 'end'} gap={2}>
          <Typography.Text type="secondary">{t('detail.total')}</Typography.Text>
          <Typography.Text strong style={{ fontSize: phone ? 20 : 24 }}>
            {money(order.total, order.precision)}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="order-tax-note">
            {t(order.taxIncluded ? 'tax.gross' : 'tax.net')}
          </Typography.Text>
          {mayReorder && (
            <Flex gap={8} wrap style={{ marginTop: 6 }}>
              <ButtonLink to={`/${locale}/catalog/repeat-order?order=${order.id}`} icon={<HistoryOutlined />} data-testid="order-again">
                {t('repeat-order:order_again')}
              </ButtonLink>
              <AddToList lines={() => order.lines.map((l) => ({ code: l.articleCode, qty: l.qty }))} />
            </Flex>
          )}
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'so',
            label: t('columns.so_number'),
            children: order.soNumber ?? <Typography.Text type="secondary">{t(noSoNumberKey(order))}</Typography.Text>,
          },
          { key: 'seller', label: t('columns.seller'), children: <span data-testid="order-seller">{order.seller}</span> },
          { key: 'date', label: t('columns.order_date'), children: dateTime(order.createdAt) },
          { key: 'customer', label: t('detail.customer'), children: `${order.customer.name} (${order.customer.code})` },
          { key: 'po', label: t('detail.po_number'), children: order.poNumber || '-' },
          ...(order.quoteId
            ? [
                {
                  key: 'quote',
                  label: t('detail.quote'),
                  children: (
                    <Link to={`/${locale}/catalog/quotes/${order.quoteId}`} data-testid="order-quote">
                      #{order.quoteId}
                    </Link>
                  ),
                },
              ]
            : []),
          { key: 'rdd', label: t('detail.request_delivery_date'), children: date(order.requestDeliveryDate) },
          { key: 'placed', label: t('detail.placed'), children: <PlacedBy order={order} /> },
          ...(order.notes ? [{ key: 'notes', label: t('detail.notes'), children: order.notes, span: 3 }] : []),
        ]}
      />
      <ConfirmationAlert order={order} />
    </Card>
  );
}
