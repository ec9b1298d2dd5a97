import { Empty, Flex, Skeleton, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../shell/load-error.tsx';
import { CategoryCards } from './cards.tsx';
import { CATEGORY_ROUTES, ROOTS, SECTIONS } from '../../graphql/marketing-material.ts';
import { SectionSwitch } from './section-nav.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

type RouteRow = { id: number; parentId: number | null; route: string; title: string };
type TreeNode = { key: string; title: string; children: TreeNode[] };

/** The route-only list as a tree, each branch in the editors' order; a category whose parent is hidden starts a branch. */
export function routeTree(rows: readonly RouteRow[]): TreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const branch = (parent: number | null): TreeNode[] =>
    rows
      .filter((r) => (r.parentId !== null && ids.has(r.parentId) ? r.parentId : null) === parent)
      .map((r) => ({ key: r.route, title: r.title, children: branch(r.id) }));
  return branch(null);
}

/**
 * /marketing-material/{type} (spec 3 §2 'Reader routes'): the section's category tree of the reader's target markets,
 * as cards and, on wide screens, as the whole tree beside them (the route-only list), leading to readable addresses.
 */
export default function MarketingMaterialPage() {
  const { t } = useTranslation('marketing-material');
  const { locale, type = '' } = useParams();
  const navigate = useNavigate();
  const wide = !!useScreens().lg;
  const known = (SECTIONS as readonly string[]).includes(type);
  const { data, isError, error, refetch } = usePortalQuery(['marketing-material', 'roots', type], ROOTS, { type }, { enabled: known });
  const routes = usePortalQuery(['marketing-material', 'routes', type], CATEGORY_ROUTES, { type }, { enabled: known && wide });
  if (!known) return <Empty description={t('reader.unknown_section')} />;
  const roots = data?.marketingMaterialCategories?.categories;
  return (
    <Flex vertical gap={16} data-testid="mm-section">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(`sections.${type}`)}
        </Typography.Title>
        <SectionSwitch />
      </Flex>
      {isError && !roots ? (
        <LoadError error={error} titleKey="marketing-material:reader.load_failed" onRetry={() => void refetch()} />
      ) : !roots ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !roots.length ? (
        <Empty description={<span data-testid="mm-empty">{t('reader.empty')}</span>} />
      ) : (
        <Flex gap={24} align="flex-start">
          {wide && (
            <nav aria-label={t('reader.tree')} style={{ width: 240, flex: 'none', background: '#fff', padding: 12, borderRadius: 8 }}>
              {routes.data ? (
                <Tree
                  defaultExpandAll
                  blockNode
                  selectable
                  data-testid="mm-tree"
                  onSelect={(keys) => keys[0] && navigate(`/${locale}/marketing-material/${type}/${encodeURIComponent(String(keys[0]))}`)}
                  treeData={routeTree(routes.data.marketingMaterialCategories.categories)}
                />
              ) : (
                <Skeleton active title={false} paragraph={{ rows: 4 }} />
              )}
            </nav>
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <CategoryCards categories={roots} perLine={wide ? 3 : 4} />
          </div>
        </Flex>
      )}
    </Flex>
  );
}
