import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { nowIso } from '../platform/clock.ts';

/**
 * Backups of a portal while it serves, and their restore into a stopped one. A backup is a folder
 * `portal-<UTC time>` holding the database (SQLite's online backup API, a consistent copy taken between two writes;
 * or `pg_dump` for PostgreSQL, one snapshot), then the uploads, the token secret and the push keys of DATA_DIR, and a
 * manifest. The uploads are copied after the database: a file the copy names is there (a file is deleted only once
 * no row names it, and its row first).
 */
export interface PortalPlace {
  dataDir: string;
  databaseUrl: string;
}

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

const countFiles = (dir: string): number =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0)
    : 0;

/** Writes one backup into `backupDir` and keeps the newest `keep` there; answers the new backup's folder. */
export async function backupPortal(place: PortalPlace, backupDir: string, keep: number): Promise<string> {
  const createdAt = nowIso();
  // To the millisecond, so backups taken one after another each keep their own folder.
  const name = `portal-${createdAt.replace(/[-:.]/g, '')}`;
  const target = path.join(backupDir, name);
  const partial = `${target}.partial`;
  fs.mkdirSync(partial, { recursive: true });
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
    const uploads = path.join(place.dataDir, 'uploads');
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(partial, 'uploads'), { recursive: true });
    for (const file of DATA_FILES) {
      const from = path.join(place.dataDir, file);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(partial, file));
    }
    const manifest: BackupManifest = {
      createdAt,
      database: postgres ? 'postgres' : 'sqlite',
      files: countFiles(path.join(partial, 'uploads')),
    };
    fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Only a finished backup carries its real name: a cut-off one is never taken for one.
    fs.renameSync(partial, target);
  } catch (e) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw e;
  }
  for (const old of listBackups(backupDir).slice(0, -keep)) fs.rmSync(path.join(backupDir, old), { recursive: true, force: true });
  return target;
}

/** The finished backups in a folder, oldest first. */
export const listBackups = (backupDir: string) =>
  fs.existsSync(backupDir)
    ? fs
        .readdirSync(backupDir)
        .filter((n) => BACKUP_NAME.test(n))
        .sort()
    : [];

/**
 * Brings a stopped portal back from a backup: its database, uploads, token secret and push keys. A portal that has a
 * database already is left alone unless `replace` says to overwrite it.
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
  const uploads = path.join(place.dataDir, 'uploads');
  fs.rmSync(uploads, { recursive: true, force: true });
  if (fs.existsSync(path.join(backup, 'uploads'))) fs.cpSync(path.join(backup, 'uploads'), uploads, { recursive: true });
  for (const file of DATA_FILES) {
    const from = path.join(backup, file);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(place.dataDir, file));
  }
  return manifest;
}
