import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, sql, type TransactionSettings } from 'kysely';
import { writeRetries } from '../platform/metrics.ts';
import { beginWrite } from './dialect.ts';

/**
 * One write transaction per mutation (DESIGN 'Conventions'), whatever the domain code does inside it. While a
 * write scope is open, every query of the async work started in it runs on the scope's one connection: the
 * domain's own `db` calls, its `db.transaction()` and `inWriteTransaction` (those two become savepoints). So a
 * mutation's writes and its audit row commit together or not at all, without any domain passing a `tx` around.
 */
interface WriteScope {
  open: boolean;
  /** The connection each database's driver handed the scope, shared by every query inside it. */
  held: Map<ScopedDriver, { conn: Promise<DatabaseConnection>; own: Promise<DatabaseConnection>; users: number }>;
  savepoints: Map<DatabaseConnection, string[]>;
  /** Set when a write met a busy database or a clash that a fresh attempt can get past. */
  retry: boolean;
  afterCommit: (() => unknown)[];
  /** Per-scope memory for caches that must not hand a scope another request's pending load (platform/change-cache.ts). */
  locals: Map<unknown, unknown>;
}

const scopes = new AsyncLocalStorage<WriteScope>();
let savepointNo = 0;

const openScope = () => {
  const scope = scopes.getStore();
  return scope?.open ? scope : null;
};

/** True inside a mutation's write transaction. */
export const inWriteScope = () => !!openScope();

/** Memory private to the open write scope, or null outside one. */
export const writeScopeLocals = () => openScope()?.locals ?? null;

/** Runs `effect` once the open write scope commits (dropped when it rolls back); outside a scope, at once. */
export async function afterCommit(effect: () => unknown): Promise<void> {
  const scope = openScope();
  if (scope) scope.afterCommit.push(effect);
  else await effect();
}

/** Marks the open scope for another attempt (a nested transaction met a busy database or a clash). */
export function retryScope(): void {
  const scope = openScope();
  if (scope) scope.retry = true;
}

/**
 * Worth another try: SQLite still busy after its busy timeout, and on PostgreSQL a serialisation failure, a
 * deadlock or a unique clash with a transaction that committed first (the retry then reads what it wrote).
 */
export function retryable(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  return (
    /^SQLITE_(BUSY|LOCKED)/.test(code ?? '') ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    ['40001', '40P01', '23505'].includes(code ?? '') ||
    /database is locked/.test(message ?? '')
  );
}

const RETRY_REASONS: Record<string, string> = {
  '40P01': 'deadlock',
  '40001': 'serialization',
  '23505': 'clash',
  SQLITE_CONSTRAINT_UNIQUE: 'clash',
};

/** Counts a retry of a write transaction by its reason (portal_write_retries_total): deadlocks there are a bug to look into. */
export function countRetry(e: unknown): void {
  const { code } = (e ?? {}) as { code?: string };
  writeRetries.inc({ reason: RETRY_REASONS[code ?? ''] ?? 'busy' });
}

export const ATTEMPTS = 4;
export const pause = (attempt: number) => new Promise((r) => setTimeout(r, 25 * attempt + Math.random() * 25));

export type ScopeOutcome<T> = { commit: boolean; value: T };

/**
 * Runs `work` in one write transaction: BEGIN IMMEDIATE on SQLite, so the write lock is taken before the first
 * read and two processes on one file neither oversell nor fail half-way. `work` says whether to commit. A busy
 * database or a clash (thrown, or met by a nested transaction and answered as a refusal) rolls back and runs
 * `work` again, up to ATTEMPTS times; after a commit the effects queued with afterCommit run.
 */
