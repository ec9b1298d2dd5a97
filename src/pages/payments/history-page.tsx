import { Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_HISTORY } from '../../graphql/payments.ts';
import { field, useListState } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { PaymentHistoryList } from './payment-history-list.tsx';

const SHOWN = ['all', 'pending', 'paid', 'failed', 'expired', 'voided'] as const;
const HISTORY_LIST = { page: field.page(), limit: field.pageSize([12], 12), status: field.oneOf('status', SHOWN, 'all') };

/**
 * The dealer's invoice payments (/payment/history), newest first: each with what was asked to be paid, its state
 * and the way back to its page, the account number and countdown of a transfer still open.
 */
export default function PaymentHistoryPage() {
  const { t } = useTranslation('payments');
  const phone = !useScreens().md;
  const { state, update } = useListState(HISTORY_LIST);
  const variables = { page: state.page, limit: state.limit, statuses: state.status === 'all' ? null : [state.status] };
  const query = usePortalQuery(['payment-history', variables], PAYMENT_HISTORY, variables, { fresh: true });
  const page = query.data?.paymentHistory;
  return (
    <Flex vertical gap={16} data-testid="payment-history">
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('history.title')}
        </Typography.Title>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('history.intro')}
      </Typography.Paragraph>
      <div style={{ overflowX: 'auto' }}>
        <Segmented
          value={state.status}
          onChange={(status) => update({ status: status as (typeof SHOWN)[number] })}
          options={SHOWN.map((s) => ({ value: s, label: t(`history.filter.${s}`) }))}
          data-testid="history-filter"
        />
      </div>
      {query.isError && !page ? (
        <LoadError error={query.error} titleKey="payments:history.load_failed" onRetry={() => void query.refetch()} />
      ) : (
        <PaymentHistoryList
          payments={page?.payments}
          loading={query.isFetching}
          onExpired={() => void query.refetch()}
          empty={t(state.status === 'all' ? 'history.empty' : 'history.empty_filtered')}
          paging={page && { page: page.info.page, limit: page.info.limit, count: page.info.count, onChange: (p) => update({ page: p }) }}
        />
      )}
    </Flex>
  );
}
