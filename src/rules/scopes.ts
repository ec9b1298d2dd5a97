/**
 * Every scope the portal knows, with what it allows (spec 1 §6, spec 3 §2). The seed gives roles these
 * permissions; the admin permission picker lists them; the server checks them.
 */
export const scopeCatalog = {
  'page.sales-area': 'Sales area maps',
  'page.dashboard': 'Sales overview dashboard',
  'page.catalog': 'Catalogue of bikes, parts and groupsets',
  'page.home-page': 'Home page',
  'page.3rdpartycatalog': 'Third-party catalogue',
  'page.3rdpartyorder': 'Third-party orders',
  'page.3rdpartyarticlemaintenance': 'Third-party article maintenance',
  'page.formvisit': 'Visit forms',
  'page.order-status': 'Orders, open orders and deliveries',
  'page.invoice-status': 'Open and paid invoices',
  'page.catalog-analyze': 'Catalogue analysis (admin)',
  'page.orderlist': 'Order confirmation (admin)',
  'page.user-management': 'Users, roles, group roles and permissions (admin)',
  'page.user-management-us': 'Users of the United States (admin)',
  'page.download-area': 'Download area',
  'page.upload-area': 'Upload area',
  'page.claim': 'Warranty claims',
  'claim.review': 'Review warranty claims of the sales organisations in the user areas',
  'recall.cu': 'Create and update recall campaigns',
  'page.bonus-dealer': 'Bonus dealer report',
  'page.customer-sales-report': 'Retail sales report',
  'page.announcement': 'Announcements (admin)',
  'page.banner': 'Banners (admin)',
  'price-component.cud': 'Price components: which money components each market shows (admin)',
  'page.pdi': 'Pre-delivery inspection',
  'page.marketing-material': 'Marketing material (reader)',
  'page.sales-document': 'Sales documents',
  'page.news': 'News (reader)',
  'page.payment-request': 'Payment requests',
  'page.click-collect': 'Click and collect',
  'page.customer-inquiry': 'New customer inquiries (admin)',
  'menu.change-cust': 'List and switch customers',
  'marketing-material.cud': 'Create, update and delete marketing material',
  'sales-document.cu': 'Create and update sales documents',
  'news.cu': 'Create and update news',
  'profile.update': 'Edit own profile',
  'consumer-voice.submit': 'Send consumer voice feedback',
  'credit-status.read': 'See the credit widget',
  'invoice-status.read': 'Load credit information at start',
  'cart.display-order-qty': 'Keep a cart and see its quantity',
  'quote.answer': 'Answer the quotes dealers ask for (the dealers one may act for)',
  'page.audit': 'Audit log of every change, read-only (support, admin)',
  'system.maintenance': 'Switch a host into maintenance',
} as const;

export type Scope = keyof typeof scopeCatalog;
export const allScopes = Object.keys(scopeCatalog) as Scope[];

/** A route's permission list: each entry is a scope or a group of alternatives, any one of which suffices. */
export type ScopeRequirement = (Scope | Scope[])[];

export function hasScopes(held: readonly string[], required: ScopeRequirement): boolean {
  const set = new Set(held);
  return required.every((entry) => (Array.isArray(entry) ? entry.some((s) => set.has(s)) : set.has(entry)));
}
