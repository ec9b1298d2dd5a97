import type { SignedInContext } from '../context.ts';
import { whileCountersUnchanged } from '../platform/change-cache.ts';
import type { SalesScope } from './scope.ts';

/**
 * Summing a large dealer's two years of invoice lines takes tens of milliseconds, and the same overview is asked
 * for again and again. The sums of a scope are kept while the database's 'sales' counter stays where it was: the
 * database raises it with any write to invoice lines, the invoice fields that place them or the article fields
 * that name them (migration 0034), in the writing transaction itself. The counter is read on every call, so each
 * API node sees another node's new invoice on its next request. 'all' customers also depends on the user's areas
 * (the 'access' counter, migration 0033) and is kept per user.
 */
const MAX_KEPT = 500;

export function whileSalesUnchanged<T>(ctx: SignedInContext, scope: SalesScope, load: () => Promise<T>): Promise<T> {
  const who = scope.customer === 'all' ? `all:${ctx.actor.user.id}` : scope.customer.id;
  const key = JSON.stringify([
    who,
    scope.sorg,
    scope.year,
    scope.category,
    scope.months,
    scope.brands,
    scope.merchandiseCategories,
    scope.models,
    scope.series,
  ]);
  return whileCountersUnchanged(ctx.db, scope.customer === 'all' ? ['sales', 'access'] : ['sales'], 'sales-overview', MAX_KEPT, key, load);
}
