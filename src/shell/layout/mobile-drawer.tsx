import { CloseOutlined, DownOutlined, EditOutlined, LogoutOutlined, MessageOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Drawer, Flex, Typography } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageMenu } from '../language/language-menu.tsx';
import { useShellState } from '../shell-state.tsx';
import { brandColours } from '../theme.ts';
import { SideMenu } from './side-menu.tsx';
import { initialsOf, useUserActions } from './user-actions.ts';

/**
 * The phone's menu (spec 1 §2.5): full width; the user's name, log out, edit profile and consumer voice
 * when permitted, the language picker, then the menu with folding submenus. An arrow under the menu offers to
 * scroll while more lies below; any navigation closes the drawer.
 */
export function MobileDrawer() {
  const { t } = useTranslation('shell');
  const { drawerOpen, setDrawerOpen } = useShellState();
  const actions = useUserActions();
  const { pathname, search } = useLocation();
  const scroller = useRef<HTMLDivElement>(null);
  const [moreBelow, setMoreBelow] = useState(false);

  const close = useCallback(() => setDrawerOpen(false), [setDrawerOpen]);
  useEffect(close, [pathname, search, close]);

  const measure = useCallback(() => {
    const el = scroller.current;
    setMoreBelow(!!el && el.scrollHeight - el.scrollTop - el.clientHeight > 8);
  }, []);

  // Submenus folding open or shut change the height: watch the content, not only the scroll.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!drawerOpen || !el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [drawerOpen, measure]);

  const { user } = actions;
  return (
    <Drawer
      open={drawerOpen}
      onClose={close}
      placement="left"
      width="100%"
      closable={false}
      title={null}
      styles={{ body: { padding: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' } }}
    >
      <div ref={scroller} data-testid="mobile-drawer" onScroll={measure} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <div>
          <Flex align="center" gap={12} style={{ padding: '16px 16px 12px' }}>
            <Avatar size={44} style={{ background: brandColours.deepBlue, flex: 'none' }}>
              {user ? initialsOf(user.name) : ''}
            </Avatar>
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ fontSize: 16 }} data-testid="drawer-user-name">
                {user?.name}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                {user?.username}
              </Typography.Text>
            </Flex>
            <Button type="text" size="large" icon={<CloseOutlined />} onClick={close} aria-label={t('drawer.close')} />
          </Flex>
          <Flex gap={8} wrap style={{ padding: '0 16px 12px' }}>
            {actions.canEditProfile && (
              <Button size="large" icon={<EditOutlined />} onClick={actions.editProfile} style={{ flex: 1 }}>
                {t('user.edit_profile')}
              </Button>
            )}
            <Button size="large" icon={<LogoutOutlined />} onClick={actions.logout} loading={actions.loggingOut} style={{ flex: 1 }}>
              {t('user.logout')}
            </Button>
          </Flex>
          <div style={{ padding: '0 16px' }}>
            <LanguageMenu variant="drawer" />
          </div>
          {actions.canSendConsumerVoice && (
            <div style={{ padding: '8px 16px 0' }}>
              <Button
                size="large"
                block
                icon={<MessageOutlined />}
                onClick={() => {
                  close();
                  actions.openConsumerVoice();
                }}
              >
                {t('user.consumer_voice')}
              </Button>
            </div>
          )}
          <Divider style={{ margin: '12px 0 4px' }} />
          <SideMenu mode="inline" />
        </div>
      </div>
      {/* A strip under the menu, not a button over it: no menu row is ever covered. */}
      {moreBelow && (
        <Flex justify="center" style={{ flex: 'none', padding: 8, borderTop: '1px solid #eef2f8', background: '#fff' }}>
          <Button
            shape="circle"
            size="large"
            type="primary"
            icon={<DownOutlined />}
            aria-label={t('drawer.scroll_down')}
            onClick={() => scroller.current?.scrollBy({ top: scroller.current.clientHeight * 0.75, behavior: 'smooth' })}
          />
        </Flex>
      )}
    </Drawer>
  );
}
