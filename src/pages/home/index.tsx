import { Col, Row, Skeleton, Space, Typography } from 'antd';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { useShellState } from '../../shell/shell-state.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { CustomerCard } from './customer-card.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RecallCard } from './recall-card.tsx';
import { UserCard } from './user-card.tsx';

/** The home page: who is signed in, for which customer, and the pages used most. Customers switch in the navbar. */
export default function HomePage() {
  const { t } = useTranslation('account');
  const { user, isLoading, error, refetch } = usePortalUser();
  const { data: switching } = useCan({ resource: 'salesCustomers', action: 'list' });
  const { openCustomerDialog } = useShellState();

  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isLoading || !user) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('home.welcome', { name: user.name })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <UserCard user={user} />
        </Col>
        <Col xs={24} lg={14}>
          <CustomerCard customer={user.customerData} canSwitch={!!switching?.can} onChoose={() => openCustomerDialog()} />
        </Col>
      </Row>
      <RecallCard />
      <QuickLinks />
    </Space>
  );
}