export async function runWriteScope<T>(db: Kysely<any>, work: () => Promise<ScopeOutcome<T>>): Promise<ScopeOutcome<T>> {
  if (inWriteScope()) return nestedScope(db, work);
  const begin = beginWrite(db);
  for (let attempt = 1; ; attempt++) {
    const scope: WriteScope = { open: true, held: new Map(), savepoints: new Map(), retry: false, afterCommit: [], locals: new Map() };
    let outcome: ScopeOutcome<T>;
    try {
      outcome = await scopes.run(scope, () =>
        db.connection().execute(async (conn) => {
          try {
            await begin.execute(conn);
          } catch (e) {
            scope.open = false;
            throw e;
          }
          try {
            const result = await work();
            if (result.commit && !(scope.retry && attempt < ATTEMPTS)) {
              await sql`commit`.execute(conn);
            } else {
              await sql`rollback`.execute(conn);
            }
            return result;
          } catch (e) {
            await sql`rollback`.execute(conn).catch(() => undefined);
            throw e;
          } finally {
            scope.open = false;
          }
        }),
      );
    } catch (e) {
      if (attempt >= ATTEMPTS || !(retryable(e) || scope.retry)) throw e;
      // A nested transaction that met it counted it already (and flagged the scope).
      if (retryable(e) && !scope.retry) countRetry(e);
      await pause(attempt);
      continue;
    }
    if (scope.retry && attempt < ATTEMPTS) {
      await pause(attempt);
      continue;
    }
    if (outcome.commit) {
      for (const effect of scope.afterCommit) {
        try {
          await effect();
        } catch (e) {
          console.error('After commit:', e);
        }
      }
    }
    return outcome;
  }
}

class Undo<T> {
  constructor(readonly outcome: ScopeOutcome<T>) {}
}

/** Inside an open scope, a scope is a savepoint of it: undone when `work` says not to commit. */
async function nestedScope<T>(db: Kysely<any>, work: () => Promise<ScopeOutcome<T>>): Promise<ScopeOutcome<T>> {
  try {
    return await db.transaction().execute(async () => {
      const outcome = await work();
      if (!outcome.commit) throw new Undo(outcome);
      return outcome;
    });
  } catch (e) {
    if (e instanceof Undo) return e.outcome as ScopeOutcome<T>;
    throw e;
  }
}

/**
 * The scope's connection as its queries see it: one statement at a time, in the order they were sent. Work inside
 * a scope may send several at once (Promise.all); a PostgreSQL connection must not be handed a query while it runs one.
 */
function oneAtATime(connection: DatabaseConnection): DatabaseConnection {
  let last: Promise<unknown> = Promise.resolve();
  return {
    executeQuery<R>(query: CompiledQuery) {
      const run = last.then(() => connection.executeQuery<R>(query));
      last = run.catch(() => undefined);
      return run;
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/**
 * A driver that lends an open write scope's connection to every query of that scope, and turns a transaction
 * begun on it into a savepoint. Outside a scope it is the dialect's own driver.
 */
class ScopedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }
  destroy() {
    return this.inner.destroy();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const scope = openScope();
    if (!scope) return this.inner.acquireConnection();
    let held = scope.held.get(this);
    if (!held) {
      const own = this.inner.acquireConnection();
      scope.held.set(this, (held = { conn: own.then(oneAtATime), own, users: 0 }));
    }
    held.users++;
    return held.conn;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const scope = scopes.getStore();
    const held = scope?.held.get(this);
    if (!held || (await held.conn) !== connection) return this.inner.releaseConnection(connection);
    if (--held.users > 0) return;
    scope!.held.delete(this);
    await this.inner.releaseConnection(await held.own);
  }

  private async lent(connection: DatabaseConnection) {
    const held = openScope()?.held.get(this);
    return !!held && (await held.conn) === connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    if (!(await this.lent(connection))) return this.inner.beginTransaction(connection, settings);
    const name = `nested_${++savepointNo}`;
    const stack = openScope()!.savepoints;
    stack.set(connection, [...(stack.get(connection) ?? []), name]);
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
  }

  private popSavepoint(connection: DatabaseConnection) {
    const stack = openScope()?.savepoints.get(connection) ?? [];
    return stack.pop();
  }

  async commitTransaction(connection: DatabaseConnection) {
    if (!(await this.lent(connection))) return this.inner.commitTransaction(connection);
    const name = this.popSavepoint(connection);
    if (name) await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    if (!(await this.lent(connection))) return this.inner.rollbackTransaction(connection);
    const name = this.popSavepoint(connection);
    if (!name) return;
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  savepoint(...a: Parameters<NonNullable<Driver['savepoint']>>) {
    return this.inner.savepoint!(...a);
  }
  rollbackToSavepoint(...a: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    return this.inner.rollbackToSavepoint!(...a);
  }
  releaseSavepoint(...a: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    return this.inner.releaseSavepoint!(...a);
  }
}

/** The dialect with write scopes (openDatabase wraps both SQLite and PostgreSQL in it). */
export function withWriteScopes(dialect: Dialect): Dialect {
  return {
    createDriver: () => new ScopedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
