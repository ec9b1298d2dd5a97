import { allScopes, type Scope, scopeCatalog } from '../../../src/rules/scopes.ts';

// Roles of DESIGN.md 'Decisions where the spec is silent'; each gets the scopes its menu needs.

const dealerScopes: Scope[] = [
  'page.catalog',
  'page.home-page',
  'page.order-status',
  'page.invoice-status',
  'page.payment-request',
  'page.claim',
  'page.pdi',
  'page.download-area',
  'page.marketing-material',
  'page.sales-document',
  'page.news',
  'page.customer-sales-report',
  'page.bonus-dealer',
  'page.upload-area',
  'page.click-collect',
  'profile.update',
  'consumer-voice.submit',
  'credit-status.read',
  'invoice-status.read',
  'cart.display-order-qty',
  // Dealers may buy from the third-party vendors of their market and follow those orders.
  'page.3rdpartycatalog',
  'page.3rdpartyorder',
  // Dealers read their own sales overview (issue 21); staff add every customer they act for.
  'page.dashboard',
];

// Sales staff work as their chosen dealer, plus switching customers and their own sales pages.
const salesScopes: Scope[] = [
  ...dealerScopes,
  'menu.change-cust',
  'page.sales-area',
  'page.formvisit',
  // Why one of their dealers cannot order an article (catalogue analyze), for the dealers of their areas only.
  'page.catalog-analyze',
  // The order-confirmation desk: the held orders of the dealers of their areas only (api/order-confirmation).
  'page.orderlist',
  // The quotes their dealers ask for (api/quotes).
  'quote.answer',
];

export const roles: { name: string; description: string; scopes: readonly Scope[] }[] = [
  { name: 'admin', description: 'Administrator: every page and action', scopes: allScopes },
  {
    name: 'content-admin',
    description: 'Content administrator: marketing material, sales documents, news, announcements and banners',
    scopes: [
      'page.marketing-material',
      'marketing-material.cud',
      'page.sales-document',
      'sales-document.cu',
      'page.news',
      'news.cu',
      'page.announcement',
      'page.banner',
      'price-component.cud',
      'profile.update',
      'page.home-page',
      'page.catalog',
    ],
  },
  { name: 'customer', description: 'Dealer: orders, invoices, payments, credit and claims of their own company', scopes: dealerScopes },
  { name: 'salesman', description: 'Salesman: acts for the dealers of their salesman code', scopes: salesScopes },
  { name: 'sales.group', description: 'Sales group lead: acts for the dealers of their sales group', scopes: salesScopes },
  { name: 'sales', description: 'Sales office: acts for the dealers of their sales office', scopes: salesScopes },
  {
    name: 'customer-vendor',
    description: 'Customer-vendor: orders and maintains third-party products',
    // Only its third-party pages, its profile and its company's credit widget: it orders from vendors, not from this
    // catalogue, so no cart or checkout (cart.display-order-qty), no invoice payment (page.invoice-status) and no
    // restock notices (page.catalog). tests/api/vendor-scopes.test.ts holds it to that.
    scopes: [
      'page.3rdpartycatalog',
      'page.3rdpartyorder',
      'page.3rdpartyarticlemaintenance',
      'profile.update',
      'consumer-voice.submit',
      'credit-status.read',
      'invoice-status.read',
    ],
  },
  {
    name: 'support',
    description: 'Support: read-only audit across customers',
    // No page.user-management: it creates users and gives roles, which a read-only role must not.
    scopes: [
      'page.order-status',
      'page.invoice-status',
      'page.download-area',
      'page.claim',
      'page.pdi',
      'page.orderlist',
      'page.catalog-analyze',
      'menu.change-cust',
      'page.catalog',
      'page.marketing-material',
      'page.sales-document',
      'page.news',
      // The audit log, and prepaid-order payments across customers; every mutation is refused for them (api/audit/mutations.ts).
      'page.audit',
      'page.payment-request',
    ],
  },
  {
    name: 'warranty',
    description: 'Warranty officer: reviews the claims of the sales organisations in the user areas',
    scopes: ['page.claim', 'claim.review', 'recall.cu', 'page.home-page', 'profile.update'],
  },
  { name: 'Product', description: 'Product management: catalogue and its analysis', scopes: ['page.catalog', 'page.catalog-analyze'] },
  { name: 'guest', description: 'Guest: catalogue browsing only', scopes: ['page.catalog', 'page.home-page'] },
];

export const groupRoles: { name: string; description: string; roles: string[] }[] = [
  { name: 'Dealers', description: 'Dealer accounts', roles: ['customer'] },
  { name: 'Sales staff', description: 'Salesmen, sales groups and sales offices', roles: ['salesman', 'sales.group', 'sales'] },
  { name: 'Back office', description: 'Administrators, content administrators and support', roles: ['admin', 'content-admin', 'support'] },
];

export const permissionRows = () => allScopes.map((name) => ({ name, description: scopeCatalog[name] }));
