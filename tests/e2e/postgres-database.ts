import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The cluster's PostgreSQL behind the synchronous interface the specs use of better-sqlite3 (prepare, get, all, run,
 * close), so a spec written against the single SQLite node reads the same rows from the cluster unchanged. Each call
 * runs psql once: slow next to SQLite, and fine for the few reads a spec makes to prove a write landed. The SQL is the
 * specs' SQLite SQL: `?` parameters become quoted literals (PostgreSQL types an untyped literal by its use), camelCase
 * aliases keep their case, and the few SQLite functions the specs use get their PostgreSQL twins.
 */
export class PostgresSync {
  constructor(private readonly url: string) {}

  prepare(source: string) {
    return {
      get: (...params: unknown[]) => this.rows(source, params)[0],
      all: (...params: unknown[]) => this.rows(source, params),
      run: (...params: unknown[]) => this.run(source, params),
    };
  }

  pragma() { return undefined; }

  exec(source: string) { this.psql(toPostgres(source, [])); return this; }

  close() {}

  private rows(source: string, params: unknown[]): unknown[] {
    const inner = toPostgres(source, params).replace(/;\s*$/, '');
    return JSON.parse(this.psql(`select coalesce(json_agg(row_to_json(t)), '[]'::json) from (${inner}) t`).trim() || '[]');
  }

  /** Rows changed, and the new row's id as SQLite's lastInsertRowid (an INSERT into a table with an id column). */
  private run(source: string, params: unknown[]): { changes: number; lastInsertRowid: number } {
    const statement = toPostgres(source, params).replace(/;\s*$/, '');
    let out: string;
    let withId = /^\s*insert\b/i.test(statement) && !/\breturning\b/i.test(statement);
    try {
      out = this.psql(withId ? `${statement} returning id` : statement, false);
    } catch (e) {
      if (!withId || !/column "id" does not exist/.test(String((e as { stderr?: string }).stderr ?? e))) throw e;
      withId = false;
      out = this.psql(statement, false);
    }
    const lines = out.trim().split('\n');
    const tag = [...lines].reverse().find((line) => /^(INSERT \d+|UPDATE|DELETE|SELECT) \d+$/.test(line));
    return { changes: tag ? Number(tag.split(' ').at(-1)) : 0, lastInsertRowid: withId ? Number(lines[0]) || 0 : 0 };
  }

  private psql(statement: string, quiet = true): string {
    return execFileSync(psqlBinary(), ['-X', '-A', '-t', ...(quiet ? ['-q'] : []), '-v', 'ON_ERROR_STOP=1', '-d', this.url, '-c', statement],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  }
}

let binary: string | undefined;
/** psql on the PATH, else the newest Debian server's own. */
function psqlBinary(): string {
  if (binary) return binary;
  try { execFileSync('psql', ['--version'], { stdio: 'ignore' }); return (binary = 'psql'); } catch { /* not on the PATH */ }
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('psql not found: the cluster e2e run needs the PostgreSQL client');
  return (binary = `${root}/${version}/bin/psql`);
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? "'1'" : "'0'";
  return `'${String(value).replace(/'/g, "''")}'`;
};

/** SQLite SQL of the specs as PostgreSQL runs it; `?` and aliases outside string literals only. */
export function toPostgres(source: string, params: unknown[]): string {
  const functions = source
    .replace(/\bgroup_concat\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/gi, (_w, args: string) => `string_agg((${args})::text, ',')`)
    .replace(/\bdatetime\s*\(\s*'now'\s*\)/gi, `to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`)
    .replace(/\bdate\s*\(\s*'now'\s*\)/gi, `to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`)
    .replace(/\bifnull\s*\(/gi, 'coalesce(');
  let next = 0;
  const sql = functions.split(/('(?:[^']|'')*')/).map((part, i) => {
    if (i % 2 === 1) return part; // a string literal
    return part
      .replace(/\?/g, () => {
        if (next >= params.length) throw new Error(`too few parameters for: ${source}`);
        return literal(params[next++]);
      })
      .replace(/\bas\s+([a-z_]\w*)/gi, (whole, alias: string) => (/[a-z]/.test(alias) && /[A-Z]/.test(alias) ? `AS "${alias}"` : whole));
  }).join('');
  return sql;
}
