import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RegisteredFramePage, RegisteredFrameRow } from '../../graphql/retail-sales.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { IN_ACCOUNT, isFailed, REGISTRATION_PAGE_SIZES, type RegistrationStatus } from '../../rules/registration.ts';
import { RowActions } from './row-actions.tsx';
import { FailureReason, RegistrationStatusTag } from './status-tag.tsx';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

export interface RegistrationListViewProps {
  page: RegisteredFramePage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  onChanged: () => void;
  empty: React.ReactNode;
}

/** The frame's warranty end, the one a consumer asks about first. */
export const frameWarrantyEnd = (r: RegisteredFrameRow) => r.warranty.find((w) => w.component === 'frame')?.endsOn ?? null;

/** The article's own words after its brand and model: year, colour, size. */
export const bikeDetails = (r: RegisteredFrameRow) =>
  r.articleDescription.replace(`${r.brand} ${r.model}`, '').trim() || r.articleDescription;

/** The desktop list: one dense row per registration; a failed one shows why under its consumer. */
export function ListTable({ page, loading, onPage, onChanged, empty }: RegistrationListViewProps) {
  const { t } = useTranslation('retail-sales');
  const { dateFormat } = useHostConfig();
  const date = (iso: string | null) => (iso ? dayjs(iso).format(dateFormat) : '-');
  const columns: ColumnsType<RegisteredFrameRow> = [
    {
      key: 'frame',
      title: t('columns.frame'),
      render: (_, r) => (
        <Flex vertical gap={0}>
          <Typography.Text code data-testid="registration-frame" style={{ whiteSpace: 'nowrap' }}>
            {r.frameNumber}
          </Typography.Text>
          {r.oldCode && (
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="registration-old-code">
              {t('columns.old_code', { code: r.oldCode })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'bike',
      title: t('columns.bike'),
      render: (_, r) => (
        <Flex vertical gap={0}>
          <Typography.Text>
            {r.brand} {r.model}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {bikeDetails(r)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'consumer',
      title: t('columns.consumer'),
      render: (_, r) => (
        <Flex vertical gap={2} style={{ maxWidth: 280 }}>
          <Typography.Text>{r.customerName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[r.customerCity, r.customerEmail ?? r.customerPhone].filter(Boolean).join(' · ')}
          </Typography.Text>
          {isFailed(r.status) && <FailureReason row={r} compact />}
        </Flex>
      ),
    },
    {
      key: 'sold',
      title: t('columns.sold'),
      render: (_, r) => (
        <Flex vertical gap={0}>
          <span style={{ whiteSpace: 'nowrap' }}>{date(r.soldDate)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(r.nonRetail ? 'types.non-retail' : 'types.retail')}
          </Typography.Text>
        </Flex>
      ),
    },
    // The warranty runs once the consumer's account holds the registration.
    {
      key: 'warranty',
      title: t('columns.warranty'),
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {IN_ACCOUNT.includes(r.status as RegistrationStatus) ? date(frameWarrantyEnd(r)) : '-'}
        </span>
      ),
    },
    { key: 'status', title: t('columns.status'), render: (_, r) => <RegistrationStatusTag status={r.status} /> },
    { key: 'actions', title: t('columns.actions'), render: (_, r) => <RowActions row={r} onChanged={onChanged} /> },
  ];
  return (
    <ResponsiveTable<RegisteredFrameRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.registeredFrames ?? []}
      loading={loading}
      locale={{ emptyText: page ? empty : <div style={{ height: 120 }} /> }}
      scroll={{ x: 1060 }}
      data-testid="registration-table"
      onRow={(r) => ({ 'data-testid': 'registration-row', 'data-frame': r.frameNumber }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: REGISTRATION_PAGE_SIZES.map(String),
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
