import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../providers/list-state.ts';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { SearchBox } from '../../shell/search-box.tsx';
import { DeskCards, DeskTable } from './desk-views.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { useDecisions } from './use-decisions.ts';
import { DESK_LIST, useWaitingOrders } from './use-waiting-orders.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The order-confirmation desk (/admin/order-confirmation, page.orderlist; spec 3 §2): orders a host holds for
 * confirmation, of the dealers the user may act for. Confirm sends one to the ERP; reject cancels it with a reason the
 * dealer reads. Searched and paged on the server; a table on desktop, cards on phones.
 */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('order-confirmation');
  const phone = !useScreens().md;
  const { state, update } = useListState(DESK_LIST);
  const orders = useWaitingOrders(state);
  const decisions = useDecisions(() => void orders.refetch());
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [text, setText] = useState(state.search);
  useEffect(() => setText(state.search), [state.search]);

  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const empty = (
    <Empty description={<span data-testid="order-confirmation-empty">{t(state.search ? 'empty.filtered' : 'empty.none')}</span>}>
      {state.search && <Button onClick={() => update({ search: '' })}>{t('empty.clear')}</Button>}
    </Empty>
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const props = { page: orders.page, onPage, empty, decisions, onReject: setRejecting };

  return (
    <Flex vertical gap={16} data-testid="order-confirmation">
      <Flex vertical gap={4}>
        <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Flex>
      <SearchBox
        allowClear
        size={phone ? 'large' : 'middle'}
        placeholder={t('search')}
        aria-label={t('search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => update({ search: v.trim() })}
        style={{ maxWidth: phone ? '100%' : 420 }}
        data-testid="order-confirmation-search"
      />
      {orders.isError && !orders.page ? (
        <LoadError error={orders.error} titleKey="order-confirmation:load_failed" onRetry={() => void orders.refetch()} />
      ) : phone ? (
        <DeskCards {...props} loading={orders.isFetching} />
      ) : (
        <DeskTable {...props} loading={orders.isLoading || orders.isFetching} />
      )}
      <RejectDialog orderNo={rejecting} decisions={decisions} onClose={() => setRejecting(null)} />
    </Flex>
  );
}
