import { Alert, Button, Empty, Flex, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../providers/list-state.ts';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { DeliveryCards } from './delivery-cards.tsx';
import { DeliveryFilters } from './delivery-filters.tsx';
import { DeliveryTable } from './delivery-table.tsx';
import { ShippedCards } from './shipped-cards.tsx';
import { ShippedTable } from './shipped-table.tsx';
import { DELIVERY_LIST, rangeProblemOf, useDeliveries, useShippedOrders, type DeliveryTab } from './use-deliveries.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * Deliveries and shipped orders (spec 2 §2 order-delivery, §3): the active customer's delivery orders with carrier
 * and tracking, and the DOs that have arrived. Searched, filtered and paged on the server; a table on desktop,
 * cards on phones.
 */
export default function DeliveriesPage() {
  const { t } = useTranslation('deliveries');
  const phone = !useScreens().md;
  const { state, update, clear, filtered } = useListState(DELIVERY_LIST);
  const deliveries = useDeliveries(state);
  const shipped = useShippedOrders(state);
  const list = state.tab === 'shipped' ? shipped : deliveries;
  const problem = rangeProblemOf(state);

  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const emptyText = filtered
    ? t('empty.filtered')
    : state.tab === 'shipped'
      ? t('empty.no_shipped')
      : state.all
        ? t('empty.none')
        : t('empty.none_on_the_way');
  const empty = (
    <Empty description={<span data-testid="deliveries-empty">{emptyText}</span>}>
      <Flex gap={8} justify="center" wrap>
        {filtered && <Button onClick={clear}>{t('empty.clear')}</Button>}
        {state.tab === 'deliveries' && !state.all && (
          <Button type="primary" onClick={() => update({ all: true })}>
            {t('empty.show_all')}
          </Button>
        )}
      </Flex>
    </Empty>
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });

  return (
    <Flex vertical gap={16} data-testid="deliveries-page">
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
      )}
      <Tabs
        activeKey={state.tab}
        onChange={(tab) => update({ tab: tab as DeliveryTab })}
        style={{ marginBottom: -16 }}
        items={[
          { key: 'deliveries', label: <span data-testid="tab-deliveries">{t('tabs.deliveries')}</span> },
          { key: 'shipped', label: <span data-testid="tab-shipped">{t('tabs.shipped')}</span> },
        ]}
      />
      <DeliveryFilters state={state} onChange={update} shown={list.page?.range} phone={phone} />
      {problem ? (
        <Alert
          type="error"
          showIcon
          message={t(`range.${problem}`)}
          data-testid="range-problem"
          action={
            <Button size="small" onClick={() => update({ from: '', to: '' })}>
              {t('range.reset')}
            </Button>
          }
        />
      ) : list.isError && !list.page ? (
        <LoadError error={list.error} titleKey="deliveries:load_failed" onRetry={() => void list.refetch()} />
      ) : state.tab === 'shipped' ? (
        phone ? (
          <ShippedCards page={shipped.page} loading={shipped.isFetching} onPage={onPage} empty={empty} />
        ) : (
          <ShippedTable page={shipped.page} loading={shipped.isLoading || shipped.isFetching} onPage={onPage} empty={empty} />
        )
      ) : phone ? (
        <DeliveryCards page={deliveries.page} loading={deliveries.isFetching} onPage={onPage} empty={empty} />
      ) : (
        <DeliveryTable page={deliveries.page} loading={deliveries.isLoading || deliveries.isFetching} onPage={onPage} empty={empty} />
      )}
    </Flex>
  );
}
