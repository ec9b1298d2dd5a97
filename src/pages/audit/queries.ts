import { gql } from '@urql/core';

/** One audit row (api/audit/schema.ts): the input is JSON, already redacted by the server. */
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

export interface AuditPage { rows: AuditRow[]; info: { page: number; limit: number; count: number; pageTotal: number } }
export interface AuditFilterOptions { operations: string[]; targetTypes: string[]; results: string[] }

const ROW = 'id at actorUserId actorUsername customer { id name code } host operation targetType targetIds input result';

export const AUDIT_LOG = gql`
  query AuditLog($page: Int, $limit: Int, $actor: String, $customer: String, $operation: String, $target: String, $targetId: String,
    $result: String, $from: String, $to: String) {
    auditLog(page: $page, limit: $limit, actor: $actor, customer: $customer, operation: $operation, target: $target, targetId: $targetId,
      result: $result, from: $from, to: $to) {
      rows { ${ROW} }
      info { page limit count pageTotal }
    }
  }
`;

export const AUDIT_ENTRY = gql`query AuditEntry($id: Int!) { auditEntry(id: $id) { ${ROW} } }`;

export const AUDIT_FILTER_OPTIONS = gql`query AuditFilterOptions { auditFilterOptions { operations targetTypes results } }`;
