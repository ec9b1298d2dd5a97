import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import {
  categoryOfPath,
  defaultView,
  readListQuery,
  toQueryString,
  type CatalogQuery,
  type CatalogView,
} from '../../rules/catalog-query.ts';

/**
 * The list state lives in the query string only (spec 2 §2), so a filtered view is a link and a reload shows
 * the same list.
 */
export function useCatalogQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const config = useHostConfig();
  const routeCategory = categoryOfPath(location.pathname);

  const query = useMemo(() => readListQuery(location.search, routeCategory), [location.search, routeCategory]);

  const view: CatalogView = query.view ?? defaultView(config);

  /** Changes the list state; anything but 'load more' starts again at page 1. */
  const update = useCallback(
    (change: Partial<CatalogQuery>, options: { keepPage?: boolean } = {}) => {
      // The address as it is now, not as last rendered: two quick clicks must both land.
      const current = readListQuery(window.location.search, routeCategory);
      const next = { ...current, ...change, page: options.keepPage ? (change.page ?? current.page) : 1 };
      // The route already names the category; the query string keeps it only on /catalog/list.
      const written = toQueryString(routeCategory ? { ...next, category: null } : next);
      navigate({ pathname: location.pathname, search: written ? `?${written}` : '' }, { replace: options.keepPage });
    },
    [routeCategory, navigate, location.pathname],
  );

  return { query, view, update, routeCategory };
}
