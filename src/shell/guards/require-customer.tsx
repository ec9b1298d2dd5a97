import { ShopOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routeNeedsCustomer, type RouteRule } from '../../rules/navigation.ts';
import { usePortalUser } from '../use-portal-user.ts';

/**
 * A page that needs a customer (spec 1 §2.7) opens only once the session acts for one: until then the shell's
 * customer dialog (or its notice) asks for one, and the page stays out so it sends no request the server would
 * refuse for want of a customer.
 */
export function RequireCustomer({ rule, children }: { rule: RouteRule; children: ReactNode }) {
  const { t } = useTranslation('customer');
  const { user } = usePortalUser();
  if (user && routeNeedsCustomer(rule, user.limitation) && !user.customerData) {
    return <Result icon={<ShopOutlined />} title={t('requirement.title')} data-testid="customer-needed" />;
  }
  return children;
}
