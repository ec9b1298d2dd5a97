import { BellOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, App, Breadcrumb, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Switch, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PRODUCT_DETAILS, SUBSCRIBE_RESTOCK, UNSUBSCRIBE_RESTOCK, type Product, type ProductDetails } from '../../graphql/catalog.ts';
import { answerOf, usePortalMutation } from '../../providers/portal-mutation.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { adjustUnitPrice, type AdjustmentType } from '../../rules/price.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { QuantityInput } from '../cart/quantity-input.tsx';
import { Gallery } from './gallery.tsx';
import { PriceTag, useMoney } from './price-tag.tsx';
import { PromotionOffer } from './promotion-offer.tsx';
import { detailPath } from '../../rules/catalog-query.ts';
import { StockBlock } from './stock-block.tsx';
import { MAX_ADD_QTY, useAddToCart } from './use-add-to-cart.ts';
import { AddToList } from '../shopping-lists/add-to-list.tsx';
import { VariantGrid } from './variant-grid.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** Product detail (spec 2 §2): /catalog/bike/{slug}, /catalog/paa/{slug}, /catalog/{slug}. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const query = usePortalQuery(['productDetails', slug], PRODUCT_DETAILS, { slug });
  const details = query.data?.productDetails;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        titleKey={query.error?.statusCode === 404 ? 'catalog:detail.not_found' : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  if (!details)
    return (
      <Card>
        <Skeleton active avatar={{ shape: 'square', size: 240 }} paragraph={{ rows: 8 }} />
      </Card>
    );
  return <ProductDetailView details={details} refetch={() => void query.refetch()} />;
}

/** The sizes an article comes in: frame size for bikes, wheel size otherwise. */
const sizeOf = (p: Product) => p.frameSize ?? p.wheelSize ?? '';

