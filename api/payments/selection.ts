import {
  isDeduction,
  isPartialPayment,
  partialAmountProblem,
  partialPaymentAllowed,
  selectionProblem,
  selectionTotal,
} from '../../src/rules/invoice-selection.ts';
import { formatMinor } from '../../src/rules/price.ts';
import type { SignedInContext } from '../context.ts';
import type { CatalogMarket } from '../catalog/market.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { paymentError, refusePayment } from './answer.ts';
import { chosenInvoices, type InvoiceToPay, invoicesOfPayer, payerOf, selectable } from './invoices.ts';

export interface SelectionInput {
  invoiceIds: readonly number[];
  amount: number;
  currency: string;
  payerCode: string;
  merchant: string;
  isPartialPayment: boolean;
}

/** A selection that may be paid: its invoices, their company and payer, and each invoice's share of the amount. */
export interface CheckedSelection {
  chosen: InvoiceToPay[];
  payer: NonNullable<ReturnType<typeof payerOf>>;
  total: number;
  partial: boolean;
  shares: { invoiceId: number; amount: number }[];
}

/**
 * Checks a selection again against the invoices as they are now, inside the write transaction, with the same
 * shared rules the page uses (spec 2 §4 'Payment selection', §5): refuses invoices that are not the customer's,
 * already paid or pending, a wrong choice under the host's rule, and a partial amount out of bounds.
 */
export async function checkSelection(tx: SignedInContext, market: CatalogMarket, input: SelectionInput): Promise<CheckedSelection> {
  const customer = tx.actor.customer!;
  const ids = [...new Set(input.invoiceIds)];
  if (!ids.length) refusePayment(ErrorCode.invalidInput, 'noInvoice', [paymentError('invoiceIds', 'noInvoice')]);
  const chosen = await chosenInvoices(tx.db, customer.id, market.sorg, ids);
  if (chosen.length !== ids.length) refusePayment(ErrorCode.forbidden, 'notYours', [paymentError('invoiceIds', 'notYours')]);
  if (chosen.some((i) => i.status !== 'open'))
    refusePayment(ErrorCode.conflict, 'alreadyPaid', [paymentError('invoiceIds', 'alreadyPaid')]);
  const payer = payerOf(chosen);
  if (!payer) return refusePayment(ErrorCode.invalidInput, 'mixed', [paymentError('invoiceIds', 'mixed')]);
  if (payer.payerCode !== input.payerCode || payer.companyCode !== input.merchant) {
    refusePayment(ErrorCode.conflict, 'mixed', [paymentError('payerCode', 'mixed')]);
  }
  if (payer.currency !== input.currency) refusePayment(ErrorCode.invalidInput, 'currency', [paymentError('currency', 'currency')]);

  const peers = (await invoicesOfPayer(tx.db, customer.id, market.sorg, payer.companyId, payer.payerCode)).map(selectable);
  const selected = new Set(ids);
  const { invoicePaymentRule, allowPartialPayment } = tx.host.config;
  const problem = selectionProblem(peers, selected, invoicePaymentRule, market.today);
  if (problem === 'not_payable') refusePayment(ErrorCode.conflict, 'alreadyPaid', [paymentError('invoiceIds', 'alreadyPaid')]);
  if (problem === 'wrong_selection') {
    const text = invoicePaymentRule === 'oldest' ? 'wrongOldest' : 'wrongOverdue';
    refusePayment(ErrorCode.invalidInput, text, [paymentError('invoiceIds', text)]);
  }
  if (problem === 'no_invoice') refusePayment(ErrorCode.invalidInput, 'noInvoice', [paymentError('invoiceIds', 'noInvoice')]);
  if (problem === 'total_not_positive')
    refusePayment(ErrorCode.invalidInput, 'totalNotPositive', [paymentError('invoiceIds', 'totalNotPositive')]);

  const total = selectionTotal(peers, selected);
  let partial = false;
  if (input.isPartialPayment) {
    if (!partialPaymentAllowed(peers, selected, allowPartialPayment, true)) {
      refusePayment(ErrorCode.invalidInput, 'partialNotAllowed', [paymentError('isPartialPayment', 'partialNotAllowed')]);
    }
    const bound = partialAmountProblem(input.amount, total, market.precision);
    if (bound?.key === 'min') refusePayment(ErrorCode.invalidInput, 'minAmount', [paymentError('amount', 'minAmount')]);
    if (bound?.key === 'max') {
      const shown = formatMinor(total, market.precision, tx.host.config.currency);
      refusePayment(ErrorCode.invalidInput, 'maxAmount', [paymentError('amount', 'maxAmount', { total: shown })]);
    }
    partial = isPartialPayment(input.amount, total);
  } else if (input.amount !== total) {
    // The page showed another total: an invoice changed since it loaded.
    refusePayment(ErrorCode.conflict, 'amountChanged', [paymentError('amount', 'amountChanged')]);
  }

  // A partial payment pays less of the one positive invoice; deductions are always used whole.
  const deductions = chosen.filter(isDeduction).reduce((sum, i) => sum + i.amount, 0);
  const shares = chosen.map((i) => ({ invoiceId: i.id, amount: partial && !isDeduction(i) ? input.amount - deductions : i.amount }));
  return { chosen, payer: payer!, total, partial, shares };
}
