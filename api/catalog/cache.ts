import { latestGeneration } from '../auth/generations.ts';
import type { Database } from '../db/index.ts';
import { afterCommit, writeScopeLocals } from '../db/write-scope.ts';

/**
 * Catalogue data changes only when the catalogue does (articles, prices, tags, promotions, stock), while dealers
 * read it all day. Each database keeps one cache of answers (facet counts, list pages) and of rows per key
 * (a group's articles, an article's stock), valid for one catalogue generation: any write to the catalogue's
 * tables, on any API node, raises it (migration 0033), and every signed-in request reads it with its session
 * (auth/floor.ts), so the next read after a change starts afresh. `catalogueChanged` empties it here at once.
 * A process that has read no generation yet (no signed-in request) starts afresh after TTL_MS instead.
 */
const TTL_MS = 60_000;
const MAX_ANSWERS = 2_000;
const MAX_ROWS_PER_KIND = 100_000;

interface CatalogueCache {
  born: number;
  generation: number | undefined;
  answers: Map<string, Promise<unknown>>;
  rows: Map<string, Map<unknown, unknown>>;
}
const caches = new WeakMap<Database, CatalogueCache>();

function cacheOf(db: Database): CatalogueCache {
  // A mutation's write transaction holds the connection: it must not wait on another request's pending load
  // (that load waits for the connection), and it reads its own uncommitted rows. So it gets a cache of its own.
  const locals = writeScopeLocals();
  if (locals) {
    let own = locals.get(caches) as CatalogueCache | undefined;
    if (!own) locals.set(caches, (own = { born: Date.now(), generation: undefined, answers: new Map(), rows: new Map() }));
    return own;
  }
  let cache = caches.get(db);
  const generation = latestGeneration(db, 'catalogue');
  if (!cache || cache.generation !== generation || (generation === undefined && Date.now() - cache.born > TTL_MS)) {
    cache = { born: Date.now(), generation, answers: new Map(), rows: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** One answer per key, loaded once. A failed load is not remembered. */
export function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const { answers } = cacheOf(db);
  const hit = answers.get(key);
  if (hit) return hit as Promise<T>;
  // Oldest first out: a Map keeps insertion order.
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  const value = load();
  answers.set(key, value);
  value.catch(() => answers.delete(key));
  return value;
}

/**
 * The rows of `kind` for each key, in the keys' order: the keys not cached yet are loaded in one call (`load`
 * answers a map; a key it leaves out gets `missing`).
 */
export async function cachedRows<K, V>(db: Database, kind: string, keys: readonly K[], missing: V,
  load: (keys: K[]) => Promise<Map<K, V>>): Promise<V[]> {
  const cache = cacheOf(db);
  let rows = cache.rows.get(kind) as Map<K, V> | undefined;
  if (!rows) cache.rows.set(kind, (rows = new Map()));
  const found = new Map<K, V>();
  const absent = new Set<K>();
  for (const k of keys) {
    if (rows.has(k)) found.set(k, rows.get(k)!);
    else absent.add(k);
  }
  if (absent.size) {
    const loaded = await load([...absent]);
    if (rows.size + absent.size > MAX_ROWS_PER_KIND) rows.clear();
    for (const k of absent) {
      const value = loaded.has(k) ? loaded.get(k)! : missing;
      found.set(k, value);
      rows.set(k, value);
    }
  }
  return keys.map((k) => found.get(k)!);
}

/** Call after any write to articles, prices, tags, promotions or stock. */
export function catalogueChanged(db: Database): void {
  caches.delete(db);
  writeScopeLocals()?.delete(caches);
  // Inside a write transaction, once more after the commit: readers may have cached the old rows meanwhile.
  void afterCommit(() => caches.delete(db));
}
