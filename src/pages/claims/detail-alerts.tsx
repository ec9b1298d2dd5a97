import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { RecallAlert } from './recall-alert.tsx';
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
        <Alert
          type="error"
          showIcon
          data-testid="stolen-warning"
          message={t('detail.stolen_title')}
          description={
            <Flex vertical gap={2}>
              <Typography.Text>
                {stolen.reportedAt ? t('detail.stolen_reported', { date: date(stolen.reportedAt) }) : t('detail.stolen_text')}
              </Typography.Text>
              {stolen.note && <Typography.Text type="secondary">{stolen.note}</Typography.Text>}
            </Flex>
          }
        />
      )}
      {recalls.map((r) => (
        <RecallAlert
          key={r.id}
          recall={r}
          title={t('detail.recall_title', { title: r.title })}
          instructionLabel={t('detail.recall_instruction')}
        />
      ))}
    </Flex>
  );
}
