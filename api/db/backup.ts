import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import type { FileStorage } from '../files/storage.ts';
import { nowIso } from '../platform/clock.ts';

/**
 * Backups of a portal while it serves, and their restore into a stopped one. A backup is a folder
 * `portal-<UTC time>` holding the database (SQLite's online backup API, a consistent copy taken between two writes;
 * or `pg_dump` for PostgreSQL, one snapshot), then the files of the portal's storage (DATA_DIR/uploads or the bucket),
 * the token secret and the push keys of DATA_DIR, and a manifest. The files are copied after the database: a file the
 * copy names is there (a file is deleted only once no row names it, and its row first). Backups are kept in a folder
 * or in object storage (the bucket's `backups/`); there a backup counts once its manifest, written last, is there.
 */
export interface PortalPlace {
  dataDir: string;
  databaseUrl: string;
  /** The portal's files (adapters/storage storageFor). */
  storage: FileStorage;
}

/** Where backups are kept: a folder on this machine, or object storage. */
export type BackupShelf = { folder: string } | { storage: FileStorage };

const isPostgresUrl = (url: string) => /^postgres(ql)?:/.test(url);
/** What of DATA_DIR belongs to the portal beside its database (test and bench folders do not). */
const DATA_FILES = ['token-secret', 'vapid.json'];
const BACKUP_NAME = /^portal-\d{8}T\d{9}Z$/;

export interface BackupManifest {
  createdAt: string;
  database: 'sqlite' | 'postgres';
  files: number;
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))));
  });
}

/** The files under a folder, as storage keys (`a/b.pdf`). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
        .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
        .map((entry) => entry.split(path.sep).join('/'))
    : [];

/** Runs `work` over `items`, `width` at a time: object storage answers each file in a round trip of its own. */
async function eachOf<T>(items: Iterable<T> | AsyncIterable<T>, work: (item: T) => Promise<void>, width = 16) {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const done: Promise<void> = work(item).finally(() => running.delete(done));
    running.add(done);
    if (running.size >= width) await Promise.race(running);
  }
  await Promise.all(running);
}

/** Writes one backup onto the shelf and keeps the newest `keep` there; answers where the new backup is. */
export async function backupPortal(place: PortalPlace, shelf: BackupShelf, keep: number): Promise<string> {
  const createdAt = nowIso();
  // To the millisecond, so backups taken one after another each keep their own name.
  const name = `portal-${createdAt.replace(/[-:.]/g, '')}`;
  const partial = 'folder' in shelf ? path.join(shelf.folder, `${name}.partial`) : fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.mkdirSync(partial, { recursive: true });
  let where: string;
  try {
    const postgres = isPostgresUrl(place.databaseUrl);
    if (postgres) await run('pg_dump', ['--format=custom', `--file=${path.join(partial, 'database.dump')}`, place.databaseUrl]);
    else {
      const source = new BetterSqlite(place.databaseUrl, { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(partial, 'database.sqlite'));
      } finally {
        source.close();
      }
    }
    const uploads = path.join(partial, 'uploads');
    let files = 0;
    await eachOf(place.storage.keys(), async (key) => {
      const data = await place.storage.get(key);
      // Gone since it was listed: removed, and no row the copy holds names it.
      if (!data) return;
      fs.mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
      fs.writeFileSync(path.join(uploads, key), data);
      files++;
    });
    for (const file of DATA_FILES) {
      const from = path.join(place.dataDir, file);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(partial, file));
    }
    const manifest: BackupManifest = { createdAt, database: postgres ? 'postgres' : 'sqlite', files };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    if ('folder' in shelf) {
      fs.writeFileSync(path.join(partial, 'manifest.json'), manifestText);
      // Only a finished backup carries its real name: a cut-off one is never taken for one.
      where = path.join(shelf.folder, name);
      fs.renameSync(partial, where);
    } else {
      await eachOf(filesUnder(partial), (file) => shelf.storage.putFile(`${name}/${file}`, path.join(partial, file)));
      await shelf.storage.put(`${name}/manifest.json`, manifestText);
      fs.rmSync(partial, { recursive: true, force: true });
      where = name;
    }
  } catch (e) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw e;
  }
  for (const old of (await listBackups(shelf)).slice(0, -keep)) await dropBackup(shelf, old);
  return where;
}