function ProductDetailView({ details, refetch }: { details: ProductDetails; refetch: () => void }) {
  const config = useHostConfig();
  const { t } = useTranslation('catalog');
  const { locale } = useParams();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const screens = useScreens();
  const { user } = usePortalUser();
  const product = details.product;
  const { add, busy } = useAddToCart();
  const [qty, setQty] = useState(1);
  const [qtyRefused, setQtyRefused] = useState(false);

  const colours = useMemo(() => {
    const seen = new Map<string, { name: string; hex: string }>();
    for (const v of details.variants) if (!seen.has(v.colour)) seen.set(v.colour, { name: v.colour, hex: v.colourHex });
    return [...seen.values()];
  }, [details.variants]);
  const sizes = details.variants.filter((v) => v.colour === product.colour);
  const go = (p: Product) => navigate(detailPath(locale, p.category, p.slug), { replace: true });
  /** The same size in the other colour when it exists, else that colour's first size. */
  const pickColour = (colour: string) => {
    const inColour = details.variants.filter((v) => v.colour === colour);
    const match = inColour.find((v) => sizeOf(v) === sizeOf(product)) ?? inColour[0];
    if (match) go(match);
  };

  // Ordering needs a cart (cart.display-order-qty, which the server checks) and a customer to order for.
  const hasCart = !!user?.scopes.includes('cart.display-order-qty');
  // What is offered is what checkout takes: on hand, or against an arrival whose pre-order window is open.
  const canOrder = hasCart && !!user?.hasCustCode && product.allowToOrder && !!product.price && product.stock.orderable;
  const categoryLink = `/${locale}/catalog/${product.category.toLowerCase() === 'paa' ? 'paa' : 'bike'}`;

  return (
    <Flex vertical gap={16} data-testid="product-detail">
      <Breadcrumb
        items={[
          { title: <Link to={categoryLink}>{product.category.toUpperCase() === 'PAA' ? t('title.paa') : t('title.bike')}</Link> },
          { title: details.group.parentName },
        ]}
      />
      <Card styles={{ body: { padding: screens.md ? 24 : 14 } }}>
        <Row gutter={[32, 24]}>
          <Col xs={24} lg={13}>
            <Gallery images={details.images} alt={details.name} badge={product.promotion?.badge} />
          </Col>
          <Col xs={24} lg={11}>
            <Flex vertical gap={16}>
              <div>
                <Typography.Text type="secondary" style={{ textTransform: 'uppercase', letterSpacing: 0.6, fontSize: 12 }}>
                  {details.group.brand} · {details.group.serie} · {details.group.modelYear}
                </Typography.Text>
                <Typography.Title level={2} style={{ margin: '4px 0' }} data-testid="product-name">
                  {details.name}
                </Typography.Title>
                <Typography.Text type="secondary" copyable={{ text: product.articleCodeDisplay }}>
                  {t('detail.article', { code: product.articleCodeDisplay })}
                </Typography.Text>
              </div>
              <PriceTag price={product.price} size="large" />
              {product.promotion && <PromotionOffer promotion={product.promotion} />}
              <div>
                <Typography.Text strong>{t('detail.colour')}: </Typography.Text>
                <Typography.Text>{product.colour}</Typography.Text>
                <Flex gap={10} wrap style={{ marginTop: 8 }} data-testid="colour-picker">
                  {colours.map((c) => (
                    <button
                      key={c.name}
                      type="button"
                      aria-label={c.name}
                      aria-pressed={c.name === product.colour}
                      title={c.name}
                      onClick={() => pickColour(c.name)}
                      style={{
                        width: 34,
                        height: 34,
                        borderRadius: '50%',
                        background: c.hex,
                        cursor: 'pointer',
                        padding: 0,
                        border: '2px solid #fff',
                        boxShadow: c.name === product.colour ? `0 0 0 2px ${token.colorPrimary}` : '0 0 0 1px rgba(0,0,0,0.2)',
                      }}
                    />
                  ))}
                </Flex>
              </div>
              {sizes.some((s) => sizeOf(s)) && (
                <div>
                  <Typography.Text strong>{product.frameSize ? t('detail.frame_size') : t('detail.wheel_size')}</Typography.Text>
                  <Flex gap={8} wrap style={{ marginTop: 8 }} data-testid="size-picker">
                    {sizes.map((s) => (
                      <Button
                        key={s.slug}
                        type={s.slug === product.slug ? 'primary' : 'default'}
                        ghost={s.slug === product.slug}
                        onClick={() => go(s)}
                        aria-pressed={s.slug === product.slug}
                      >
                        {sizeOf(s)}
                        {!s.stock.hasStock && <span style={{ opacity: 0.5, marginInlineStart: 4 }}>·</span>}
                      </Button>
                    ))}
                  </Flex>
                </div>
              )}
              <StockBlock product={product} />
              {canOrder ? (
                <Flex gap={10} align="center" wrap>
                  <QuantityInput
                    size="large"
                    max={MAX_ADD_QTY}
                    value={qty}
                    onChange={setQty}
                    onProblem={(p) => setQtyRefused(!!p)}
                    aria-label={t('detail.quantity')}
                    style={{ width: 110 }}
                    data-testid="quantity"
                  />
                  <Button
                    size="large"
                    type="primary"
                    icon={<ShoppingCartOutlined />}
                    loading={busy === product.articleCode}
                    data-testid="add-to-cart"
                    disabled={qtyRefused}
                    onClick={() => void add(product, qty).then((ok) => ok && refetch())}
                    style={{ minWidth: 180 }}
                  >
                    {t('detail.add')}
                  </Button>
                  <AddToList size="large" lines={() => [{ code: product.articleCode, qty }]} />
                  {product.cartQty > 0 && (
                    <Typography.Text type="secondary" data-testid="in-cart">
                      {t('detail.in_cart', { qty: product.cartQty })}
                    </Typography.Text>
                  )}
                </Flex>
              ) : (
                hasCart && (
                  <Alert
                    type="info"
                    showIcon
                    data-testid="not-offered"
                    message={
                      !user?.hasCustCode
                        ? t('detail.choose_customer')
                        : product.allowToOrder && product.price && !product.stock.orderable
                          ? product.stock.availableForOrderAt && config.preOrderDisplay
                            ? t('detail.orderable_from', { date: product.stock.availableForOrderAt })
                            : t('detail.sold_out')
                          : t('detail.not_orderable')
                    }
                  />
                )
              )}
              {!product.stock.hasStock && <RestockToggle product={product} onDone={refetch} />}
              <VolumeDiscounts product={product} />
            </Flex>
          </Col>
        </Row>
      </Card>
      {/* A bike model in several sizes or colours is ordered as a whole range at once. */}
      {hasCart && !!user?.hasCustCode && details.variants.length > 1 && <VariantGrid variants={details.variants} onAdded={refetch} />}
      <Row gutter={[16, 16]}>
        {details.description && (
          <Col xs={24} lg={10}>
            <Card title={t('detail.description')} size="small" style={{ height: '100%' }}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{details.description}</Typography.Paragraph>
            </Card>
          </Col>
        )}
        {details.specification.length > 0 && (
          <Col xs={24} lg={details.description ? 14 : 24}>
            <Card title={t('detail.specification')} size="small" data-testid="specification">
              <Descriptions
                column={1}
                size="small"
                bordered
                items={details.specification.map((s) => ({ key: s.code, label: s.name, children: s.value }))}
              />
            </Card>
          </Col>
        )}
      </Row>
    </Flex>
  );
}

