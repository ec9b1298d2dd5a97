import { BONUS_BRANDS } from './bonus.ts';
import { hasScopes, type Scope, type ScopeRequirement } from './scopes.ts';

/**
 * The side menu of spec 1 §2.6 and the route table of §2.2 / §2.5 / §2.7 as plain data, so the browser
 * draws from it and the tests compute what each user must see from the same source.
 */

/** Whether the host's market has products of each catalogue category. */
export interface CatalogCategories {
  bike: boolean;
  paa: boolean;
  groupset: boolean;
}

/** Content published per content target market (spec 3 §6); a reader without a market of a type has nothing to read. */
export type ContentMarketType = 'marketing_material' | 'sales_document' | 'news';

/** What, besides scopes, decides whether an entry shows. */
export interface MenuContext {
  scopes: readonly string[];
  /** Host feature flag NEWS (the news menu is behind it). */
  news: boolean;
  /** Host config allowPreviewPage and the host is not in the hide list. */
  previewPage: boolean;
  /** Which catalogue categories have products; null while unknown (then one plain catalogue entry shows). */
  categories: CatalogCategories | null;
  /** Visit forms are only for users whose user areas qualify (they have at least one area). */
  hasUserAreas: boolean;
  /**
   * The content types the user has a target market of; null while unknown. The reading entries of a type show only
   * with one, so no entry ends on the 'No Data, contact support' page.
   */
  contentMarkets: readonly ContentMarketType[] | null;
  /** The host offers quotes (host config quoteFromPieces). */
  quotes: boolean;
}

export interface MenuEntry {
  /** Stable key; also the i18n key under `shell:menu.` */
  key: string;
  /** Path without the locale prefix; may carry a query string. */
  path: string;
}

