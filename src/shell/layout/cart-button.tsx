import { ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { formatNumber } from '../../rules/money.ts';
import { formatMinor } from '../../rules/price.ts';
import { ButtonLink } from '../button-link.tsx';
import { useShellState } from '../shell-state.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { useCartSummary } from './use-cart-summary.ts';
import { useCurrentRoute, withLocale } from './use-current-route.ts';

/** Spec 1 §9: the cart dropdown is at most 420 wide. */
const PANEL_WIDTH = 420;

/**
 * The navbar's cart (spec 1 §2.4): a badge with the total quantity (CART_COUNT_TOTAL_QTY) or the number of
 * lines, and a dropdown with the total price, the total quantity, the cart and a fast-order shortcut.
 */
export function CartButton({ large = false }: { large?: boolean }) {
  const { t } = useTranslation('shell');
  const { features } = useHostConfig();
  const cart = useCartSummary();
  const [open, setOpen] = useState(false);
  if (!cart.shown) return null;

  const count = cart.summary ? (features.CART_COUNT_TOTAL_QTY ? cart.summary.totalQuantity : cart.summary.lines) : 0;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={<CartPanel cart={cart} onDone={() => setOpen(false)} />}
      styles={{ body: { padding: 0 } }}
    >
      <Button
        type="text"
        size={large ? 'large' : 'middle'}
        aria-label={t('cart.button', { qty: count })}
        data-testid="cart-button"
        icon={
          // The count is in the label; the badge's rolling digits would read as noise.
          <span aria-hidden>
            <Badge count={count} overflowCount={999} size="small" offset={[4, -2]}>
              <ShoppingCartOutlined style={{ fontSize: 20 }} />
            </Badge>
          </span>
        }
      />
    </Popover>
  );
}

function CartPanel({ cart, onDone }: { cart: ReturnType<typeof useCartSummary>; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const { currency } = useHostConfig();
  const { token } = theme.useToken();
  const { locale } = useCurrentRoute();
  const { user } = usePortalUser();
  const { openCustomerDialog } = useShellState();
  const canChoose = !!user?.scopes.includes('menu.change-cust');

  let body;
  if (!cart.enabled) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cart.no_customer')} style={{ margin: '8px 0' }}>
        {canChoose && (
          <Button
            type="primary"
            onClick={() => {
              onDone();
              openCustomerDialog();
            }}
          >
            {t('cart.choose_customer')}
          </Button>
        )}
      </Empty>
    );
  } else if (cart.isLoading) {
    body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  } else if (cart.isError) {
    body = (
      <Flex vertical align="center" gap={8} style={{ padding: '8px 0' }}>
        <Typography.Text type="secondary">{t('cart.failed')}</Typography.Text>
        <Button size="small" onClick={() => void cart.refetch()}>
          {t('cart.retry')}
        </Button>
      </Flex>
    );
  } else if (!cart.summary || cart.summary.lines + cart.summary.blocked === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={2}>
            <Typography.Text strong>{t('cart.empty')}</Typography.Text>
            <Typography.Text type="secondary">{t('cart.empty_hint')}</Typography.Text>
          </Flex>
        }
        style={{ margin: '8px 0' }}
      />
    );
  } else {
    body = (
      <Flex vertical gap={10} data-testid="cart-summary">
        <Flex justify="space-between" align="baseline">
          <Typography.Text type="secondary">{t('cart.total_quantity')}</Typography.Text>
          <Typography.Text strong>
            {t('cart.pieces', { qty: formatNumber(cart.summary.totalQuantity, { ...currency, decimalPrecision: 0 }) })}
          </Typography.Text>
        </Flex>
        <Flex justify="space-between" align="baseline">
          <Typography.Text type="secondary">{t('cart.lines')}</Typography.Text>
          <Typography.Text>{formatNumber(cart.summary.lines, { ...currency, decimalPrecision: 0 })}</Typography.Text>
        </Flex>
        {cart.summary.blocked > 0 && (
          <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="cart-summary-blocked">
            {t('cart:dropdown_blocked', { count: cart.summary.blocked })}
          </Typography.Text>
        )}
        <Flex justify="space-between" align="baseline" style={{ borderTop: `1px solid ${token.colorSplit}`, paddingTop: 10 }}>
          <Typography.Text type="secondary">{t('cart.total_price')}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 18, color: token.colorPrimary }}>
            <span data-testid="cart-summary-total">{formatMinor(cart.summary.total, cart.summary.precision, currency)}</span>
          </Typography.Text>
        </Flex>
      </Flex>
    );
  }

  return (
    <div style={{ width: PANEL_WIDTH, maxWidth: 'calc(100vw - 24px)' }} data-testid="cart-panel">
      <div style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorSplit}` }}>
        <Typography.Text strong style={{ fontSize: 15 }}>
          <ShoppingCartOutlined /> {t('cart.title')}
        </Typography.Text>
      </div>
      <div style={{ padding: '12px 16px' }}>{body}</div>
      {cart.enabled && (
        <Flex gap={8} style={{ padding: '0 16px 16px' }}>
          <ButtonLink
            to={withLocale(locale, '/catalog/fast-order')}
            onClick={onDone}
            style={{ flex: 1 }}
            block
            icon={<ThunderboltOutlined />}
          >
            {t('cart.fast_order')}
          </ButtonLink>
          <ButtonLink
            to={withLocale(locale, '/cart')}
            onClick={onDone}
            style={{ flex: 1 }}
            block
            type="primary"
            icon={<ShoppingCartOutlined />}
          >
            {t('cart.view')}
          </ButtonLink>
        </Flex>
      )}
    </div>
  );
}
