import { Alert, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentStatus } from '../../graphql/orders.ts';

// Colours say how far along an order is: waiting (gold), moving (blue), done (green), stopped (red).
// The API sends statuses as plain strings (schema String): one it adds later gets the default colour.
const statusColour: Partial<Record<string, string>> = {
  awaiting_confirmation: 'gold',
  in_progress: 'blue',
  shipped: 'cyan',
  complete: 'green',
  cancelled: 'red',
} satisfies Record<OrderStatus, string>;
const paymentColour: Partial<Record<string, string>> = {
  not_invoiced: 'default',
  open: 'orange',
  paid: 'green',
} satisfies Record<PaymentStatus, string>;

export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={statusColour[status] ?? 'default'} data-testid="order-status" style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** What stands where an order has no SO number yet: held for staff, never sent (rejected), or sent and waiting for it. */
export const noSoNumberKey = (o: { heldForConfirmation: boolean; rejectionReason: string | null }) =>
  o.heldForConfirmation ? 'held_order.so_held' : o.rejectionReason ? 'held_order.so_none' : 'so_pending';

/** Under an order's status in the lists: why staff rejected it (it is cancelled). */
export function RejectionNote({ reason }: { reason: string | null }) {
  const { t } = useTranslation('orders');
  if (!reason) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="order-rejection">
      {t('held_order.rejected', { reason })}
    </Typography.Text>
  );
}

/** On the order: held for staff confirmation, or rejected with the reason. */
export function ConfirmationAlert({ order }: { order: { heldForConfirmation: boolean; rejectionReason: string | null } }) {
  const { t } = useTranslation('orders');
  if (order.rejectionReason) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginTop: 12 }}
        message={t('held_order.rejected_title')}
        data-testid="order-rejection"
        description={t('held_order.rejected_text', { reason: order.rejectionReason })}
      />
    );
  }
  if (order.heldForConfirmation)
    return <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('held_order.held')} data-testid="order-held" />;
  return null;
}

export function PaymentStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={paymentColour[status] ?? 'default'} data-testid="payment-status" style={{ marginInlineEnd: 0 }}>
      {t(`payment_status.${status}`)}
    </Tag>
  );
}

const invoiceColour: Record<string, string> = { open: 'orange', pending_payment: 'blue', waiting_for_payment: 'blue', paid: 'green' };

export function InvoiceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={invoiceColour[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`invoice_status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