export interface MenuGroup {
  key: string;
  entries: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'entries' in item;

interface EntryRule extends MenuEntry {
  scopes: ScopeRequirement;
  when?: (c: MenuContext) => boolean;
  /** A reading page of published content: shown only to users with a target market of this type. */
  content?: ContentMarketType;
}

interface GroupRule {
  key: string;
  entries: EntryRule[];
  when?: (c: MenuContext) => boolean;
}

const holds = (c: MenuContext, scope: Scope) => c.scopes.includes(scope);

const catalog: GroupRule = {
  key: 'catalog',
  entries: [
    { key: 'catalog', path: '/catalog', scopes: ['page.catalog'], when: (c) => c.categories === null },
    // Merged into one group with the categories, the catalogue's own start page comes first (spec 1 §2.6).
    { key: 'home_page', path: '/home-page', scopes: ['page.home-page', 'page.catalog'], when: (c) => c.categories !== null },
    { key: 'catalog_bike', path: '/catalog/bike', scopes: ['page.catalog'], when: (c) => !!c.categories?.bike },
    { key: 'catalog_paa', path: '/catalog/paa', scopes: ['page.catalog'], when: (c) => !!c.categories?.paa },
    { key: 'catalog_groupset', path: '/catalog/groupset', scopes: ['page.catalog'], when: (c) => !!c.categories?.groupset },
    // The dealer's saved lists, ordered through the cart.
    { key: 'shopping_lists', path: '/catalog/lists', scopes: ['page.catalog', 'cart.display-order-qty'] },
    // Where the host offers quotes: the dealer's quotes, asked from the cart and ordered at their prices.
    { key: 'quotes', path: '/catalog/quotes', scopes: ['page.catalog', 'cart.display-order-qty'], when: (c) => c.quotes },
  ],
};

/** The menu in the order spec 1 §2.6 lists it. */
const menuRules: (EntryRule | GroupRule)[] = [
  { key: 'home', path: '/', scopes: [] },
  { key: 'sales_area', path: '/sales-area', scopes: ['page.sales-area'] },
  { key: 'sales_overview', path: '/sales-overview', scopes: ['page.dashboard'] },
  catalog,
  {
    key: 'third_party',
    entries: [
      { key: 'third_party_catalog', path: '/3rd-party/catalog', scopes: ['page.3rdpartycatalog'] },
      { key: 'third_party_order', path: '/3rd-party/order', scopes: ['page.3rdpartyorder'] },
      { key: 'third_party_article_maintenance', path: '/3rd-party/article-maintenance', scopes: ['page.3rdpartyarticlemaintenance'] },
    ],
  },
  {
    key: 'visit_form',
    entries: [
      { key: 'visit_form_polygon', path: '/visit-form/polygon', scopes: ['page.formvisit'], when: (c) => c.hasUserAreas },
      { key: 'visit_form_wim', path: '/visit-form/wim', scopes: ['page.formvisit'], when: (c) => c.hasUserAreas },
    ],
  },
  { key: 'order', path: '/order', scopes: ['page.order-status'] },
  {
    key: 'account',
    entries: [
      { key: 'open_invoice', path: '/invoice/open-invoice', scopes: ['page.invoice-status'] },
      { key: 'invoice_list', path: '/invoice/invoice-list', scopes: ['page.invoice-status'] },
      { key: 'payment_history', path: '/payment/history', scopes: ['page.invoice-status'] },
    ],
  },
  { key: 'catalog_analyze', path: '/admin/catalog-analyze', scopes: ['page.catalog-analyze'] },
  { key: 'order_confirmation', path: '/admin/order-confirmation', scopes: ['page.orderlist'] },
  { key: 'quote_requests', path: '/admin/quote-requests', scopes: ['quote.answer'] },
  {
    key: 'admin',
    entries: [
      // Support (page.audit) reads users read-only (spec 3 §7 'Users and roles'; the API allows the reads only).
      { key: 'users', path: '/admin/users', scopes: [['page.user-management', 'page.user-management-us', 'page.audit']] },
      { key: 'roles', path: '/admin/roles', scopes: ['page.user-management'] },
      { key: 'group_roles', path: '/admin/group-roles', scopes: ['page.user-management'] },
      { key: 'permissions', path: '/admin/permissions', scopes: ['page.user-management'] },
      { key: 'audit', path: '/admin/audit', scopes: ['page.audit'] },
      // Hosts online or in maintenance (spec 3 §4 'Service status').
      { key: 'service_status', path: '/admin/service-status', scopes: ['system.maintenance'] },
      // Shops that asked on the public page to become dealers (spec 3 §7 'Customer inquiry and reference').
      { key: 'customer_inquiries', path: '/admin/customer-inquiries', scopes: ['page.customer-inquiry'] },
    ],
  },
  { key: 'download_area', path: '/download-area', scopes: ['page.download-area'] },
  { key: 'upload_area', path: '/upload-area', scopes: ['page.upload-area'] },
  { key: 'claim', path: '/claim', scopes: ['page.claim'] },
  { key: 'bonus_dealer', path: '/bonus-dealer', scopes: ['page.bonus-dealer'] },
  { key: 'retail_sales', path: '/retail-sales', scopes: ['page.customer-sales-report'] },
  { key: 'pdi', path: '/pdi', scopes: ['page.pdi'] },
  // Recall campaigns: the warranty officers' admin table (src/resources/declarations/recalls.ts).
  { key: 'recalls', path: '/admin/recalls', scopes: ['recall.cu'] },
  // Which money components each market shows on invoices and payments (src/resources/declarations/price-components.ts).
  { key: 'price_components', path: '/admin/price-components', scopes: ['price-component.cud'] },
  {
    key: 'banners',
    entries: [
      { key: 'announcements', path: '/admin/announcements', scopes: ['page.announcement'] },
      { key: 'banners', path: '/admin/banners', scopes: ['page.banner'] },
    ],
  },
  {
    key: 'marketing_material',
    entries: [
      { key: 'marketing_category', path: '/admin/marketing-material/category', scopes: ['marketing-material.cud'] },
      { key: 'marketing_image', path: '/admin/marketing-material/image', scopes: ['marketing-material.cud'] },
      {
        key: 'brand_assets',
        path: '/marketing-material/brand-assets',
        scopes: ['page.marketing-material'],
        when: (c) => !holds(c, 'marketing-material.cud'),
        content: 'marketing_material',
      },
      {
        key: 'product_lineup',
        path: '/marketing-material/product-lineup',
        scopes: ['page.marketing-material'],
        when: (c) => !holds(c, 'marketing-material.cud'),
        content: 'marketing_material',
      },
    ],
  },
  {
    key: 'sales_document',
    entries: [
      { key: 'sales_document_group', path: '/admin/sales-document/group', scopes: ['page.sales-document', 'sales-document.cu'] },
      { key: 'sales_document_list', path: '/admin/sales-document/list', scopes: ['page.sales-document', 'sales-document.cu'] },
      {
        key: 'sales_document_sales',
        path: '/sales-document/sales',
        scopes: ['page.sales-document'],
        when: (c) => !holds(c, 'sales-document.cu'),
        content: 'sales_document',
      },
      {
        key: 'sales_document_technical',
        path: '/sales-document/technical',
        scopes: ['page.sales-document'],
        when: (c) => !holds(c, 'sales-document.cu'),
        content: 'sales_document',
      },
    ],
  },
  { key: 'news_admin', path: '/admin/news', scopes: ['news.cu'], when: (c) => c.news },
  { key: 'news', path: '/news', scopes: ['page.news'], when: (c) => c.news && !holds(c, 'news.cu'), content: 'news' },
  { key: 'payment', path: '/payment', scopes: ['page.payment-request'] },
  { key: 'click_collect', path: '/click-collect', scopes: ['page.click-collect'] },
  {
    key: 'preview_page',
    path: '/catalog/list?articleTagCategory=marin_preview_page',
    scopes: ['page.catalog'],
    when: (c) => c.previewPage,
  },
];

const allowed = (rule: EntryRule, c: MenuContext) =>
  hasScopes(c.scopes, rule.scopes) && (rule.when?.(c) ?? true) && (!rule.content || !!c.contentMarkets?.includes(rule.content));
const strip = ({ key, path }: EntryRule): MenuEntry => ({ key, path });

/** The menu a user sees: entries they may open; a group shows when any of its entries does. */
export function menuFor(c: MenuContext): MenuItem[] {
  const items: MenuItem[] = [];
  for (const rule of menuRules) {
    if ('entries' in rule) {
      const entries = rule.entries.filter((e) => allowed(e, c)).map(strip);
      if (entries.length && (rule.when?.(c) ?? true)) items.push({ key: rule.key, entries });
    } else if (allowed(rule, c)) {
      items.push(strip(rule));
    }
  }
  return items;
}

/** Every path of a menu, flattened: what the e2e table compares. */
export const menuPaths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => (isMenuGroup(item) ? item.entries.map((e) => e.path) : [item.path]));