/** The sales deal's steps: from which quantity which unit price applies (spec 2 §5). */
function VolumeDiscounts({ product }: { product: ProductDetails['product'] }) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const price = product.price;
  const rules = price?.discount?.detail ?? [];
  if (!price || !rules.length) return null;
  // The step's own unit price, by the same rule the cart and the server price with (src/rules/price.ts).
  const unitFor = (r: (typeof rules)[number]) => adjustUnitPrice(price.dealer, { type: r.type as AdjustmentType, value: r.discount });
  return (
    <Card size="small" title={t('discount.title')} data-testid="volume-discounts">
      <ResponsiveTable
        size="small"
        pagination={false}
        rowKey={(r) => `${r.term}${r.qty}`}
        dataSource={rules}
        columns={[
          { title: t('discount.quantity'), render: (_, r) => `${r.term === '<=' ? '≤' : '≥'} ${r.qty} ${r.uom}` },
          {
            title: t('discount.discount'),
            render: (_, r) => (r.type === 'percent' ? `${r.discount}%` : money(r.discount, price.precision, price)),
          },
          {
            title: t('discount.unit_price'),
            align: 'right',
            render: (_, r) => <Typography.Text strong>{money(unitFor(r), price.precision, price)}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}

function RestockToggle({ product, onDone }: { product: ProductDetails['product']; onDone: () => void }) {
  const { t } = useTranslation('catalog');
  const { message } = App.useApp();
  const subscribe = usePortalMutation(SUBSCRIBE_RESTOCK);
  const unsubscribe = usePortalMutation(UNSUBSCRIBE_RESTOCK);
  const toggle = async (on: boolean) => {
    const variables = { articleCode: product.articleCode, sorg: product.sorg };
    const answer = on ? answerOf((await subscribe.send(variables)).data) : answerOf((await unsubscribe.send(variables)).data);
    if (!answer?.message.status) return void message.error(t('restock.failed'));
    void message.success(on ? t('restock.on') : t('restock.off'));
    onDone();
  };
  return (
    <Flex gap={10} align="center" data-testid="restock">
      <BellOutlined />
      <Typography.Text>{t('restock.label')}</Typography.Text>
      <Switch
        checked={product.restockNotification}
        loading={subscribe.sending || unsubscribe.sending}
        onChange={(on) => void toggle(on)}
        aria-label={t('restock.label')}
      />
    </Flex>
  );
}
