import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeNeedsCustomer } from '../../rules/navigation.ts';
import { useShellState } from '../shell-state.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { customerMenuFor } from './customer-access.ts';
import { routeRuleFor } from './route-rule.ts';
import { useCustomerCount } from './use-customer-count.ts';

/**
 * Pages that need a customer (spec 1 §2.7, §4): with none selected the dialog opens and cannot be closed until
 * one is chosen, provided the user may choose and has customers to choose from. Otherwise a notice says why
 * the page has nothing to show, instead of an empty dialog. Leaving for a page that needs none lets it go.
 */
export function useCustomerRequirement(): void {
  const { t } = useTranslation('customer');
  const { notification } = App.useApp();
  const { user } = usePortalUser();
  const { pathname } = useLocation();
  const { customerDialog, openCustomerDialog, closeCustomerDialog } = useShellState();
  const rule = routeRuleFor(pathname);
  const canSwitch = !!user && customerMenuFor(user).canSwitch;
  const needed = !!user && !!rule && routeNeedsCustomer(rule, user.limitation) && !user.customerData;
  const { count, isLoading, isError } = useCustomerCount(needed && canSwitch);
  const noticeFor = useRef<string | null>(null);

  useEffect(() => {
    if (!needed) {
      noticeFor.current = null;
      if (customerDialog.open && customerDialog.required) closeCustomerDialog();
      return;
    }
    if (canSwitch && isLoading) return;
    // A failed count still opens the dialog: it shows the error with a retry.
    if (canSwitch && (isError || (count ?? 0) > 0)) {
      if (!customerDialog.open || !customerDialog.required) openCustomerDialog(true);
      return;
    }
    if (noticeFor.current === pathname) return;
    noticeFor.current = pathname;
    notification.warning({
      key: 'customer-required',
      message: t('requirement.title'),
      description: canSwitch ? t('requirement.no_customers') : t('requirement.not_linked'),
      duration: 8,
    });
  }, [needed, canSwitch, isLoading, isError, count, pathname, customerDialog, openCustomerDialog, closeCustomerDialog, notification, t]);
}
