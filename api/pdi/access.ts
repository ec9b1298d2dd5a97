import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { chooserOf } from '../auth/actor.ts';
import { customersFor } from '../auth/customer-access.ts';
import { isReadOnlyUser } from '../../src/rules/read-only.ts';
import type { DB } from '../db/types.ts';
import { forbidden, notFound } from '../graphql/errors.ts';

export const PDI_READ = 'page.pdi';

/** Sees every PDI: administrators, and support reading across customers (limitation audit). */
const seesAll = (ctx: SignedInContext) => ctx.actor.roles.includes('admin') || isReadOnlyUser(ctx.actor?.user);

type PdisEb = ExpressionBuilder<DB & { p: DB['pdis'] }, 'p'>;
export type PdiCondition = (eb: PdisEb) => Expression<SqlBool>;

/**
 * Which PDIs this user may read, as a condition on `pdis as p` (DESIGN 'Tenant rule', as for claims): everything for
 * admins and support; sales staff the customers they may act for; a dealer their own company's.
 */
export function visiblePdis(ctx: SignedInContext): PdiCondition {
  if (seesAll(ctx)) return (eb) => eb.and([]);
  const parts: PdiCondition[] = [];
  if (ctx.actor.scopes.has('menu.change-cust')) {
    const mine = customersFor(ctx.db, chooserOf(ctx.actor)).select('customers.id');
    parts.push((eb) => eb('p.customerId', 'in', mine));
  }
  const own = ctx.actor.customer?.id ?? ctx.actor.user.customerId ?? -1;
  parts.push((eb) => eb('p.customerId', '=', own));
  return (eb) => eb.or(parts.map((p) => p(eb)));
}

/** The PDI row if this user may read it; NOT_FOUND otherwise, so an id says nothing about another dealer's PDIs. */
export async function readablePdi(ctx: SignedInContext, id: number) {
  const visible = visiblePdis(ctx);
  const pdi = await ctx.db
    .selectFrom('pdis as p')
    .selectAll('p')
    .where('p.id', '=', id)
    .where((eb) => visible(eb))
    .executeTakeFirst();
  return pdi ?? notFound('Pre-delivery inspection not found');
}

/** The PDI row if the session acts for the customer it belongs to: only that dealer changes it. */
export async function ownedPdi(ctx: SignedInContext, id: number) {
  const pdi = await readablePdi(ctx, id);
  if (pdi.customerId !== ctx.actor.customer?.id) return forbidden('Only the dealer who inspected this bike may change its inspection');
  return pdi;
}

/** A PDI id: a positive integer; anything else is simply not found. */
export const pdiIdOf = (id: number) => (Number.isSafeInteger(id) && id > 0 ? id : notFound('Pre-delivery inspection not found'));
