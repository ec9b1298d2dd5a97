import { paymentKind } from '../../src/rules/payment-information.ts';
import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { forbidden } from '../graphql/errors.ts';
import { failed, type MutationOutcome, succeeded } from '../graphql/mutation-result.ts';
import { dataTexts, keyOf } from '../data-texts/texts.ts';
import { nowIso } from '../platform/clock.ts';

export type PaymentModule = 'order' | 'invoice';

/**
 * The market's payment methods for checkout ('order') or for paying invoices ('invoice'), with how each is paid,
 * its instruction and its discount (basis points off a full payment). Another market's methods are refused.
 */
export async function payments(ctx: SignedInContext, sorg: string | null | undefined, module: PaymentModule) {
  const market = await marketOf(ctx);
  if (sorg && sorg !== market.sorg) forbidden('Payment methods of another sales organisation');
  const rows = await ctx.db
    .selectFrom('paymentMethods')
    .select(['id', 'code', 'type', 'description', 'instruction', 'discountRate'])
    .where('sorg', '=', market.sorg)
    .where('active', '=', 1)
    .where(module === 'order' ? 'forOrders' : 'forInvoices', '=', 1)
    .orderBy('position')
    .orderBy('code')
    .execute();
  const text = await dataTexts(ctx);
  // How a method is paid reads its stored type; the reader gets the texts in their language.
  return rows.map((r) => {
    const key = keyOf.paymentMethod(market.sorg, r.code);
    return {
      ...r,
      sorg: market.sorg,
      kind: paymentKind(r.type),
      type: text('paymentMethod', key, 'type', r.type),
      description: text('paymentMethod', key, 'description', r.description),
      instruction: text('paymentMethod', key, 'instruction', r.instruction),
    };
  });
}

/** The signed-in user's saved cards and accounts for the active customer, in this market, newest first. */
export async function savedPayments(ctx: SignedInContext) {
  const { sorg } = await marketOf(ctx);
  const rows = await ctx.db
    .selectFrom('savedPayments as s')
    .innerJoin('paymentMethods as m', 'm.id', 's.paymentMethodId')
    .select(['s.id', 's.display', 's.kind', 's.createdAt', 'm.id as paymentMethodId', 'm.type'])
    .where('s.userId', '=', ctx.actor.user.id)
    .where('s.customerId', '=', ctx.actor.customer!.id)
    .where('s.deletedAt', 'is', null)
    .where('m.sorg', '=', sorg)
    .orderBy('s.id', 'desc')
    .execute();
  return rows;
}

/** Forgets a saved payment of the user's own (soft delete: requests made with it keep pointing at it). */
export async function deleteUserPayment(ctx: SignedInContext, id: number): Promise<MutationOutcome> {
  const row = await ctx.db
    .selectFrom('savedPayments')
    .select(['userId', 'customerId', 'deletedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.deletedAt) return failed('This saved payment is no longer available');
  if (row.userId !== ctx.actor.user.id || row.customerId !== ctx.actor.customer!.id) forbidden();
  await ctx.db.updateTable('savedPayments').set({ deletedAt: nowIso() }).where('id', '=', id).where('deletedAt', 'is', null).execute();
  return succeeded('The saved payment was removed');
}
