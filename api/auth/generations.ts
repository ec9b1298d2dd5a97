import type { Database } from '../db/index.ts';
import { inWriteScope } from '../db/write-scope.ts';

/**
 * Counters of cached data (migration 0033): the database raises one in the same transaction as any write to the
 * tables it covers. A signed-in request reads them with its session check (floor.ts), so every node learns of
 * another node's change on its very next request, and a memory cache valid for one generation stays correct.
 */
export type GenerationName = 'access' | 'catalogue';
export type Generations = Record<GenerationName, number>;

const latest = new WeakMap<Database, Generations>();

/** What the last session check of this process read; the caches compare their own generation with it. */
export function observeGenerations(db: Database, generations: Generations): void {
  latest.set(db, generations);
}

/** The generation last read, or undefined before any signed-in request (then nothing may be cached by it). */
export function latestGeneration(db: Database, name: GenerationName): number | undefined {
  return latest.get(db)?.[name];
}

const MAX_REMEMBERED = 10_000;
const remembered = new WeakMap<Database, Map<string, { generation: number; value: Promise<unknown> }>>();

/**
 * One value per key while the `name` generation stays the one last read; loaded again once it moves. Without a
 * generation read yet (no signed-in request so far) it loads every time, and so does a write transaction: it must
 * read its own uncommitted rows, and must not wait on another request's load that waits for its connection.
 */
export function whileUnchanged<T>(db: Database, name: GenerationName, key: string, load: () => Promise<T>): Promise<T> {
  const generation = latestGeneration(db, name);
  if (generation === undefined || inWriteScope()) return load();
  let values = remembered.get(db);
  if (!values) remembered.set(db, (values = new Map()));
  const fullKey = `${name}:${key}`;
  const hit = values.get(fullKey);
  if (hit && hit.generation === generation) return hit.value as Promise<T>;
  // Oldest first out: a Map keeps insertion order.
  if (!hit && values.size >= MAX_REMEMBERED) values.delete(values.keys().next().value!);
  const value = load();
  values.set(fullKey, { generation, value });
  value.catch(() => { if (values.get(fullKey)?.value === value) values.delete(fullKey); });
  return value;
}
