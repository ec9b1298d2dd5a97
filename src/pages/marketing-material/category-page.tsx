import { Breadcrumb, Divider, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../shell/load-error.tsx';
import { CategoryCards, ItemCards } from './cards.tsx';
import { CATEGORY, CATEGORY_ROUTES, ITEMS } from '../../graphql/marketing-material.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

/** Spec 3 §9: materials by category, page 1, limit 9999. */
const ITEM_LIMIT = 9999;

/**
 * /marketing-material/{type}/{id}: one category with its breadcrumb, its children (when shown) and its items as cards.
 * The address names the category by id or by its route (a readable address), found in the section's route-only list.
 */
export default function MarketingCategoryPage() {
  const { t } = useTranslation('marketing-material');
  const { locale, type = '', id = '' } = useParams();
  const byRoute = !/^\d+$/.test(id);
  const routes = usePortalQuery(['marketing-material', 'routes', type], CATEGORY_ROUTES, { type }, { enabled: byRoute });
  const routeRows = routes.data?.marketingMaterialCategories.categories;
  // An unknown route asks for id 0, which is no category: the page says so as for any missing one.
  const categoryId = byRoute ? (routeRows ? (routeRows.find((r) => r.route === id)?.id ?? 0) : null) : Number(id);
  const ready = categoryId !== null;
  const category = usePortalQuery(
    ['marketing-material', 'category', categoryId, type],
    CATEGORY,
    { id: categoryId ?? 0, type },
    { enabled: ready },
  );
  const items = usePortalQuery(
    ['marketing-material', 'items', categoryId, ITEM_LIMIT],
    ITEMS,
    { category: categoryId ?? 0, limit: ITEM_LIMIT },
    { enabled: ready },
  );
  if (routes.isError && !routeRows)
    return <LoadError error={routes.error} titleKey="marketing-material:reader.load_failed" onRetry={() => void routes.refetch()} />;
  const c = category.data?.marketingMaterialCategory;
  if (category.isError && !category.data)
    return <LoadError error={category.error} titleKey="marketing-material:reader.load_failed" onRetry={() => void category.refetch()} />;
  if (!category.data || (c && !items.data)) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!c)
    return (
      <Empty description={<span data-testid="mm-not-found">{t('reader.not_found')}</span>}>
        <Link to={`/${locale}/marketing-material/${type}`}>{t('reader.back')}</Link>
      </Empty>
    );
  const list = items.data?.marketingMaterials?.materials ?? [];
  return (
    <Flex vertical gap={16} data-testid="mm-category">
      <Breadcrumb
        items={[
          { title: <Link to={`/${locale}/marketing-material/${type}`}>{t(`sections.${type}`)}</Link> },
          ...c.breadcrumb.map((b, i) => ({
            title: i === c.breadcrumb.length - 1 ? b.title : <Link to={`/${locale}/marketing-material/${type}/${b.id}`}>{b.title}</Link>,
          })),
        ]}
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {c.title}
      </Typography.Title>
      {c.showChilds && c.children.length > 0 && (
        <>
          <CategoryCards categories={c.children} perLine={4} />
          {list.length > 0 && <Divider style={{ margin: '8px 0' }} />}
        </>
      )}
      {list.length ? (
        <ItemCards items={list} layout={c.layout} perLine={c.itemPerLine} />
      ) : (
        !c.children.length && <Empty description={<span data-testid="mm-empty">{t('reader.empty_category')}</span>} />
      )}
    </Flex>
  );
}
