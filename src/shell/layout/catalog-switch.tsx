import { AppstoreOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Segmented, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { bikeCategoryUrl, catalogUrl, categoryOfLocation, type CatalogCategory } from './catalog-links.ts';
import { useBikeCategories } from './use-bike-categories.ts';
import { useCurrentRoute, withLocale } from './use-current-route.ts';

/**
 * The navbar's catalogue controls (spec 1 §2.4): the Bike / PAA toggle, whose PAA half is named per sales
 * organisation, and the bike category menu (hidden with HIDE_CATEGORY_MENU).
 */
export function CatalogSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const config = useHostConfig();
  const { user } = usePortalUser();
  const { locale, subPath, search } = useCurrentRoute();
  const navigate = useNavigate();
  const mayBrowse = !!user?.scopes.includes('page.catalog');
  const showCategories = mayBrowse && !config.features.HIDE_CATEGORY_MENU;
  const bikes = useBikeCategories(showCategories);
  if (!mayBrowse) return null;

  const redesign = config.features.CATALOG_REDESIGN;
  const current = categoryOfLocation(subPath, search);
  const go = (category: CatalogCategory) => navigate(withLocale(locale, catalogUrl(category, redesign)));

  const categoryItems: MenuProps['items'] = [
    ...(bikes.isLoading
      ? [{ key: 'loading', disabled: true, icon: <LoadingOutlined />, label: t('navbar.categories_loading') }]
      : bikes.isError
        ? [{ key: 'failed', label: t('navbar.categories_failed'), onClick: () => void bikes.refetch() }]
        : bikes.categories.map((c) => ({
            key: `mc:${c.id}`,
            label: <Link to={withLocale(locale, bikeCategoryUrl(c.mcIds, redesign))}>{c.wording}</Link>,
          }))),
    { type: 'divider' as const },
    { key: 'all', label: <Link to={withLocale(locale, catalogUrl('bike', redesign))}>{t('navbar.all_categories')}</Link> },
  ];

  return (
    <Flex align="center" gap={8} data-testid="catalog-switch">
      <Segmented<CatalogCategory | ''>
        value={current ?? ''}
        onChange={(value) => value && go(value)}
        options={[
          { value: 'bike', label: t('navbar.bike') },
          // A market without parts and accessories has no PAA catalogue to switch to (spec 1 §6).
          ...(config.paaDisabled ? [] : [{ value: 'paa' as const, label: t(`navbar.${config.paaLabel ?? 'paa'}`) }]),
        ]}
        aria-label={t('navbar.catalog_category')}
      />
      {showCategories && (
        <Dropdown trigger={['hover', 'click']} menu={{ items: categoryItems }} placement="bottomLeft">
          <Button type="text" icon={<AppstoreOutlined />} data-testid="category-menu" aria-label={t('navbar.categories')}>
            {!compact && t('navbar.categories')}
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}
