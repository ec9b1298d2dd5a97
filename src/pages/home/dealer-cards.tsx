import { CarOutlined, CreditCardOutlined, FileTextOutlined, MessageOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Col, Flex, List, Row, Statistic, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { HomeCard } from './home-card.tsx';
import { DEALER_HOME, type DealerHomeData } from '../../graphql/home.ts';
import { useHomeQuery } from './use-home.ts';

type Part<K extends keyof DealerHomeData> = NonNullable<DealerHomeData[K]>;
interface CardState {
  loading: boolean;
  error: unknown;
  retry: () => void;
}

const more = (to: string, label: string, testId: string) => (
  <Link to={to} data-testid={testId}>
    {label} <RightOutlined aria-hidden style={{ fontSize: 10 }} />
  </Link>
);

/** Invoices overdue and due per company, each with a pay link that opens the payment page with the invoices chosen. */
function InvoicesCard({ invoices, state }: { invoices: Part<'invoices'> | undefined; state: CardState }) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const { locale } = useParams();
  const money = useMoney();
  return (
    <HomeCard
      testId="home-invoices"
      icon={<FileTextOutlined />}
      title={t('invoices.title')}
      {...state}
      onRetry={state.retry}
      empty={!!invoices && !invoices.length && t('invoices.none')}
      extra={more(`/${locale}/invoice/open-invoice`, t('invoices.all'), 'home-invoices-all')}
    >
      <Flex vertical gap={16}>
        {invoices?.map((i) => (
          <Flex key={`${i.companyCode}/${i.payerCode}`} vertical gap={8} data-testid="home-invoice-company" data-company={i.companyCode}>
            <Typography.Text type="secondary">{i.companyName}</Typography.Text>
            <Row gutter={[16, 8]}>
              <Col xs={12}>
                <Statistic
                  title={t('invoices.overdue', { count: i.overdueCount })}
                  value={money(i.overdue, i.precision)}
                  valueStyle={{ fontSize: 20, color: i.overdue > 0 ? token.colorError : token.colorTextSecondary }}
                />
              </Col>
              <Col xs={12}>
                <Statistic
                  title={t('invoices.due', { count: i.dueCount })}
                  value={money(i.due, i.precision)}
                  valueStyle={{ fontSize: 20 }}
                />
              </Col>
            </Row>
            {i.pending !== 0 && (
              <Typography.Text type="secondary" data-testid="home-invoices-pending">
                {t('invoices.pending', { amount: money(i.pending, i.precision) })}
              </Typography.Text>
            )}
            {i.payInvoiceIds.length > 0 && (
              <Link to={`/${locale}/payment/invoice?invoices=${i.payInvoiceIds.join(',')}`} data-testid="home-pay">
                <Button type="primary" danger={i.overdue > 0} tabIndex={-1} block>
                  {i.overdue > 0 ? t('invoices.pay_overdue') : t('invoices.pay_next')}
                </Button>
              </Link>
            )}
          </Flex>
        ))}
      </Flex>
    </HomeCard>
  );
}

