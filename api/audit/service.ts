import { normalisedCustomerCode, shortenedCodePatterns } from '../../src/rules/customer-code.ts';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { OK } from './record.ts';
import { likeLiteral } from '../db/list-query.ts';

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface AuditFilter {
  page: number;
  limit: number;
  /** A username, or a user id. */
  actor?: string | null;
  /** A customer code (R3) or a customer id. */
  customer?: string | null;
  operation?: string | null;
  targetType?: string | null;
  /** One id among the row's targets (an order number, an invoice number). */
  targetId?: string | null;
  /** 'ok', 'error' (anything but ok) or one error code. */
  result?: string | null;
  /** From this instant or day (inclusive). */
  from?: string | null;
  /** Up to this instant, or to the end of this day when it is a date. */
  to?: string | null;
}

export interface AuditRow {
  id: number;
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  customer: { id: number; name: string | null; code: string | null } | null;
  host: string;
  operation: string;
  targetType: string | null;
  targetIds: string[];
  input: string;
  result: string;
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
const asId = (s: string) => (/^\d{1,12}$/.test(s.trim()) ? Number(s.trim()) : null);

const base = (db: Database) => db.selectFrom('auditLog as a').leftJoin('customers as c', 'c.id', 'a.customerId');

/** One page of the audit log, newest first, filtered in SQL (the indexes of migration 0009 match these filters). */
export async function auditLog(db: Database, f: AuditFilter): Promise<{ rows: AuditRow[]; info: PageInfo }> {
  let q = base(db);
  const actor = f.actor?.trim();
  // Codes and usernames may be all digits, so a number matches either way.
  if (actor) {
    const id = asId(actor);
    q = q.where((eb) =>
      id !== null ? eb.or([eb('a.actorUserId', '=', id), eb('a.actorUsername', '=', actor)]) : eb('a.actorUsername', '=', actor),
    );
  }
  const customer = f.customer?.trim();
  if (customer) {
    const id = asId(customer);
    // Any of the customer's codes, in full or shortened as the portal shows it (src/rules/customer-code.ts).
    const code = normalisedCustomerCode(customer);
    const byCode = db
      .selectFrom('customers')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('codeR3', '=', code),
          eb('codeIsr', '=', code),
          eb('codeUnified', '=', code),
          ...shortenedCodePatterns(code).flatMap((p) => [eb('codeR3', 'like', p), eb('codeIsr', 'like', p)]),
        ]),
      );
    q = q.where((eb) =>
      id !== null ? eb.or([eb('a.customerId', '=', id), eb('a.customerId', 'in', byCode)]) : eb('a.customerId', 'in', byCode),
    );
  }
  if (f.operation) q = q.where('a.operation', '=', f.operation);
  if (f.targetType) q = q.where('a.targetType', '=', f.targetType);
  if (f.targetId?.trim()) {
    const like = `%${likeLiteral(JSON.stringify(f.targetId.trim()))}%`;
    q = q.where(sql<boolean>`a.target_ids like ${like} escape '\\'`);
  }
  if (f.result === 'error') q = q.where('a.result', '<>', OK);
  else if (f.result) q = q.where('a.result', '=', f.result);
  if (f.from) q = q.where('a.at', '>=', isDate(f.from) ? `${f.from}T00:00:00.000Z` : new Date(f.from).toISOString());
  if (f.to) q = isDate(f.to) ? q.where('a.at', '<', dayAfter(f.to)) : q.where('a.at', '<=', new Date(f.to).toISOString());

  const [{ count }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    withColumns(q)
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  return { rows: rows.map(toRow), info: pageInfo(f.page, f.limit, Number(count)) };
}

export async function auditEntry(db: Database, id: number): Promise<AuditRow | null> {
  const row = await withColumns(base(db)).where('a.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

const withColumns = (q: ReturnType<typeof base>) =>
  q.select([
    'a.id',
    'a.at',
    'a.actorUserId',
    'a.actorUsername',
    'a.customerId',
    'a.host',
    'a.operation',
    'a.targetType',
    'a.targetIds',
    'a.input',
    'a.result',
    'c.name as customerName',
    'c.codeR3',
  ]);

type Raw = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

function toRow(r: Raw): AuditRow {
  let targetIds: string[] = [];
  try {
    targetIds = JSON.parse(r.targetIds) as string[];
  } catch {
    /* a row written by hand: no ids */
  }
  return {
    id: r.id,
    at: r.at,
    actorUserId: r.actorUserId,
    actorUsername: r.actorUsername,
    host: r.host,
    operation: r.operation,
    targetType: r.targetType,
    targetIds,
    input: r.input,
    result: r.result,
    customer: r.customerId === null ? null : { id: r.customerId, name: r.customerName ?? null, code: r.codeR3 ?? null },
  };
}

/** The choices of the list's filters: every operation and target type known or seen, and the results seen. */
export async function auditFilterOptions(db: Database, knownOperations: readonly string[], knownTargetTypes: readonly string[]) {
  const distinct = async (column: 'operation' | 'targetType' | 'result') =>
    (await db.selectFrom('auditLog').select(column).distinct().execute()).map((r) => r[column]).filter((v): v is string => !!v);
  const [operations, targetTypes, results] = await Promise.all([distinct('operation'), distinct('targetType'), distinct('result')]);
  const sorted = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].sort();
  return {
    operations: sorted(knownOperations, operations),
    targetTypes: sorted(knownTargetTypes, targetTypes),
    results: sorted([OK], results),
  };
}
