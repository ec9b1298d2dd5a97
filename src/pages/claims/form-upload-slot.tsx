import { CameraOutlined, DeleteOutlined, FileOutlined, FilePdfOutlined, SwapOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography, Upload, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile, uploadRefusal } from '../../providers/save-with-uploads.ts';
import { slotKinds, type ClaimSlot } from '../../rules/claims.ts';
import type { SlotValue } from './form-values.ts';

/** What a slot shows of its file: a fresh upload's answer or a file the claim already keeps. */
export interface SlotFile {
  id: number;
  fileName: string;
  kind: string;
  thumbnailUrl?: string | null;
}

const MIME: Record<string, string> = { image: 'image/*', video: 'video/*', document: 'application/pdf' };
export const acceptOf = (slot: ClaimSlot) =>
  slotKinds(slot)
    .map((k) => MIME[k])
    .join(',');

const PREVIEW_HEIGHT = 120;

interface SlotProps {
  id?: string;
  value?: SlotValue;
  onChange?: (value: SlotValue) => void;
  slot: ClaimSlot;
  label: string;
  kept?: SlotFile | null;
}

/**
 * One upload slot of a claim, as a form control: a chosen file goes up at once with a progress bar; meanwhile the
 * value is an `uploading:` marker (so saving waits), then the stored file's id. A refused file leaves the slot as it was.
 */
export function UploadSlot({ id, value, onChange, slot, label, kept }: SlotProps) {
  const { t } = useTranslation(['claim-form', 'files', 'claims']);
  const { token } = theme.useToken();
  const [file, setFile] = useState<SlotFile | null>(kept ?? null);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Each choice gets a turn; an answer for an older turn (removed or replaced meanwhile) is dropped.
  const turn = useRef(0);
  // The form's onChange of the latest render: an older one compares with the value it was drawn with and may drop the change.
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  const change = (next: SlotValue) => latestChange.current?.(next);
  const uploading = typeof value === 'string';
  const shown = typeof value === 'number' && file?.id === value ? file : null;

  const choose = (chosen: File) => {
    const mine = ++turn.current;
    const before = typeof value === 'number' ? value : undefined;
    setError(null);
    setPercent(0);
    change(`uploading:${slot}-${mine}`);
    uploadFile(chosen, 'claim', (p) => {
      if (turn.current === mine) setPercent(p);
    })
      .then((answer) => {
        if (turn.current !== mine) return;
        // The pipeline takes every kind for claims; a slot takes only its own (a PDF is no photo), said now, not at save.
        if (answer.file && !(slotKinds(slot) as string[]).includes(answer.file.kind)) {
          setError(t('claims:errors.file_wrong_kind'));
          change(before);
        } else if (answer.message.status && answer.file) {
          setFile(answer.file);
          change(answer.file.id);
        } else {
          setError(uploadRefusal(answer, t));
          change(before);
        }
      })
      .catch(() => {
        if (turn.current !== mine) return;
        setError(t('files:upload.failed'));
        change(before);
      });
    return false; // antd sends nothing itself
  };

  const remove = () => {
    turn.current += 1;
    setError(null);
    change(undefined);
  };

  const Icon = slotKinds(slot)[0] === 'video' ? VideoCameraOutlined : slot.startsWith('photo') ? CameraOutlined : FileOutlined;
  const box = {
    height: PREVIEW_HEIGHT,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
    overflow: 'hidden',
  };

  return (
    <Flex vertical gap={6} data-testid={`upload-slot-${slot}`}>
      {uploading ? (
        <Flex vertical justify="center" gap={4} style={{ ...box, padding: 12, background: token.colorFillQuaternary }}>
          <Typography.Text type="secondary">{t('slots.uploading')}</Typography.Text>
          <Progress
            percent={percent}
            size="small"
            status="active"
            data-testid="slot-progress"
            aria-label={t('slots.progress', { slot: label })}
          />
        </Flex>
      ) : shown ? (
        shown.thumbnailUrl ? (
          <Image
            src={shown.thumbnailUrl}
            alt={shown.fileName}
            width="100%"
            height={PREVIEW_HEIGHT}
            style={{ objectFit: 'cover', borderRadius: token.borderRadius }}
            data-testid="slot-thumbnail"
          />
        ) : (
          <Flex vertical align="center" justify="center" gap={6} style={{ ...box, padding: 8 }}>
            {shown.kind === 'document' ? <FilePdfOutlined style={{ fontSize: 32 }} /> : <FileOutlined style={{ fontSize: 32 }} />}
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              {shown.fileName}
            </Typography.Text>
          </Flex>
        )
      ) : (
        <Upload.Dragger id={id} accept={acceptOf(slot)} showUploadList={false} beforeUpload={choose} height={PREVIEW_HEIGHT}>
          <Icon style={{ fontSize: 26, color: token.colorPrimary }} />
          <Typography.Text style={{ display: 'block', marginTop: 4 }}>{t('slots.add')}</Typography.Text>
        </Upload.Dragger>
      )}
      {(shown || uploading) && (
        <Flex gap={4} justify="space-between" align="center" wrap>
          {shown ? (
            <Upload id={id} accept={acceptOf(slot)} showUploadList={false} beforeUpload={choose}>
              <Button size="small" icon={<SwapOutlined />} aria-label={t('slots.replace_label', { slot: label })}>
                {t('slots.replace')}
              </Button>
            </Upload>
          ) : (
            <span />
          )}
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={remove}
            aria-label={t('slots.remove', { slot: label })}
          />
        </Flex>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="slot-error">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
