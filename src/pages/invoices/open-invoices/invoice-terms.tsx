import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { earlyPaymentHolds } from '../../../rules/invoice-terms.ts';
import { useMoney } from '../../catalog/price-tag.tsx';
import { useOrderDates } from '../../orders/use-order-format.ts';
import type { OpenInvoice } from '../../../graphql/invoices.ts';
import { usePriceComponents } from '../use-price-components.ts';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * What the terms of an unpaid invoice mean for paying it: the early-payment discount while it holds (worth paying
 * this one first) where the market shows it on open invoices, the instalment it is, and the ERP's longer remarks.
 */
export function InvoiceTermsNote({ invoice }: { invoice: OpenInvoice }) {
  const { t } = useTranslation('open-invoices');
  const money = useMoney();
  const { date } = useOrderDates();
  const shows = usePriceComponents('open_invoice');
  const early =
    shows('earlyPaymentDiscount') && invoice.earlyPaymentDiscount > 0 && earlyPaymentHolds(invoice.earlyPaymentDate, localToday());
  if (!early && !invoice.installment && !invoice.detailNotes) return null;
  return (
    <Flex vertical gap={2} data-testid="invoice-terms">
      {early && (
        <Tag color="success" style={{ marginInlineEnd: 0, width: 'fit-content', whiteSpace: 'normal' }} data-testid="early-payment">
          {t('terms.early_payment', {
            amount: money(invoice.earlyPaymentDiscount, invoice.precision),
            date: date(invoice.earlyPaymentDate),
          })}
        </Tag>
      )}
      {invoice.installment && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="installment">
          {t('terms.installment', { number: invoice.installment.number, of: invoice.installment.of })}
        </Typography.Text>
      )}
      {invoice.detailNotes && (
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'pre-line' }} data-testid="detail-notes">
          {invoice.detailNotes}
        </Typography.Text>
      )}
    </Flex>
  );
}
