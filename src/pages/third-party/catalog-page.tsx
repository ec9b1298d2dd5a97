import { AppstoreOutlined, SearchOutlined, ShoppingCartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { App, Badge, Button, Empty, Flex, Input, Segmented, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { useDebounced } from '../../shell/use-debounced.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { CatalogCards, CatalogTable } from './catalog-views.tsx';
import { type Product, PRODUCTS, VENDORS } from '../../graphql/third-party.ts';
import { useThirdPartyCart } from './use-cart.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The third-party catalogue (spec 3 §2 /3rd-party/catalog and catalog-new): products of the market's vendors,
 * searched and paged on the server, a table or cards of the same data; lines go to a cart per vendor.
 */
export default function ThirdPartyCatalogPage() {
  const { t } = useTranslation('third-party');
  const { message } = App.useApp();
  const { locale } = useParams();
  const cards = useLocation().pathname.endsWith('/catalog-new');
  const navigate = useNavigate();
  const phone = !useScreens().md;
  const { user } = usePortalUser();
  const mayBuy = !!user?.customerData;
  const cart = useThirdPartyCart(user ? `${user.id}-${user.customerData?.id ?? 'none'}` : null);
  const [cartOpen, setCartOpen] = useState(false);

  const [text, setText] = useState('');
  const search = useDebounced(text, 400).trim();
  const [withStock, setWithStock] = useState(false);
  const [vendorId, setVendorId] = useState<number | null>(null);
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  useEffect(() => setPaging((p) => ({ ...p, page: 1 })), [search, withStock, vendorId]);
  useEffect(() => {
    const onSearch = (e: Event) => setText((e as CustomEvent<PortalSearchDetail>).detail.query);
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  }, []);

  const variables = { search: search || null, withStock, vendorId, page: paging.page, limit: paging.limit };
  const products = usePortalQuery(['third-party', 'products', variables], PRODUCTS, variables);
  const vendors = usePortalQuery(['third-party', 'vendors'], VENDORS, {});
  const page = products.data?.productThirdParties;
  // A vendor reads its own products here; buying is for dealers acting for a customer.
  const buying = !!page && !page.asVendor;

  const add = (p: Product, qty: number) => {
    cart.add({
      vendorId: p.vendor.id,
      vendorName: p.vendor.name,
      articleCode: p.articleCode,
      name: p.name,
      salesUnit: p.salesUnit,
      qty,
      price: p.price,
      stock: p.stock,
    });
    void message.success(t('catalog.added', { name: p.name }));
  };
  const filtered = !!(search || withStock || vendorId);
  const empty = (
    <Empty description={<span data-testid="tp-empty">{filtered ? t('catalog.empty_filtered') : t('catalog.empty')}</span>}>
      {filtered && (
        <Button
          onClick={() => {
            setText('');
            setWithStock(false);
            setVendorId(null);
          }}
        >
          {t('catalog.clear')}
        </Button>
      )}
    </Empty>
  );
  const size = phone ? 'large' : 'middle';
  const view = {
    products: page ? [...page.products] : [],
    loading: products.isFetching,
    page: paging.page,
    limit: paging.limit,
    count: page?.info.count ?? 0,
    onPage: (p: number, limit: number) => setPaging({ page: limit !== paging.limit ? 1 : p, limit }),
    onAdd: buying ? add : null,
    empty,
  };

  return (
    <Flex vertical gap={16} data-testid="tp-catalog">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={2}>
          {!phone && (
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('catalog.title')}
            </Typography.Title>
          )}
          <Typography.Text type="secondary">{page?.asVendor ? t('catalog.intro_vendor') : t('catalog.intro')}</Typography.Text>
        </Flex>
        <Flex gap={8} align="center">
          <Segmented
            value={cards ? 'cards' : 'table'}
            size={size}
            aria-label={t('catalog.view')}
            onChange={(v) => void navigate(`/${locale}/3rd-party/${v === 'cards' ? 'catalog-new' : 'catalog'}`)}
            options={[
              { value: 'table', icon: <UnorderedListOutlined />, label: t('catalog.view_table') },
              { value: 'cards', icon: <AppstoreOutlined />, label: t('catalog.view_cards') },
            ]}
          />
          {buying && (
            <Badge count={cart.lines.length}>
              <Button size={size} icon={<ShoppingCartOutlined />} onClick={() => setCartOpen(true)} data-testid="tp-cart-open">
                {t('cart.open')}
              </Button>
            </Badge>
          )}
        </Flex>
      </Flex>
      <Flex gap={12} align="center" wrap>
        <Input
          allowClear
          size={size}
          prefix={<SearchOutlined />}
          placeholder={t('catalog.search')}
          aria-label={t('catalog.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={60}
          style={{ width: phone ? '100%' : 300 }}
          data-testid="tp-search"
        />
        {(vendors.data?.vendorThirdParties.length ?? 0) > 1 && (
          <Select
            allowClear
            size={size}
            placeholder={t('catalog.all_vendors')}
            aria-label={t('catalog.vendor')}
            value={vendorId ?? undefined}
            onChange={(v) => setVendorId(v ?? null)}
            style={{ width: phone ? '100%' : 240 }}
            options={vendors.data!.vendorThirdParties.map((v) => ({ value: v.id, label: v.name }))}
          />
        )}
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
          <Switch checked={withStock} onChange={setWithStock} data-testid="tp-with-stock" />
          {t('catalog.with_stock')}
        </label>
      </Flex>
      {products.isError && !page ? (
        <LoadError error={products.error} titleKey="third-party:catalog.load_failed" onRetry={() => void products.refetch()} />
      ) : cards ? (
        <CatalogCards {...view} />
      ) : (
        <CatalogTable {...view} />
      )}
      {buying && <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} cart={cart} mayBuy={mayBuy} />}
    </Flex>
  );
}
