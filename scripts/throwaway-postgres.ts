/**
 * A throwaway PostgreSQL server for tests, the bench and `npm run cluster`: a new cluster made with initdb in a temporary
 * folder, listening on loopback at a free port, removed when stopped. It runs as an unprivileged user (PostgreSQL refuses
 * root), and Debian's `postgresql` package is installed with apt-get when no server binaries are found.
 *
 * As a command, `tsx scripts/throwaway-postgres.ts <command...>` runs the command with TEST_POSTGRES_URL set to the
 * server and stops the server when the command ends, with the command's exit code.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { installDebianPackages } from './debian-packages.ts';
import { runBeside } from './run-beside.ts';
import { freePort } from './free-port.ts';

export interface ThrowawayPostgres {
  /** A superuser URL to the `postgres` database (user `portal`, no password, loopback only). */
  url: string;
  stop(): Promise<void>;
}

function serverBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/** As root, PostgreSQL runs as the `postgres` user the package made (or nobody); otherwise as the current user. */
function asServerUser(): { prefix: string[]; user: string | null } {
  if (process.getuid?.() !== 0) return { prefix: [], user: null };
  let user = 'nobody';
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    user = 'postgres';
  } catch {
    /* no such user */
  }
  return { prefix: ['runuser', '-u', user, '--'], user };
}

async function answering(url: string, server: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with ${server.exitCode}:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within ${timeoutMs} ms:\n${log()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  let bin = serverBinaries();
  if (!bin) {
    installDebianPackages("Installing Debian's postgresql for the PostgreSQL tests...", ['postgresql', 'postgresql-contrib']);
    bin = serverBinaries();
    if (!bin) throw new Error('PostgreSQL server binaries not found after installing the postgresql package');
  }
  const { prefix, user } = asServerUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-postgres-'));
  if (user) execFileSync('chown', ['-R', user, dir]);
  const data = path.join(dir, 'data');
  const run = (file: string, args: string[]) => [...prefix, path.join(bin!, file), ...args];
  const initdb = run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  execFileSync(initdb[0], initdb.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });

  const port = await freePort();
  // Durability settings are off: the server lives for one run and holds nothing worth keeping.
  const postgres = run('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=400',
    '-c',
    'shared_buffers=128MB',
  ]);
  const server = spawn(postgres[0], postgres.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  server.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const url = `postgres://portal@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      // Fast shutdown (SIGINT) ends open sessions. runuser does not pass SIGINT on, so as root signal the postmaster
      // itself (its pid heads postmaster.pid); else runuser is killed and the server lives on without its folder.
      try {
        const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (user && postmaster > 0) process.kill(postmaster, 'SIGINT');
        else server.kill('SIGINT');
      } catch {
        server.kill('SIGINT');
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await answering(url, server, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

async function main(command: string[]) {
  if (command.length === 0) throw new Error('usage: tsx scripts/throwaway-postgres.ts <command...>');
  const server = await startThrowawayPostgres();
  await runBeside(command, { TEST_POSTGRES_URL: server.url }, server.stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
