import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';
import type { WidgetProps } from './index.tsx';
import { NEWS_FILES, UPLOAD_CONTENT_IMAGE } from './queries.ts';

type Uploaded = NonNullable<ResultOf<typeof UPLOAD_CONTENT_IMAGE>['uploadFile']['file']>;

/**
 * One picture for a record (a banner), uploaded at once through the shared file pipeline (api/files) for `purpose`:
 * the server reads its type from the bytes and makes the renditions; the form keeps the file's id. Without a new
 * picture the record keeps its own (shown by ImagePreviewWidget).
 */
export function ImageUploadWidget({
  id,
  value,
  onChange,
  disabled,
  namespace,
  purpose,
  onUploaded,
}: WidgetProps & { purpose: string; onUploaded?: () => void }) {
  const { t, i18n } = useTranslation([namespace ?? 'content-admin', 'files']);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { send: upload, sending: busy } = usePortalMutation(UPLOAD_CONTENT_IMAGE);

  const send = async (file: File) => {
    setError(null);
    const { data, error: failed } = await upload({ file, purpose });
    const answer = data?.uploadFile;
    if (failed) setError(t('upload.failed'));
    else if (answer?.message.status && answer.file) {
      setUploaded(answer.file);
      onChange?.(answer.file.id);
      onUploaded?.();
    } else {
      const e = answer?.userErrors?.[0];
      setError(e ? userErrorText(i18n.t, e) : t('upload.failed'));
    }
  };

  return (
    <Flex vertical gap={8} id={id} data-testid="image-upload">
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t(value ? 'upload.replace' : 'upload.choose')}
        </Button>
      </Upload>
      {uploaded && (
        <Flex gap={12} align="center">
          <Image
            src={uploaded.medFileUrl ?? uploaded.thumbnailUrl ?? undefined}
            alt={uploaded.fileName}
            height={72}
            style={{ borderRadius: 6, objectFit: 'cover' }}
          />
          <Typography.Text type="secondary">{uploaded.fileName}</Typography.Text>
        </Flex>
      )}
      {error && <Alert type="error" showIcon message={error} data-testid="image-upload-error" />}
    </Flex>
  );
}

/** The picture a record has now (read-only; its address is the field's value). */
export function ImagePreviewWidget({ id, value }: WidgetProps) {
  return typeof value === 'string' && value ? (
    <Image id={id} src={value} height={96} style={{ borderRadius: 6, objectFit: 'cover', maxWidth: '100%' }} data-testid="image-preview" />
  ) : null;
}

/** Banner pictures (upload purpose 'banner', registered by api/content/banners-admin-schema.ts). */
export const BannerImageWidget = (props: WidgetProps) => <ImageUploadWidget {...props} purpose="banner" />;

/**
 * The picture of a news item (upload purpose 'news'): the one it has, which can be removed, or a new upload. The
 * value is the picture's file id; null leaves the item without a picture when saved.
 */
export function NewsPictureWidget(props: WidgetProps) {
  const { t } = useTranslation(['content-admin']);
  const params = useParams();
  const [replaced, setReplaced] = useState(false);
  const current = usePortalQuery(['news-files', params.id], NEWS_FILES, { id: Number(params.id) }, { enabled: !!params.id, fresh: true });
  const picture = current.data?.news?.file;
  const shown = !replaced && picture && props.value === picture.id ? picture : null;
  return (
    <Flex vertical gap={8} data-testid="news-picture">
      {shown && (
        <Flex gap={12} align="center" wrap="wrap">
          <Image
            src={shown.medFileUrl ?? shown.thumbnailUrl ?? undefined}
            alt={shown.fileName}
            height={72}
            style={{ borderRadius: 6, objectFit: 'cover' }}
          />
          <Button
            icon={<DeleteOutlined />}
            disabled={props.disabled}
            onClick={() => props.onChange?.(null)}
            data-testid="news-picture-remove"
          >
            {t('upload.remove')}
          </Button>
        </Flex>
      )}
      <ImageUploadWidget {...props} purpose="news" onUploaded={() => setReplaced(true)} />
    </Flex>
  );
}
