import {
  type FieldProblems,
  isImmediate,
  paymentInformationMissing,
  paymentInformationProblems,
  paymentMessages,
  type PaymentKind,
  type PaymentInformation,
  type AccountType,
  type CardType,
  digitsOf,
} from '../../src/rules/payment-information.ts';
import { GatewayRefusal, type PaymentGateway } from '../adapters/payment/index.ts';
import type { SignedInContext } from '../context.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { userError } from '../graphql/mutation-result.ts';
import { invalid, paymentError, refusePayment } from './answer.ts';

export type PaymentInformationInput = PaymentInformation & { shouldSavePayment?: boolean | null };

/** What a card or ACH payment charges: a gateway token, from a saved payment or from details just tokenised. */
export interface PayingWith {
  token: string;
  display: string;
  savedPaymentId: number | null;
  /** New details the dealer asked to keep for next time. */
  save: boolean;
}

export interface PaymentMethodRow {
  id: number;
  code: string;
  type: string;
  description: string;
  instruction: string | null;
  discountRate: number;
}

/** The market's active method for invoices of this id, or a refusal naming the field. */
export async function invoiceMethod(ctx: SignedInContext, sorg: string, id: number): Promise<PaymentMethodRow> {
  const method = await ctx.db
    .selectFrom('paymentMethods')
    .select(['id', 'code', 'type', 'description', 'instruction', 'discountRate'])
    .where('id', '=', id)
    .where('sorg', '=', sorg)
    .where('active', '=', 1)
    .where('forInvoices', '=', 1)
    .executeTakeFirst();
  return method ?? refusePayment(ErrorCode.invalidInput, 'methodUnknown', [paymentError('paymentMethodId', 'methodUnknown')]);
}

const fieldErrors = (problems: FieldProblems) =>
  Object.entries(problems).map(([field, key]) => userError(`paymentInformation.${field}`, paymentMessages[key], `payments:errors.${key}`));

/**
 * The token a card or ACH payment charges (null for a transfer). A saved payment must be the user's own, for the
 * active customer and this method; new details are checked by the shared rules, then tokenised, so nothing of the
 * number stays with the portal but the gateway's token and mask. Runs before the write transaction: the gateway
 * is an outside call.
 */
export async function payingWith(
  ctx: SignedInContext,
  gateway: PaymentGateway,
  kind: PaymentKind,
  method: PaymentMethodRow,
  input: { savedPaymentId?: number | null; paymentInformation?: PaymentInformationInput | null },
  today: string,
): Promise<PayingWith | null> {
  if (!isImmediate(kind)) return null;
  if (input.savedPaymentId != null) {
    const saved = await ctx.db
      .selectFrom('savedPayments')
      .select(['id', 'gatewayToken', 'display'])
      .where('id', '=', input.savedPaymentId)
      .where('userId', '=', ctx.actor.user.id)
      .where('customerId', '=', ctx.actor.customer!.id)
      .where('paymentMethodId', '=', method.id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!saved) return refusePayment(ErrorCode.conflict, 'savedUnknown', [paymentError('savedPaymentId', 'savedUnknown')]);
    return { token: saved.gatewayToken, display: saved.display, savedPaymentId: saved.id, save: false };
  }
  const info = input.paymentInformation;
  if (!info || paymentInformationMissing(kind, info)) {
    return invalid([
      userError('paymentInformation', paymentMessages.payment_information_missing, 'payments:errors.payment_information_missing'),
    ]);
  }
  const problems = paymentInformationProblems(kind, info, today);
  if (Object.keys(problems).length) return invalid(fieldErrors(problems));
  try {
    const tokenised = await gateway.tokenise(
      kind === 'card'
        ? {
            kind,
            number: digitsOf(info.creditCardNumber),
            cardType: info.creditCardType as CardType,
            expiryMonth: Number(info.expiredMonth),
            expiryYear: Number(info.expiredYear),
            securityCode: info.securityCode ?? '',
          }
        : {
            kind: 'ach',
            accountType: info.accountType as AccountType,
            accountNumber: digitsOf(info.accountNumber),
            routingNumber: digitsOf(info.routingNumber),
          },
    );
    return { ...tokenised, savedPaymentId: null, save: !!info.shouldSavePayment };
  } catch (e) {
    if (e instanceof GatewayRefusal)
      return refusePayment(ErrorCode.invalidInput, 'gatewayRefused', [paymentError('paymentInformation', 'gatewayRefused')]);
    // Only the kind of failure is logged: the details stay out of every log.
    console.error(`Payment gateway: tokenising failed (${e instanceof Error ? e.name : 'error'})`);
    return refusePayment(ErrorCode.internal, 'gatewayDown');
  }
}
