import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { App, Button, Flex, Progress, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { DOWNLOAD_STATUS_COLOUR, type DownloadStatus, isDownloadUnderWay } from '../../rules/download-area.ts';
import { downloadReport } from './download-file.ts';
import type { DownloadRequestRow } from '../../graphql/download-area.ts';

const isStatus = (s: string): s is DownloadStatus => s in DOWNLOAD_STATUS_COLOUR;

/** A request's status; one being made shows its progress beside it, a failed one why. */
export function DownloadStatusCell({ row }: { row: DownloadRequestRow }) {
  const { t } = useTranslation('download-area');
  return (
    <Flex vertical gap={4} style={{ minWidth: 140 }}>
      <span>
        <Tag
          color={isStatus(row.status) ? DOWNLOAD_STATUS_COLOUR[row.status] : 'default'}
          data-testid="download-status"
          data-status={row.status}
          icon={isDownloadUnderWay(row.status) ? <LoadingOutlined aria-hidden /> : undefined}
          style={{ marginInlineEnd: 0 }}
        >
          {t(`status.${row.status}`, { defaultValue: row.status })}
        </Tag>
      </span>
      {row.status === 'running' && (
        <Progress
          percent={row.progress}
          size="small"
          aria-label={t('status.running')}
          data-testid="download-progress"
          format={() => (row.rowsTotal ? t('list.rows_of', { written: row.rowsWritten, total: row.rowsTotal }) : `${row.progress}%`)}
        />
      )}
      {row.status === 'failed' && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="download-error">
          {row.errorKey ? t(row.errorKey, { defaultValue: row.error ?? '' }) : row.error}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The report and its period, in the host's date format. */
export function useDownloadWords() {
  const { t } = useTranslation('download-area');
  const { dateFormat, timeFormat } = useHostConfig();
  return {
    module: (r: DownloadRequestRow) => t(`modules.${r.module}`, { defaultValue: r.module }),
    period: (r: DownloadRequestRow) => `${dayjs(r.from).format(dateFormat)} – ${dayjs(r.to).format(dateFormat)}`,
    requested: (r: DownloadRequestRow) => dayjs(r.requestedAt).format(`${dateFormat} ${timeFormat.replace(':ss', '')}`),
    until: (r: DownloadRequestRow) => (r.expiresAt ? t('list.expires', { date: dayjs(r.expiresAt).format(dateFormat) }) : null),
  };
}

/** The file of a ready request: fetched with the session's token, saved under the name the server gives. */
export function DownloadButton({ row, block }: { row: DownloadRequestRow; block?: boolean }) {
  const { t } = useTranslation('download-area');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const words = useDownloadWords();
  if (row.status === 'expired')
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('list.expired')}
      </Typography.Text>
    );
  if (row.status !== 'ready' || !row.downloadUrl) return <Typography.Text type="secondary">-</Typography.Text>;
  const fetchIt = async () => {
    setBusy(true);
    try {
      await downloadReport(row.downloadUrl!, row.fileName ?? `${words.module(row)}.xlsx`);
    } catch (e) {
      console.error('Downloading the report failed', e);
      void message.error(t('list.download_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={2} align={block ? 'stretch' : 'start'}>
      <Button
        type="primary"
        ghost
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => void fetchIt()}
        block={block}
        size={block ? 'large' : 'middle'}
        data-testid="download-file"
        aria-label={`${t('list.download')}: ${row.fileName ?? words.module(row)}`}
      >
        {busy ? t('list.downloading') : t('list.download')}
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[t('list.rows', { count: row.rowsWritten }), words.until(row)].filter(Boolean).join(' · ')}
      </Typography.Text>
    </Flex>
  );
}
