import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Flex, Input, Tooltip, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUGGESTIONS } from '../../graphql/catalog.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import {
  parseCatalogQuery,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
  shownSuggestions,
  toQueryString,
} from '../../rules/catalog-query.ts';
import { useDebounced } from '../use-debounced.ts';
import { usePortalUser } from '../use-portal-user.ts';
import { categoryOfLocation } from './catalog-links.ts';
import { useCurrentRoute, withLocale } from './use-current-route.ts';

/** The catalogue list routes, where a search narrows the list in view. */
export const isCatalogList = (subPath: string) => /^\/catalog(\/(list|bike|paa))?$/.test(subPath);

/**
 * The app bar's catalogue search (spec 2 §2): up to 4 suggestions once 3 characters are typed and the typing
 * has rested 650 ms; Enter searches the list. On a filtered list the dealer chooses whether the search keeps
 * the current filters. On phones it sits in the search drawer (`inDrawer`), which `onDone` closes, or, with
 * CATALOG_REDESIGN_APP_BAR, in a row of the top bar (`inBar`); both are the narrow layout.
 */
export function AppBarSearch({
  inDrawer = false,
  inBar = false,
  onDone,
}: {
  inDrawer?: boolean;
  inBar?: boolean;
  onDone?: () => void;
} = {}) {
  const narrow = inDrawer || inBar;
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  const { user } = usePortalUser();
  const navigate = useNavigate();
  const { locale, subPath, search } = useCurrentRoute();
  const [text, setText] = useState('');
  const [keepFilters, setKeepFilters] = useState(true);
  // Enter on a highlighted suggestion opens it; the same key must not also search the list.
  const picked = useRef(false);
  const settled = useDebounced(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const category = categoryOfLocation(subPath, search);
  const onList = isCatalogList(subPath);
  const enabled = !!user?.scopes.includes('page.catalog') && settled.length >= SUGGESTION_MIN_CHARS;

  const query = usePortalQuery(
    ['suggestions', settled, category],
    SUGGESTIONS,
    { search: settled, ...(category ? { category: category.toUpperCase() } : {}) },
    { enabled, staleTime: 60_000 },
  );
  if (!user?.scopes.includes('page.catalog')) return null;
  const found = enabled ? shownSuggestions(query.data?.suggestions?.data ?? [], narrow) : [];

  const submit = (value: string) => {
    if (picked.current) {
      picked.current = false;
      return;
    }
    const words = value.trim();
    const current = onList && keepFilters ? parseCatalogQuery(search) : parseCatalogQuery('');
    const written = toQueryString({ ...current, search: words || null, page: 1 });
    navigate(`${withLocale(locale, onList ? subPath : '/catalog/list')}${written ? `?${written}` : ''}`);
    onDone?.();
  };

  return (
    <Flex align="center" gap={8} style={narrow ? { width: '100%' } : { flex: '0 1 400px', minWidth: 140 }} data-testid="app-bar-search">
      <AutoComplete
        value={text}
        onChange={setText}
        style={{ flex: 1 }}
        popupMatchSelectWidth={narrow ? true : 380}
        notFoundContent={enabled && !query.isFetching && query.data ? t('search.nothing') : null}
        onSelect={(value: string) => {
          const hit = found.find((s) => s.slug === value);
          picked.current = true;
          setTimeout(() => (picked.current = false), 0);
          setText('');
          if (hit) navigate(withLocale(locale, `/catalog/${hit.category.toLowerCase() === 'paa' ? 'paa' : 'bike'}/${hit.slug}`));
          onDone?.();
        }}
        options={found.map((s) => ({
          value: s.slug,
          label: (
            <Flex gap={10} align="center" data-testid="suggestion">
              <img src={s.image} alt="" style={{ width: 48, height: 36, objectFit: 'contain', flex: 'none' }} />
              <Flex vertical style={{ minWidth: 0, lineHeight: 1.3 }}>
                <Typography.Text ellipsis>{s.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {s.articleCodeDisplay}
                </Typography.Text>
              </Flex>
            </Flex>
          ),
        }))}
      >
        <Input
          allowClear
          autoFocus={inDrawer}
          size={narrow ? 'large' : 'middle'}
          prefix={<SearchOutlined style={{ opacity: 0.5 }} />}
          suffix={
            onList && search.length > 1 ? (
              <Tooltip title={keepFilters ? t('search.keep_filters') : t('search.all_products')}>
                <Button
                  type="text"
                  size="small"
                  aria-pressed={keepFilters}
                  aria-label={t('search.keep_filters')}
                  icon={<FilterOutlined style={{ color: keepFilters ? token.colorPrimary : token.colorTextQuaternary }} />}
                  onClick={() => setKeepFilters((on) => !on)}
                />
              </Tooltip>
            ) : (
              <span />
            )
          }
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          onPressEnter={(e) => {
            const value = (e.target as HTMLInputElement).value;
            setTimeout(() => submit(value), 0);
          }}
        />
      </AutoComplete>
    </Flex>
  );
}
