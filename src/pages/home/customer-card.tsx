import { ShopOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActiveCustomer } from '../../providers/user.ts';

// Two columns from tablets up, one on phones; a wide field spans the row.
const twoColumns = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };

interface CustomerCardProps {
  customer: ActiveCustomer | null;
  /** Sales users can pick one, so the empty state offers the customer dialog. */
  canSwitch: boolean;
  onChoose?: () => void;
}

/** The customer the session acts for (spec 1 §2.8); max width per spec 1 §9 is left to the column. */
export function CustomerCard({ customer, canSwitch, onChoose }: CustomerCardProps) {
  const { t } = useTranslation('account');
  const { t: shellT } = useTranslation('shell');
  const title = <Space><ShopOutlined />{t('customer.title')}</Space>;

  if (!customer) {
    return (
      <Card title={title} style={{ height: '100%' }}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <Space direction="vertical" size={0}>
              <strong>{t('customer.none')}</strong>
              <span>{canSwitch ? shellT('home.choose_customer_hint') : t('customer.none_hint')}</span>
            </Space>
          }
        >
          {canSwitch && onChoose && (
            <Button type="primary" icon={<SwapOutlined />} onClick={onChoose}>{shellT('home.choose_customer')}</Button>
          )}
        </Empty>
      </Card>
    );
  }

  return (
    <Card data-testid="active-customer" title={title} extra={<Tag color="geekblue">{customer.displayCode}</Tag>} style={{ height: '100%' }}>
      <Descriptions column={twoColumns} size="small">
        <Descriptions.Item label={t('customer.name')} span={twoColumns}>{customer.custName}</Descriptions.Item>
        <Descriptions.Item label={t('customer.code')}>{customer.displayCode}</Descriptions.Item>
        <Descriptions.Item label={t('customer.group')}>{customer.custGroup || 'N/A'}</Descriptions.Item>
        <Descriptions.Item label={t('customer.address')} span={twoColumns}>{customer.custAddress}</Descriptions.Item>
        <Descriptions.Item label={t('customer.city')}>{customer.custCity}</Descriptions.Item>
        <Descriptions.Item label={t('customer.region')}>{customer.custRegion || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('customer.phone')}>{customer.custPhone || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('customer.email')}>{customer.custEmail || '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
