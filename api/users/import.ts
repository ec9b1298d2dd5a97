import type { Database } from '../db/index.ts';
import type { UserError } from '../graphql/mutation-result.ts';
import { readSpreadsheet, type SpreadsheetLimits, type SpreadsheetTable } from '../workers/spreadsheet.ts';
import type { UserAdmin } from './access.ts';
import { MAX_USERS_PER_BATCH, type UserRowInput, validateRows } from './mass.ts';
import { english, inEveryLocale, usersError } from './texts.ts';
import { loadReferences, type References, type UserAreaInput } from './validate.ts';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/**
 * What a users file may unpack to and hold before it is parsed: 500 users take well under 1 MB of sheet XML, and
 * blank rows below them are allowed (they are skipped), so these leave ample room and still refuse a bomb.
 */
export const USERS_FILE_LIMITS: SpreadsheetLimits = { maxUnpackedBytes: 20 * 1024 * 1024, maxRows: 10 * MAX_USERS_PER_BATCH };

/**
 * The columns of a users file (xlsx or CSV, first sheet, a header row, one user per row; header case, spaces and
 * underscores do not matter, and the translated headers of the users download are read too). Lists inside a cell
 * are separated by ';' (or ','):
 * - username, name, email, language (code such as en-us, or its name), role (role names): required;
 * - sorg, limitation (salesman, sales_group or sales_office), value, option (include or exclude): the user areas,
 *   one per list position (a single sorg, limitation or option applies to every value);
 * - groupRole (name), contentTargetMarkets (ids, or market names, each meaning every content type of that name),
 *   custCode (the dealer's customer), emailConfirmations, userLimitation (audit), sendEmail, sendEmailWarranty and
 *   isFakeEmail (yes or no): optional.
 */
export const USER_FILE_COLUMNS = [
  'username',
  'name',
  'email',
  'language',
  'role',
  'sorg',
  'limitation',
  'value',
  'option',
  'groupRole',
  'contentTargetMarkets',
  'custCode',
  'emailConfirmations',
  'userLimitation',
  'sendEmail',
  'sendEmailWarranty',
  'isFakeEmail',
] as const;
const REQUIRED = ['username', 'name', 'email', 'language', 'role'] as const;

type Column = (typeof USER_FILE_COLUMNS)[number];
type Raw = Partial<Record<Column, string>>;

export interface ParsedRow extends UserRowInput {
  /** 0-based: the index createUsers will answer errors by when the rows are sent in this order. */
  row: number;
  /** The row's line in the file (the header is line 1). */
  line: number;
  errors: UserError[];
}

export interface ParsedFile {
  rows: ParsedRow[];
  fileErrors: UserError[];
}

const canonical = (header: string) => header.replace(/[\s_-]/g, '').toLowerCase();
const columnOf = new Map<string, Column>(USER_FILE_COLUMNS.map((c) => [canonical(c), c]));
columnOf.set('roles', 'role');
columnOf.set('arealimitation', 'limitation');
// The headers of the users download in any language (api/users/export.ts), so a download can be edited and sent back.
const exportHeaders: Record<string, Column> = {
  username: 'username',
  name: 'name',
  email: 'email',
  language: 'language',
  roles: 'role',
  groupRole: 'groupRole',
  sorg: 'sorg',
  areaLimitation: 'limitation',
  value: 'value',
  option: 'option',
  contentTargetMarkets: 'contentTargetMarkets',
  custCode: 'custCode',
  userLimitation: 'userLimitation',
  emailConfirmations: 'emailConfirmations',
  sendEmail: 'sendEmail',
  sendEmailWarranty: 'sendEmailWarranty',
  isFakeEmail: 'isFakeEmail',
};
for (const [key, column] of Object.entries(exportHeaders)) {
  for (const header of inEveryLocale(`fields.${key}`)) if (!columnOf.has(canonical(header))) columnOf.set(canonical(header), column);
}
const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

const YES = ['yes', 'y', 'true', '1', 'x', ...inEveryLocale('values.yes').map((v) => v.toLowerCase())];
const NO = ['no', 'n', 'false', '0', '', ...inEveryLocale('values.no').map((v) => v.toLowerCase())];

