import { RightOutlined } from '@ant-design/icons';
import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { OrderPage } from '../../graphql/orders.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { PlacedBy } from './placed-by.tsx';
import { noSoNumberKey, OrderStatusTag, PaymentStatusTag, RejectionNote } from './status-tags.tsx';
import { useOrderDates } from './use-order-format.ts';

interface Props {
  page: OrderPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

/** The phone's order list: one tappable card per order, the whole card leads to the detail. */
export function OrderCards({ page, loading, onPage, empty }: Props) {
  const { t } = useTranslation('orders');
  const { locale } = useParams();
  const { search } = useLocation();
  const money = useMoney();
  const { date } = useOrderDates();
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
  if (!page.orders.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="order-cards">
      {page.orders.map((o) => (
        <Link
          key={o.id}
          to={`/${locale}/order/${o.id}`}
          state={{ listSearch: search }}
          data-testid="order-link"
          style={{ color: 'inherit' }}
        >
          <Card size="small" hoverable styles={{ body: { padding: 14 } }}>
            <Flex justify="space-between" align="start" gap={8}>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {o.orderNo}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {o.soNumber ? t('so_short', { so: o.soNumber }) : t(noSoNumberKey(o))} · {date(o.createdAt)}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis>
                  {o.seller}
                </Typography.Text>
              </Flex>
              <RightOutlined style={{ marginTop: 6, opacity: 0.45 }} />
            </Flex>
            <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 10 }}>
              <Flex gap={6} wrap>
                <OrderStatusTag status={o.status} />
                <PaymentStatusTag status={o.paymentStatus} />
              </Flex>
              <Flex vertical align="end" gap={0}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {money(o.total, o.precision)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(o.taxIncluded ? 'tax.gross' : 'tax.net')}
                </Typography.Text>
              </Flex>
            </Flex>
            <RejectionNote reason={o.rejectionReason} />
            <div style={{ marginTop: 6 }}>
              <PlacedBy order={o} />
            </div>
          </Card>
        </Link>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
