import { Button, Card, Flex, Input, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrameDetail } from '../../graphql/frames.ts';
import { RECALL_TEXT_MAX } from '../../rules/frames.ts';
import { useClaimFormat } from '../claims/use-claim-format.ts';
import { useStolenChange } from './use-frame.ts';

/**
 * The stolen list's word on this bike. Officers (claim.review) report a bike stolen with a note (the police report) or
 * take a found bike off the list; everyone else reads it.
 */
export function StolenCard({ frame, reload }: { frame: FrameDetail; reload: () => unknown }) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const { busy, report, clear } = useStolenChange(frame.frameNumber, reload);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const s = frame.stolen;
  const actions =
    frame.mayReportStolen &&
    (s.isStolen ? (
      <Popconfirm
        title={t('stolen.clear_confirm')}
        okText={t('stolen.clear')}
        cancelText={t('common:buttons.cancel')}
        onConfirm={() => void clear()}
      >
        <Button loading={busy} data-testid="stolen-clear">
          {t('stolen.clear')}
        </Button>
      </Popconfirm>
    ) : (
      <Button danger loading={busy} onClick={() => setAsking(true)} data-testid="stolen-report">
        {t('stolen.report')}
      </Button>
    ));
  return (
    <Card title={t('stolen.title')} size="small" data-testid="frame-stolen" data-stolen={s.isStolen}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={0}>
          <Typography.Text strong type={s.isStolen ? 'danger' : undefined}>
            {t(s.isStolen ? 'stolen.yes' : 'stolen.no')}
          </Typography.Text>
          {s.reportedAt && <Typography.Text type="secondary">{t('stolen.reported_on', { date: date(s.reportedAt) })}</Typography.Text>}
          {s.note && <Typography.Text type="secondary">{s.note}</Typography.Text>}
        </Flex>
        {actions}
      </Flex>
      <Modal
        open={asking}
        title={t('stolen.report')}
        okText={t('stolen.report')}
        cancelText={t('common:buttons.cancel')}
        confirmLoading={busy}
        okButtonProps={{ danger: true, ...{ 'data-testid': 'stolen-confirm' } }}
        onCancel={() => setAsking(false)}
        onOk={async () => {
          if (await report(note)) {
            setAsking(false);
            setNote('');
          }
        }}
      >
        <Typography.Paragraph>{t('stolen.report_hint', { frameNumber: frame.frameNumber })}</Typography.Paragraph>
        <label htmlFor="stolen-note">{t('stolen.note')}</label>
        <Input.TextArea
          id="stolen-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={RECALL_TEXT_MAX.note}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          data-testid="stolen-note"
        />
      </Modal>
    </Card>
  );
}
