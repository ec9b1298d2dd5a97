import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import type { InvoicesToPay } from '../../graphql/payments.ts';
import { usePendingRequest } from './use-payment-data.ts';

/**
 * Why the chosen invoices cannot be paid as they are. Invoices already waiting on a payment lead to it, so a dealer
 * who comes back finds the virtual account instead of a dead end.
 */
export function SelectionNotice({ selection }: { selection: InvoicesToPay }) {
  const { t } = useTranslation('payments');
  const { locale } = useParams();
  const waiting = selection.invoices.filter((i) => i.status === 'pending_payment').map((i) => i.invoiceNo);
  const pending = usePendingRequest(selection.problem === 'not_payable' ? selection.payerCode : null, waiting);
  const request = pending.data?.paymentRequestByPayerAndInvoiceNos;
  if (!selection.problem) return null;
  const action = request?.paymentStatus.id === 'pending' && (
    <ButtonLink
      to={`/${locale}/payment/invoice?request=${encodeURIComponent(request.externalId)}`}
      size="small"
      type="primary"
      data-testid="payment-show-pending"
    >
      {t('problem.show_pending')}
    </ButtonLink>
  );
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="payment-problem"
      message={t(`problem.${selection.problem}`)}
      description={
        selection.problem === 'not_payable' && waiting.length ? t('problem.pending_text', { invoices: waiting.join(', ') }) : undefined
      }
      action={action}
    />
  );
}
