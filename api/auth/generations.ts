import type { CompiledQuery } from 'kysely';
import type { Database } from '../db/index.ts';
import { inWriteScope } from '../db/write-scope.ts';

/**
 * Counters of cached data (migrations 0033, 0034, 0037): the database raises one in the same transaction as any
 * write to the tables it covers. A signed-in request reads 'access' and 'catalogue' with its session check
 * (floor.ts); the others are read when a cache asks for them. So every node learns of another node's change on
 * its very next request, and a memory cache valid for one generation stays correct.
 */
export type GenerationName = 'access' | 'catalogue';
export type Generations = Record<GenerationName, number>;
/** Every counter: those read with the session, 'sales' (invoice lines and what places them), 'invoices'. */
export type CounterName = GenerationName | 'sales' | 'invoices';

const latest = new WeakMap<Database, Generations>();

/** What the last session check of this process read; the caches compare their own generation with it. */
export function observeGenerations(db: Database, generations: Generations): void {
  latest.set(db, generations);
}

/** The generation last read, or undefined before any signed-in request (then nothing may be cached by it). */
export function latestGeneration(db: Database, name: GenerationName): number | undefined {
  return latest.get(db)?.[name];
}

// The table holds one row per counter: reading them all is one statement, compiled once per database.
const counterReads = new WeakMap<Database, CompiledQuery<{ name: string; generation: number }>>();

/** Every counter as the database has it now. */
export async function readCounters(db: Database): Promise<Partial<Record<CounterName, number>>> {
  let read = counterReads.get(db);
  if (!read) counterReads.set(db, (read = db.selectFrom('cacheGenerations').select(['name', 'generation']).compile()));
  const { rows } = await db.executeQuery(read);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.generation)]));
}

type Kept = { generation: string; value: Promise<unknown> };
const kept = new WeakMap<Database, Map<string, Map<string, Kept>>>();

/**
 * The one keeper behind every counter cache: a value per key of a `space` (at most `max` of them, oldest out
 * first) while its generation is the one given. A failed load is not kept.
 */
function keep<T>(db: Database, space: string, max: number, key: string, generation: string, load: () => Promise<T>): Promise<T> {
  let spaces = kept.get(db);
  if (!spaces) kept.set(db, (spaces = new Map()));
  let values = spaces.get(space);
  if (!values) spaces.set(space, (values = new Map()));
  const hit = values.get(key);
  if (hit && hit.generation === generation) return hit.value as Promise<T>;
  // Oldest first out: a Map keeps insertion order.
  if (!hit && values.size >= max) values.delete(values.keys().next().value!);
  const value = load();
  values.set(key, { generation, value });
  value.catch(() => { if (values.get(key)?.value === value) values.delete(key); });
  return value;
}

/**
 * One value per key while the `name` generation stays the one last read; loaded again once it moves. Without a
 * generation read yet (no signed-in request so far) it loads every time, and so does a write transaction: it must
 * read its own uncommitted rows, and must not wait on another request's load that waits for its connection.
 * Large values get a `space` of their own with a smaller `max`.
 */
export function whileUnchanged<T>(db: Database, name: GenerationName, key: string, load: () => Promise<T>,
  { space = name, max = 10_000 }: { space?: string; max?: number } = {}): Promise<T> {
  const generation = latestGeneration(db, name);
  if (generation === undefined || inWriteScope()) return load();
  return keep(db, space, max, key, String(generation), load);
}

/**
 * One value per key of a `space` while the counters `names` stay where they are, read from the database on every
 * call (so a change committed on another node is seen at once). Read before loading: a change committed during
 * the load raises a counter past the one the value is kept under, so the next call loads anew.
 */
export async function whileCountersUnchanged<T>(db: Database, names: readonly CounterName[], space: string, max: number, key: string,
  load: () => Promise<T>): Promise<T> {
  if (inWriteScope()) return load();
  const counters = await readCounters(db);
  if (names.some((n) => counters[n] === undefined)) return load();
  return keep(db, space, max, key, names.map((n) => counters[n]).join('/'), load);
}
