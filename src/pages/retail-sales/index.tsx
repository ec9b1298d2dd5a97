import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListState } from '../../providers/list-state.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { ListCards } from './list-cards.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListTable } from './list-table.tsx';
import { REGISTRATION_LIST, useRegisteredFrames } from './use-registrations.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * Retail sales (spec 2 §2 /retail-sales, §4 'Registered frames'): the bikes the active customer sold and registered for
 * their owners' warranty, filtered in the URL and paged on the server; a table on desktop, cards on phones. Registrations
 * on their way to the consumer account refresh by themselves; failed ones say why and can be corrected and reuploaded.
 */
export default function RetailSalesPage() {
  const { t } = useTranslation('retail-sales');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const { state, update, clear, filtered } = useListState(REGISTRATION_LIST);
  const list = useRegisteredFrames(state);

  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const register = (
    <ButtonLink
      to={`/${locale}/retail-sales/register`}
      type="primary"
      size={phone ? 'large' : 'middle'}
      icon={<PlusOutlined />}
      block={phone}
      data-testid="registration-new"
    >
      {t('actions.register')}
    </ButtonLink>
  );
  const empty = filtered ? (
    <Empty description={<span data-testid="registrations-empty">{t('empty.filtered')}</span>}>
      <Button onClick={clear}>{t('filters.clear')}</Button>
    </Empty>
  ) : (
    <Empty description={<span data-testid="registrations-empty">{t('empty.none')}</span>}>{register}</Empty>
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  // The list's own refreshes while registrations are on their way do not dim it.
  const view = { page: list.page, loading: list.isFetching && !list.underWay, onPage, onChanged: () => void list.refetch(), empty };

  return (
    <Flex vertical gap={16} data-testid="retail-sales" style={{ maxWidth: 1400, width: '100%', margin: '0 auto' }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        {!phone && (
          <Flex vertical gap={2}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('list.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
          </Flex>
        )}
        {register}
      </Flex>
      <ListFilters state={state} onChange={update} phone={phone} />
      {list.underWay && (
        <Typography.Text type="secondary" role="status" data-testid="registrations-under-way">
          <SyncOutlined spin aria-hidden /> {t('list.under_way')}
        </Typography.Text>
      )}
      {list.isError && !list.page ? (
        <LoadError error={list.error} titleKey="retail-sales:list.load_failed" onRetry={() => void list.refetch()} />
      ) : phone ? (
        <ListCards {...view} />
      ) : (
        <ListTable {...view} />
      )}
    </Flex>
  );
}
