import { DownOutlined, EditOutlined, LogoutOutlined, MessageOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Typography, theme, type MenuProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { brandColours } from '../theme.ts';
import { initialsOf, useUserActions } from './user-actions.ts';

/** Spec 1 §9: the user menu is at most 390 wide. */
const MENU_WIDTH = 390;

/** The navbar's user menu (spec 1 §2.4): who is signed in, edit profile, consumer voice, log out. */
export function UserMenu({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const actions = useUserActions();
  const { user } = actions;
  if (!user) return null;

  const items: MenuProps['items'] = [
    actions.canEditProfile && { key: 'profile', icon: <EditOutlined />, label: t('user.edit_profile'), onClick: actions.editProfile },
    actions.canSendConsumerVoice && {
      key: 'voice',
      icon: <MessageOutlined />,
      label: t('user.consumer_voice'),
      onClick: actions.openConsumerVoice,
    },
    (actions.canEditProfile || actions.canSendConsumerVoice) && { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('user.logout'),
      danger: true,
      onClick: actions.logout,
      disabled: actions.loggingOut,
    },
  ].filter(Boolean) as MenuProps['items'];

  const header = (
    <Flex gap={12} align="center" style={{ padding: '14px 16px', borderBottom: `1px solid ${token.colorSplit}` }}>
      <Avatar size={40} style={{ background: brandColours.deepBlue, flex: 'none' }}>
        {initialsOf(user.name)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {user.name}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {[user.username, user.email].filter(Boolean).join(' · ')}
        </Typography.Text>
      </Flex>
    </Flex>
  );

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items }}
      popupRender={(menu) => (
        <div
          data-testid="user-menu"
          style={{
            width: 280,
            maxWidth: MENU_WIDTH,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            overflow: 'hidden',
          }}
        >
          {header}
          {isValidElement(menu)
            ? cloneElement(menu as ReactElement<{ style?: object }>, { style: { boxShadow: 'none', padding: 6 } })
            : menu}
        </div>
      )}
    >
      <Button
        type="text"
        aria-label={showName ? `${t('user.menu')}: ${user.name}` : t('user.menu')}
        data-testid="user-menu-button"
        style={{ paddingInline: 6, height: 40 }}
      >
        <Flex align="center" gap={8}>
          {/* The initials only decorate, drawn by CSS so they are not part of the button's text: its label is the name. */}
          <Avatar aria-hidden size={28} style={{ background: brandColours.deepBlue, fontSize: 12 }}>
            <span className="avatar-initials" data-initials={initialsOf(user.name)} />
          </Avatar>
          {showName && (
            <Typography.Text ellipsis style={{ maxWidth: 140 }}>
              {user.name}
            </Typography.Text>
          )}
          <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}
