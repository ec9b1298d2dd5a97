import { RightOutlined } from '@ant-design/icons';
import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ClaimSubject, type ClaimListViewProps } from './list-table.tsx';
import { ClaimStatusTag } from './status-tag.tsx';
import { useClaimFormat } from './use-claim-format.ts';
import { customerLabel } from '../../rules/customer-code.ts';

/** The phone's claim list: one tappable card per claim; the whole card leads to the detail. */
export function ListCards({ page, loading, onPage, empty, staff }: ClaimListViewProps) {
  const { t } = useTranslation('claims');
  const { locale } = useParams();
  const { search } = useLocation();
  const { date } = useClaimFormat();
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
  if (!page.claims.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="claim-cards">
      {page.claims.map((c) => (
        <Link
          key={c.id}
          to={`/${locale}/claim/${c.id}`}
          state={{ listSearch: search }}
          data-testid="claim-card"
          style={{ color: 'inherit' }}
        >
          <Card size="small" hoverable styles={{ body: { padding: 14 } }}>
            <Flex justify="space-between" align="start" gap={8}>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {c.referenceNo}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t(`category.${c.productCategory}`, { defaultValue: c.productCategory })} · {date(c.createdAt)}
                </Typography.Text>
              </Flex>
              <RightOutlined style={{ marginTop: 6, opacity: 0.45 }} />
            </Flex>
            <Flex vertical gap={2} style={{ marginTop: 8 }}>
              <Typography.Text>
                {c.brandName} {c.model}
              </Typography.Text>
              <ClaimSubject claim={c} />
              {staff && <Typography.Text type="secondary">{customerLabel(c.custName, c.custCode)}</Typography.Text>}
            </Flex>
            <div style={{ marginTop: 10 }}>
              <ClaimStatusTag status={c.status.id} description={c.status.description} />
            </div>
          </Card>
        </Link>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
