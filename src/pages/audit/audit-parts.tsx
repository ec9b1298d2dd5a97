import { Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import type { AuditRow } from '../../graphql/audit.ts';

// The error codes of DESIGN 'Conventions' plus REFUSED (a 'no' without a code); others show as written.
const KNOWN_RESULTS = ['ok', 'U001', 'U002', 'I001', 'N001', 'C001', 'S001', 'M001', 'INT', 'REFUSED'];

// Done (green), refused by a rule or the user's rights (gold), failed (red).
const colourOf = (result: string) => (result === 'ok' ? 'green' : ['U001', 'U002', 'I001', 'REFUSED'].includes(result) ? 'gold' : 'red');

/** What a result means in words: 'ok', a known code's meaning, or the code itself. */
export function useResultMeaning() {
  const { t } = useTranslation('audit');
  return (result: string) => (KNOWN_RESULTS.includes(result) ? t(`results.${result}`) : result);
}

/** A result in words ('Not allowed'); the code itself ('U002') beside it in the drawer, in a tooltip in the list. */
export function ResultTag({ result, withMeaning = false }: { result: string; withMeaning?: boolean }) {
  const meaning = useResultMeaning();
  const words = meaning(result);
  const label = withMeaning && result !== 'ok' && words !== result ? `${words} (${result})` : words;
  const tag = (
    <Tag color={colourOf(result)} style={{ marginInlineEnd: 0 }} data-testid="audit-result" data-result={result}>
      {label}
    </Tag>
  );
  return result === 'ok' || withMeaning || words === result ? tag : <Tooltip title={result}>{tag}</Tooltip>;
}

/** What an operation did in words ('updateUser' → 'User changed'); one the portal has no words for shows its name. */
export function useOperationName() {
  const { t } = useTranslation('audit');
  return (operation: string) => String(t(`operations.${operation}`, { defaultValue: operation }));
}

export function Operation({ operation, strong = true }: { operation: string; strong?: boolean }) {
  const name = useOperationName();
  return (
    <Typography.Text strong={strong} title={operation} data-testid="audit-operation" data-operation={operation}>
      {name(operation)}
    </Typography.Text>
  );
}

/** When a row was written, in the host's date and time format (to the second: order matters in an audit). */
export function useAuditTime() {
  const { dateFormat, timeFormat } = useHostConfig();
  return (iso: string) => (dayjs(iso).isValid() ? `${dayjs(iso).format(dateFormat)} ${dayjs(iso).format(timeFormat)}` : iso);
}

export function Actor({ row }: { row: AuditRow }) {
  const { t } = useTranslation('audit');
  if (row.actorUsername) return <span>{row.actorUsername}</span>;
  // A failed sign-in names nobody; a gateway's webhook has no user.
  return <Typography.Text type="secondary">{row.operation === 'paymentWebhook' ? t('actor.gateway') : t('actor.nobody')}</Typography.Text>;
}

export function Customer({ row, block = false }: { row: AuditRow; block?: boolean }) {
  if (!row.customer) return <Typography.Text type="secondary">-</Typography.Text>;
  const { name, code } = row.customer;
  if (block)
    return (
      <span>
        {name ?? ''}
        {code ? <Typography.Text type="secondary"> ({code})</Typography.Text> : null}
      </span>
    );
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{name ?? code}</span>
      {name && code && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {code}
        </Typography.Text>
      )}
    </span>
  );
}

export function Target({ row }: { row: AuditRow }) {
  if (!row.targetType && !row.targetIds.length) return <Typography.Text type="secondary">-</Typography.Text>;
  const ids = row.targetIds.slice(0, 3).join(', ') + (row.targetIds.length > 3 ? ` +${row.targetIds.length - 3}` : '');
  return (
    <span>
      {row.targetType && <Typography.Text type="secondary">{row.targetType}</Typography.Text>}
      {row.targetType && ids ? ' ' : ''}
      {ids && (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {ids}
        </Typography.Text>
      )}
    </span>
  );
}

/** The input JSON, indented; the server stored it redacted, so it is shown as it is. */
export function prettyInput(input: string): string {
  try {
    return JSON.stringify(JSON.parse(input), null, 2);
  } catch {
    return input;
  }
}
