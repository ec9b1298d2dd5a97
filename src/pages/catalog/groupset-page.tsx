import { Alert, Breadcrumb, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GROUPSETS, type Groupset } from '../../graphql/catalog.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { GroupsetCard } from './groupset-card.tsx';
import { SearchBox } from '../../shell/search-box.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** Name or brand contains every word typed; a market has only a handful of groupsets, so this stays in the browser. */
function matches(groupset: Groupset, search: string) {
  const text = `${groupset.name} ${groupset.brand}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The groupsets of the market (/catalog/groupset): each with its parts, orderable one by one or as a whole set. */
export default function GroupsetPage() {
  const { t } = useTranslation('catalog');
  const { locale } = useParams();
  const screens = useScreens();
  const { user } = usePortalUser();
  // Adding to the cart needs a cart (cart.display-order-qty, which the server checks) and a customer.
  const canOrder = !!user?.hasCustCode && !!user.scopes.includes('cart.display-order-qty');
  const [search, setSearch] = useState('');
  // A failed load gets the shell's popup.
  const query = usePortalQuery(['groupsets'], GROUPSETS, {}, { staleTime: 30_000, popup: true });

  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => setSearch((e as CustomEvent<PortalSearchDetail>).detail.query);
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  }, []);

  const all = query.data?.groupsets;
  const shown = useMemo(() => (all ?? []).filter((g) => matches(g, search)), [all, search]);
  const refetch = () => void query.refetch(); // cart quantities change with every add

  let body;
  if (query.isError) body = null;
  else if (!all)
    body = [0, 1].map((i) => (
      <Card key={i}>
        <Skeleton active avatar={{ shape: 'square', size: 54 }} paragraph={{ rows: 4 }} />
      </Card>
    ));
  else if (!all.length)
    body = (
      <Card>
        <EmptyState type="noData" title={t('groupset.empty.title')} description={t('groupset.empty.text')} />
      </Card>
    );
  else if (!shown.length) {
    body = (
      <Card>
        <EmptyState
          type="searchNoResult"
          title={t('groupset.no_match.title', { search })}
          description={t('groupset.no_match.text')}
          action={
            <Button type="primary" onClick={() => setSearch('')}>
              {t('groupset.clear')}
            </Button>
          }
        />
      </Card>
    );
  } else body = shown.map((g) => <GroupsetCard key={g.id} groupset={g} canOrder={canOrder} onAdded={refetch} />);

  return (
    <Flex vertical gap={16} data-testid="groupset-page">
      <Breadcrumb items={[{ title: <Link to={`/${locale}/catalog`}>{t('title.all')}</Link> }, { title: t('groupset.title') }]} />
      <Flex justify="space-between" align="center" wrap gap={10}>
        <div>
          {/* On phones the top bar already names the page. */}
          <Typography.Title level={3} style={{ margin: 0, display: screens.md ? undefined : 'none' }}>
            {t('groupset.title')}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="result-count">
            {all ? t('groupset.count', { count: shown.length }) : '\u00a0'}
          </Typography.Text>
        </div>
        <SearchBox
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('groupset.search')}
          aria-label={t('groupset.search')}
          size={screens.md ? 'middle' : 'large'}
          style={{ width: screens.md ? 300 : '100%' }}
          data-testid="groupset-search"
        />
      </Flex>
      {all && !canOrder && <Alert type="info" showIcon message={t('detail.choose_customer')} />}
      {body}
    </Flex>
  );
}
