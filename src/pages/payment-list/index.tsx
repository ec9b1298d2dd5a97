import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../providers/list-state.ts';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { PaymentFilters } from './payment-filters.tsx';
import { ReceiptsDialog } from './payment-parts.tsx';
import { PaymentCards, PaymentTable } from './payment-views.tsx';
import { usePaymentActions } from './use-payment-actions.ts';
import { PAYMENT_LIST, usePayments } from './use-payments.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The payment list (/payment, page.payment-request; spec 3 §4 'Payment'): orders paid in advance by bank transfer
 * with their payment and order status. Staff approve or void them; the dealer and staff keep the transfer receipts.
 * Searched and filtered on the server; a table on desktop, cards on phones.
 */
export default function PaymentListPage() {
  const { t } = useTranslation('payment-list');
  const phone = !useScreens().md;
  const { state, update, clear, filtered } = useListState(PAYMENT_LIST);
  const payments = usePayments(state);
  const actions = usePaymentActions(() => void payments.refetch());
  const [receiptsOf, setReceiptsOf] = useState<string | null>(null);
  // The dialog follows the list, so an upload or delete shows at once after the reload.
  const open = payments.page?.payments.find((p) => p.orderNo === receiptsOf) ?? null;

  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const empty = (
    <Empty description={<span data-testid="payments-empty">{t(filtered ? 'empty.filtered' : 'empty.none')}</span>}>
      {filtered && <Button onClick={clear}>{t('empty.clear')}</Button>}
    </Empty>
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const props = { page: payments.page, onPage, empty, actions, onReceipts: (p: { orderNo: string }) => setReceiptsOf(p.orderNo) };

  return (
    <Flex vertical gap={16} data-testid="payment-list">
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
      )}
      <PaymentFilters state={state} onChange={update} phone={phone} />
      {payments.isError && !payments.page ? (
        <LoadError error={payments.error} titleKey="payment-list:load_failed" onRetry={() => void payments.refetch()} />
      ) : phone ? (
        <PaymentCards {...props} loading={payments.isFetching} />
      ) : (
        <PaymentTable {...props} loading={payments.isLoading || payments.isFetching} />
      )}
      <ReceiptsDialog payment={open} actions={actions} onClose={() => setReceiptsOf(null)} />
    </Flex>
  );
}
