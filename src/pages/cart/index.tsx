import { ShoppingOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { cartTotals } from '../../rules/cart.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { AddToList } from '../shopping-lists/add-to-list.tsx';
import { RequestQuoteButton } from '../quotes/request-quote.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { CartDisclaimer, CartSummary, CartTotalBar } from './cart-summary.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { CartCreditNotice } from './credit-notice.tsx';
import { LimitsNotice } from './limits-notice.tsx';
import { shownLine } from './shown-line.ts';
import { SorgGroup } from './sorg-group.tsx';
import { useCart } from './use-cart.ts';
import { useCartLineEdits } from './use-cart-update.tsx';
import { useCartUpdate } from '../catalog/use-add-to-cart.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The cart (spec 2 §2, §4): the active customer's lines grouped and totalled per sales organisation, quantities
 * changed in place and priced by the shared price rule, lines that cannot be purchased shown but not counted.
 */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const { locale } = useParams();
  const { currency } = useHostConfig();
  const screens = useScreens();
  const phone = !screens.md;
  const cart = useCart();
  const update = useCartLineEdits(cart.refetch);
  const { update: emptyCart } = useCartUpdate();

  const totals = useMemo(
    () =>
      cartTotals(
        (cart.lines ?? []).map((l) =>
          shownLine(l, update.drafts[l.product.articleCode], cart.reasons.get(l.product.articleCode) ?? null, currency.decimalPrecision),
        ),
      ),
    [cart.lines, cart.reasons, update.drafts, currency.decimalPrecision],
  );
  const precision = cart.lines?.find((l) => l.product.price)?.product.price?.precision ?? currency.decimalPrecision;
  const pending = Object.keys(update.drafts).length > 0 || Object.keys(update.saving).length > 0;

  // On phones the top bar already names the page.
  const heading = phone ? null : (
    <Typography.Title level={3} style={{ margin: 0 }}>
      {t('title')}
    </Typography.Title>
  );

  if (cart.isError) return <LoadError error={cart.error} titleKey="cart:load_failed" onRetry={() => void cart.refetch()} />;
  if (cart.isLoading || !cart.lines)
    return (
      <Flex vertical gap={16}>
        {heading}
        <CartSkeleton phone={phone} />
      </Flex>
    );
  if (cart.lines.length === 0) {
    return (
      <Flex vertical gap={16} data-testid="cart-page">
        {heading}
        <Card data-testid="cart-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{t('empty.title')}</Typography.Text>
                <Typography.Text type="secondary">{t('empty.text')}</Typography.Text>
              </Flex>
            }
          >
            <ButtonLink to={`/${locale}/catalog`} type="primary" icon={<ShoppingOutlined />}>
              {t('empty.action')}
            </ButtonLink>
          </Empty>
        </Card>
      </Flex>
    );
  }

  // The whole cart onto a list (a saved cart), each line with its quantity.
  const lines = cart.lines;
  const toList = (
    <Flex justify={phone ? 'end' : 'space-between'} align="center" gap={12} wrap>
      {heading}
      <Flex gap={8} wrap>
        <RequestQuoteButton pieces={totals.quantity} disabled={pending} />
        <AddToList
          lines={() => lines.map((l) => ({ code: l.product.articleCode, qty: l.qty }))}
          move={{
            label: t('lists:picker.move_from_cart'),
            take: async () => {
              if (
                await emptyCart(
                  'cart-to-list',
                  lines.map((l) => ({ product: { ...l.product, uom: l.uom }, qty: 0 })),
                )
              )
                await cart.refetch();
            },
          }}
        />
      </Flex>
    </Flex>
  );
  const groups = totals.groups.map((g) => <SorgGroup key={g.sorg} group={g} actions={update} precision={precision} phone={phone} />);
  const limits = (
    <>
      <CartCreditNotice />
      <LimitsNotice lines={cart.lines} onFitted={cart.refetch} />
    </>
  );
  if (phone) {
    return (
      <Flex vertical gap={12} data-testid="cart-page">
        {toList}
        {limits}
        {groups}
        <CartDisclaimer />
        <CartTotalBar totals={totals} precision={precision} pending={pending} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16} data-testid="cart-page">
      {toList}
      {limits}
      <Row gutter={[24, 24]} align="top">
        <Col xs={24} lg={17}>
          <Flex vertical gap={16}>
            {groups}
          </Flex>
        </Col>
        <Col xs={24} lg={7}>
          <CartSummary totals={totals} precision={precision} pending={pending} />
        </Col>
      </Row>
    </Flex>
  );
}
