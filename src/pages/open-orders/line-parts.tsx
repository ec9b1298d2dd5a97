import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpenOrderLine } from '../../graphql/open-orders.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { useQuantity } from '../orders/use-unit.ts';

// Colours say how far along a line is: waiting (gold), moving (blue), partly there (cyan).
const statusColour: Record<string, string> = { awaiting_confirmation: 'gold', in_progress: 'blue', shipped: 'cyan' };

export function OpenStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('open-orders');
  return (
    <Tag color={statusColour[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** Consignment fill-ups stand out; standard orders read as plain text. Only on hosts that show order types (orderTypeDisplay). */
export function OrderTypeTag({ type }: { type: string }) {
  const { t } = useTranslation('open-orders');
  if (!useHostConfig().orderTypeDisplay) return null;
  return type === 'CF' ? (
    <Tag color="purple" style={{ marginInlineEnd: 0 }} data-testid="order-type">
      {t('order_type.CF')}
    </Tag>
  ) : (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="order-type">
      {t('order_type.OR')}
    </Typography.Text>
  );
}

/** The open quantity, with how much already came when part of it was delivered. */
export function OpenQty({ line }: { line: OpenOrderLine }) {
  const { t } = useTranslation('open-orders');
  const quantity = useQuantity();
  return (
    <span>
      <Typography.Text strong>{quantity(line.qty, line.uom)}</Typography.Text>
      {line.deliveredQty > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('partly_delivered', { delivered: line.deliveredQty, ordered: line.orderedQty })}
        </Typography.Text>
      )}
    </span>
  );
}