/** The finished backups on a shelf, oldest first. */
export async function listBackups(shelf: BackupShelf): Promise<string[]> {
  if ('folder' in shelf)
    return fs.existsSync(shelf.folder)
      ? fs
          .readdirSync(shelf.folder)
          .filter((n) => BACKUP_NAME.test(n))
          .sort()
      : [];
  const names = new Set<string>();
  for await (const key of shelf.storage.keys()) {
    const [name, file] = key.split('/');
    if (BACKUP_NAME.test(name) && file === 'manifest.json') names.add(name);
  }
  return [...names].sort();
}

async function dropBackup(shelf: BackupShelf, name: string) {
  if ('folder' in shelf) {
    fs.rmSync(path.join(shelf.folder, name), { recursive: true, force: true });
    return;
  }
  // The manifest first: a backup half removed no longer counts as one.
  await shelf.storage.remove(`${name}/manifest.json`);
  const keys: string[] = [];
  for await (const key of shelf.storage.keys()) if (key.startsWith(`${name}/`)) keys.push(key);
  await eachOf(keys, (key) => shelf.storage.remove(key));
}

/**
 * A backup kept in object storage, fetched into a new folder on this machine to restore from; the caller removes the
 * folder. Refuses a name that is not a finished backup there.
 */
export async function fetchBackup(shelf: { storage: FileStorage }, name: string): Promise<string> {
  if (!(await listBackups(shelf)).includes(name)) throw new Error(`No finished backup ${name} in object storage`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const keys: string[] = [];
  for await (const key of shelf.storage.keys()) if (key.startsWith(`${name}/`)) keys.push(key);
  await eachOf(keys, async (key) => {
    const file = path.join(folder, key.slice(name.length + 1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, (await shelf.storage.get(key)) ?? Buffer.alloc(0));
  });
  return folder;
}

/**
 * Brings a stopped portal back from a backup folder: its database, files (into the portal's storage, whose files of
 * before go), token secret and push keys. A portal that has a database already is left alone unless `replace` says
 * to overwrite it.
 */
export async function restorePortal(place: PortalPlace, backup: string, { replace = false } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as BackupManifest;
  const postgres = isPostgresUrl(place.databaseUrl);
  if ((manifest.database === 'postgres') !== postgres)
    throw new Error(`This backup holds a ${manifest.database} database; DATABASE_URL names a ${postgres ? 'postgres' : 'sqlite'} one`);
  fs.mkdirSync(place.dataDir, { recursive: true });
  if (postgres) {
    const args = ['--no-owner', '--exit-on-error', `--dbname=${place.databaseUrl}`];
    await run('pg_restore', [...(replace ? ['--clean', '--if-exists'] : []), ...args, path.join(backup, 'database.dump')]);
  } else {
    if (fs.existsSync(place.databaseUrl) && !replace)
      throw new Error(`${place.databaseUrl} exists: stop the portal and restore with --replace`);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${place.databaseUrl}${suffix}`, { force: true });
    fs.copyFileSync(path.join(backup, 'database.sqlite'), place.databaseUrl);
  }
  const before: string[] = [];
  for await (const key of place.storage.keys()) before.push(key);
  await eachOf(before, (key) => place.storage.remove(key));
  const uploads = path.join(backup, 'uploads');
  await eachOf(filesUnder(uploads), (key) => place.storage.putFile(key, path.join(uploads, key)));
  for (const file of DATA_FILES) {
    const from = path.join(backup, file);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(place.dataDir, file));
  }
  return manifest;
}
