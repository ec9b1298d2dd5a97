import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentStatus } from '../../graphql/orders.ts';

// Colours say how far along an order is: waiting (gold), moving (blue), done (green), stopped (red).
// The API sends statuses as plain strings (schema String): one it adds later gets the default colour.
const statusColour: Partial<Record<string, string>> = {
  awaiting_confirmation: 'gold', in_progress: 'blue', shipped: 'cyan', complete: 'green', cancelled: 'red',
} satisfies Record<OrderStatus, string>;
const paymentColour: Partial<Record<string, string>> = {
  not_invoiced: 'default', open: 'orange', paid: 'green',
} satisfies Record<PaymentStatus, string>;

export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return <Tag color={statusColour[status] ?? 'default'} data-testid="order-status" style={{ marginInlineEnd: 0 }}>{t(`status.${status}`)}</Tag>;
}

export function PaymentStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return <Tag color={paymentColour[status] ?? 'default'} data-testid="payment-status" style={{ marginInlineEnd: 0 }}>{t(`payment_status.${status}`)}</Tag>;
}

const invoiceColour: Record<string, string> = { open: 'orange', pending_payment: 'blue', waiting_for_payment: 'blue', paid: 'green' };

export function InvoiceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return <Tag color={invoiceColour[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>{t(`invoice_status.${status}`, { defaultValue: status })}</Tag>;
}