/** What the dealer may still buy on credit per company, and which company blocks. */
function CreditCard({ credit, state }: { credit: Part<'credit'> | undefined; state: CardState }) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const money = useMoney();
  return (
    <HomeCard
      testId="home-credit"
      icon={<CreditCardOutlined />}
      title={t('credit.title')}
      {...state}
      onRetry={state.retry}
      empty={!!credit && !credit.length && t('credit.none')}
    >
      <Flex vertical gap={12}>
        {credit?.map((c) => (
          <Flex key={c.companyCode} vertical gap={2} data-testid="home-credit-company" data-company={c.companyCode}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text type="secondary">{c.companyName}</Typography.Text>
              {c.reasonBlocked && (
                <Tag color="error" data-testid="home-credit-blocked">
                  {t(`credit.reason.${c.reasonBlocked}`)}
                </Tag>
              )}
            </Flex>
            <Typography.Text
              strong
              style={{ fontSize: 20, color: c.available < 0 ? token.colorError : undefined, fontVariantNumeric: 'tabular-nums' }}
            >
              {money(c.available, c.precision)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('credit.of_limit', { limit: money(c.creditLimit, c.precision) })}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </HomeCard>
  );
}

/** Open orders and the deliveries on their way, each leading to its page. */
function OrdersCard({ orders, state }: { orders: Part<'orders'> | undefined; state: CardState }) {
  const { t } = useTranslation('home');
  const { locale } = useParams();
  const money = useMoney();
  const { date } = useOrderDates();
  const none = !!orders && !orders.openOrders && !orders.deliveriesOnTheWay;
  return (
    <HomeCard
      testId="home-orders"
      icon={<CarOutlined />}
      title={t('orders.title')}
      {...state}
      onRetry={state.retry}
      empty={none && t('orders.none')}
    >
      {orders && (
        <Row gutter={[16, 8]}>
          <Col xs={12}>
            <Link to={`/${locale}/order/open-order`} data-testid="home-open-orders" style={{ color: 'inherit', display: 'block' }}>
              <Statistic title={t('orders.open')} value={orders.openOrders} />
              {orders.currency && orders.openValue > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {money(orders.openValue, orders.precision ?? undefined)}
                </Typography.Text>
              )}
            </Link>
          </Col>
          <Col xs={12}>
            <Link to={`/${locale}/order/delivery`} data-testid="home-deliveries" style={{ color: 'inherit', display: 'block' }}>
              <Statistic title={t('orders.on_the_way')} value={orders.deliveriesOnTheWay} />
              {orders.nextDelivery && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('orders.next', { date: date(orders.nextDelivery) })}
                </Typography.Text>
              )}
            </Link>
          </Col>
        </Row>
      )}
    </HomeCard>
  );
}

/** Claims the warranty officer asked more of: the dealer answers them from the claim page. */
function ClaimsCard({ claims, state }: { claims: Part<'claimsNeedingInformation'> | undefined; state: CardState }) {
  const { t } = useTranslation('home');
  const { locale } = useParams();
  return (
    <HomeCard
      testId="home-claims"
      icon={<MessageOutlined />}
      title={t('claims.title')}
      {...state}
      onRetry={state.retry}
      empty={!!claims && !claims.count && t('claims.none')}
      extra={
        claims &&
        claims.count > 0 &&
        more(`/${locale}/claim?status=need_information`, t('claims.all', { count: claims.count }), 'home-claims-all')
      }
    >
      <List
        size="small"
        dataSource={claims?.latest ?? []}
        renderItem={(c) => (
          <List.Item key={c.id} style={{ paddingInline: 0 }}>
            <Link to={`/${locale}/claim/${c.id}`}>{c.referenceNo}</Link>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: '60%' }}>
              {c.articleName}
            </Typography.Text>
          </List.Item>
        )}
      />
    </HomeCard>
  );
}

/** The dealer's day: one query for the active customer, a card per kind of figure the user may see. */
export function DealerCards({ customerCode }: { customerCode: string }) {
  const home = useHomeQuery(['dealer', customerCode], DEALER_HOME, {});
  const data = home.data?.dealerHome;
  const state: CardState = { loading: home.loading, error: home.error, retry: home.retry };
  // Before the answer every card shows its skeleton; after it, only the parts the user may see.
  const shows = (part: keyof DealerHomeData) => !data || data[part] !== null;
  const cards = [
    shows('invoices') && <InvoicesCard key="invoices" invoices={data?.invoices ?? undefined} state={state} />,
    shows('credit') && <CreditCard key="credit" credit={data?.credit ?? undefined} state={state} />,
    shows('orders') && <OrdersCard key="orders" orders={data?.orders ?? undefined} state={state} />,
    shows('claimsNeedingInformation') && <ClaimsCard key="claims" claims={data?.claimsNeedingInformation ?? undefined} state={state} />,
  ].filter(Boolean);
  return (
    <Row gutter={[16, 16]} data-testid="dealer-home">
      {cards.map((card, n) => (
        <Col key={n} xs={24} lg={12}>
          {card}
        </Col>
      ))}
    </Row>
  );
}
