import { CheckCircleFilled, CloseCircleFilled, WalletOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Popover, Tag, theme, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { hasScopes } from '../../rules/scopes.ts';
import { usePortalUser } from '../use-portal-user.ts';
import { CreditFigures } from './credit-figures.tsx';
import { CreditPlaceholder } from './credit-placeholder.tsx';
import { useCredit } from './use-credit.ts';
import { useScreens } from '../layout/use-screens.ts';

/** The navbar's credit chip and menu (spec 1 §2.4, §2.10): only for users with a customer code and credit-status.read. */
export function CreditWidget() {
  const { user } = usePortalUser();
  if (!user?.hasCustCode || !hasScopes(user.scopes, ['credit-status.read'])) return null;
  return <CreditChip showInvoices={hasScopes(user.scopes, ['page.invoice-status'])} />;
}

function CreditChip({ showInvoices }: { showInvoices: boolean }) {
  const { t } = useTranslation('customer');
  const { token } = theme.useToken();
  const { locale } = useParams();
  const wide = !!useScreens().sm;
  const [open, setOpen] = useState(false);
  const state = useCredit(true);

  // Green when no company blocks the customer, red when any does; neutral until known.
  const colour = state.status !== 'ready' ? undefined : state.blocked ? token.colorError : token.colorSuccess;
  const statusText = state.status !== 'ready' ? t('credit.title') : state.blocked ? t('credit.status_blocked') : t('credit.status_ok');
  const chipStyle = colour
    ? { color: colour, borderColor: colour, background: `color-mix(in srgb, ${colour} 8%, ${token.colorBgContainer})` }
    : undefined;

  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
  };
  const content = (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the pop-over closes it; antd's pop-over is the dialog
    <div style={{ width: 'min(420px, calc(100vw - 56px))' }} onKeyDown={closeOnEscape}>
      <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('credit.heading')}</Typography.Text>
        {state.status === 'ready' && (
          <Tag color={state.blocked ? 'error' : 'success'} icon={state.blocked ? <CloseCircleFilled /> : <CheckCircleFilled />}>
            {state.blocked ? t('credit.status_blocked') : t('credit.status_ok')}
          </Tag>
        )}
      </Flex>
      <CreditPlaceholder state={state} />
      <div style={{ maxHeight: 'min(60vh, 520px)', overflowY: 'auto' }}>
        {state.credit.map((credit, i) => (
          <section key={credit.company.code} aria-label={credit.company.name}>
            {i > 0 && <Divider style={{ margin: '12px 0' }} />}
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
              {credit.company.name}
            </Typography.Text>
            <CreditFigures credit={credit} accountBlocked={state.blocked} />
          </section>
        ))}
      </div>
      {showInvoices && (
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Link to={`/${locale}/invoice/open-invoice`} onClick={() => setOpen(false)}>
            {t('panel.open_invoices')}
          </Link>
        </Flex>
      )}
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      // 'bottom' slides sideways to stay on a phone's screen; 'bottomRight' lines up under the navbar's right side.
      placement={wide ? 'bottomRight' : 'bottom'}
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <Button
        data-testid="credit-widget"
        data-status={state.status === 'ready' ? (state.blocked ? 'blocked' : 'ok') : state.status}
        icon={<WalletOutlined />}
        style={chipStyle}
        loading={state.status === 'loading' && open}
        aria-label={statusText}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={statusText}
        onKeyDown={closeOnEscape}
      >
        {wide ? statusText : null}
      </Button>
    </Popover>
  );
}
