import { CameraOutlined, DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography, Upload, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIT_PHOTO_MAX_BYTES } from '../../rules/visit-forms.ts';
import { uploadVisitPhoto } from './photo-upload.ts';

/** A slot's value: the stored photo's id, an `uploading:` marker while its bytes travel, or nothing. */
export type PhotoValue = number | string | undefined;
export interface SlotPhoto {
  id: number;
  fileName: string;
  thumbnailUrl?: string | null;
}

interface Props {
  id?: string;
  value?: PhotoValue;
  onChange?: (v: PhotoValue) => void;
  slot: string;
  label: string;
  kept?: SlotPhoto | null;
}

const MB = 1024 * 1024;

/**
 * One photo slot of a visit form, as a form control: a chosen picture goes up at once with its own progress bar, so
 * saving can wait for it; a refused one leaves the slot as it was and says why.
 */
export function PhotoSlot({ id, value, onChange, slot, label, kept }: Props) {
  const { t } = useTranslation(['visit-forms', 'files']);
  const { token } = theme.useToken();
  const [photo, setPhoto] = useState<SlotPhoto | null>(kept ?? null);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Each choice gets a turn; the answer of an older turn (removed or replaced meanwhile) is dropped.
  const turn = useRef(0);
  const latest = useRef(onChange);
  latest.current = onChange;
  const uploading = typeof value === 'string';
  const shown = typeof value === 'number' && photo?.id === value ? photo : null;

  const choose = (file: File) => {
    const mine = ++turn.current;
    const before = typeof value === 'number' ? value : undefined;
    setError(null);
    if (file.size > VISIT_PHOTO_MAX_BYTES) {
      setError(t('files:errors.too_large', { max: VISIT_PHOTO_MAX_BYTES / MB }));
      return false;
    }
    setPercent(0);
    latest.current?.(`uploading:${slot}-${mine}`);
    uploadVisitPhoto(file, (p) => {
      if (turn.current === mine) setPercent(p);
    })
      .then((answer) => {
        if (turn.current !== mine) return;
        if (answer.message.status && answer.file) {
          setPhoto(answer.file);
          latest.current?.(answer.file.id);
        } else {
          const e = answer.userErrors[0];
          const params = Object.fromEntries((e?.params ?? []).map((p) => [p.name, p.value]));
          setError(e?.messageKey ? t(e.messageKey, { ...params, defaultValue: e.message }) : t('photos.failed'));
          latest.current?.(before);
        }
      })
      .catch(() => {
        if (turn.current !== mine) return;
        setError(t('photos.failed'));
        latest.current?.(before);
      });
    return false; // antd sends nothing itself
  };

  const remove = () => {
    turn.current += 1;
    setError(null);
    latest.current?.(undefined);
  };

  const box = { height: 120, borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}`, overflow: 'hidden' };
  return (
    <Flex vertical gap={6} data-testid={`photo-slot-${slot}`}>
      {uploading ? (
        <Flex vertical justify="center" gap={4} style={{ ...box, padding: 12, background: token.colorFillQuaternary }}>
          <Typography.Text type="secondary">{t('photos.uploading')}</Typography.Text>
          <Progress
            percent={percent}
            size="small"
            status="active"
            data-testid="photo-progress"
            aria-label={t('photos.progress', { slot: label })}
          />
        </Flex>
      ) : shown ? (
        <Image
          src={shown.thumbnailUrl ?? undefined}
          alt={t('photos.alt', { slot: label })}
          width="100%"
          height={120}
          style={{ objectFit: 'cover', borderRadius: token.borderRadius }}
          data-testid="photo-thumbnail"
        />
      ) : (
        <Upload.Dragger id={id} accept="image/*" showUploadList={false} beforeUpload={choose} height={120}>
          <CameraOutlined style={{ fontSize: 26, color: token.colorPrimary }} />
          <Typography.Text style={{ display: 'block', marginTop: 4 }}>{t('photos.add')}</Typography.Text>
        </Upload.Dragger>
      )}
      {(shown || uploading) && (
        <Flex gap={4} justify="space-between" align="center" wrap>
          {shown ? (
            <Upload accept="image/*" showUploadList={false} beforeUpload={choose}>
              <Button size="small" icon={<SwapOutlined />} aria-label={t('photos.replace_label', { slot: label })}>
                {t('photos.replace')}
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
            aria-label={t('photos.remove', { slot: label })}
          />
        </Flex>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="photo-error">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
