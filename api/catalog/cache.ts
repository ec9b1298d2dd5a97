import type { Database } from '../db/index.ts';

/**
 * Answers that change only when the catalogue does (facet counts, group listings' totals). Each database has its
 * own cache; `catalogueChanged` empties it, and entries also expire after a while so that a catalogue edited by
 * another API node is seen here too.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry { at: number; value: Promise<unknown> }
const caches = new WeakMap<Database, Map<string, Entry>>();

export function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  // Oldest first out: a Map keeps insertion order.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const value = load();
  cache.set(key, { at: Date.now(), value });
  // A failed load is not remembered.
  value.catch(() => cache.delete(key));
  return value;
}

/** Call after any write to articles, prices, tags, promotions or stock. */
export function catalogueChanged(db: Database): void {
  caches.delete(db);
}
