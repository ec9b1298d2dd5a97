import { DeleteOutlined, DownloadOutlined, FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Pagination, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { formatFileSize } from '../../rules/file-size.ts';
import { UPLOAD_PAGE_SIZES } from '../../rules/upload-area.ts';
import type { UploadListPage, UploadListRow } from '../../graphql/upload-area.ts';
import { customerLabel, shownCustomerCode } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

export interface UploadListProps {
  page: UploadListPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: ReactNode;
  /** Staff read several dealers' uploads: the customer shows on each. */
  staff: boolean;
  busyId: number | null;
  onDelete: (upload: UploadListRow) => void;
}

function useUploadFormat() {
  const { dateFormat, timeFormat } = useHostConfig();
  const { i18n } = useTranslation();
  return {
    when: (iso: string) => (dayjs(iso).isValid() ? dayjs(iso).format(`${dateFormat} ${timeFormat.replace(/:ss$/, '')}`) : '-'),
    size: (bytes: number) => formatFileSize(bytes, i18n.language),
  };
}

const KindIcon = ({ kind }: { kind: string }) =>
  kind === 'image' ? (
    <FileImageOutlined style={{ fontSize: 20, color: '#1677ff' }} aria-hidden />
  ) : (
    <FilePdfOutlined style={{ fontSize: 20, color: '#cf1322' }} aria-hidden />
  );

/** Download for everyone who sees the file; delete (after a confirm) only for its sender. */
function UploadActions({
  upload,
  busy,
  onDelete,
  phone,
}: {
  upload: UploadListRow;
  busy: boolean;
  onDelete: UploadListProps['onDelete'];
  phone?: boolean;
}) {
  const { t } = useTranslation('upload-area');
  const size = phone ? 'large' : 'middle';
  return (
    <Flex gap={8}>
      <Button
        size={size}
        icon={<DownloadOutlined />}
        href={upload.downloadUrl}
        download={upload.fileName}
        data-testid="upload-download"
        aria-label={t('actions.download_label', { name: upload.fileName })}
      >
        {phone ? t('actions.download') : null}
      </Button>
      {upload.mayDelete && (
        <Popconfirm
          title={t('delete.confirm_title')}
          description={t('delete.confirm', { name: upload.fileName })}
          okText={t('delete.ok')}
          cancelText={t('delete.cancel')}
          okButtonProps={{ danger: true, ...{ 'data-testid': 'upload-delete-ok' } }}
          onConfirm={() => onDelete(upload)}
        >
          <Button
            size={size}
            danger
            icon={<DeleteOutlined />}
            loading={busy}
            data-testid="upload-delete"
            aria-label={t('actions.delete_label', { name: upload.fileName })}
          >
            {phone ? t('actions.delete') : null}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}

/** The desktop list: one dense row per file, paged on the server. */
export function UploadTable({ page, loading, onPage, empty, staff, busyId, onDelete }: UploadListProps) {
  const { t } = useTranslation('upload-area');
  const format = useUploadFormat();
  const columns: ColumnsType<UploadListRow> = [
    {
      key: 'file',
      title: t('columns.file'),
      render: (_, u) => (
        <Flex gap={10} align="center" style={{ minWidth: 0 }}>
          <KindIcon kind={u.kind} />
          <Flex vertical gap={0} style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ maxWidth: 320 }} title={u.fileName}>
              {u.fileName}
            </Typography.Text>
            {u.note && (
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 320 }} title={u.note}>
                {u.note}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'category',
      title: t('columns.category'),
      render: (_, u) => <Tag>{t(`category.${u.category}`, { defaultValue: u.category })}</Tag>,
    },
    ...(staff
      ? [
          {
            key: 'customer',
            title: t('columns.customer'),
            render: (_: unknown, u: UploadListRow) => (
              <Flex vertical gap={0}>
                <Typography.Text>{u.custName.toUpperCase()}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {shownCustomerCode(u.custCode)}
                </Typography.Text>
              </Flex>
            ),
          },
        ]
      : []),
    { key: 'uploadedBy', title: t('columns.uploaded_by'), render: (_, u) => u.uploadedBy },
    { key: 'uploadedAt', title: t('columns.uploaded_at'), render: (_, u) => format.when(u.uploadedAt) },
    { key: 'size', title: t('columns.size'), align: 'right', render: (_, u) => format.size(u.size) },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, u) => <UploadActions upload={u} busy={busyId === u.id} onDelete={onDelete} />,
    },
  ];
  return (
    <ResponsiveTable<UploadListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.uploads ?? []}
      loading={loading}
      locale={{ emptyText: page ? empty : <div style={{ height: 120 }} /> }}
      scroll={{ x: staff ? 1000 : 860 }}
      data-testid="upload-table"
      onRow={(u) => ({ 'data-testid': 'upload-row', 'data-name': u.fileName }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: UPLOAD_PAGE_SIZES.map(String),
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}

/** The phone's list: one card per file, its buttons large enough for a thumb on the shop floor. */
export function UploadCards({ page, loading, onPage, empty, staff, busyId, onDelete }: UploadListProps) {
  const { t } = useTranslation('upload-area');
  const format = useUploadFormat();
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
  if (!page.uploads.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="upload-cards">
      {page.uploads.map((u) => (
        <Card key={u.id} size="small" styles={{ body: { padding: 14 } }} data-testid="upload-row" data-name={u.fileName}>
          <Flex vertical gap={4}>
            <Flex gap={8} align="center" style={{ minWidth: 0 }}>
              <KindIcon kind={u.kind} />
              <Typography.Text strong ellipsis>
                {u.fileName}
              </Typography.Text>
            </Flex>
            {u.note && <Typography.Text>{u.note}</Typography.Text>}
            <Flex gap={6} wrap align="center">
              <Tag>{t(`category.${u.category}`, { defaultValue: u.category })}</Tag>
              <Typography.Text type="secondary">{format.size(u.size)}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary">{t('list.sent_by', { name: u.uploadedBy, when: format.when(u.uploadedAt) })}</Typography.Text>
            {staff && <Typography.Text type="secondary">{customerLabel(u.custName, u.custCode)}</Typography.Text>}
          </Flex>
          <Flex justify="flex-end" style={{ marginTop: 10 }}>
            <UploadActions upload={u} busy={busyId === u.id} onDelete={onDelete} phone />
          </Flex>
        </Card>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
