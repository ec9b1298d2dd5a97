import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { useClaimFormat } from './use-claim-format.ts';

/** What the reader must know before acting: open recalls on this frame, and a frame reported stolen. */
export function DetailAlerts({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  const { date } = useClaimFormat();
  const recalls = claim.recallFrames.filter((r) => r.isOpen);
  const stolen = claim.stolenBike?.isStolen ? claim.stolenBike : null;
  if (!recalls.length && !stolen) return null;
  return (
    <Flex vertical gap={8}>
      {stolen && (
        <Alert type="error" showIcon data-testid="stolen-warning" message={t('detail.stolen_title')}
          description={
            <Flex vertical gap={2}>
              <Typography.Text>{stolen.reportedAt ? t('detail.stolen_reported', { date: date(stolen.reportedAt) }) : t('detail.stolen_text')}</Typography.Text>
              {stolen.note && <Typography.Text type="secondary">{stolen.note}</Typography.Text>}
            </Flex>
          } />
      )}
      {recalls.map((r) => (
        <Alert key={r.id} type="warning" showIcon data-testid="recall-warning"
          message={t('detail.recall_title', { title: r.title })}
          description={
            <Flex vertical gap={4}>
              {r.description && <Typography.Text>{r.description}</Typography.Text>}
              <Typography.Text strong>{t('detail.recall_instruction')}</Typography.Text>
              <Typography.Text style={{ whiteSpace: 'pre-line' }}>{r.instruction}</Typography.Text>
            </Flex>
          } />
      ))}
    </Flex>
  );
}
