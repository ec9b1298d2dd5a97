import { UserOutlined } from '@ant-design/icons';
import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../providers/user.ts';

/** Who is signed in. */
export function UserCard({ user }: { user: PortalUser }) {
  const { t } = useTranslation('account');
  return (
    <Card data-testid="signed-in-user" title={<Space><UserOutlined />{t('user.title')}</Space>} style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('user.name')}>{user.name}</Descriptions.Item>
        <Descriptions.Item label={t('user.username')}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t('user.email')}>{user.email || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('user.roles')}>
          <Space size={[4, 4]} wrap>
            {user.roles.length ? user.roles.map((role) => <Tag key={role} color="blue">{role}</Tag>) : '-'}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
