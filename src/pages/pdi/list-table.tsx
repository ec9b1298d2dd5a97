import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PdiListRow } from '../../graphql/pdi.ts';
import { PDI_PAGE_SIZES } from '../../rules/pdi.ts';
import { PdiActions, type PdiListViewProps, PdiStatus, usePdiDate } from './list-parts.tsx';
import { shownCustomerCode } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** The desktop PDI list: dense rows, paged on the server. */
export function ListTable({ page, loading, onPage, empty, staff, mayChange, busyId, onChange }: PdiListViewProps) {
  const { t } = useTranslation('pdi');
  const date = usePdiDate();
  const columns: ColumnsType<PdiListRow> = [
    {
      key: 'frameNumber',
      title: t('columns.frame_number'),
      render: (_, p) => (
        <Typography.Text code data-testid="pdi-frame">
          {p.frameNumber}
        </Typography.Text>
      ),
    },
    {
      key: 'bike',
      title: t('columns.bike'),
      render: (_, p) => (
        <Flex vertical gap={0}>
          <Typography.Text>
            {p.brand} {p.model}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.modelYear} · {p.description}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(staff
      ? [
          {
            key: 'customer',
            title: t('columns.customer'),
            render: (_: unknown, p: PdiListRow) => (
              <Flex vertical gap={0}>
                <Typography.Text>{p.custName.toUpperCase()}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {shownCustomerCode(p.custCode)}
                </Typography.Text>
              </Flex>
            ),
          },
        ]
      : []),
    { key: 'mechanic', title: t('columns.mechanic'), render: (_, p) => p.mechanic },
    { key: 'inspected', title: t('columns.inspected'), render: (_, p) => date(p.createdAt) },
    { key: 'status', title: t('columns.status'), render: (_, p) => <PdiStatus pdi={p} /> },
    ...(mayChange
      ? [
          {
            key: 'actions',
            title: t('columns.actions'),
            width: 130,
            render: (_: unknown, p: PdiListRow) => (p.mayChange ? <PdiActions pdi={p} busy={busyId === p.id} onChange={onChange} /> : null),
          },
        ]
      : []),
  ];
  return (
    <ResponsiveTable<PdiListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.pdis ?? []}
      loading={loading}
      locale={{ emptyText: page ? empty : <div style={{ height: 120 }} /> }}
      scroll={{ x: staff ? 1000 : 860 }}
      onRow={(p) => ({ 'data-testid': 'pdi-row', 'data-frame': p.frameNumber }) as React.HTMLAttributes<HTMLElement>}
      data-testid="pdi-table"
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PDI_PAGE_SIZES.map(String),
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
