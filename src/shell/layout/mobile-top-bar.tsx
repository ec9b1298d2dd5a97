import { ArrowLeftOutlined, MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { trimTitle } from '../../rules/navigation.ts';
import { CreditWidget } from '../credit/credit-widget.tsx';
import { ActingForBanner, useActingFor } from '../customer/acting-for-banner.tsx';
import { CustomerChip } from '../customer/customer-chip.tsx';
import { useShellState } from '../shell-state.tsx';
import { AppBarSearch, isCatalogList } from './app-bar-search.tsx';
import { CartButton } from './cart-button.tsx';
import { FrameSearch } from './frame-search.tsx';
import { Logo } from './logo.tsx';
import { MobileSearch } from './mobile-search.tsx';
import { PreviewChip } from './preview-chip.tsx';
import { useCurrentRoute } from './use-current-route.ts';
import './layout.css';

/** Did this tab get here from another portal page? react-router counts the history entries it made. */
const hasHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The phone's top bar (spec 1 §2.5): a row of 50 px with the menu button (or a back arrow on detail, create
 * and edit pages), the page title trimmed to 36 characters, search on list pages, credit and the cart; below
 * it a row for the customer chip (for a rep acting for a dealer, the dealer's whole name) and one for the preview
 * chip, each only when it has something to show.
 */
export function MobileTopBar() {
  const { t } = useTranslation('shell');
  const { locale, subPath, rule } = useCurrentRoute();
  const navigate = useNavigate();
  const { setDrawerOpen } = useShellState();
  const [searching, setSearching] = useState(false);
  const actingFor = useActingFor();
  const home = subPath === '/';
  // The redesigned app bar keeps the catalogue search in view on the catalogue lists, in place of the search button.
  const searchRow = useHostConfig().features.CATALOG_REDESIGN_APP_BAR && isCatalogList(subPath);

  return (
    <header className="portal-mobile-bar" data-testid="mobile-top-bar">
      <div className="portal-mobile-bar__main">
        {rule?.mobile === 'back' ? (
          <Button
            type="text"
            size="large"
            icon={<ArrowLeftOutlined />}
            aria-label={t('navbar.back')}
            onClick={() => (hasHistory() ? navigate(-1) : navigate(`/${locale}`))}
          />
        ) : (
          <Button
            type="text"
            size="large"
            icon={<MenuOutlined />}
            aria-label={t('navbar.open_menu')}
            onClick={() => setDrawerOpen(true)}
            data-testid="drawer-button"
          />
        )}
        <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
          {home || !rule ? (
            <Logo height={28} />
          ) : (
            <Typography.Text
              strong
              style={{ fontSize: 16, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              data-testid="mobile-title"
            >
              {trimTitle(t(`route.${rule.title}`))}
            </Typography.Text>
          )}
        </div>
        {rule?.mobile === 'search' && !searchRow && (
          <Button type="text" size="large" icon={<SearchOutlined />} aria-label={t('navbar.search')} onClick={() => setSearching(true)} />
        )}
        <FrameSearch large />
        <CreditWidget />
        <CartButton large />
      </div>
      {/* Rows without content collapse (layout.css), which gives the three heights of the spec. */}
      {/* A rep acting for a dealer reads the dealer's whole name (and changes it) in place of the trimmed chip. */}
      {actingFor ? (
        <ActingForBanner variant="phone" />
      ) : (
        <div className="portal-mobile-bar__row portal-mobile-bar__row--customer">
          <div className="portal-mobile-bar__slot portal-mobile-bar__slot--customer">
            <CustomerChip compact />
          </div>
        </div>
      )}
      <div className="portal-mobile-bar__row portal-mobile-bar__row--preview">
        <div className="portal-mobile-bar__slot">
          <PreviewChip />
        </div>
      </div>
      {searchRow && (
        <div className="portal-mobile-bar__row portal-mobile-bar__row--search" data-testid="app-bar-search-row">
          <div className="portal-mobile-bar__slot portal-mobile-bar__slot--customer">
            <AppBarSearch inBar />
          </div>
        </div>
      )}
      <MobileSearch open={searching} onClose={() => setSearching(false)} />
    </header>
  );
}
