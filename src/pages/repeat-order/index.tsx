import { HistoryOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { OrderStatusTag } from '../orders/status-tags.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { OrderPicker } from './order-picker.tsx';
import type { PastOrderDetail } from '../../graphql/repeat-order.ts';
import { RepeatLines } from './repeat-lines.tsx';
import { usePastOrder, usePastOrders } from './use-repeat-data.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

const orderOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** When and what the chosen order was, with the way to its detail. */
function OrderFacts({ order }: { order: PastOrderDetail }) {
  const { t } = useTranslation('repeat-order');
  const { locale } = useParams();
  const money = useMoney();
  const { date } = useOrderDates();
  return (
    <Flex gap={10} align="center" wrap data-testid="repeat-order-facts">
      <Typography.Text type="secondary">
        {t('facts', { date: date(order.createdAt), count: order.lines.length, total: money(order.total, order.precision) })}
      </Typography.Text>
      <OrderStatusTag status={order.status} />
      <Link to={`/${locale}/order/${order.id}`}>{t('view_order')}</Link>
    </Flex>
  );
}

/**
 * Repeat order (spec 2 §2, /catalog/repeat-order): one of the active customer's past orders, picked by B2B or SO
 * number (or opened from the order's "Order again" as ?order=<id>), its lines priced and checked against today's
 * catalogue, and the chosen ones added to the cart at once.
 */
export default function RepeatOrderPage() {
  const { t } = useTranslation('repeat-order');
  const { locale } = useParams();
  const desktop = !!useScreens().md;
  const { user } = usePortalUser();
  const [params, setParams] = useSearchParams();
  const orderId = orderOf(params.get('order'));
  // Past orders are behind the order pages' scope; without it the picker would only be refused.
  const mayList = !!user?.scopes.includes('page.order-status');
  const first = usePastOrders('', mayList);
  const order = usePastOrder(mayList ? orderId : null);
  const pick = (id: number) => setParams({ order: String(id) }, { replace: true });
  const none = first.data?.pages[0]?.info.count === 0;
  const code = order.error?.code;
  const picked = order.data?.order;

  let body;
  if (!user || (mayList && first.isLoading)) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else if (!mayList) {
    body = (
      <Card>
        <Result status="info" title={t('no_access')} />
      </Card>
    );
  } else if (first.isError && !first.data) {
    body = <LoadError error={first.error} titleKey="repeat-order:load_failed" onRetry={() => void first.refetch()} />;
  } else if (none) {
    body = (
      <Card data-testid="repeat-empty">
        <EmptyState
          type="custom"
          title={t('empty.title')}
          description={t('empty.text')}
          action={
            <ButtonLink to={`/${locale}/catalog`} type="primary" icon={<ShoppingOutlined />}>
              {t('empty.to_catalog')}
            </ButtonLink>
          }
        />
      </Card>
    );
  } else {
    body = (
      <>
        <Card>
          <Flex vertical gap={10}>
            <Typography.Text strong>{t('picker.label')}</Typography.Text>
            <div style={{ maxWidth: 640 }}>
              <OrderPicker value={orderId} selected={picked} onChange={pick} />
            </div>
            {picked && <OrderFacts order={picked} />}
          </Flex>
        </Card>
        {orderId === null ? (
          <Card data-testid="repeat-choose">
            <EmptyState type="custom" title={t('choose.title')} description={t('choose.text')} />
          </Card>
        ) : code === 'N001' || code === 'U002' || code === 'I001' ? (
          <Alert type="warning" showIcon message={t('not_found')} data-testid="repeat-not-found" />
        ) : order.isError ? (
          <LoadError error={order.error} titleKey="repeat-order:order_failed" onRetry={() => void order.refetch()} />
        ) : !picked ? (
          <Card>
            <Skeleton active paragraph={{ rows: 5 }} />
          </Card>
        ) : (
          <RepeatLines key={picked.id} order={picked} />
        )}
      </>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="repeat-order" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      <div>
        {/* On phones the top bar already names the page. */}
        {desktop && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            <HistoryOutlined /> {t('title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </div>
      {body}
    </Flex>
  );
}
