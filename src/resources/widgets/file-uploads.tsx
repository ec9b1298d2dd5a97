import { DeleteOutlined, FileOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Image, Progress, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { WidgetProps } from './index.tsx';
import { MATERIAL_FILES } from './queries.ts';
import { type UploadedFile, uploadFile, uploadRefusal } from '../../providers/save-with-uploads.ts';

export interface UploadRow {
  key: string;
  name: string;
  percent: number;
  file: UploadedFile | null;
  error: string | null;
}

/**
 * Many files uploaded at once, each with its own progress bar (spec 3 §5). The form's value holds the ids of the
 * stored files and a text marker for each file still on its way, so the `uploadsDone` rule answers 'Please wait
 * until all documents have been successfully uploaded' when the form is saved too early.
 */
export function useUploads(purpose: string, onRows?: (rows: UploadRow[]) => void) {
  const { t } = useTranslation(['files']);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const latest = useRef(rows);
  const change = (next: (rows: UploadRow[]) => UploadRow[]) => {
    latest.current = next(latest.current);
    setRows(latest.current);
    onRows?.(latest.current);
  };
  const add = (file: File) => {
    const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    change((r) => [...r, { key, name: file.name, percent: 0, file: null, error: null }]);
    const set = (patch: Partial<UploadRow>) => change((r) => r.map((x) => (x.key === key ? { ...x, ...patch } : x)));
    uploadFile(file, purpose, (percent) => set({ percent }))
      .then((answer) =>
        answer.message.status && answer.file ? set({ file: answer.file, percent: 100 }) : set({ error: uploadRefusal(answer, t) }),
      )
      .catch(() => set({ error: t('files:upload.failed') }));
  };
  const remove = (key: string) => change((r) => r.filter((x) => x.key !== key));
  return { rows, add, remove };
}

/** The rows as a form value: ids of stored files, a marker for each still uploading; refused ones are left out. */
export const uploadValue = (rows: UploadRow[]) => rows.filter((r) => !r.error).map((r) => r.file?.id ?? `uploading:${r.key}`);

export function UploadRows({ rows, onRemove }: { rows: UploadRow[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation('files');
  return (
    <Flex vertical gap={8} data-testid="upload-rows">
      {rows.map((r) => (
        <Flex key={r.key} gap={12} align="center" wrap="wrap" data-testid="upload-row">
          {r.file?.thumbnailUrl ? (
            <Image src={r.file.thumbnailUrl} width={56} height={42} style={{ objectFit: 'cover', borderRadius: 4 }} preview={false} />
          ) : (
            <FileOutlined style={{ fontSize: 28, width: 56 }} />
          )}
          <Flex vertical style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Typography.Text ellipsis>{r.name}</Typography.Text>
            {r.error ? (
              <Typography.Text type="danger" data-testid="upload-error">
                {r.error}
              </Typography.Text>
            ) : (
              <Progress
                percent={r.percent}
                size="small"
                status={r.file ? 'success' : 'active'}
                aria-label={t('upload.progress', { name: r.name })}
              />
            )}
          </Flex>
          <Button type="text" icon={<DeleteOutlined />} aria-label={t('upload.remove', { name: r.name })} onClick={() => onRemove(r.key)} />
        </Flex>
      ))}
    </Flex>
  );
}

export function DropZone({
  onFile,
  accept,
  disabled,
  single,
}: {
  onFile: (file: File) => void;
  accept: string;
  disabled?: boolean;
  single?: boolean;
}) {
  const { t } = useTranslation('files');
  return (
    <div data-testid="upload-drop">
      <Upload.Dragger
        multiple={!single}
        accept={accept}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        <p className="ant-upload-hint">{t(single ? 'upload.hint_picture' : 'upload.hint')}</p>
      </Upload.Dragger>
    </div>
  );
}

/** The images (or the video) of a marketing material item: kept files of the record, plus new uploads with progress. */
export function MaterialFilesWidget({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation('files');
  const params = useParams();
  const keptIds = useRef<number[] | null>(null);
  const { rows, add, remove } = useUploads('marketing_material', (next) => onChange?.([...(keptIds.current ?? []), ...uploadValue(next)]));
  const files = usePortalQuery(
    ['marketing-material-files', params.id],
    MATERIAL_FILES,
    { id: Number(params.id) },
    {
      enabled: !!params.id,
      fresh: true,
    },
  );
  const kept = files.data?.marketingMaterial?.files ?? [];
  if (keptIds.current === null && Array.isArray(value)) keptIds.current = value.filter((v): v is number => typeof v === 'number');
  const shownKept = kept.filter((f) => (keptIds.current ?? []).includes(f.id));
  const drop = (fileId: number) => {
    keptIds.current = (keptIds.current ?? []).filter((x) => x !== fileId);
    onChange?.([...keptIds.current, ...uploadValue(rows)]);
  };
  return (
    <Flex vertical gap={12} id={id}>
      {shownKept.length > 0 && (
        <Flex gap={8} wrap="wrap">
          {shownKept.map((f) => (
            <Flex key={f.id} vertical align="center" gap={4} style={{ width: 120 }} data-testid="kept-file">
              <Image src={f.thumbnailUrl ?? undefined} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 4 }} />
              <Button size="small" type="text" icon={<DeleteOutlined />} onClick={() => drop(f.id)} disabled={disabled}>
                {t('upload.remove_short')}
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
      <DropZone onFile={add} accept="image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm" disabled={disabled} />
      <UploadRows rows={rows} onRemove={remove} />
      {!shownKept.length && !rows.length && <Alert type="info" showIcon message={t('upload.none')} />}
    </Flex>
  );
}

/** One picture of a marketing material category: the latest upload replaces the one before. */
export function CategoryImageWidget({ id, onChange, disabled }: WidgetProps) {
  const { rows, add, remove } = useUploads('marketing_material_category', (next) => {
    const last = next.filter((r) => !r.error).at(-1);
    if (last) onChange?.(last.file?.id ?? `uploading:${last.key}`);
  });
  return (
    <Flex vertical gap={8} id={id}>
      <DropZone onFile={add} accept="image/jpeg,image/png,image/webp,image/gif" disabled={disabled} single />
      <UploadRows rows={rows.slice(-1)} onRemove={remove} />
    </Flex>
  );
}