/** What a route needs and how the shell treats it (spec 1 §2.5, §2.7, §6). */
export interface RouteRule {
  /** Pattern without the locale prefix, react-router syntax. */
  path: string;
  /** i18n key under `shell:route.` for the title. */
  title: string;
  scopes: ScopeRequirement;
  /** Opens the customer dialog when no customer is selected (§2.7). */
  requiresCustomer?: boolean | 'unless-audit';
  /** The customer-switch menu is hidden here (§2.7). */
  hidesCustomerMenu?: boolean | 'when-audit';
  /** Mobile top bar: a back arrow, or a search button (§2.5). */
  mobile?: 'back' | 'search';
  /** Routes whose content is wider (1400 px). */
  wide?: boolean;
  /** A page of parts and accessories: closed where the market sells none (spec 1 §6 'disabled PAA'). */
  paa?: true;
}

/** Routes of the portal. */
const documentEditor: ScopeRequirement = ['page.sales-document', 'sales-document.cu'];

export const routeRules: RouteRule[] = [
  { path: '', title: 'home', scopes: [] },
  { path: 'user/edit-profile', title: 'edit_profile', scopes: ['profile.update'], hidesCustomerMenu: true, mobile: 'back' },
  { path: 'sales-area', title: 'sales_area', scopes: ['page.sales-area'], hidesCustomerMenu: true },
  { path: 'sales-overview', title: 'sales_overview', scopes: ['page.dashboard'], requiresCustomer: true, wide: true },
  { path: 'sales-overview-new', title: 'sales_overview', scopes: ['page.dashboard'], requiresCustomer: true, wide: true },
  { path: 'catalog', title: 'catalog', scopes: ['page.catalog'] },
  { path: 'home-page', title: 'home_page', scopes: ['page.home-page', 'page.catalog'] },
  { path: 'catalog/list', title: 'catalog', scopes: ['page.catalog'], mobile: 'search' },
  { path: 'catalog/bike', title: 'catalog_bike', scopes: ['page.catalog'], mobile: 'search' },
  { path: 'catalog/paa', title: 'catalog_paa', scopes: ['page.catalog'], mobile: 'search', paa: true },
  { path: 'catalog/groupset', title: 'catalog_groupset', scopes: ['page.catalog'], mobile: 'search' },
  // Both fill the cart (cart.display-order-qty); repeat order reads the order history (page.order-status).
  { path: 'catalog/fast-order', title: 'fast_order', scopes: ['page.catalog', 'cart.display-order-qty'], requiresCustomer: true },
  {
    path: 'catalog/repeat-order',
    title: 'repeat_order',
    scopes: ['page.catalog', 'page.order-status', 'cart.display-order-qty'],
    requiresCustomer: true,
  },
  { path: 'catalog/lists', title: 'shopping_lists', scopes: ['page.catalog', 'cart.display-order-qty'], requiresCustomer: true },
  {
    path: 'catalog/lists/:id',
    title: 'shopping_list',
    scopes: ['page.catalog', 'cart.display-order-qty'],
    requiresCustomer: true,
    mobile: 'back',
  },
  { path: 'catalog/quotes', title: 'quotes', scopes: ['page.catalog', 'cart.display-order-qty'], requiresCustomer: true },
  {
    path: 'catalog/quotes/:id',
    title: 'quote',
    scopes: ['page.catalog', 'cart.display-order-qty'],
    requiresCustomer: true,
    mobile: 'back',
  },
  { path: 'catalog/previous-purchases', title: 'previous_purchases', scopes: ['page.catalog'] },
  { path: 'catalog/frequent-purchases', title: 'frequent_purchases', scopes: ['page.catalog'] },
  { path: 'catalog/preview-page', title: 'preview_page', scopes: ['page.catalog'] },
  { path: 'catalog/bike/:slug', title: 'product', scopes: ['page.catalog'], mobile: 'back' },
  { path: 'catalog/paa/:slug', title: 'product', scopes: ['page.catalog'], mobile: 'back', paa: true },
  { path: 'catalog/:slug', title: 'product', scopes: ['page.catalog'], mobile: 'back' },
  { path: 'cart', title: 'cart', scopes: ['cart.display-order-qty'], requiresCustomer: true, mobile: 'back' },
  { path: 'cart/checkout', title: 'checkout', scopes: ['cart.display-order-qty'], requiresCustomer: true, mobile: 'back' },
  // The phone's shipment step (spec route cart-shipmentMobile): the same one-column checkout.
  { path: 'cart/shipmentMobile', title: 'checkout', scopes: ['cart.display-order-qty'], requiresCustomer: true, mobile: 'back' },
  {
    path: 'cart/order-confirmation',
    title: 'order_confirmation',
    scopes: ['cart.display-order-qty'],
    requiresCustomer: true,
    mobile: 'back',
  },
  { path: 'order', title: 'order', scopes: ['page.order-status'], requiresCustomer: true, mobile: 'search' },
  { path: 'order/open-order', title: 'open_order', scopes: ['page.order-status'], requiresCustomer: true, mobile: 'search' },
  { path: 'order/delivery', title: 'delivery', scopes: ['page.order-status'], requiresCustomer: true, mobile: 'search' },
  { path: 'order/:id', title: 'order_detail', scopes: ['page.order-status'], requiresCustomer: true, mobile: 'back' },
  { path: 'invoice/open-invoice', title: 'open_invoice', scopes: ['page.invoice-status'], requiresCustomer: true },
  { path: 'invoice/invoice-list', title: 'invoice_list', scopes: ['page.invoice-status'], requiresCustomer: true, mobile: 'search' },
  // The newer address of the same list (spec 2 §2): the same page, so a bookmark of either works.
  { path: 'invoice/invoice-list-new', title: 'invoice_list', scopes: ['page.invoice-status'], requiresCustomer: true, mobile: 'search' },
  { path: 'payment', title: 'payment', scopes: ['page.payment-request'], requiresCustomer: true },
  { path: 'payment/invoice', title: 'payment_invoice', scopes: ['page.invoice-status'], requiresCustomer: true, mobile: 'back' },
  { path: 'payment/history', title: 'payment_history', scopes: ['page.invoice-status'], requiresCustomer: true },
  { path: 'claim', title: 'claim', scopes: ['page.claim'], hidesCustomerMenu: true, mobile: 'search' },
  { path: 'claim/create', title: 'claim_create', scopes: ['page.claim'], hidesCustomerMenu: true, mobile: 'back' },
  { path: 'claim/create/bike', title: 'claim_create', scopes: ['page.claim'], hidesCustomerMenu: true, mobile: 'back' },
  { path: 'claim/create/paa', title: 'claim_create', scopes: ['page.claim'], hidesCustomerMenu: true, mobile: 'back', paa: true },
  { path: 'claim/:id', title: 'claim_detail', scopes: ['page.claim'], hidesCustomerMenu: true, mobile: 'back' },
  { path: 'claim/:id/edit', title: 'claim_edit', scopes: ['page.claim'], hidesCustomerMenu: true, mobile: 'back' },
  {
    path: 'download-area',
    title: 'download_area',
    scopes: ['page.download-area'],
    requiresCustomer: 'unless-audit',
    hidesCustomerMenu: 'when-audit',
  },
  { path: 'upload-area', title: 'upload_area', scopes: ['page.upload-area'], hidesCustomerMenu: true },
  { path: 'bonus-dealer', title: 'bonus_dealer', scopes: ['page.bonus-dealer'], requiresCustomer: true },
  { path: 'bonus-dealer-new', title: 'bonus_dealer', scopes: ['page.bonus-dealer'], requiresCustomer: true },
  // The bonus of one brand: its points and lines only (spec 1 §2.2, §2.7).
  ...BONUS_BRANDS.map(
    (brand): RouteRule => ({
      path: `bonus-dealer-${brand}`,
      title: `bonus_dealer_${brand}`,
      scopes: ['page.bonus-dealer'],
      requiresCustomer: true,
    }),
  ),
  { path: 'retail-sales', title: 'retail_sales', scopes: ['page.customer-sales-report'], requiresCustomer: true, mobile: 'search' },
  {
    path: 'retail-sales/register',
    title: 'retail_sales_register',
    scopes: ['page.customer-sales-report'],
    requiresCustomer: true,
    mobile: 'back',
  },
  {
    path: 'retail-sales/:id/edit',
    title: 'retail_sales_edit',
    scopes: ['page.customer-sales-report'],
    requiresCustomer: true,
    mobile: 'back',
  },
  { path: 'pdi', title: 'pdi', scopes: ['page.pdi'], mobile: 'search' },
  { path: 'pdi/create', title: 'pdi_create', scopes: ['page.pdi'], mobile: 'back' },
  { path: 'pdi/:id/edit', title: 'pdi_edit', scopes: ['page.pdi'], mobile: 'back' },
  { path: 'frame', title: 'frames', scopes: [['page.claim', 'page.pdi']], mobile: 'search' },
  { path: 'frame/:frameNumber', title: 'frame', scopes: [['page.claim', 'page.pdi']], mobile: 'back' },
  { path: 'admin/recalls', title: 'recalls', scopes: ['recall.cu'] },
  ...['create', ':id/edit', ':id/show'].map(
    (action): RouteRule => ({ path: `admin/recalls/${action}`, title: 'recalls', scopes: ['recall.cu'], mobile: 'back' }),
  ),
  // Consumer orders of the active customer's shop (spec 3 §2); the public order form lives outside the shell.
  { path: 'click-collect', title: 'click_collect', scopes: ['page.click-collect'], requiresCustomer: true },
  { path: 'click-collect/:id', title: 'click_collect', scopes: ['page.click-collect'], requiresCustomer: true, mobile: 'back' },
  // Store-visit forms per brand: list, create and detail (the server also asks for user areas that qualify).
  ...(['polygon', 'wim'] as const).flatMap((brand): RouteRule[] => [
    { path: `visit-form/${brand}`, title: `visit_form_${brand}`, scopes: ['page.formvisit'], hidesCustomerMenu: true },
    {
      path: `visit-form/${brand}/create`,
      title: `visit_form_${brand}`,
      scopes: ['page.formvisit'],
      hidesCustomerMenu: true,
      mobile: 'back',
    },
    { path: `visit-form/${brand}/:id`, title: `visit_form_${brand}`, scopes: ['page.formvisit'], hidesCustomerMenu: true, mobile: 'back' },
  ]),
  { path: '3rd-party/catalog', title: 'third_party_catalog', scopes: ['page.3rdpartycatalog'], mobile: 'search' },
  // The card view of the same catalogue (spec 3 §2).
  { path: '3rd-party/catalog-new', title: 'third_party_catalog', scopes: ['page.3rdpartycatalog'], mobile: 'search' },
  { path: '3rd-party/order', title: 'third_party_order', scopes: ['page.3rdpartyorder'], mobile: 'search' },
  { path: '3rd-party/article-maintenance', title: 'third_party_article_maintenance', scopes: ['page.3rdpartyarticlemaintenance'] },
  // The bare addresses of a content area lead to its first page (landingOf).
  { path: 'marketing-material', title: 'marketing_material', scopes: [['page.marketing-material', 'marketing-material.cud']] },
  { path: 'sales-document', title: 'sales_document', scopes: ['page.sales-document'] },
  { path: 'visit-form', title: 'visit_form_polygon', scopes: ['page.formvisit'], hidesCustomerMenu: true },
  { path: 'marketing-material/:type', title: 'marketing_material', scopes: ['page.marketing-material'] },
  { path: 'marketing-material/:type/:id', title: 'marketing_material', scopes: ['page.marketing-material'], mobile: 'back' },
  {
    path: 'marketing-material/:type/:id/image/:image_id',
    title: 'marketing_material',
    scopes: ['page.marketing-material'],
    mobile: 'back',
  },
  { path: 'sales-document/:type', title: 'sales_document', scopes: ['page.sales-document'] },
  { path: 'sales-document/:type/:id', title: 'sales_document', scopes: ['page.sales-document'], mobile: 'back' },
  { path: 'news', title: 'news', scopes: ['page.news'] },
  { path: 'news/:id', title: 'news', scopes: ['page.news'], mobile: 'back' },
  { path: 'admin/catalog-analyze', title: 'catalog_analyze', scopes: ['page.catalog-analyze'], hidesCustomerMenu: true, wide: true },
  // The newer layout of the same desk (spec 3 §2).
  { path: 'admin/catalog-analyze-new', title: 'catalog_analyze', scopes: ['page.catalog-analyze'], hidesCustomerMenu: true, wide: true },
  // Held orders across the dealers the user may act for: the desk works without a chosen customer.
  {
    path: 'admin/order-confirmation',
    title: 'order_confirmation_admin',
    scopes: ['page.orderlist'],
    mobile: 'search',
    hidesCustomerMenu: true,
    wide: true,
  },
  // Quote requests across the dealers the user answers for: like the order-confirmation desk, no chosen customer needed.
  { path: 'admin/quote-requests', title: 'quote_requests', scopes: ['quote.answer'], hidesCustomerMenu: true, wide: true },
  { path: 'admin/quote-requests/:id', title: 'quote_request', scopes: ['quote.answer'], hidesCustomerMenu: true, mobile: 'back' },
  { path: 'admin/users', title: 'users', scopes: [['page.user-management', 'page.user-management-us', 'page.audit']], mobile: 'search' },
  // Users (spec 3 §2): the id comes before the action; the -us pages are those of page.user-management-us.
  {
    path: 'admin/users/:id/show',
    title: 'users',
    scopes: [['page.user-management', 'page.user-management-us', 'page.audit']],
    mobile: 'back',
  },
  { path: 'admin/users/create', title: 'users', scopes: ['page.user-management'], mobile: 'back' },
  { path: 'admin/users/:id/edit', title: 'users', scopes: ['page.user-management'], mobile: 'back' },
  { path: 'admin/users/create-us', title: 'users', scopes: ['page.user-management-us'], mobile: 'back' },
  { path: 'admin/users/:id/edit-us', title: 'users', scopes: ['page.user-management-us'], mobile: 'back' },
  { path: 'admin/users/:id/copy-us', title: 'users', scopes: ['page.user-management-us'], mobile: 'back' },
  { path: 'admin/users/create-users-mass', title: 'users', scopes: [['page.user-management', 'page.user-management-us']], mobile: 'back' },
  { path: 'admin/roles', title: 'roles', scopes: ['page.user-management'], mobile: 'search' },
  { path: 'admin/group-roles', title: 'group_roles', scopes: ['page.user-management'], mobile: 'search' },
  { path: 'admin/permissions', title: 'permissions', scopes: ['page.user-management'], mobile: 'search' },
  // Support staff (limitation audit) and admins read it; nobody changes it.
  { path: 'admin/audit', title: 'audit', scopes: ['page.audit'], wide: true },
  { path: 'admin/service-status', title: 'service_status', scopes: ['system.maintenance'] },
  // New customer inquiries: the list, and each one read or handled (its status and note).
  { path: 'admin/customer-inquiries', title: 'customer_inquiries', scopes: ['page.customer-inquiry'], mobile: 'search' },
  ...[':id/edit', ':id/show'].map(
    (action): RouteRule => ({
      path: `admin/customer-inquiries/${action}`,
      title: 'customer_inquiries',
      scopes: ['page.customer-inquiry'],
      mobile: 'back',
    }),
  ),
  // The admin forms of roles, group roles and permissions (spec 3 §2); edit without an id lets the admin pick the record.
  ...(['roles', 'group-roles', 'permissions'] as const).flatMap((base): RouteRule[] => {
    const title = base.replace('-', '_');
    const scopes: ScopeRequirement = ['page.user-management'];
    return ['create', 'edit', 'edit/:id', 'show/:id'].map((action) => ({ path: `admin/${base}/${action}`, title, scopes, mobile: 'back' }));
  }),
  { path: 'admin/announcements', title: 'announcements', scopes: ['page.announcement'] },
  { path: 'admin/banners', title: 'banners', scopes: ['page.banner'] },
  // Their forms (spec 3 §2): the id comes before the action.
  ...['create', ':id/edit', ':id/show'].flatMap((action): RouteRule[] => [
    { path: `admin/announcements/${action}`, title: 'announcements', scopes: ['page.announcement'], mobile: 'back' },
    { path: `admin/banners/${action}`, title: 'banners', scopes: ['page.banner'], mobile: 'back' },
  ]),
  { path: 'admin/banners/config', title: 'banner_config', scopes: ['page.banner'], mobile: 'back' },
  ...['', '/create', '/:id/edit', '/:id/show'].map(
    (action): RouteRule => ({
      path: `admin/price-components${action}`,
      title: 'price_components',
      scopes: ['price-component.cud'],
      mobile: action ? 'back' : undefined,
    }),
  ),
  // Content target markets: kept by the editors of any content type, reached from their lists.
  ...['', '/create', '/:id/edit', '/:id/show'].map(
    (action): RouteRule => ({
      path: `admin/content-target-markets${action}`,
      title: 'content_target_markets',
      scopes: [['marketing-material.cud', 'sales-document.cu', 'news.cu']],
      mobile: action ? 'back' : undefined,
    }),
  ),
  { path: 'admin/marketing-material/category', title: 'marketing_category', scopes: ['marketing-material.cud'] },
  { path: 'admin/marketing-material/image', title: 'marketing_image', scopes: ['marketing-material.cud'] },
  // The marketing material forms (spec 3 §2): the id comes before the action; /admin/marketing-material opens the images.
  { path: 'admin/marketing-material', title: 'marketing_image', scopes: ['marketing-material.cud'] },
  ...(['category', 'image'] as const).flatMap((kind) =>
    ['create', ':id/edit', ':id/show'].map(
      (action): RouteRule => ({
        path: `admin/marketing-material/${kind}/${action}`,
        title: `marketing_${kind}`,
        scopes: ['marketing-material.cud'],
        mobile: 'back',
      }),
    ),
  ),
  { path: 'admin/marketing-material/image/create-bulk', title: 'marketing_image', scopes: ['marketing-material.cud'], mobile: 'back' },
  // The admin view of sales documents needs sales-document.cu and page.sales-document (spec 3 §2 'Menu entries').
  { path: 'admin/sales-document/group', title: 'sales_document_group', scopes: documentEditor },
  { path: 'admin/sales-document/list', title: 'sales_document_list', scopes: documentEditor },
  // The document forms (spec 3 §2): the id comes before the action; /admin/sales-document opens the list.
  { path: 'admin/sales-document', title: 'sales_document_list', scopes: documentEditor },
  ...(['group', 'list'] as const).flatMap((kind) =>
    ['create', ':id/edit', ':id/show'].map(
      (action): RouteRule => ({
        path: `admin/sales-document/${kind}/${action}`,
        title: `sales_document_${kind}`,
        scopes: documentEditor,
        mobile: 'back',
      }),
    ),
  ),
  { path: 'admin/news', title: 'news_admin', scopes: ['news.cu'] },
  // The news forms (spec 3 §2): the id comes before the action.
  ...['create', ':id/edit', ':id/show'].map(
    (action): RouteRule => ({ path: `admin/news/${action}`, title: 'news_admin', scopes: ['news.cu'], mobile: 'back' }),
  ),
];

