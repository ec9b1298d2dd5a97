import { Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { DealerCards } from './dealer-cards.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RecallCard } from './recall-card.tsx';
import { SalesDealers } from './sales-dealers.tsx';
import { StaffCard } from './staff-card.tsx';

/**
 * The home page is a work overview: what needs the user today. A sales user first sees their dealers with blocks and
 * overdue money; whoever acts for a customer sees that customer's bills, credit, orders, claims and recalls; staff see
 * what they keep and what waits for them. Then the pages used most.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { user, isLoading, error, refetch } = usePortalUser();
  const { data: switching } = useCan({ resource: 'salesCustomers', action: 'list' });

  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isLoading || !user) return <Skeleton active paragraph={{ rows: 6 }} />;
  const customer = user.customerData;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('welcome', { name: user.name })}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary" data-testid="signed-in-user">
            {t('signed_in_as', { username: user.username })}
          </Typography.Text>
          {customer && (
            <Typography.Text type="secondary" data-testid="active-customer">
              {t('acting_for')}{' '}
              <Tag color="geekblue" style={{ marginInlineEnd: 4 }}>
                {customer.displayCode}
              </Tag>
              {customer.custName}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      {switching?.can && <SalesDealers />}
      {customer && <DealerCards customerCode={customer.displayCode} />}
      {customer && <RecallCard />}
      <StaffCard />
      <QuickLinks />
    </Space>
  );
}
