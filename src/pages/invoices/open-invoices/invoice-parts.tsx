import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../catalog/price-tag.tsx';
import type { OpenInvoice } from '../../../graphql/invoices.ts';

/** Days until due; overdue (negative) in a red tag, as the dealer must settle those first. */
export function OverdueTag({ overdue }: { overdue: number }) {
  const { t } = useTranslation('open-invoices');
  if (overdue < 0) {
    return (
      <Tag color="error" data-testid="overdue-tag" style={{ marginInlineEnd: 0 }}>
        {t('overdue.overdue', { count: -overdue })}
      </Tag>
    );
  }
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {overdue === 0 ? t('overdue.today') : t('overdue.due', { count: overdue })}
    </Typography.Text>
  );
}

const statusColour: Record<string, string> = { open: 'orange', pending_payment: 'blue', waiting_for_payment: 'geekblue' };

export function InvoiceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('open-invoices');
  return (
    <Tag color={statusColour[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** What is left to pay, and how much of the total was paid when part of it was. */
export function AmountDue({ invoice, align = 'end' }: { invoice: OpenInvoice; align?: 'start' | 'end' }) {
  const { t } = useTranslation('open-invoices');
  const money = useMoney();
  const deduction = invoice.accountingAmount < 0;
  return (
    <Flex vertical gap={0} align={align === 'end' ? 'flex-end' : 'flex-start'}>
      <Typography.Text strong type={deduction ? 'success' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {money(invoice.accountingAmount, invoice.precision)}
      </Typography.Text>
      {invoice.paidAmount !== 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('paid_of', { paid: money(invoice.paidAmount, invoice.precision), total: money(invoice.grandTotal, invoice.precision) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
