import { RightOutlined } from '@ant-design/icons';
import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { OpenQty, OpenStatusTag, OrderTypeTag } from './line-parts.tsx';
import type { OpenOrders } from '../../graphql/open-orders.ts';

interface Props {
  data: OpenOrders | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: React.ReactNode;
}

/** The phone's list of open lines: one card per line, its order number leads to the order. */
export function OpenOrderCards({ data, loading, onPage, empty }: Props) {
  const { t } = useTranslation('open-orders');
  const { locale } = useParams();
  const money = useMoney();
  const { date } = useOrderDates();
  if (!data)
    return (
      <Flex vertical gap={12}>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </Flex>
    );
  if (!data.lines.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="open-order-cards">
      <Typography.Text type="secondary">{t('total_lines', { count: data.info.count })}</Typography.Text>
      {data.lines.map((l) => (
        <Card key={`${l.orderId}-${l.articleCode}`} size="small" styles={{ body: { padding: 14 } }} data-testid="open-order-card">
          <Link to={`/${locale}/order/${l.orderId}`} data-testid="open-order-link" style={{ color: 'inherit' }}>
            <Flex justify="space-between" align="start" gap={8}>
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {l.orderNumber}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {l.soNumber ?? t('so_pending')} · {date(l.createdAt)}
                </Typography.Text>
              </Flex>
              <RightOutlined style={{ marginTop: 6, opacity: 0.45 }} />
            </Flex>
          </Link>
          <Typography.Paragraph style={{ margin: '10px 0 2px' }} ellipsis={{ rows: 2 }}>
            {l.name}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {l.articleCodeDisplay} · {l.brand}
          </Typography.Text>
          <Flex justify="space-between" align="end" gap={8} wrap style={{ marginTop: 10 }}>
            <OpenQty line={l} />
            <Typography.Text strong style={{ fontSize: 16 }}>
              {money(l.subTotal, l.precision)}
            </Typography.Text>
          </Flex>
          <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 10 }}>
            <Flex gap={6} wrap align="center">
              <OpenStatusTag status={l.status} />
              <OrderTypeTag type={l.orderType} />
            </Flex>
            <Typography.Text type={l.expectedDeliveryDate ? undefined : 'secondary'}>
              {l.expectedDeliveryDate ? `${t('columns.expected_delivery_date')}: ${date(l.expectedDeliveryDate)}` : t('no_date')}
            </Typography.Text>
          </Flex>
        </Card>
      ))}
      <Pagination simple align="center" current={data.info.page} pageSize={data.info.limit} total={data.info.count} onChange={onPage} />
    </Flex>
  );
}
