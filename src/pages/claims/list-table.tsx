import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { ClaimListPage, ClaimListRow } from '../../graphql/claims.ts';
import { CLAIM_PAGE_SIZES } from '../../rules/claims.ts';
import { ClaimStatusTag } from './status-tag.tsx';
import { useClaimFormat } from './use-claim-format.ts';
import { shownCustomerCode } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

export interface ClaimListViewProps {
  page: ClaimListPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
  staff: boolean;
}

/** What was claimed: the frame number of a bike, the article of a PAA claim. */
export function ClaimSubject({ claim }: { claim: ClaimListRow }) {
  const { t } = useTranslation('claims');
  if (claim.productCategory === 'BIKE') return <Typography.Text code>{claim.frameNumber ?? '-'}</Typography.Text>;
  return (
    <Flex vertical gap={0} style={{ minWidth: 0 }}>
      <Typography.Text>{claim.articleCode}</Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {t('list.qty', { count: claim.qty, name: claim.articleName })}
      </Typography.Text>
    </Flex>
  );
}

/** The desktop claim list: dense rows, paged on the server. */
export function ListTable({ page, loading, onPage, empty, staff }: ClaimListViewProps) {
  const { t } = useTranslation('claims');
  const { locale } = useParams();
  const { search } = useLocation();
  const { date, dateTime } = useClaimFormat();
  const columns: ColumnsType<ClaimListRow> = [
    {
      key: 'referenceNo',
      title: t('columns.reference_no'),
      render: (_, c) => (
        <Link to={`/${locale}/claim/${c.id}`} state={{ listSearch: search }} data-testid="claim-link">
          <Typography.Text strong style={{ color: 'inherit' }}>
            {c.referenceNo}
          </Typography.Text>
        </Link>
      ),
    },
    { key: 'createdAt', title: t('columns.filed'), render: (_, c) => <span title={dateTime(c.createdAt)}>{date(c.createdAt)}</span> },
    ...(staff
      ? [
          {
            key: 'customer',
            title: t('columns.customer'),
            render: (_: unknown, c: ClaimListRow) => (
              <Flex vertical gap={0}>
                <Typography.Text>{c.custName.toUpperCase()}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {shownCustomerCode(c.custCode)}
                </Typography.Text>
              </Flex>
            ),
          },
        ]
      : []),
    {
      key: 'category',
      title: t('columns.category'),
      render: (_, c) => t(`category.${c.productCategory}`, { defaultValue: c.productCategory }),
    },
    { key: 'subject', title: t('columns.subject'), render: (_, c) => <ClaimSubject claim={c} /> },
    {
      key: 'product',
      title: t('columns.product'),
      render: (_, c) => (
        <Flex vertical gap={0}>
          <Typography.Text>{c.brandName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.model}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, c) => <ClaimStatusTag status={c.status.id} description={c.status.description} />,
    },
  ];
  return (
    <ResponsiveTable<ClaimListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.claims ?? []}
      loading={loading}
      locale={{ emptyText: page ? empty : <div style={{ height: 120 }} /> }}
      scroll={{ x: staff ? 1000 : 860 }}
      onRow={() => ({ 'data-testid': 'claim-row' }) as React.HTMLAttributes<HTMLElement>}
      data-testid="claim-table"
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: CLAIM_PAGE_SIZES.map(String),
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
