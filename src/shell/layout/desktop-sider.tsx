import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAVBAR_HEIGHT } from './desktop-navbar.tsx';
import { SideMenu } from './side-menu.tsx';
import { useScreens } from './use-screens.ts';

export const SIDER_WIDTH = 232;
export const SIDER_COLLAPSED_WIDTH = 64;
const COLLAPSED_KEY = 'portal.siderCollapsed';

/** The sider folds by the user's choice, kept across visits; without a choice it folds on narrow screens. */
export function useSiderCollapsed() {
  const screens = useScreens();
  const [choice, setChoice] = useState<boolean | null>(() => {
    const stored = localStorage.getItem(COLLAPSED_KEY);
    return stored === null ? null : stored === '1';
  });
  const collapsed = choice ?? screens.lg === false;
  const setCollapsed = (value: boolean) => {
    localStorage.setItem(COLLAPSED_KEY, value ? '1' : '0');
    setChoice(value);
  };
  return [collapsed, setCollapsed] as const;
}

/** The desktop side menu (spec 1 §2.6): below the navbar, stays in view while the page scrolls. */
export function DesktopSider({ collapsed, onCollapse }: { collapsed: boolean; onCollapse: (value: boolean) => void }) {
  const { t } = useTranslation('shell');
  return (
    <Layout.Sider
      theme="light"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      style={{
        position: 'sticky',
        top: NAVBAR_HEIGHT,
        height: `calc(100vh - ${NAVBAR_HEIGHT}px)`,
        zIndex: 15,
        borderInlineEnd: '1px solid #e3e9f3',
        paddingTop: 8,
        overflow: 'visible',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div style={{ flex: 1, minHeight: 0 }}>
          <SideMenu mode="vertical" collapsed={collapsed} />
        </div>
        <Button
          type="text"
          block
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => onCollapse(!collapsed)}
          aria-label={collapsed ? t('navbar.expand_menu') : t('navbar.collapse_menu')}
          aria-expanded={!collapsed}
          style={{
            height: 44,
            borderRadius: 0,
            borderTop: '1px solid #eef2f8',
            justifyContent: collapsed ? 'center' : 'flex-start',
            paddingInline: collapsed ? 0 : 24,
          }}
        >
          {!collapsed && t('navbar.collapse_menu')}
        </Button>
      </div>
    </Layout.Sider>
  );
}
