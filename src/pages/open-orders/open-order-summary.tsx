import { CarOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import type { OpenOrderCompany } from '../../graphql/open-orders.ts';
import { useHostConfig } from '../../providers/config.tsx';

const SHOWN_DELIVERIES = 3;

/** One card per company: how many orders are open and for how much, and the deliveries on their way with their dates. */
export function OpenOrderSummary({ summary, loading }: { summary: OpenOrderCompany[] | undefined; loading: boolean }) {
  if (!summary) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1].map((i) => (
          <Col key={i} xs={24} md={12}>
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (!summary.length) return null;
  return (
    <Row gutter={[16, 16]} style={{ opacity: loading ? 0.6 : 1 }} data-testid="open-order-summary">
      {summary.map((company) => (
        <Col key={company.companyCode} xs={24} md={12}>
          <CompanyCard company={company} />
        </Col>
      ))}
    </Row>
  );
}

function CompanyCard({ company }: { company: OpenOrderCompany }) {
  const { t } = useTranslation('open-orders');
  const { orderTypeDisplay } = useHostConfig();
  const { locale } = useParams();
  const money = useMoney();
  const { date } = useOrderDates();
  const value = company.orders.reduce((sum, o) => sum + o.price, 0);
  const qty = company.orders.reduce((sum, o) => sum + o.qty, 0);
  const orderIds = new Map(company.orders.map((o) => [o.orderNumber, o.orderId]));
  const more = company.deliveries.length - SHOWN_DELIVERIES;
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      data-testid="open-order-company"
      title={
        <Flex vertical gap={0} style={{ padding: '8px 0' }}>
          <Typography.Text strong>{company.companyName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            {company.companyCode}
          </Typography.Text>
        </Flex>
      }
    >
      <Flex gap={24} wrap>
        <Statistic title={t('title')} value={company.orders.length} />
        <Statistic title={t('summary.value')} value={money(value, company.precision)} />
        <Statistic title={t('summary.qty')} value={qty} />
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', margin: '12px 0 6px' }}>
        <CarOutlined /> {company.deliveries.length ? t('summary.deliveries') : t('summary.no_deliveries')}
      </Typography.Text>
      <Flex vertical gap={6}>
        {company.deliveries.slice(0, SHOWN_DELIVERIES).map((d) => (
          <Flex key={d.doNumber} justify="space-between" gap={8} wrap data-testid="open-order-delivery">
            <Flex gap={6} wrap align="center">
              <Typography.Text strong>{d.doNumber}</Typography.Text>
              {orderTypeDisplay && d.orderType === 'CF' && (
                <Tag color="purple" style={{ marginInlineEnd: 0 }}>
                  CF
                </Tag>
              )}
              {d.detail.map((o) => {
                const id = orderIds.get(o.orderNo);
                return id ? (
                  <Link key={o.orderNo} to={`/${locale}/order/${id}`}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {o.orderNo}
                    </Typography.Text>
                  </Link>
                ) : (
                  <Typography.Text key={o.orderNo} type="secondary" style={{ fontSize: 12 }}>
                    {o.orderNo}
                  </Typography.Text>
                );
              })}
            </Flex>
            <Typography.Text>{t('summary.arrives', { date: date(d.estimatedDeliveryDate) })}</Typography.Text>
          </Flex>
        ))}
        {more > 0 && <Typography.Text type="secondary">{t('summary.more', { count: more })}</Typography.Text>}
      </Flex>
    </Card>
  );
}
