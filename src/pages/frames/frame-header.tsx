import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FrameDetail } from '../../graphql/frames.ts';
import { useClaimFormat } from '../claims/use-claim-format.ts';
import { FrameTags } from './frame-tags.tsx';

/** The bike at the top of its page: frame number, model, its state, and a stolen report before anything else. */
export function FrameHeader({ frame, phone }: { frame: FrameDetail; phone: boolean }) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const openRecalls = frame.recalls.filter((r) => r.isOpen).length;
  return (
    <Flex vertical gap={12}>
      <Card data-testid="frame-header" styles={{ body: { padding: phone ? 16 : 20 } }}>
        <Flex justify="space-between" align={phone ? 'start' : 'center'} gap={12} wrap vertical={phone}>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{t('detail.frame_number')}</Typography.Text>
            <Typography.Title
              level={phone ? 4 : 3}
              copyable={{ text: frame.frameNumber, tooltips: [t('detail.copy'), t('detail.copied')] }}
              style={{ margin: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}
              data-testid="frame-number-title"
            >
              {frame.frameNumber}
            </Typography.Title>
            <Typography.Text strong>
              {frame.brand} {frame.model} {frame.modelYear} · {frame.series}
            </Typography.Text>
            <Typography.Text type="secondary">
              {frame.articleCode} · {frame.articleName}
            </Typography.Text>
          </Flex>
          <FrameTags frame={{ sold: !!frame.registration, stolen: frame.stolen.isStolen, openRecalls }} />
        </Flex>
      </Card>
      {frame.stolen.isStolen && (
        <Alert
          type="error"
          showIcon
          data-testid="frame-stolen-alert"
          message={t('stolen.alert')}
          description={[frame.stolen.reportedAt && t('stolen.reported_on', { date: date(frame.stolen.reportedAt) }), frame.stolen.note]
            .filter(Boolean)
            .join(' · ')}
        />
      )}
    </Flex>
  );
}
