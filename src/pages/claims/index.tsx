import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { useListState } from '../../providers/list-state.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { ListCards } from './list-cards.tsx';
import { claimCustomerLabel } from './list-customer-filter.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListTable } from './list-table.tsx';
import { useClaimUser } from './use-claim-user.ts';
import { CLAIM_LIST, useClaims } from './use-claims.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The claim list (spec 2 §2 /claim): the warranty claims this user may read, filtered in the URL and paged on the
 * server. A dense table on desktop, cards on phones; dealers file new bike (and, where the market allows, PAA) claims.
 */
export default function ClaimListPage() {
  const { t } = useTranslation('claims');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const { claimAllowPAA } = useHostConfig();
  const { staff, mayFile } = useClaimUser();
  const { state, update, clear, filtered } = useListState(CLAIM_LIST);
  const claims = useClaims(state);

  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const size = phone ? 'large' : 'middle';
  const fileButtons = mayFile && (
    <Flex gap={8} wrap>
      <ButtonLink to={`/${locale}/claim/create/bike`} type="primary" size={size} icon={<PlusOutlined />} data-testid="claim-new-bike">
        {t('actions.new_bike')}
      </ButtonLink>
      {claimAllowPAA && (
        <ButtonLink to={`/${locale}/claim/create/paa`} size={size} icon={<PlusOutlined />} data-testid="claim-new-paa">
          {t('actions.new_paa')}
        </ButtonLink>
      )}
    </Flex>
  );
  const empty = filtered ? (
    <Empty description={<span data-testid="claims-empty">{t('empty.filtered')}</span>}>
      <Button onClick={clear}>{t('empty.clear')}</Button>
    </Empty>
  ) : (
    <Empty description={<span data-testid="claims-empty">{t(mayFile ? 'empty.none' : 'empty.none_staff')}</span>} />
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const firstRow = claims.page?.claims[0];
  const knownCustomer =
    state.customer && firstRow ? claimCustomerLabel({ name: firstRow.custName, custCode: firstRow.custCode }) : undefined;
  const view = { page: claims.page, loading: claims.isFetching, onPage, empty, staff };

  return (
    <Flex vertical gap={16} data-testid="claim-list">
      <Flex justify="space-between" align="center" gap={12} wrap>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('list.title')}
          </Typography.Title>
        )}
        {fileButtons}
      </Flex>
      <ListFilters state={state} onChange={update} phone={phone} staff={staff} customerLabel={knownCustomer} />
      {claims.isError && !claims.page ? (
        <LoadError error={claims.error} titleKey="claims:list.load_failed" onRetry={() => void claims.refetch()} />
      ) : phone ? (
        <ListCards {...view} />
      ) : (
        <ListTable {...view} loading={claims.isLoading || claims.isFetching} />
      )}
    </Flex>
  );
}
