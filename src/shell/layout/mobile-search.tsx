import { Drawer, type InputRef } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalUser } from '../use-portal-user.ts';
import { AppBarSearch, isCatalogList } from './app-bar-search.tsx';
import { useCurrentRoute } from './use-current-route.ts';
import { SearchBox } from '../search-box.tsx';

/** The event a list page listens to for the phone's search (spec 1 §2.5): `detail` carries the text and the page. */
export const SEARCH_EVENT = 'portal:search';
export interface PortalSearchDetail {
  query: string;
  path: string;
}

/**
 * The phone's search field for list pages: it hands the text to the page in view, which filters itself. On the
 * catalogue lists it is the app bar's catalogue search, with its suggestions.
 */
export function MobileSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { subPath } = useCurrentRoute();
  const { user } = usePortalUser();
  const inCatalog = isCatalogList(subPath) && !!user?.scopes.includes('page.catalog');
  const field = useRef<InputRef>(null);
  const submit = (query: string, event?: { preventDefault: () => void }) => {
    // Enter's key press would otherwise go on to what has the focus once the drawer closed, the search button, and
    // open the drawer again: at once where no closing motion holds the focus back (reduced motion).
    event?.preventDefault();
    window.dispatchEvent(new CustomEvent<PortalSearchDetail>(SEARCH_EVENT, { detail: { query: query.trim(), path: subPath } }));
    onClose();
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => visible && field.current?.focus()} // the drawer takes focus first; the field wants it
      placement="top"
      height="auto"
      closable={false}
      destroyOnHidden
      styles={{ body: { padding: 12 } }}
    >
      {inCatalog ? (
        <AppBarSearch inDrawer onDone={onClose} />
      ) : (
        <SearchBox
          ref={field}
          allowClear
          size="large"
          enterButton
          placeholder={t('navbar.search_placeholder')}
          aria-label={t('navbar.search')}
          onSearch={submit}
        />
      )}
    </Drawer>
  );
}
