import { DeleteOutlined, FilePdfOutlined, InboxOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { UploadRows, uploadValue, useUploads } from './file-uploads.tsx';
import type { WidgetProps } from './index.tsx';
import { NEWS_FILES, SALES_DOCUMENT_FILES } from './queries.ts';

/** A file a record keeps, as its form lists it. */
export interface KeptFile {
  id: number;
  kind: string;
  fileName: string;
}

/**
 * The files of a sales document (PDFs and pictures): the ones it keeps, which can be removed, and new uploads with
 * their progress (upload purpose 'sales_document'); the value is their ids, plus a marker per upload still running.
 */
export function DocumentFilesWidget(props: WidgetProps) {
  const params = useParams();
  const files = usePortalQuery(
    ['sales-document-files', params.id],
    SALES_DOCUMENT_FILES,
    { id: Number(params.id) },
    {
      enabled: !!params.id,
      fresh: true,
    },
  );
  return <OwnedFilesWidget {...props} purpose="sales_document" kept={files.data?.salesDocument?.files ?? []} />;
}

/** The attachments of a news item (upload purpose 'news'), as the documents of a sales document. */
export function NewsFilesWidget(props: WidgetProps) {
  const params = useParams();
  const files = usePortalQuery(['news-files', params.id], NEWS_FILES, { id: Number(params.id) }, { enabled: !!params.id, fresh: true });
  return <OwnedFilesWidget {...props} purpose="news" kept={files.data?.news?.files ?? []} />;
}

/** Files a record keeps (removable) and new uploads for `purpose` with their progress. */
function OwnedFilesWidget({
  id,
  value,
  onChange,
  disabled,
  namespace,
  purpose,
  kept,
}: WidgetProps & { purpose: string; kept: KeptFile[] }) {
  const { t } = useTranslation([namespace ?? 'content-admin', 'files']);
  const keptIds = useRef<number[] | null>(null);
  const { rows, add, remove } = useUploads(purpose, (next) => onChange?.([...(keptIds.current ?? []), ...uploadValue(next)]));
  if (keptIds.current === null && Array.isArray(value)) keptIds.current = value.filter((v): v is number => typeof v === 'number');
  const shown = kept.filter((f) => (keptIds.current ?? []).includes(f.id));
  const drop = (fileId: number) => {
    keptIds.current = (keptIds.current ?? []).filter((x) => x !== fileId);
    onChange?.([...keptIds.current, ...uploadValue(rows)]);
  };
  return (
    <Flex vertical gap={10} id={id} data-testid="document-files">
      {shown.map((f) => (
        <Flex key={f.id} gap={8} align="center">
          {f.kind === 'image' ? <PictureOutlined /> : <FilePdfOutlined style={{ color: '#c0392b' }} />}
          <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
            {f.fileName}
          </Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => drop(f.id)}
            aria-label={t('files:upload.remove', { name: f.fileName })}
          />
        </Flex>
      ))}
      <div data-testid="upload-drop">
        <Upload.Dragger
          multiple
          accept="application/pdf,image/jpeg,image/png,image/webp"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            add(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('files:upload.drop')}</p>
          <p className="ant-upload-hint">{t('documents_upload.hint')}</p>
        </Upload.Dragger>
      </div>
      <UploadRows rows={rows} onRemove={remove} />
    </Flex>
  );
}
