import { DownOutlined, ShopOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Tooltip, theme } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PortalIdentity } from '../../providers/user.ts';
import { displayCustomerCode } from '../../rules/customer-code.ts';
import { routeHidesCustomerMenu, trimTitle } from '../../rules/navigation.ts';
import { hasScopes } from '../../rules/scopes.ts';
import { mayReadCredit } from '../credit/use-credit.ts';
import { useShellState } from '../shell-state.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { customerMenuFor } from './customer-access.ts';
import { CustomerPanel } from './customer-panel.tsx';
import { routeRuleFor } from './route-rule.ts';
import { useCustomerCount } from './use-customer-count.ts';
import { useScreens } from '../layout/use-screens.ts';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * The navbar's customer chip (spec 1 §2.4, §2.7, §2.8): the selected customer's name opening its panel, a swap
 * icon when there are several customers, "choose customer" when none is selected. Hidden for users without a
 * customer menu and on routes that hide it. `compact`: a narrower chip where space is short; on phones the
 * top bar's row stretches it and the name is trimmed at 36 characters (spec 1 §2.5).
 */
export function CustomerChip({ compact = false }: { compact?: boolean }) {
  const { user } = usePortalUser();
  const { pathname } = useLocation();
  if (!user) return null;
  const menu = customerMenuFor(user);
  const rule = routeRuleFor(pathname);
  if (!menu.visible || (rule && routeHidesCustomerMenu(rule, user.limitation))) return null;
  return <Chip user={user} canSwitch={menu.canSwitch} compact={compact} />;
}

function Chip({ user, canSwitch, compact }: { user: PortalIdentity; canSwitch: boolean; compact: boolean }) {
  const { t } = useTranslation('customer');
  const { token } = theme.useToken();
  const { openCustomerDialog, setOverlay } = useShellState();
  const phone = !useScreens().sm;
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const { count } = useCustomerCount(canSwitch);
  const customer = user.customerData;
  const several = canSwitch && (count ?? 0) > 1;

  const show = useCallback(
    (next: boolean) => {
      openRef.current = next;
      setOpen(next);
      setOverlay(next);
    },
    [setOverlay],
  );

  // Leaving the route (or the chip hiding) with the panel open must not leave the page dimmed.
  useEffect(
    () => () => {
      if (openRef.current) setOverlay(false);
    },
    [setOverlay],
  );

  const chooseCustomer = () => {
    show(false);
    openCustomerDialog(false);
  };

  if (!customer) {
    if (!canSwitch) return null;
    return (
      <Button data-testid="customer-chip" icon={<ShopOutlined />} onClick={chooseCustomer} aria-haspopup="dialog">
        {t('chip.choose')}
      </Button>
    );
  }

  const name = trimTitle(customer.custName);
  const code = displayCustomerCode(customer.custCode);
  // Esc closes the panel, from the chip or from inside it.
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && openRef.current) show(false);
  };
  const panel = (
    <CustomerPanel
      customer={customer}
      showCredit={mayReadCredit(user)}
      showInvoices={hasScopes(user.scopes, ['page.invoice-status'])}
      onChangeCustomer={several ? chooseCustomer : undefined}
      onNavigate={() => show(false)}
    />
  );

  // In the phone row the bar stretches the chip; in the crowded navbar it keeps its name's width (up to a limit) and
  // the search box gives way first.
  const width = phone ? { minWidth: 0 } : { flex: '0 0 auto', minWidth: 120, maxWidth: compact ? 200 : 280 };
  return (
    <Space.Compact style={width} onKeyDown={closeOnEscape}>
      <Popover
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the pop-over closes it; antd's pop-over is the dialog
        content={<div onKeyDown={closeOnEscape}>{panel}</div>}
        trigger="click"
        placement={phone ? 'bottomLeft' : 'bottomRight'}
        open={open}
        onOpenChange={show}
        arrow={false}
        destroyOnHidden
      >
        <Button
          data-testid="customer-chip"
          icon={<ShopOutlined />}
          title={customer.custName}
          aria-label={t('chip.details', { name: phone ? customer.custName : `${customer.custName} ${code}` })}
          aria-haspopup="dialog"
          aria-expanded={open}
          style={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-start',
            ...(phone ? {} : { height: 40, paddingBlock: 2 }),
          }}
        >
          {phone ? (
            <span style={{ ...ONE_LINE, flex: 1 }}>{name}</span>
          ) : (
            // In the navbar: the whole name, the code the portal displays under it.
            <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, textAlign: 'start', lineHeight: '16px' }}>
              <span data-testid="customer-chip-name" style={ONE_LINE}>
                {customer.custName}
              </span>{' '}
              <span data-testid="customer-chip-code" style={{ fontSize: 11, color: token.colorTextSecondary }}>
                {code}
              </span>
            </span>
          )}
          <DownOutlined style={{ fontSize: 10 }} aria-hidden />
        </Button>
      </Popover>
      {several && (
        <Tooltip title={t('panel.change')}>
          <Button
            data-testid="customer-swap"
            icon={<SwapOutlined />}
            style={phone ? undefined : { height: 40 }}
            onClick={chooseCustomer}
            aria-label={t('panel.change')}
            aria-haspopup="dialog"
          />
        </Tooltip>
      )}
    </Space.Compact>
  );
}
