import { Flex, Layout } from 'antd';
import { CreditWidget } from '../credit/credit-widget.tsx';
import { CustomerChip } from '../customer/customer-chip.tsx';
import { LanguageMenu } from '../language/language-menu.tsx';
import { AppBarSearch } from './app-bar-search.tsx';
import { CartButton } from './cart-button.tsx';
import { CatalogSwitch } from './catalog-switch.tsx';
import { FrameSearch } from './frame-search.tsx';
import { Logo } from './logo.tsx';
import { PreviewChip } from './preview-chip.tsx';
import { UserMenu } from './user-menu.tsx';
import { useScreens } from './use-screens.ts';

export const NAVBAR_HEIGHT = 50; // spec 1 §9

/**
 * The desktop navigation bar (spec 1 §2.4), one row of 50 px: the brand over the side menu, the catalogue
 * controls, then the customer, credit, language, cart and user on the right.
 */
export function DesktopNavbar({ brandWidth }: { brandWidth: number }) {
  const screens = useScreens();
  const roomy = !!screens.xl;
  // Below 1600 px the customer's name needs the room more than the preview chip's label.
  const wide = !!screens.xxl;
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        height: NAVBAR_HEIGHT,
        lineHeight: `${NAVBAR_HEIGHT}px`,
        padding: 0,
        display: 'flex',
        alignItems: 'center',
        borderBottom: '1px solid #e3e9f3',
        boxShadow: '0 1px 4px rgba(11, 58, 130, 0.08)',
      }}
    >
      <div
        style={{
          minWidth: brandWidth,
          paddingInline: 16,
          display: 'flex',
          alignItems: 'center',
          height: '100%',
          transition: 'min-width 0.2s',
        }}
      >
        <Logo />
      </div>
      <Flex align="center" gap={roomy ? 12 : 6} style={{ flex: 1, minWidth: 0, height: '100%', paddingInline: '8px 12px' }}>
        <CatalogSwitch compact={!roomy} />
        <div style={{ flex: 1 }} />
        <AppBarSearch />
        <FrameSearch />
        <PreviewChip compact={!wide} />
        <CustomerChip compact={!roomy} />
        <CreditWidget />
        <LanguageMenu variant="navbar" />
        <CartButton />
        <UserMenu showName={wide} />
      </Flex>
    </Layout.Header>
  );
}
