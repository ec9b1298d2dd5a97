import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { FrameListPage, FrameListRow } from '../../graphql/frames.ts';
import { FRAME_PAGE_SIZES } from '../../rules/frames.ts';
import { useClaimFormat } from '../claims/use-claim-format.ts';
import { FrameTags } from './frame-tags.tsx';
import { shownCustomerCode } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

export interface FrameListViewProps {
  page: FrameListPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: ReactNode;
  staff: boolean;
}

/** The link to one frame's page; the list's search comes along, so the back arrow returns to it. */
export function FrameLink({ frameNumber, children }: { frameNumber: string; children?: ReactNode }) {
  const { locale } = useParams();
  const { search } = useLocation();
  return (
    <Link to={`/${locale}/frame/${encodeURIComponent(frameNumber)}`} state={{ listSearch: search }} data-testid="frame-link">
      {children ?? (
        <Typography.Text strong style={{ color: 'inherit', fontFamily: 'monospace' }}>
          {frameNumber}
        </Typography.Text>
      )}
    </Link>
  );
}

/** The desktop frame list: dense rows, paged on the server. */
export function ListTable({ page, loading, onPage, empty, staff }: FrameListViewProps) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const columns: ColumnsType<FrameListRow> = [
    { key: 'frameNumber', title: t('columns.frame_number'), render: (_, f) => <FrameLink frameNumber={f.frameNumber} /> },
    {
      key: 'bike',
      title: t('columns.bike'),
      render: (_, f) => (
        <Flex vertical gap={0}>
          <Typography.Text>
            {f.brand} {f.model} {f.modelYear}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {f.articleName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'shipped',
      title: t('columns.shipped'),
      render: (_, f) => (
        <Flex vertical gap={0}>
          <Typography.Text>{date(f.shippedAt)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {f.deliveryNo}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(staff
      ? [
          {
            key: 'customer',
            title: t('columns.customer'),
            render: (_: unknown, f: FrameListRow) => (
              <Flex vertical gap={0}>
                <Typography.Text>{f.custName.toUpperCase()}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {shownCustomerCode(f.custCode)}
                </Typography.Text>
              </Flex>
            ),
          },
        ]
      : []),
    { key: 'productionCode', title: t('columns.production_code'), render: (_, f) => f.productionCode },
    { key: 'state', title: t('columns.state'), render: (_, f) => <FrameTags frame={f} /> },
  ];
  return (
    <ResponsiveTable<FrameListRow>
      rowKey="frameNumber"
      size="middle"
      columns={columns}
      dataSource={page?.frames ?? []}
      loading={loading}
      locale={{ emptyText: page ? empty : <div style={{ height: 120 }} /> }}
      scroll={{ x: staff ? 1000 : 860 }}
      onRow={() => ({ 'data-testid': 'frame-row' }) as React.HTMLAttributes<HTMLElement>}
      data-testid="frame-table"
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: FRAME_PAGE_SIZES.map(String),
        showTotal: (total) => t('browse.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