/** The names of one row turned into the ids createUsers takes; a name that matches nothing becomes id 0, which the rules refuse. */
function toInput(raw: Raw, refs: References, errors: UserError[]): UserRowInput {
  const byName = <T extends { name: string }>(map: Map<number, T>, name: string) =>
    [...map].filter(([, v]) => v.name.toLowerCase() === name.toLowerCase()).map(([id]) => id);
  const flag = (column: 'sendEmail' | 'sendEmailWarranty' | 'isFakeEmail') => {
    const cell = (raw[column] ?? '').trim().toLowerCase();
    if (YES.includes(cell)) return true;
    if (NO.includes(cell)) return cell === '' ? null : false;
    errors.push(usersError(column, 'flag'));
    return null;
  };
  const languageCell = (raw.language ?? '').trim();
  const language = refs.languages.has(languageCell)
    ? languageCell
    : ([...refs.languages].find(([, name]) => name.toLowerCase() === languageCell.toLowerCase())?.[0] ?? languageCell);
  const groupRole = (raw.groupRole ?? '').trim();
  const groupRoleIds = groupRole
    ? [...refs.groupRoles]
        .filter(([, g]) => [g.name, g.description].some((n) => n.toLowerCase() === groupRole.toLowerCase()))
        .map(([id]) => id)
    : [];
  const markets = list(raw.contentTargetMarkets).flatMap((m) =>
    /^\d+$/.test(m) ? [Number(m)] : byName(refs.markets, m).length ? byName(refs.markets, m) : [0],
  );
  const sorgs = list(raw.sorg),
    limitations = list(raw.limitation),
    options = list(raw.option),
    values = list(raw.value);
  const count = Math.max(sorgs.length, limitations.length, values.length);
  const at = (items: string[], i: number) => items[i] ?? (items.length === 1 ? items[0] : '');
  const userAreas: UserAreaInput[] = Array.from({ length: count }, (_, i) => ({
    sorg: at(sorgs, i),
    limitation: at(limitations, i),
    option: at(options, i) || null,
    value: at(values, i),
  }));
  return {
    user: {
      username: raw.username ?? '',
      name: raw.name ?? '',
      email: raw.email ?? '',
      language,
      roleIds: list(raw.role).map((r) => byName(refs.roles, r)[0] ?? 0),
      groupRoleId: groupRole ? (groupRoleIds[0] ?? 0) : null,
      contentTargetMarketIds: [...new Set(markets)],
      custCode: raw.custCode || null,
      emailConfirmations: list(raw.emailConfirmations),
      limitation: raw.userLimitation || null,
      sendEmail: flag('sendEmail'),
      sendEmailWarranty: flag('sendEmailWarranty'),
      isFakeEmail: flag('isFakeEmail'),
    },
    userAreas,
  };
}

/** A users file's sheet as text, or why it cannot be read. */
export type UsersFileRead = { table: SpreadsheetTable } | { fileError: UserError };

/**
 * Reads a users file's first sheet in a worker thread, its caps checked before it is parsed. Heavy, so the
 * mutation runs it before its write transaction (workers/before-transaction.ts).
 */
export async function readUsersFile(file: { name: string; size: number; read: () => Promise<Uint8Array> }): Promise<UsersFileRead> {
  const fileError = (key: string, params?: Record<string, string | number>) => ({ fileError: usersError('file', key, params) });
  // The size is known before the bytes are read: a large upload is refused without holding it in memory.
  if (file.size > MAX_FILE_BYTES) return fileError('file_too_large');
  let read;
  try {
    read = await readSpreadsheet(file.name, await file.read(), USERS_FILE_LIMITS);
  } catch {
    return fileError('file_unreadable');
  }
  if ('table' in read) return read;
  if (read.refused === 'too_many_rows') return fileError('too_many_rows', { max: MAX_USERS_PER_BATCH });
  if (read.refused === 'too_large') return fileError('file_unpacked_too_large', { max: USERS_FILE_LIMITS.maxUnpackedBytes / 1024 / 1024 });
  return fileError(read.refused === 'type' ? 'file_type' : 'file_unreadable');
}

/**
 * A users file read and checked like createUsers would, without writing anything: every row with its problems,
 * ready to be sent to createUsers as they are.
 */
export async function parseUsersFile(db: Database, admin: UserAdmin, read: UsersFileRead): Promise<ParsedFile> {
  const fileError = (key: string, params?: Record<string, string | number>): ParsedFile => ({
    rows: [],
    fileErrors: [usersError('file', key, params)],
  });
  if ('fileError' in read) return { rows: [], fileErrors: [read.fileError] };
  const { table } = read;
  const columns = table.header.map((h) => columnOf.get(canonical(h)) ?? null);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) return fileError('missing_columns', { columns: missing.join(', ') });
  const lines = table.rows.filter((r) => r.cells.some((c) => c !== ''));
  if (!lines.length) return fileError('file_empty');
  if (lines.length > MAX_USERS_PER_BATCH) return fileError('too_many_rows', { max: MAX_USERS_PER_BATCH });

  const raws = lines.map((l) => {
    const raw: Raw = {};
    columns.forEach((c, i) => {
      if (c) raw[c] = l.cells[i] ?? '';
    });
    return raw;
  });
  const refs = await loadReferences(
    db,
    raws.map((r) => ({ username: r.username, custCode: r.custCode })),
  );
  const parseErrors: UserError[][] = raws.map(() => []);
  const inputs = raws.map((raw, i) => toInput(raw, refs, parseErrors[i]));
  const { rowErrors } = validateRows(refs, admin, inputs);
  return {
    fileErrors: [],
    rows: inputs.map((input, row) => ({
      ...input,
      row,
      line: lines[row].line,
      errors: [...parseErrors[row], ...rowErrors.filter((e) => e.row === row).map(({ row: _r, ...e }) => e)],
    })),
  };
}

export const fileMessage = (parsed: ParsedFile) =>
  parsed.fileErrors.length
    ? english('messages.file_failed')
    : english('messages.file_read', { count: parsed.rows.length, invalid: parsed.rows.filter((r) => r.errors.length).length });
