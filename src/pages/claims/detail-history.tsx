import { Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail, ClaimHistoryRow } from '../../graphql/claims.ts';
import { ClaimStatusTag } from './status-tag.tsx';
import { useClaimFormat } from './use-claim-format.ts';

// The dot says how the step went: a refusal red, money moving green, paperwork grey, the rest blue.
const dotColour = (h: ClaimHistoryRow) => {
  if (h.action.startsWith('document')) return 'gray';
  if (h.toStatus === 'rejected') return 'red';
  if (h.toStatus === 'approved' || h.toStatus === 'credit_note_issued') return 'green';
  return 'blue';
};

function Step({ step }: { step: ClaimHistoryRow }) {
  const { t } = useTranslation('claims');
  const { dateTime } = useClaimFormat();
  const moved = step.action === 'status' && step.toStatus;
  // For documents the reason column carries the document's title.
  const what = moved ? (
    <Flex gap={6} align="center" wrap>
      {step.fromStatus && <ClaimStatusTag status={step.fromStatus} testId="history-from" />}
      <span aria-hidden>→</span>
      <ClaimStatusTag status={step.toStatus!} testId="history-to" />
    </Flex>
  ) : (
    <Typography.Text strong>{t(`history.${step.action}`, { defaultValue: step.action, title: step.reason ?? '' })}</Typography.Text>
  );
  return (
    <Flex vertical gap={2} data-testid="history-step" data-action={step.action}>
      {what}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {step.displayName ? t('history.by', { name: step.displayName, when: dateTime(step.createdAt) }) : dateTime(step.createdAt)}
      </Typography.Text>
      {moved && step.reason && <Typography.Text style={{ whiteSpace: 'pre-line' }}>{step.reason}</Typography.Text>}
    </Flex>
  );
}

/** What happened to the claim and who did it, oldest first, so the newest step sits at the bottom. */
export function DetailHistory({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  return (
    <Card title={t('history.title')} size="small" data-testid="claim-history">
      <Timeline
        style={{ marginTop: 8, marginBottom: -24 }}
        items={claim.histories.map((h) => ({ key: h.id, color: dotColour(h), children: <Step step={h} /> }))}
      />
    </Card>
  );
}
