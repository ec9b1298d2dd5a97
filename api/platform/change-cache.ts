import type { CompiledQuery } from 'kysely';
import type { Database } from '../db/index.ts';
import { afterCommit, inWriteScope, writeScopeLocals } from '../db/write-scope.ts';

/**
 * The portal's one change-counter cache. Counters of cached data (migrations 0033, 0034, 0037): the database raises
 * one in the same transaction as any write to the tables it covers. A signed-in request reads 'access' and
 * 'catalog' with its session check (auth/session-check.ts); the others are read when a cache asks for them. So every node learns of another node's change on
 * its very next request, and a memory cache valid for one generation stays correct.
 */
export type GenerationName = 'access' | 'catalog';
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
/** Rows kept per space for one generation (rowsWhileUnchanged). */
type KeptRows = { generation: string; rows: Map<unknown, unknown> };
const keptRows = new WeakMap<Database, Map<string, KeptRows>>();
/** The spaces kept under each counter, so that `changed` finds them. */
const spacesOf = new Map<GenerationName, Set<string>>();
const OWN = Symbol('values a write transaction keeps for itself');

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
  value.catch(() => {
    if (values.get(key)?.value === value) values.delete(key);
  });
  return value;
}

/**
 * One value per key while the `name` generation stays the one last read; loaded again once it moves. Without a
 * generation read yet (no signed-in request so far) it loads every time. A write transaction must read its own
 * uncommitted rows and must not wait on another request's load that waits for its connection: it loads every time,
 * or, with `inTransaction: 'own'`, keeps values of its own until it ends (`changed` drops them when it writes).
 * Large values get a `space` of their own with a smaller `max`.
 */
export function whileUnchanged<T>(
  db: Database,
  name: GenerationName,
  key: string,
  load: () => Promise<T>,
  { space = name, max = 10_000, inTransaction = 'load' }: CacheOptions = {},
): Promise<T> {
  if (inWriteScope()) return inTransaction === 'own' ? keep(ownOf(db), space, max, key, 'own', load) : load();
  const generation = latestGeneration(db, name);
  if (generation === undefined) return load();
  note(name, space);
  return keep(db, space, max, key, String(generation), load);
}

/** Whether `whileUnchanged` would keep a value now: outside a write transaction, once a generation was read. */
export const keepsWhileUnchanged = (db: Database, name: GenerationName) => !inWriteScope() && latestGeneration(db, name) !== undefined;

export interface CacheOptions {
  space?: string;
  max?: number;
  inTransaction?: 'load' | 'own';
}

/**
 * The rows of `space` for each key, in the keys' order, while the `name` generation stays the one last read: the
 * keys not kept yet are loaded in one call (`load` answers a map; a key it leaves out gets `missing`). Inside a write
 * transaction as `whileUnchanged` with `inTransaction`.
 */
export async function rowsWhileUnchanged<K, V>(
  db: Database,
  name: GenerationName,
  space: string,
  keys: readonly K[],
  missing: V,
  load: (keys: K[]) => Promise<Map<K, V>>,
  { max = 100_000, inTransaction = 'load' }: CacheOptions = {},
): Promise<V[]> {
  const own = inWriteScope();
  if (own && inTransaction === 'load') return loadRows(keys, missing, load);
  const generation = own ? 'own' : latestGeneration(db, name);
  if (generation === undefined) return loadRows(keys, missing, load);
  if (!own) note(name, space);
  const owner = own ? ownOf(db) : db;
  let spaces = keptRows.get(owner);
  if (!spaces) keptRows.set(owner, (spaces = new Map()));
  let kept = spaces.get(space);
  if (!kept || kept.generation !== String(generation)) spaces.set(space, (kept = { generation: String(generation), rows: new Map() }));
  const rows = kept.rows as Map<K, V>;
  // What is kept is read before the load: a load of another request meanwhile may empty the map.
  const found = new Map<K, V>();
  for (const k of keys) if (rows.has(k)) found.set(k, rows.get(k)!);
  const absent = [...new Set(keys.filter((k) => !found.has(k)))];
  if (absent.length) {
    const loaded = await loadRows(absent, missing, load);
    if (rows.size + absent.length > max) rows.clear();
    absent.forEach((k, i) => {
      found.set(k, loaded[i]);
      rows.set(k, loaded[i]);
    });
  }
  return keys.map((k) => found.get(k)!);
}

async function loadRows<K, V>(keys: readonly K[], missing: V, load: (keys: K[]) => Promise<Map<K, V>>): Promise<V[]> {
  const loaded = await load([...keys]);
  return keys.map((k) => (loaded.has(k) ? loaded.get(k)! : missing));
}

/**
 * A write to what the `name` counter covers, made here: every value kept under it is dropped at once, and once more
 * after the commit (readers may have kept the old rows meanwhile). The counter itself moves in the database, so other
 * nodes learn of it with their next request.
 */
export function changed(db: Database, name: GenerationName): void {
  const forget = (owner: Database) => {
    for (const space of spacesOf.get(name) ?? []) {
      kept.get(owner)?.delete(space);
      keptRows.get(owner)?.delete(space);
    }
  };
  forget(db);
  writeScopeLocals()?.delete(OWN);
  void afterCommit(() => forget(db));
}

/** The values a write transaction keeps for itself, in its own store, gone with it. */
function ownOf(db: Database): Database {
  const locals = writeScopeLocals()!;
  let own = locals.get(OWN) as Database | undefined;
  // A fresh object stands for the transaction in the WeakMaps: its values are never another request's.
  if (!own) locals.set(OWN, (own = Object.create(db) as Database));
  return own;
}

function note(name: GenerationName, space: string) {
  let spaces = spacesOf.get(name);
  if (!spaces) spacesOf.set(name, (spaces = new Set()));
  spaces.add(space);
}

/**
 * One value per key of a `space` while the counters `names` stay where they are, read from the database on every
 * call (so a change committed on another node is seen at once). Read before loading: a change committed during
 * the load raises a counter past the one the value is kept under, so the next call loads anew.
 */
export async function whileCountersUnchanged<T>(
  db: Database,
  names: readonly CounterName[],
  space: string,
  max: number,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (inWriteScope()) return load();
  const counters = await readCounters(db);
  if (names.some((n) => counters[n] === undefined)) return load();
  return keep(db, space, max, key, names.map((n) => counters[n]).join('/'), load);
}
