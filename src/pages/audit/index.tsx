import { Button, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../providers/list-state.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { AuditDrawer } from './audit-drawer.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { AuditCards, AuditTable } from './audit-views.tsx';
import { AUDIT_LIST, useAuditLog } from './use-audit.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The audit log (/admin/audit, page.audit): every change made through the API, newest first, read-only for support
 * staff (limitation audit) and admins. Paged and filtered on the server, filters and the open row kept in the URL so a
 * link can be shared; a table on desktop, cards on phones, one row's details in a drawer.
 * Its own page rather than an admin declaration: nothing is created or edited here, and the drawer, the phone cards
 * and the four page sizes of the API are not what the generic admin tables (10 or 20 rows, forms) offer.
 */
export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const phone = !useScreens().md;
  const { state, update, clear, filtered } = useListState(AUDIT_LIST);
  const log = useAuditLog(state);

  const empty = (
    <Empty description={<span data-testid="audit-empty">{t(filtered ? 'empty.filtered' : 'empty.none')}</span>}>
      {filtered && (
        <Button onClick={clear} data-testid="audit-clear">
          {t('empty.clear')}
        </Button>
      )}
    </Empty>
  );
  const setPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const props = { page: log.page, onPage: setPage, onOpen: (r: { id: number }) => update({ entry: r.id }), empty };

  return (
    <Flex vertical gap={16} data-testid="audit-log">
      <Flex vertical gap={2}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Flex>
      <AuditFilters state={state} onChange={update} phone={phone} />
      {log.isError && !log.page ? (
        <LoadError error={log.error} titleKey="audit:load_failed" onRetry={() => void log.refetch()} />
      ) : phone ? (
        <AuditCards {...props} loading={log.isFetching} />
      ) : (
        <AuditTable {...props} loading={log.isLoading || log.isFetching} />
      )}
      <AuditDrawer
        id={state.entry}
        fromList={log.page?.rows.find((r) => r.id === state.entry)}
        phone={phone}
        onClose={() => update({ entry: null })}
        onFilter={update}
      />
    </Flex>
  );
}
