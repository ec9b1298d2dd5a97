import type { Generated } from 'kysely';

/** The audit log (migration 0009). */
export interface AuditTables {
  auditLog: AuditLogTable;
}

/** One change made through the API (migration 0009); `targetIds` and `input` are JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  customerId: number | null;
  host: string;
  operation: string;
  targetType: string | null;
  targetIds: string;
  input: string;
  /** 'ok' or the error code (DESIGN 'Error codes'). */
  result: string;
}
