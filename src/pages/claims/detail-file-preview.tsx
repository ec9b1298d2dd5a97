import { FileOutlined, FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Flex, Image, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../rules/file-size.ts';
import type { ClaimFile } from '../../graphql/claims.ts';

export const PREVIEW_W = 150;
const PREVIEW_H = 112;

/**
 * A claim file as a tile: a picture opens in the viewer, a video plays in place (its poster first), a PDF or other
 * document is a card that downloads the original (filePath is a signed address).
 */
export function FilePreview({ file, label }: { file: ClaimFile; label: string }) {
  const { t, i18n } = useTranslation('claims');
  const { token } = theme.useToken();
  const frame = {
    width: PREVIEW_W,
    height: PREVIEW_H,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorderSecondary}`,
  };
  let body: React.ReactNode;
  if (file.kind === 'image') {
    body = (
      <Image
        src={file.thumbnailUrl ?? file.medFileUrl ?? file.oriFileUrl}
        alt={label}
        width={PREVIEW_W}
        height={PREVIEW_H}
        style={{ objectFit: 'cover', borderRadius: token.borderRadius }}
        preview={{ src: file.medFileUrl ?? file.oriFileUrl }}
      />
    );
  } else if (file.kind === 'video') {
    body = (
      // biome-ignore lint/a11y/useMediaCaption: a dealer's own workshop video has no captions to offer
      <video
        controls
        preload="none"
        poster={file.posterUrl ?? file.thumbnailUrl ?? undefined}
        src={file.oriFileUrl}
        aria-label={label}
        style={{ ...frame, objectFit: 'cover', background: token.colorFillSecondary }}
      />
    );
  } else {
    const Icon = file.contentType === 'application/pdf' ? FilePdfOutlined : FileOutlined;
    body = (
      <a
        href={file.filePath}
        target="_blank"
        rel="noopener noreferrer"
        download={file.fileName}
        title={t('documents.download', { name: file.fileName })}
        style={{ display: 'block' }}
      >
        <Flex vertical align="center" justify="center" gap={4} style={{ ...frame, background: token.colorFillQuaternary, padding: 8 }}>
          <Icon style={{ fontSize: 32, color: file.contentType === 'application/pdf' ? token.colorError : token.colorTextSecondary }} />
          <Typography.Text ellipsis style={{ maxWidth: PREVIEW_W - 16, fontSize: 12 }}>
            {file.fileName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {formatFileSize(file.size, i18n.language)}
          </Typography.Text>
        </Flex>
      </a>
    );
  }
  return (
    <Flex vertical gap={4} style={{ width: PREVIEW_W }} data-testid="claim-file" data-kind={file.kind}>
      {body}
      <Flex gap={4} align="center">
        {file.kind === 'video' && <PlayCircleOutlined aria-hidden style={{ color: token.colorTextSecondary }} />}
        <Typography.Text ellipsis style={{ fontSize: 12, maxWidth: PREVIEW_W }} title={label}>
          {label}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
