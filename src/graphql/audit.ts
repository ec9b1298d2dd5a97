import { graphql, type ResultOf } from './tada.ts';

/** One audit row (api/audit/schema.ts): the input is JSON, already redacted by the server. */
export const AUDIT_ROW = graphql(`
  fragment AuditRowFields on AuditEntry {
    id at actorUserId actorUsername customer { id name code } host operation targetType targetIds input result
  }
`);

export const AUDIT_LOG = graphql(
  `
  query AuditLog($page: Int, $limit: Int, $actor: String, $customer: String, $operation: String, $target: String, $targetId: String,
    $result: String, $from: String, $to: String) {
    auditLog(page: $page, limit: $limit, actor: $actor, customer: $customer, operation: $operation, target: $target, targetId: $targetId,
      result: $result, from: $from, to: $to) {
      rows { ...AuditRowFields }
      info { page limit count pageTotal }
    }
  }
`,
  [AUDIT_ROW],
);

export const AUDIT_ENTRY = graphql(`query AuditEntry($id: Int!) { auditEntry(id: $id) { ...AuditRowFields } }`, [AUDIT_ROW]);

export const AUDIT_FILTER_OPTIONS = graphql(`query AuditFilterOptions { auditFilterOptions { operations targetTypes results } }`);

export type AuditRow = ResultOf<typeof AUDIT_ROW>;
export type AuditPage = ResultOf<typeof AUDIT_LOG>['auditLog'];
