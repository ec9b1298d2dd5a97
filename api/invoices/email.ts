import type { SignedInContext } from '../context.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { failed, type MutationOutcome, succeeded } from '../graphql/mutation-result.ts';
import type { CurrencyFormat } from '../../src/rules/host-config.ts';
import { invoiceDetail } from './detail.ts';
import { fillIn as fill } from '../i18n/texts.ts';
import { invoicePdf, invoiceTexts } from './pdf.ts';

/** How the host writes an invoice's currency (a foreign currency shows its code). */
export function invoiceCurrencyFormat(currency: string, ctx: SignedInContext): CurrencyFormat {
  const host = ctx.host.config;
  return {
    display: currency,
    symbol: currency === host.currency.display ? host.currency.symbol : currency,
    thousandSeparator: host.currency.thousandSeparator,
    decimalSeparator: host.currency.decimalSeparator,
    decimalPrecision: precisionOf(currency, host),
  };
}

/**
 * sendEmailInvoice: the active customer's invoice as a PDF, mailed to the signed-in user's own address in their
 * language. Another customer's invoice is refused (FORBIDDEN) before anything is rendered or sent.
 */
export async function sendInvoiceByEmail(
  ctx: SignedInContext,
  invoiceNumber: string,
  sorg: string | null | undefined,
): Promise<MutationOutcome> {
  const invoice = await invoiceDetail(ctx.db, ctx.actor.customer!.id, invoiceNumber, sorg);
  const user = ctx.actor.user;
  const texts = invoiceTexts(user.language);
  if (!user.email || user.isFakeEmail) return failed(texts.email.no_address);
  const pdf = await invoicePdf(invoice, invoiceCurrencyFormat(invoice.currency, ctx), texts.pdf);
  const values = { invoiceNo: invoice.invoiceNo, name: user.name, company: invoice.companyName };
  try {
    await ctx.mail.send({
      to: user.email,
      subject: fill(texts.email.subject, values),
      text: fill(texts.email.body, values),
      attachments: [{ filename: `${invoice.invoiceNo.replace(/[^\w.-]/g, '_')}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
  } catch (error) {
    // The mail server said no: the dealer may try again; the cause goes to the log, not to the page.
    console.error('sendEmailInvoice: mail not sent', error);
    return failed(texts.email.failed);
  }
  return succeeded(fill(texts.email.sent, { email: user.email }));
}
