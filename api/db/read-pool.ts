import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { DB } from './types.ts';
import { inWriteScope } from './write-scope.ts';

/**
 * On SQLite a query runs on the thread that asks, so a heavy read (a catalogue page of 48 with its facets) holds the
 * event loop and every other user's request waits behind it. The read pool runs such reads on worker threads, each
 * with a read-only connection to the same file, and serves the users whose reads wait in turn, one statement each:
 * a user's share is counted in work, so one dealer's burst of heavy reads queues behind itself, never in front of
 * another user's. PostgreSQL runs queries off the event loop already and needs none.
 */
interface Job {
  sql: string;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (e: Error) => void;
}

/** Whose work the reads started inside are (the signed-in user), so the pool can serve users in turn. */
const owner = new AsyncLocalStorage<string>();
export const asWorkOf = <T>(who: string, work: () => T): T => owner.run(who, work);

const BOOT = new URL('./read-worker-boot.mjs', import.meta.url);
const MODULE = new URL('./read-worker.ts', import.meta.url).href;

export class ReadPool {
  private readonly idle: Worker[] = [];
  private started = 0;
  /** Each waiting user's reads in order; the Map's order is the turn order. */
  private readonly waiting = new Map<string, Job[]>();
  private readonly busy = new Map<Worker, Job>();
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('the read pool is closed'));
    const who = owner.getStore() ?? '';
    return new Promise((resolve, reject) => {
      const jobs = this.waiting.get(who);
      if (jobs) jobs.push({ sql, parameters, resolve, reject });
      else this.waiting.set(who, [{ sql, parameters, resolve, reject }]);
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.waiting.size && (this.idle.length || this.started < this.size)) {
      const worker = this.idle.pop() ?? this.start();
      // The user first in turn gives one read; with more waiting they go to the back of the turn.
      const [who, jobs] = this.waiting.entries().next().value!;
      const job = jobs.shift()!;
      this.waiting.delete(who);
      if (jobs.length) this.waiting.set(who, jobs);
      this.busy.set(worker, job);
      worker.postMessage({ sql: job.sql, parameters: job.parameters });
    }
  }

  private start(): Worker {
    this.started++;
    const worker = new Worker(BOOT, { workerData: { module: MODULE, file: this.file } });
    // An idle pool does not keep the process alive.
    worker.unref();
    worker.on('message', (answer: { rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (answer.error) job?.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else job?.resolve(answer.rows ?? []);
      if (this.closed) return;
      this.idle.push(worker);
      this.dispatch();
    });
    // A thread that dies fails its read; the next read starts another.
    worker.on('error', (e) => this.lost(worker, e));
    worker.on('exit', () => this.lost(worker, new Error('a read-pool thread stopped')));
    return worker;
  }

  private lost(worker: Worker, e: Error) {
    const job = this.busy.get(worker);
    const idleAt = this.idle.indexOf(worker);
    // 'error' and 'exit' both come for one thread: it is counted out once.
    if (!job && idleAt < 0) return;
    this.busy.delete(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    this.started--;
    job?.reject(e);
    if (!this.closed) this.dispatch();
  }

  async close() {
    this.closed = true;
    for (const jobs of this.waiting.values()) for (const job of jobs) job.reject(new Error('the read pool is closed'));
    this.waiting.clear();
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** A Kysely driver whose every query is a read of the pool; it has no transactions. */
class ReadPoolDriver implements Driver {
  constructor(private readonly pool: ReadPool) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const { pool } = this;
    return {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        return { rows: (await pool.run(query.sql, query.parameters)) as R[] };
      },
      // biome-ignore lint/correctness/useYield: no streaming here, it only refuses.
      async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
        throw new Error('the read pool does not stream');
      },
    };
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the read pool runs reads only, outside transactions');
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

/** The database's reads through `pool`: the same tables and names as the portal's `Database`. */
export function poolReader(pool: ReadPool): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReadPoolDriver(pool),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });
}

const readers = new WeakMap<Kysely<DB>, Kysely<DB>>();

/** Gives `db` a reader off the event loop (openDatabase does, for a SQLite file with read workers). */
export const attachReader = (db: Kysely<DB>, reader: Kysely<DB>) => void readers.set(db, reader);

/**
 * Where a heavy read of `db` runs: the read pool when `db` has one, else `db` itself (PostgreSQL, no workers). Inside
 * a write transaction always `db`: a mutation reads its own uncommitted rows, which another connection cannot see.
 */
export const offLoop = (db: Kysely<DB>): Kysely<DB> => (inWriteScope() ? db : (readers.get(db) ?? db));
