import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_PAGE_SIZES } from '../../rules/download-area.ts';
import { DownloadButton, DownloadStatusCell, useDownloadWords } from './download-parts.tsx';
import type { DownloadAreaPage, DownloadRequestRow } from '../../graphql/download-area.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

export interface DownloadListProps {
  page: DownloadAreaPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
}

function Nothing() {
  const { t } = useTranslation('download-area');
  return <Empty description={<span data-testid="downloads-empty">{t('list.empty')}</span>} />;
}

/** The desktop list: one row per request, newest first, paged on the server. */
export function DownloadTable({ page, loading, onPage }: DownloadListProps) {
  const { t } = useTranslation('download-area');
  const words = useDownloadWords();
  const columns: ColumnsType<DownloadRequestRow> = [
    { key: 'requested', title: t('list.requested'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{words.requested(r)}</span> },
    {
      key: 'report',
      title: t('list.report'),
      render: (_, r) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>{words.module(r)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.customerName ?? t('page.all_customers')}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'period', title: t('list.period'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{words.period(r)}</span> },
    { key: 'status', title: t('list.status'), render: (_, r) => <DownloadStatusCell row={r} /> },
    { key: 'file', title: t('list.file'), render: (_, r) => <DownloadButton row={r} /> },
  ];
  return (
    <ResponsiveTable<DownloadRequestRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.downloads ?? []}
      loading={loading}
      locale={{ emptyText: page ? <Nothing /> : <div style={{ height: 120 }} /> }}
      scroll={{ x: 860 }}
      data-testid="download-table"
      onRow={(r) => ({ 'data-testid': 'download-row', 'data-id': r.id }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: DOWNLOAD_PAGE_SIZES.map(String),
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPage,
        hideOnSinglePage: false,
      }}
    />
  );
}

/** The phone's list: one card per request, the download as a full-width button. */
export function DownloadCards({ page, loading, onPage }: DownloadListProps) {
  const { t } = useTranslation('download-area');
  const words = useDownloadWords();
  if (!page)
    return (
      <Flex vertical gap={12}>
        {[0, 1].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </Flex>
    );
  if (!page.downloads.length)
    return (
      <Card>
        <Nothing />
      </Card>
    );
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="download-cards">
      {page.downloads.map((r) => (
        <Card key={r.id} size="small" styles={{ body: { padding: 14 } }} data-testid="download-row" data-id={r.id}>
          <Flex justify="space-between" align="start" gap={8}>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {words.module(r)}
              </Typography.Text>
              <Typography.Text type="secondary">{words.period(r)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('list.requested')}: {words.requested(r)}
              </Typography.Text>
            </Flex>
            <DownloadStatusCell row={r} />
          </Flex>
          {(r.status === 'ready' || r.status === 'expired') && (
            <div style={{ marginTop: 12 }}>
              <DownloadButton row={r} block />
            </div>
          )}
        </Card>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
