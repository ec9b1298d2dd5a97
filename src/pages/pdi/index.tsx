import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListState } from '../../providers/list-state.ts';
import { isReadOnlyUser } from '../../rules/read-only.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { filterSize, SearchFilter } from '../../shell/filter-bar.tsx';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { ListCards } from './list-cards.tsx';
import { ListTable } from './list-table.tsx';
import { PDI_LIST, usePdiChange, usePdis } from './use-pdis.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The PDI list (spec 2 §2 /pdi): the inspections this user may read, newest first, searched and paged on the server;
 * deleted ones with 'show deleted', to restore. A dense table on desktop, cards on phones.
 */
export default function PdiListPage() {
  const { t } = useTranslation('pdi');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const { user } = usePortalUser();
  const readOnly = isReadOnlyUser(user);
  // Staff read the inspections of several customers; inspecting needs the customer the session acts for.
  const staff = readOnly || !!user?.scopes.includes('menu.change-cust');
  const mayInspect = !!user?.customerData && !readOnly;
  const { state, update } = useListState(PDI_LIST);
  const pdis = usePdis(state);
  const { change, busyId } = usePdiChange(() => pdis.refetch());

  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const size = filterSize(phone);
  const empty = state.search ? (
    <Empty description={<span data-testid="pdi-empty">{t('empty.filtered')}</span>}>
      <Button onClick={() => update({ search: '' })}>{t('empty.clear')}</Button>
    </Empty>
  ) : (
    <Empty
      description={
        <Flex vertical gap={4}>
          <span data-testid="pdi-empty">{t('empty.none')}</span>
          {mayInspect && <Typography.Text type="secondary">{t('empty.none_text')}</Typography.Text>}
        </Flex>
      }
    />
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const view = {
    page: pdis.page,
    onPage,
    empty,
    staff,
    mayChange: !readOnly,
    busyId,
    onChange: (p: Parameters<typeof change>[0], a: 'delete' | 'restore') => void change(p, a),
  };

  return (
    <Flex vertical gap={16} data-testid="pdi-list">
      <Flex justify="space-between" align="center" gap={12} wrap>
        {!phone && (
          <Flex vertical gap={2} style={{ maxWidth: 720 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('list.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
          </Flex>
        )}
        {mayInspect && (
          <ButtonLink to={`/${locale}/pdi/create`} type="primary" size={size} icon={<PlusOutlined />} data-testid="pdi-new">
            {t('actions.new')}
          </ButtonLink>
        )}
      </Flex>
      <Flex gap={12} align="center" wrap data-testid="pdi-filters">
        {/* The phone's top-bar search and the back arrow change the address; the box follows. */}
        <SearchFilter
          value={state.search}
          onSearch={(search) => update({ search })}
          label={t('filters.search')}
          phone={phone}
          width={280}
          maxLength={40}
          trim
          testId="pdi-search"
        />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
          <Switch checked={state.showDeleted} onChange={(showDeleted) => update({ showDeleted })} data-testid="pdi-show-deleted" />
          {t('filters.show_deleted')}
        </label>
      </Flex>
      {pdis.isError && !pdis.page ? (
        <LoadError error={pdis.error} titleKey="pdi:list.load_failed" onRetry={() => void pdis.refetch()} />
      ) : phone ? (
        <ListCards {...view} loading={pdis.isFetching} />
      ) : (
        <ListTable {...view} loading={pdis.isLoading || pdis.isFetching} />
      )}
    </Flex>
  );
}
