import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../graphql/orders.ts';

/** Who placed the order: 'placed by {user} for {customer}' when sales staff did it, else the user; always via B2B. */
export function PlacedBy({ order }: { order: Pick<OrderRow, 'createdBy' | 'placedByOther' | 'placedFor' | 'via'> }) {
  const { t } = useTranslation('orders');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="placed-by">
      {order.placedByOther
        ? t('placed_by_for', { user: order.createdBy, customer: order.placedFor.name })
        : t('placed_by', { user: order.createdBy })}
      {' · '}
      {t('via', { via: order.via })}
    </Typography.Text>
  );
}
