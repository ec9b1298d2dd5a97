import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { SignedInContext } from '../context.ts';
import type { DB } from '../db/types.ts';
import { notFound } from '../graphql/errors.ts';

/**
 * Who reads which lists (DESIGN 'Tenant rule'): only lists of the session's active customer in the host's market;
 * of those, a dealer's login reads its own and the ones shared with the shop, and someone acting for the dealer
 * (a rep) reads all of them, as the dealer's other hands.
 */
export const actsForDealer = (ctx: SignedInContext) => ctx.actor.user.customerId !== ctx.actor.customer!.id;

type ListsEb = ExpressionBuilder<DB & { l: DB['shoppingLists'] }, 'l'>;

export function visibleLists(ctx: SignedInContext): (eb: ListsEb) => Expression<SqlBool> {
  const customerId = ctx.actor.customer!.id;
  const { sorg } = ctx.host.config;
  const all = actsForDealer(ctx);
  const userId = ctx.actor.user.id;
  return (eb) =>
    eb.and([
      eb('l.customerId', '=', customerId),
      eb('l.sorg', '=', sorg),
      ...(all ? [] : [eb.or([eb('l.shared', '=', 1), eb('l.createdBy', '=', userId)])]),
    ]);
}

/** The list if this session may read it; NOT_FOUND otherwise, so an id says nothing of another dealer's lists. */
export async function readableList(ctx: SignedInContext, db = ctx.db, id: number) {
  const row =
    Number.isSafeInteger(id) && id > 0
      ? await db.selectFrom('shoppingLists as l').selectAll('l').where('l.id', '=', id).where(visibleLists(ctx)).executeTakeFirst()
      : undefined;
  return row ?? notFound('Shopping list not found');
}

/** Sharing and deleting belong to the list's maker, or to someone acting for the dealer. */
export const mayManage = (ctx: SignedInContext, list: { createdBy: number }) => list.createdBy === ctx.actor.user.id || actsForDealer(ctx);
