import { ArrowRightOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import type { CartTotals } from '../../rules/cart.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import type { ShownLine } from './shown-line.ts';

interface SummaryProps {
  totals: CartTotals<ShownLine>;
  precision: number;
  pending: boolean;
}

/** The next step; it waits while a quantity is still on its way, so checkout never sees a stale cart. */
function CheckoutButton({ totals, pending, block = false }: Omit<SummaryProps, 'precision'> & { block?: boolean }) {
  const { t } = useTranslation('cart');
  const { locale } = useParams();
  const props = {
    type: 'primary',
    size: 'large',
    block,
    icon: <ArrowRightOutlined />,
    iconPosition: 'end',
    'data-testid': 'cart-checkout',
    children: t('summary.checkout'),
  } as const;
  return totals.purchasable === 0 || pending ? (
    <Button {...props} disabled={totals.purchasable === 0} loading={pending} />
  ) : (
    <ButtonLink to={`/${locale}/cart/checkout`} {...props} />
  );
}

/** The disclaimer a market sets for its cart (taxes, freight). */
export function CartDisclaimer() {
  const { cartDisclaimer } = useHostConfig();
  if (!cartDisclaimer) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }} data-testid="cart-disclaimer">
      <InfoCircleOutlined /> {cartDisclaimer}
    </Typography.Paragraph>
  );
}

/** The totals beside the lines on wide screens. */
export function CartSummary({ totals, precision, pending }: SummaryProps) {
  const { t } = useTranslation('cart');
  const { locale } = useParams();
  const money = useMoney();
  const { cartDisclaimer } = useHostConfig();
  const several = totals.groups.length > 1;
  return (
    <Card title={t('summary.title')} data-testid="cart-summary-card" style={{ position: 'sticky', top: 74 }}>
      <Flex vertical gap={8}>
        {several &&
          totals.groups.map((g) => (
            <Flex key={g.sorg} justify="space-between">
              <Typography.Text type="secondary">{t('seller', { seller: g.lines[0]?.seller ?? '' })}</Typography.Text>
              {money(g.total, precision)}
            </Flex>
          ))}
        <Flex justify="space-between">
          <Typography.Text type="secondary">{t('summary.lines')}</Typography.Text>
          <span>{totals.purchasable}</span>
        </Flex>
        <Flex justify="space-between">
          <Typography.Text type="secondary">{t('summary.quantity')}</Typography.Text>
          <span data-testid="cart-quantity">{totals.quantity}</span>
        </Flex>
        {totals.blocked > 0 && (
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            {t('summary.blocked', { count: totals.blocked })}
          </Typography.Text>
        )}
        <Divider style={{ margin: '4px 0' }} />
        <Flex justify="space-between" align="baseline">
          <Typography.Text strong>{t('summary.total')}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 22 }} data-testid="cart-total">
            {money(totals.total, precision)}
          </Typography.Text>
        </Flex>
        {/* A market's own note already says how taxes apply; saying it twice reads as a slip. */}
        {!cartDisclaimer && (
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'right' }} data-testid="cart-vat">
            {t('checkout:summary.vat_excluded')}
          </Typography.Text>
        )}
        <CartDisclaimer />
        <CheckoutButton totals={totals} pending={pending} block />
        <Link to={`/${locale}/catalog`} style={{ textAlign: 'center' }}>
          {t('summary.continue')}
        </Link>
      </Flex>
    </Card>
  );
}

/** On phones the total and the next step stay at the bottom of the screen while the lines scroll. */
export function CartTotalBar({ totals, precision, pending }: SummaryProps) {
  const { t } = useTranslation('cart');
  const { token } = theme.useToken();
  const money = useMoney();
  return (
    <div
      data-testid="cart-total-bar"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        margin: '0 -12px -12px',
        padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('summary.total_pieces', { count: totals.quantity })}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="cart-total">
            {money(totals.total, precision)}
          </Typography.Text>
        </Flex>
        <CheckoutButton totals={totals} pending={pending} />
      </Flex>
    </div>
  );
}
