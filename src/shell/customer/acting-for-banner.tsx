import { SwapOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeHidesCustomerMenu } from '../../rules/navigation.ts';
import { useShellState } from '../shell-state.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { actsForCustomer } from './customer-access.ts';
import { routeRuleFor } from './route-rule.ts';
import './acting-for.css';

/** Whether the signed-in user acts for a dealer not their own (then the banner shows). */
export function useActingFor(): boolean {
  const { user } = usePortalUser();
  return !!user && actsForCustomer(user);
}

/**
 * The line under the header that names, in full, the dealer a rep acts for (spec 1 §2.8): on every page, wrapped
 * rather than cut, with the way to change it where the customer menu applies.
 */
export function ActingForBanner({ variant }: { variant: 'desktop' | 'phone' }) {
  const { t } = useTranslation('customer');
  const { user } = usePortalUser();
  const { pathname } = useLocation();
  const { openCustomerDialog } = useShellState();
  if (!user || !actsForCustomer(user) || !user.customerData) return null;
  const customer = user.customerData;
  const rule = routeRuleFor(pathname);
  const canChange = !(rule && routeHidesCustomerMenu(rule, user.limitation));
  return (
    <div className={`portal-acting-for portal-acting-for--${variant}`} data-testid="acting-for">
      <UserSwitchOutlined className="portal-acting-for__icon" aria-hidden />
      <div className="portal-acting-for__text">
        <span className="portal-acting-for__label">{t('acting_for.label')}</span>{' '}
        <strong data-testid="acting-for-name">{customer.custName}</strong>{' '}
        <Tag color="geekblue" bordered={false} className="portal-acting-for__code">
          {customer.displayCode}
        </Tag>
      </div>
      {canChange && (
        // On a phone the name needs the row: the button keeps its icon, and its name for screen readers.
        <Button
          size={variant === 'phone' ? 'middle' : 'small'}
          icon={<SwapOutlined />}
          onClick={() => openCustomerDialog(false)}
          aria-haspopup="dialog"
          aria-label={t('acting_for.change')}
          title={t('acting_for.change')}
          data-testid="acting-for-change"
        >
          {variant === 'desktop' && t('acting_for.change')}
        </Button>
      )}
    </div>
  );
}
