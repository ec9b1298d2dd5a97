import type { SignedInContext } from '../auth/context.ts';
import { inWriteScope } from '../db/write-scope.ts';
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
type Kept = { generation: string; value: Promise<unknown> };
const kept = new WeakMap<object, Map<string, Kept>>();

export async function whileSalesUnchanged<T>(ctx: SignedInContext, scope: SalesScope, load: () => Promise<T>): Promise<T> {
  // A mutation's transaction must read its own uncommitted rows.
  if (inWriteScope()) return load();
  const rows = await ctx.db.selectFrom('cacheGenerations').select(['name', 'generation']).where('name', 'in', ['sales', 'access']).execute();
  const counter = (name: string) => rows.find((r) => r.name === name)?.generation;
  if (counter('sales') === undefined) return load();
  const generation = scope.customer === 'all' ? `${counter('sales')}/${counter('access')}` : String(counter('sales'));
  const who = scope.customer === 'all' ? `all:${ctx.actor.user.id}` : scope.customer.id;
  const key = JSON.stringify([who, scope.sorg, scope.year, scope.category, scope.months, scope.brands, scope.merchandiseCategories,
    scope.models, scope.series]);

  let values = kept.get(ctx.db);
  if (!values) kept.set(ctx.db, (values = new Map()));
  const hit = values.get(key);
  if (hit?.generation === generation) return hit.value as Promise<T>;
  // Oldest out first: a Map keeps insertion order.
  if (!hit && values.size >= MAX_KEPT) values.delete(values.keys().next().value!);
  const value = load();
  values.set(key, { generation, value });
  // A failed load is not kept.
  value.catch(() => { if (values.get(key)?.value === value) values.delete(key); });
  return value;
}
