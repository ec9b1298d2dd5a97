import { overdueDays, partialPaymentAllowed, selectionProblem, selectionTotal } from '../../src/rules/invoice-selection.ts';
import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { forbidden } from '../graphql/errors.ts';
import { chosenInvoices, invoicesOfPayer, payerOf, selectable } from './invoices.ts';

/**
 * The invoices the dealer chose on the open-invoice page, as the payment page shows them: what is still open of
 * each, the total, and whether the API would take a request for them now (the same rules, the host's config).
 * An id that is not the active customer's answers FORBIDDEN.
 */
export async function invoicesToPay(ctx: SignedInContext, ids: readonly number[]) {
  const market = await marketOf(ctx);
  const customer = ctx.actor.customer!;
  const unique = [...new Set(ids)];
  const invoices = await chosenInvoices(ctx.db, customer.id, market.sorg, unique);
  if (invoices.length !== unique.length) forbidden('These invoices are not yours to pay');
  const payer = payerOf(invoices);
  const { invoicePaymentRule, allowPartialPayment } = ctx.host.config;
  const selected = new Set(unique);
  const peers = payer ? (await invoicesOfPayer(ctx.db, customer.id, market.sorg, payer.companyId, payer.payerCode)).map(selectable) : [];
  const problem = !invoices.length
    ? 'no_invoice'
    : !payer
      ? 'mixed_payers'
      : selectionProblem(peers, selected, invoicePaymentRule, market.today);
  const currency = payer?.currency ?? market.currency;
  return {
    invoices: invoices.map((i) => ({
      ...i,
      overdue: overdueDays(i.dueDate, market.today),
      precision: precisionOf(i.currency, ctx.host.config),
    })),
    total: payer ? selectionTotal(peers, selected) : 0,
    currency,
    precision: precisionOf(currency, ctx.host.config),
    companyCode: payer?.companyCode ?? null,
    companyName: payer?.companyName ?? null,
    payerCode: payer?.payerCode ?? null,
    payerName: payer?.payerName ?? null,
    problem,
    paymentRule: invoicePaymentRule,
    partialPaymentPossible: payer ? partialPaymentAllowed(peers, selected, allowPartialPayment, true) : false,
    today: market.today,
  };
}
