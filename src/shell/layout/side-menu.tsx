import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMenuGroup, type MenuEntry } from '../../rules/navigation.ts';
import { menuIcons } from './menu-icons.tsx';
import { useCurrentRoute, withLocale } from './use-current-route.ts';
import './layout.css';
import { selectedEntry, useSideMenu } from './use-side-menu.ts';

type MenuItems = NonNullable<MenuProps['items']>;

interface SideMenuProps {
  /** 'vertical': the desktop sider, submenus fly out on hover; 'inline': the phone drawer, submenus fold open. */
  mode: 'vertical' | 'inline';
  collapsed?: boolean;
}

/** Touch-sized rows in the drawer, dense rows in the sider. */
const drawerTheme = { components: { Menu: { itemHeight: 48, subMenuItemBg: 'transparent' } } };
const siderTheme = { components: { Menu: { itemHeight: 38, itemMarginBlock: 2 } } };

/**
 * Flyouts open to the right of the sider. The trigger measures room against the sider's own scroll box and would
 * flip them to the left, off the screen; only let it shift them up or down.
 */
const flyoutPlacements = { rightTop: { points: ['tl', 'tr'], overflow: { adjustX: false, adjustY: true } } };

/**
 * The permission-filtered side menu (spec 1 §2.6). Every entry is a link carrying `data-menu-path`, and
 * submenus are rendered ahead of time inside the menu's own box, so what a user may open can be read off the page.
 */
export function SideMenu({ mode, collapsed = false }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const items = useSideMenu();
  const { locale, subPath, search } = useCurrentRoute();
  const holder = useRef<HTMLDivElement>(null);
  const selected = selectedEntry(items, subPath, search);
  const [openKeys, setOpenKeys] = useState<string[]>(selected?.group ? [`group:${selected.group}`] : []);

  // A page inside a group opens that group in the drawer.
  useEffect(() => {
    if (mode === 'inline' && selected?.group)
      setOpenKeys((keys) => (keys.includes(`group:${selected.group}`) ? keys : [...keys, `group:${selected.group}`]));
  }, [mode, selected?.group]);

  const menuItems = useMemo<MenuItems>(() => {
    const link = (entry: MenuEntry) => (
      <Link to={withLocale(locale, entry.path)} data-menu-path={entry.path}>
        {t(`menu.${entry.key}`)}
      </Link>
    );
    return items.map((item) =>
      isMenuGroup(item)
        ? {
            key: `group:${item.key}`,
            icon: menuIcons[item.key],
            label: t(`menu.${item.key}`),
            children: item.entries.map((entry) => ({ key: entry.path, label: link(entry) })),
            popupClassName: 'portal-side-menu__flyout',
          }
        : { key: item.path, icon: menuIcons[item.key], label: link(item) },
    );
  }, [items, locale, t]);

  // rc-menu learns which entry sits in which submenu only after the items have mounted; a selection given on
  // that same render never marks its submenu. Select once the items are in.
  const [mountedItems, setMountedItems] = useState<MenuItems | null>(null);
  useEffect(() => setMountedItems(menuItems), [menuItems]);
  const selectedKeys = selected && mountedItems === menuItems ? [selected.path] : [];

  return (
    <div data-testid="side-menu" ref={holder} style={{ position: 'relative', height: mode === 'vertical' ? '100%' : undefined }}>
      <div style={mode === 'vertical' ? { height: '100%', overflowY: 'auto', overflowX: 'hidden' } : undefined}>
        <ConfigProvider theme={mode === 'inline' ? drawerTheme : siderTheme}>
          <Menu
            mode={mode}
            inlineCollapsed={mode === 'vertical' ? collapsed : undefined}
            items={menuItems}
            selectedKeys={selectedKeys}
            triggerSubMenuAction={mode === 'vertical' ? 'hover' : 'click'}
            builtinPlacements={flyoutPlacements}
            forceSubMenuRender
            {...(mode === 'inline' ? { openKeys, onOpenChange: setOpenKeys } : {})}
            // A desktop flyout sits right after its submenu's title, so the page lists the entries in menu order
            // (layout.css lifts it out of the scrolling sider). The inline menu keeps a hidden flyout copy of each
            // submenu as well: that one goes to the end of the page, so each entry is in the menu once.
            getPopupContainer={(title) => (mode === 'vertical' && (title.parentElement ?? holder.current)) || document.body}
            style={{ borderInlineEnd: 'none', background: 'transparent' }}
            aria-label={t('navbar.menu')}
          />
        </ConfigProvider>
      </div>
    </div>
  );
}
