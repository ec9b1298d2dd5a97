import { ShoppingOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListState } from '../../providers/list-state.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { ExportButton } from './export-button.tsx';
import { OpenOrderCards } from './open-order-cards.tsx';
import { OpenOrderFilters } from './open-order-filters.tsx';
import { OpenOrderSummary } from './open-order-summary.tsx';
import { OpenOrderTable } from './open-order-table.tsx';
import { OPEN_ORDER_LIST, useOpenOrders } from './use-open-orders.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * Open orders (spec 2 §2 order-open-order, §3): per company the open orders and the deliveries on their way, then
 * every line still to deliver, searched, filtered, sorted and paged on the server, with an Excel export.
 */
export default function OpenOrdersPage() {
  const { t } = useTranslation('open-orders');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const { state, update, clear, filtered } = useListState(OPEN_ORDER_LIST);
  const open = useOpenOrders(state);

  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const empty = filtered ? (
    <Empty description={<span data-testid="open-orders-empty">{t('empty.filtered')}</span>}>
      <Button onClick={clear}>{t('empty.clear')}</Button>
    </Empty>
  ) : (
    <Empty description={<span data-testid="open-orders-empty">{t('empty.none')}</span>}>
      <ButtonLink to={`/${locale}/catalog`} type="primary" icon={<ShoppingOutlined />}>
        {t('empty.to_catalog')}
      </ButtonLink>
    </Empty>
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const failed = open.isError && !open.data;

  return (
    <Flex vertical gap={16} data-testid="open-orders" style={{ maxWidth: 1400, width: '100%', margin: '0 auto' }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        )}
        {!phone && !failed && <ExportButton state={state} />}
      </Flex>
      {failed ? (
        <LoadError error={open.error} titleKey="open-orders:load_failed" onRetry={() => void open.refetch()} />
      ) : (
        <>
          <OpenOrderSummary summary={open.data?.summary} loading={open.isFetching} />
          <OpenOrderFilters state={state} onChange={update} codes={open.data?.customerCodes} phone={phone} />
          {phone && <ExportButton state={state} block />}
          {phone ? (
            <OpenOrderCards data={open.data} loading={open.isFetching} onPage={onPage} empty={empty} />
          ) : (
            <OpenOrderTable data={open.data} loading={open.isLoading || open.isFetching} onPage={onPage} empty={empty} />
          )}
        </>
      )}
    </Flex>
  );
}
