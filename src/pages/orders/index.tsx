import { ShoppingOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListState } from '../../providers/list-state.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { OrderCards } from './order-cards.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrderTable } from './order-table.tsx';
import { ORDER_LIST, useOrders } from './use-orders.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The order list (spec 2 §2 /order, §3): the active customer's orders with B2B and SO numbers, statuses and who
 * placed them, paged, searched and filtered on the server. A table on desktop, cards on phones.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const { state, update, clear, filtered } = useListState(ORDER_LIST);
  const orders = useOrders(state);

  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const empty = filtered ? (
    <Empty description={<span data-testid="orders-empty">{t('empty.filtered')}</span>}>
      <Button onClick={clear}>{t('empty.clear')}</Button>
    </Empty>
  ) : (
    <Empty description={<span data-testid="orders-empty">{t('empty.none')}</span>}>
      <ButtonLink to={`/${locale}/catalog`} type="primary" icon={<ShoppingOutlined />}>
        {t('empty.to_catalog')}
      </ButtonLink>
    </Empty>
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });

  return (
    <Flex vertical gap={16} data-testid="order-list">
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
      )}
      <OrderFilters state={state} onChange={update} phone={phone} />
      {orders.isError && !orders.page ? (
        <LoadError error={orders.error} titleKey="orders:load_failed" onRetry={() => void orders.refetch()} />
      ) : phone ? (
        <OrderCards page={orders.page} loading={orders.isFetching} onPage={onPage} empty={empty} />
      ) : (
        <OrderTable page={orders.page} loading={orders.isLoading || orders.isFetching} onPage={onPage} empty={empty} />
      )}
    </Flex>
  );
}
