import type { Database } from '../db/index.ts';
import { changed, rowsWhileUnchanged, whileUnchanged } from '../platform/change-cache.ts';

/**
 * Catalogue data changes only when the catalogue does (articles, prices, tags, promotions, stock), while dealers
 * read it all day. Its answers (facet counts, list pages) and its rows per key (a group's articles, an article's
 * stock) are kept by the portal's change-counter cache (platform/change-cache.ts) for one catalogue generation: any
 * write to the catalogue's tables, on any API node, raises it (migration 0033). A mutation keeps its own, so it
 * reads its own writes and never waits on another request's load.
 */
const ANSWERS = { space: 'catalog', max: 2_000, inTransaction: 'own' } as const;
const ROWS_PER_KIND = 100_000;

/** One answer per key, loaded once. A failed load is not remembered. */
export function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  return whileUnchanged(db, 'catalog', key, load, ANSWERS);
}

/**
 * The rows of `kind` for each key, in the keys' order: the keys not cached yet are loaded in one call (`load`
 * answers a map; a key it leaves out gets `missing`).
 */
export function cachedRows<K, V>(
  db: Database,
  kind: string,
  keys: readonly K[],
  missing: V,
  load: (keys: K[]) => Promise<Map<K, V>>,
): Promise<V[]> {
  return rowsWhileUnchanged(db, 'catalog', `catalog-rows:${kind}`, keys, missing, load, { max: ROWS_PER_KIND, inTransaction: 'own' });
}

/** Call after any write to articles, prices, tags, promotions or stock. */
export function catalogChanged(db: Database): void {
  changed(db, 'catalog');
}
