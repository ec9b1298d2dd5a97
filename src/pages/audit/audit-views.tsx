import { EyeOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Actor, Customer, Operation, ResultTag, Target, useAuditTime } from './audit-parts.tsx';
import type { AuditPage, AuditRow } from '../../graphql/audit.ts';
import { PAGE_SIZES } from './use-audit.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

interface Props {
  page: AuditPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  onOpen: (row: AuditRow) => void;
  empty: ReactNode;
}

/** Desktop: a dense table, newest first; a click on a row opens its details. */
export function AuditTable({ page, loading, onPage, onOpen, empty }: Props) {
  const { t } = useTranslation('audit');
  const time = useAuditTime();
  const columns: ColumnsType<AuditRow> = [
    { key: 'at', title: t('columns.at'), width: 170, render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{time(r.at)}</span> },
    { key: 'actor', title: t('columns.actor'), render: (_, r) => <Actor row={r} /> },
    { key: 'customer', title: t('columns.customer'), render: (_, r) => <Customer row={r} /> },
    { key: 'operation', title: t('columns.operation'), render: (_, r) => <Operation operation={r.operation} /> },
    { key: 'target', title: t('columns.target'), render: (_, r) => <Target row={r} /> },
    { key: 'result', title: t('columns.result'), render: (_, r) => <ResultTag result={r.result} /> },
    {
      key: 'host',
      title: t('columns.host'),
      responsive: ['xl'],
      render: (_, r) => <Typography.Text type="secondary">{r.host}</Typography.Text>,
    },
    {
      key: 'open',
      title: '',
      width: 48,
      render: (_, r) => (
        <Button
          type="text"
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('open')}
          title={t('open')}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(r);
          }}
          data-testid="audit-open"
        />
      ),
    },
  ];
  return (
    <ResponsiveTable<AuditRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page?.rows ?? []}
      loading={loading}
      locale={{ emptyText: loading ? ' ' : empty }}
      scroll={{ x: 900 }}
      onRow={(r) =>
        ({ onClick: () => onOpen(r), style: { cursor: 'pointer' }, 'data-testid': 'audit-row' }) as React.HTMLAttributes<HTMLElement>
      }
      data-testid="audit-table"
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 20,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        onChange: onPage,
        showTotal: (total) => t('total', { count: total }),
      }}
    />
  );
}

/** Phones: one card per row, the whole card opens the details. */
export function AuditCards({ page, loading, onPage, onOpen, empty }: Props) {
  const { t } = useTranslation('audit');
  const time = useAuditTime();
  if (!page)
    return (
      <Flex vertical gap={12}>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </Flex>
    );
  if (!page.rows.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={10} style={{ opacity: loading ? 0.6 : 1 }} data-testid="audit-cards">
      <Typography.Text type="secondary">{t('total', { count: page.info.count })}</Typography.Text>
      {page.rows.map((r) => (
        <Card
          key={r.id}
          size="small"
          hoverable
          onClick={() => onOpen(r)}
          styles={{ body: { padding: 14 } }}
          data-testid="audit-row"
          role="button"
          tabIndex={0}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onOpen(r);
          }}
        >
          <Flex justify="space-between" align="start" gap={8}>
            <span style={{ fontSize: 16, wordBreak: 'break-word' }}>
              <Operation operation={r.operation} />
            </span>
            <ResultTag result={r.result} />
          </Flex>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {time(r.at)} · <Actor row={r} />
          </Typography.Text>
          {r.customer && (
            <div style={{ marginTop: 4 }}>
              <Customer row={r} block />
            </div>
          )}
          {(r.targetType || r.targetIds.length > 0) && (
            <div style={{ marginTop: 4 }}>
              <Target row={r} />
            </div>
          )}
        </Card>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
