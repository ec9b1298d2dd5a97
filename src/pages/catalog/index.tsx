import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../shell/page-loading.tsx';
import { useHostConfig } from '../../providers/config.tsx';
import { useCatalogCategories } from '../../shell/catalog-categories.ts';
import { defaultCatalogUrl } from '../../shell/customer/catalog-url.ts';
import CatalogListPage from './list-page.tsx';

/**
 * The catalogue home (/catalog): best sellers above the whole list. Without the catalogue redesign the
 * catalogue starts at its default URL instead (spec 1 §4), once it is known which categories have products.
 */
export default function CatalogHomePage() {
  const { features } = useHostConfig();
  const { categories, isLoading } = useCatalogCategories();
  const { pathname, search } = useLocation();
  const startsElsewhere = !features.CATALOG_REDESIGN && !search;
  if (startsElsewhere && isLoading) return <PageLoading fullPage={false} />;
  if (startsElsewhere && categories) {
    return <Navigate replace to={pathname.replace(/\/catalog\/?$/, defaultCatalogUrl(features, categories))} />;
  }
  return <CatalogListPage home />;
}
