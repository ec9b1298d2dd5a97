import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { vapidKeys } from '../../api/adapters/push/index.ts';
import { storageFor } from '../../api/adapters/storage/index.ts';
import type { ObjectStorageSettings } from '../../api/env.ts';
import { openDatabase, type Database } from '../../api/db/index.ts';
import { migrateToLatest } from '../../api/db/migrate.ts';
import { seedDatabase } from '../../api/db/seed/index.ts';
import { testDatabaseUrl } from './test-database.ts';
import { testObjectStorage } from './test-storage.ts';
import { freePort } from '../../scripts/free-port.ts';

/** The key every node of the portal signs its access tokens with (README: set the same on every API node). */
export const TOKEN_SECRET = 'process-test-secret-0123456789abcdef';

/** What the nodes of one test file share: a DATA_DIR (push keys, uploads) and the database they all open. */
export interface PortalFiles {
  dataDir: string;
  /** The SQLite file in dataDir, or a PostgreSQL database of this file's own when the run has TEST_POSTGRES_URL. */
  databaseUrl: string;
  /** The test's own connection to that database. */
  db: Database;
  dropDatabase: () => Promise<void>;
  /** The bucket's prefix of this file's own, when the run keeps files on object storage (tests/api/test-storage.ts). */
  objectStorage?: ObjectStorageSettings;
}

export const onPostgres = (files: PortalFiles) => /^postgres(ql)?:/.test(files.databaseUrl);

/**
 * A temporary DATA_DIR with a migrated, small seeded database and the push keys, made once before any server
 * starts (so no two processes race to make them), and the test's own connection to the database.
 */
export async function preparePortalFiles(): Promise<PortalFiles> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processes-'));
  const database = await testDatabaseUrl(dataDir);
  const db = await openDatabase(database.url);
  const objectStorage = testObjectStorage();
  try {
    await migrateToLatest(db);
    await seedDatabase(db, 'small', storageFor({ dataDir, objectStorage }));
    vapidKeys({ dataDir, pushKeys: null });
    return { dataDir, databaseUrl: database.url, db, dropDatabase: database.drop, objectStorage };
  } catch (e) {
    await db.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

const running = new Set<ChildProcess>();
// Should the test process end without its afterAll, no server outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Answer {
  status: number;
  text: string;
}

/** One API node: `api/server.ts` in its own Node process on the shared database. */
export class ServerProcess {
  /** Everything the process printed, for failure messages and for looking for logged errors. */
  output = '';
  readonly exited: Promise<number | null>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.stdout!.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    child.on('error', (e) => {
      this.output += `${e}\n`;
    });
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        running.delete(child);
        resolve(code);
      }),
    );
  }

  get pid() {
    return this.child.pid!;
  }

  /**
   * Starts a node and waits until it answers HTTP. Node runs the server itself (tsx as a loader, not the tsx or
   * npx wrapper), so a signal sent to this pid reaches the server and not a parent that would leave it running.
   * A port taken between choosing it and listening on it (another test run) means another try on another port.
   * `env` adds to or overrides the node's environment (its timers, say).
   */
  static async start(files: PortalFiles, env: NodeJS.ProcessEnv = {}, timeoutMs = 120_000): Promise<ServerProcess> {
    for (let attempt = 1; ; attempt++) {
      const server = ServerProcess.spawn(files, await freePort(), env);
      try {
        await server.answering(timeoutMs);
        return server;
      } catch (e) {
        if (attempt >= 3 || !server.output.includes('EADDRINUSE')) throw e;
      }
    }
  }

  private static spawn(files: PortalFiles, port: number, env: NodeJS.ProcessEnv) {
    // The test file's own database, whatever DATABASE_URL the test run was started with.
    const { DATABASE_URL: _url, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...inherited,
        DATA_DIR: files.dataDir,
        DATABASE_URL: files.databaseUrl,
        PORT: String(port),
        SEED_SIZE: 'small',
        NODE_ENV: 'production',
        ERP_TICK_SECONDS: '0',
        TOKEN_SECRET,
        // A node the tests stop has no balancer to drain for; node-lifecycle.test.ts sets its own.
        DRAIN_SECONDS: '0',
        // On object storage (the run's S3_* variables), under the file's own prefix.
        ...(files.objectStorage ? { S3_PREFIX: files.objectStorage.prefix } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    return new ServerProcess(child, port);
  }

  private async answering(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    let exitCode: number | null | undefined;
    void this.exited.then((code) => {
      exitCode = code;
    });
    for (;;) {
      if (exitCode !== undefined) throw new Error(`server exited with ${exitCode} before answering:\n${this.output}`);
      if (
        await this.get('/server/status').then(
          (a) => a.status === 200,
          () => false,
        )
      )
        return;
      if (Date.now() > deadline) {
        await this.kill('SIGKILL');
        throw new Error(`server did not answer within ${timeoutMs} ms:\n${this.output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  kill(signal: NodeJS.Signals) {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }

  get(pathname: string) {
    return this.send('GET', pathname);
  }

  graphql(query: string, variables: object, token: string) {
    return this.send('POST', '/graphql', JSON.stringify({ query, variables }), token);
  }

  /**
   * A POST whose body arrives in two parts: the node cannot answer it before `finish` sends the second, so the test
   * decides when it ends (a request still in flight while the node stops, say).
   */
  postInTwoParts(pathname: string, body: string) {
    const { req, answer } = this.open('POST', pathname, body);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    return { answer, finish: () => void req.end(body.slice(half)) };
  }

  /**
   * A request on a connection of its own (no keep-alive pool), as the browser on `localhost` would send it. It
   * rejects when the connection breaks, which is what a client of a killed node sees.
   */
  private send(method: string, pathname: string, body?: string, token?: string): Promise<Answer> {
    const { req, answer } = this.open(method, pathname, body, token);
    req.end(body);
    return answer;
  }

  /** The request opened, its body not yet sent, and its answer to come. */
  private open(method: string, pathname: string, body?: string, token?: string) {
    const headers: Record<string, string> = { host: 'localhost' };
    if (body !== undefined)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
    if (token) headers.authorization = `Bearer ${token}`;
    let req!: http.ClientRequest;
    const answer = new Promise<Answer>((resolve, reject) => {
      req = http.request({ host: '127.0.0.1', port: this.port, method, path: pathname, headers, agent: false, timeout: 90_000 }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer from ${method} ${pathname} within 90 s`)));
      req.on('error', reject);
    });
    return { req, answer };
  }
}

/** Ends every server this module started and still running (SIGKILL: nothing to wait for), then removes the files and database. */
export async function stopEverything(files: PortalFiles | null) {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          if (!child.kill('SIGKILL')) resolve(null);
        }),
    ),
  );
  if (!files) return;
  await files.db.destroy();
  await files.dropDatabase();
  fs.rmSync(files.dataDir, { recursive: true, force: true });
}
