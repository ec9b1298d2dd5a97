import type { Database } from '../db/index.ts';
import { type ScopeOutcome, runWriteScope } from '../db/write-scope.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { inputSummary } from './redact.ts';
import { type Target, targetOf } from './targets.ts';
import { nowIso } from '../platform/clock.ts';

/** The result of an answer that said no (message.status false) without naming a code. */
export const REFUSED = 'REFUSED';
export const OK = 'ok';

export interface AuditEntry {
  actor: { id: number; username: string } | null;
  customerId: number | null;
  host: string;
  operation: string;
  target: Target;
  /** Redacted before it is stored. */
  input: unknown;
  result: string;
}

/** Writes one audit row; inside a write scope it joins that transaction. */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      at: nowIso(),
      actorUserId: entry.actor?.id ?? null,
      actorUsername: entry.actor?.username ?? null,
      customerId: entry.customerId,
      host: entry.host,
      operation: entry.operation,
      targetType: entry.target.type,
      targetIds: JSON.stringify(entry.target.ids),
      input: inputSummary(entry.input),
      result: entry.result,
    })
    .execute();
}

/** For a failure after its rollback: the row is written if it can be, and the failure itself goes on. */
export async function writeAuditQuietly(db: Database, entry: AuditEntry): Promise<void> {
  await writeAudit(db, entry).catch((e) => console.error(`Audit row for ${entry.operation} not written`, e));
}

/**
 * 'ok', or the code of an answer that said no: its own `code` when it has one, I001 when it names fields, else
 * REFUSED. Answers that are not mutation results (a token pair) are ok unless they throw.
 */
export function resultOf(answer: unknown): string {
  if (!answer || typeof answer !== 'object') return OK;
  const a = answer as { message?: { status?: unknown }; userErrors?: unknown; code?: unknown };
  const hasErrors = Array.isArray(a.userErrors) && a.userErrors.length > 0;
  if (a.message?.status !== false && !hasErrors) return OK;
  if (typeof a.code === 'string' && a.code) return a.code;
  return hasErrors ? ErrorCode.invalidInput : REFUSED;
}

/** The code a thrown error carries (GraphQL extensions.code), else INT. */
export function codeOfError(e: unknown): string {
  const code = (e as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return typeof code === 'string' && code ? code : ErrorCode.internal;
}

export type Audited = Omit<AuditEntry, 'result' | 'target'> & { target?: Target; args?: Record<string, unknown> };

/**
 * Runs one change and its audit row in one write transaction. `work` answers its value and result ('ok' or a
 * code): ok commits the change with an ok row; anything else, or a throw, rolls the change back and then writes
 * the failure's row. A retried attempt writes nothing, so the change has exactly one row.
 */
export async function audited<T>(db: Database, about: Audited, work: () => Promise<{ value: T; result: string }>): Promise<T> {
  const entry = (value: unknown, result: string): AuditEntry => ({
    actor: about.actor,
    customerId: about.customerId,
    host: about.host,
    operation: about.operation,
    input: about.input,
    result,
    target: about.target ?? targetOf(about.operation, about.args ?? {}, value),
  });
  let outcome: ScopeOutcome<{ value: T; result: string }>;
  try {
    outcome = await runWriteScope(db, async () => {
      const done = await work();
      if (done.result !== OK) return { commit: false, value: done };
      await writeAudit(db, entry(done.value, OK));
      return { commit: true, value: done };
    });
  } catch (e) {
    await writeAuditQuietly(db, entry(null, codeOfError(e)));
    throw e;
  }
  if (!outcome.commit) await writeAuditQuietly(db, entry(outcome.value.value, outcome.value.result));
  return outcome.value.value;
}