/**
 * Where a bare content address leads (spec 1 §2.2: /marketing-material, /sales-document, /visit-form have no page of
 * their own): editors to their admin list, readers to the first reading page. Null for any other path.
 */
export function landingOf(path: string, scopes: readonly string[]): string | null {
  switch (path) {
    case 'marketing-material':
      return scopes.includes('marketing-material.cud') ? 'admin/marketing-material/image' : 'marketing-material/brand-assets';
    case 'sales-document':
      return scopes.includes('sales-document.cu') ? 'admin/sales-document/list' : 'sales-document/sales';
    case 'visit-form':
      return 'visit-form/polygon';
    default:
      return null;
  }
}

/** The bare addresses landingOf answers. */
export const LANDING_PATHS = ['marketing-material', 'sales-document', 'visit-form'] as const;

/** Whether a route needs a selected customer for this user (download area is exempt under audit). */
export function routeNeedsCustomer(rule: RouteRule, limitation: string | null): boolean {
  if (rule.requiresCustomer === 'unless-audit') return limitation !== 'audit';
  return !!rule.requiresCustomer;
}

/** Whether the customer-switch menu hides on a route for this user. */
export function routeHidesCustomerMenu(rule: RouteRule, limitation: string | null): boolean {
  if (rule.hidesCustomerMenu === 'when-audit') return limitation === 'audit';
  return !!rule.hidesCustomerMenu;
}

export { TITLE_TRIM, trimTitle } from './title.ts';
