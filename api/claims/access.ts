import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { chooserOf } from '../auth/actor.ts';
import { customersFor } from '../auth/customer-access.ts';
import { isReviewer, reviewedSorgs } from '../auth/officers.ts';
import { isReadOnlyUser } from '../../src/rules/read-only.ts';
import type { DB } from '../db/types.ts';
import { forbidden, notFound } from '../graphql/errors.ts';

export const CLAIM_READ = 'page.claim';
// The officers' standing is the identity layer's (frames read it too); the claim files keep reading it from here.
export { CLAIM_REVIEW, isReviewer, reviewedSorgs } from '../auth/officers.ts';

/** Sees every claim: administrators, and support reading across customers (limitation audit). */
const seesAll = (ctx: SignedInContext) => ctx.actor.roles.includes('admin') || isReadOnlyUser(ctx.actor?.user);

/** Staff read internal comments; dealers and the sales staff working as them never do. */
export const readsInternal = (ctx: SignedInContext) => isReviewer(ctx) || seesAll(ctx);

type ClaimsEb = ExpressionBuilder<DB & { c: DB['claims'] }, 'c'>;
export type ClaimCondition = (eb: ClaimsEb) => Expression<SqlBool>;

/**
 * Which claims this user may read, as a condition on `claims as c` (DESIGN 'Tenant rule'): everything for admins and
 * support; an officer's sales organisations; sales staff the customers they may act for; a dealer their own company's.
 */
export async function visibleClaims(ctx: SignedInContext): Promise<ClaimCondition> {
  if (seesAll(ctx)) return (eb) => eb.and([]);
  const parts: ClaimCondition[] = [];
  if (isReviewer(ctx)) {
    const sorgs = await reviewedSorgs(ctx);
    parts.push((eb) => eb('c.sorg', 'in', sorgs.length ? sorgs : ['-']));
  }
  if (ctx.actor.scopes.has('menu.change-cust')) {
    const mine = customersFor(ctx.db, chooserOf(ctx.actor)).select('customers.id');
    parts.push((eb) => eb('c.customerId', 'in', mine));
  }
  const own = ctx.actor.customer?.id ?? ctx.actor.user.customerId ?? -1;
  parts.push((eb) => eb('c.customerId', '=', own));
  return (eb) => eb.or(parts.map((p) => p(eb)));
}

/** The claim row if this user may read it; NOT_FOUND otherwise, so an id says nothing about another dealer's claims. */
export async function readableClaim(ctx: SignedInContext, id: number) {
  const visible = await visibleClaims(ctx);
  const claim = await ctx.db
    .selectFrom('claims as c')
    .selectAll('c')
    .where('c.id', '=', id)
    .where((eb) => visible(eb))
    .executeTakeFirst();
  return claim ?? notFound('Claim not found');
}

/**
 * The claim row if this user may change it as its owner: the claim belongs to the customer the session acts for.
 * Officers change claims only through their capabilities (updateClaimStatus), never as owners.
 */
export async function ownedClaim(ctx: SignedInContext, id: number) {
  const claim = await readableClaim(ctx, id);
  if (claim.customerId !== ctx.actor.customer?.id) return forbidden('Only the dealer who filed this claim may change it');
  return claim;
}

/** A claim id as the spec sends it: a string of digits. */
export const claimIdOf = (id: string | number) => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : notFound('Claim not found');
};
