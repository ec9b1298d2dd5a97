import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roles } from '../../api/db/seed/access.ts';
import {
  TITLE_TRIM,
  LANDING_PATHS,
  landingOf,
  isMenuGroup,
  menuFor,
  menuPaths,
  routeHidesCustomerMenu,
  routeNeedsCustomer,
  routeRules,
  trimTitle,
  type MenuContext,
  type MenuGroup,
} from '../../src/rules/navigation.ts';
import { LOCALES } from '../../src/rules/locales.ts';
import { hasScopes, type Scope } from '../../src/rules/scopes.ts';

const base: MenuContext = {
  scopes: [],
  news: true,
  previewPage: false,
  categories: null,
  hasUserAreas: false,
  contentMarkets: ['marketing_material', 'sales_document', 'news'],
  quotes: true,
};
const menu = (scopes: Scope[], more: Partial<MenuContext> = {}) => menuFor({ ...base, ...more, scopes });
const paths = (scopes: Scope[], more: Partial<MenuContext> = {}) => menuPaths(menu(scopes, more));
const group = (scopes: Scope[], key: string, more: Partial<MenuContext> = {}) =>
  menu(scopes, more).find((item): item is MenuGroup => isMenuGroup(item) && item.key === key);

describe('menuFor (spec 1 §2.6)', () => {
  it('shows only home to a user without scopes', () => {
    expect(paths([])).toEqual(['/']);
  });

  it('shows single entries by their scope', () => {
    expect(paths(['page.claim', 'page.pdi'])).toEqual(['/', '/claim', '/pdi']);
    expect(paths(['page.payment-request'])).toContain('/payment');
    expect(paths(['page.customer-sales-report'])).toContain('/retail-sales');
  });

  it('shows a group when any of its entries is allowed, with only those entries', () => {
    expect(group(['page.banner'], 'banners')?.entries.map((e) => e.path)).toEqual(['/admin/banners']);
    expect(group(['page.announcement', 'page.banner'], 'banners')?.entries).toHaveLength(2);
    expect(group(['page.invoice-status'], 'account')?.entries.map((e) => e.path)).toEqual([
      '/invoice/open-invoice',
      '/invoice/invoice-list',
      '/payment/history',
    ]);
    expect(group(['page.claim'], 'banners')).toBeUndefined();
    expect(group([], 'admin')).toBeUndefined();
  });

  it('shows the users entry for either user-management scope, the rest only for page.user-management', () => {
    expect(group(['page.user-management-us'], 'admin')?.entries.map((e) => e.path)).toEqual(['/admin/users']);
    expect(group(['page.user-management'], 'admin')?.entries.map((e) => e.path)).toEqual([
      '/admin/users',
      '/admin/roles',
      '/admin/group-roles',
      '/admin/permissions',
    ]);
  });

  it('shows the audit log in the admin group to whoever holds page.audit (support, admin)', () => {
    expect(group(['page.audit'], 'admin')?.entries.map((e) => e.path)).toContain('/admin/audit');
    expect(group(['page.user-management'], 'admin')?.entries.map((e) => e.path)).not.toContain('/admin/audit');
  });

  it('switches marketing material between the admin and the reader entries', () => {
    expect(group(['page.marketing-material'], 'marketing_material')?.entries.map((e) => e.path)).toEqual([
      '/marketing-material/brand-assets',
      '/marketing-material/product-lineup',
    ]);
    const admin = ['/admin/marketing-material/category', '/admin/marketing-material/image'];
    expect(group(['page.marketing-material', 'marketing-material.cud'], 'marketing_material')?.entries.map((e) => e.path)).toEqual(admin);
    expect(group(['marketing-material.cud'], 'marketing_material')?.entries.map((e) => e.path)).toEqual(admin);
  });

  it('switches sales documents between the admin and the reader entries', () => {
    expect(group(['page.sales-document'], 'sales_document')?.entries.map((e) => e.path)).toEqual([
      '/sales-document/sales',
      '/sales-document/technical',
    ]);
    expect(group(['page.sales-document', 'sales-document.cu'], 'sales_document')?.entries.map((e) => e.path)).toEqual([
      '/admin/sales-document/group',
      '/admin/sales-document/list',
    ]);
    // The whole group sits behind page.sales-document.
    expect(group(['sales-document.cu'], 'sales_document')).toBeUndefined();
  });

  it('switches news between admin and reader, behind the feature flag', () => {
    expect(paths(['page.news'])).toContain('/news');
    expect(paths(['page.news', 'news.cu'])).toContain('/admin/news');
    expect(paths(['page.news', 'news.cu'])).not.toContain('/news');
    expect(paths(['news.cu'])).toContain('/admin/news');
    expect(paths(['page.news', 'news.cu'], { news: false })).not.toContain('/admin/news');
    expect(paths(['page.news'], { news: false })).not.toContain('/news');
  });

  it('shows the visit forms only to holders of page.formvisit whose user areas qualify', () => {
    expect(group(['page.formvisit'], 'visit_form')).toBeUndefined();
    expect(group([], 'visit_form', { hasUserAreas: true })).toBeUndefined();
    expect(group(['page.formvisit'], 'visit_form', { hasUserAreas: true })?.entries.map((e) => e.path)).toEqual([
      '/visit-form/polygon',
      '/visit-form/wim',
    ]);
  });

  it('shows one catalogue entry while the categories are unknown, else one per category with products', () => {
    expect(group(['page.catalog'], 'catalog')?.entries.map((e) => e.path)).toEqual(['/catalog']);
    const categories = { bike: true, paa: false, groupset: true };
    expect(group(['page.catalog'], 'catalog', { categories })?.entries.map((e) => e.path)).toEqual(['/catalog/bike', '/catalog/groupset']);
    expect(group([], 'catalog', { categories })).toBeUndefined();
  });

  it('shows the preview page only when the host allows it', () => {
    const preview = '/catalog/list?articleTagCategory=marin_preview_page';
    expect(paths(['page.catalog'])).not.toContain(preview);
    expect(paths(['page.catalog'], { previewPage: true })).toContain(preview);
    expect(paths([], { previewPage: true })).not.toContain(preview);
  });
});

describe('customer menu and requirement (spec 1 §2.7)', () => {
  const rule = (path: string) => {
    const found = routeRules.find((r) => r.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };

  const needCustomer = [
    'sales-overview',
    'catalog/fast-order',
    'catalog/repeat-order',
    'cart',
    'cart/shipmentMobile',
    'order',
    'order/open-order',
    'order/delivery',
    'invoice/open-invoice',
    'invoice/invoice-list',
    'bonus-dealer',
    'download-area',
    'retail-sales',
    'payment',
  ];

  it('requires a customer on the routes the spec lists, for every limitation but audit on download area', () => {
    for (const path of needCustomer) {
      expect(routeNeedsCustomer(rule(path), null), path).toBe(true);
      expect(routeNeedsCustomer(rule(path), 'salesman'), path).toBe(true);
    }
    for (const path of ['', 'catalog', 'claim', 'pdi', 'user/edit-profile', 'admin/users']) {
      expect(routeNeedsCustomer(rule(path), null), path).toBe(false);
    }
  });

  it('lets audit users open the download area without a customer, and only there', () => {
    expect(routeNeedsCustomer(rule('download-area'), 'audit')).toBe(false);
    expect(routeNeedsCustomer(rule('cart'), 'audit')).toBe(true);
    expect(routeNeedsCustomer(rule('invoice/open-invoice'), 'audit')).toBe(true);
  });

  it('hides the customer menu on profile, upload, sales area, claim and visit-form screens', () => {
    const hidden = [
      'user/edit-profile',
      'upload-area',
      'sales-area',
      'claim',
      'claim/create',
      'claim/:id',
      'claim/:id/edit',
      'visit-form/polygon',
      'visit-form/wim',
    ];
    for (const path of hidden) {
      expect(routeHidesCustomerMenu(rule(path), null), path).toBe(true);
      expect(routeHidesCustomerMenu(rule(path), 'audit'), path).toBe(true);
    }
    for (const path of ['', 'cart', 'catalog', 'invoice/open-invoice']) {
      expect(routeHidesCustomerMenu(rule(path), null), path).toBe(false);
      expect(routeHidesCustomerMenu(rule(path), 'audit'), path).toBe(false);
    }
  });

  it('hides the customer menu on the download area for audit users only', () => {
    expect(routeHidesCustomerMenu(rule('download-area'), 'audit')).toBe(true);
    expect(routeHidesCustomerMenu(rule('download-area'), null)).toBe(false);
    expect(routeHidesCustomerMenu(rule('download-area'), 'sales_office')).toBe(false);
  });
});

describe('trimTitle (spec 1 §2.5, §9)', () => {
  it('keeps titles of up to 36 characters', () => {
    expect(TITLE_TRIM).toBe(36);
    expect(trimTitle('Open invoices')).toBe('Open invoices');
    expect(trimTitle('x'.repeat(36))).toBe('x'.repeat(36));
    expect(trimTitle('')).toBe('');
  });

  it('cuts longer titles at 36 characters and adds ...', () => {
    expect(trimTitle('x'.repeat(37))).toBe(`${'x'.repeat(36)}...`);
    const long = 'PT Sepeda Nusantara Sejahtera Abadi Jaya Makmur';
    expect(trimTitle(long)).toBe(`${long.slice(0, 36)}...`);
    expect(trimTitle(long)).toHaveLength(39);
  });

  it('takes another limit', () => {
    expect(trimTitle('abcdef', 3)).toBe('abc...');
  });
});

describe('menuFor shows only what works for the user (issue: no entry ends on a missing page or "contact support")', () => {
  const everyScope = [...new Set(roles.flatMap((r) => r.scopes))] as Scope[];
  const everything: Partial<MenuContext> = { categories: { bike: true, paa: true, groupset: true }, hasUserAreas: true, previewPage: true };
  /** The route a path opens: its exact pattern first, else the first pattern whose :params match. */
  const routeOf = (path: string) =>
    routeRules.find((r) => `/${r.path}` === path) ??
    routeRules.find((r) => new RegExp(`^/${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path));
  const contentReading = [
    '/marketing-material/brand-assets',
    '/marketing-material/product-lineup',
    '/sales-document/sales',
    '/sales-document/technical',
    '/news',
  ];
  const shellTexts = (lng: string) =>
    JSON.parse(readFileSync(`locales/${lng}/shell.json`, 'utf8')) as Record<string, Record<string, string>>;

  it('has one rule per route, each titled in every locale', () => {
    const patterns = routeRules.map((r) => r.path);
    expect(patterns.filter((p, i) => patterns.indexOf(p) !== i)).toEqual([]);
    for (const lng of LOCALES) {
      const titles = shellTexts(lng).route!;
      expect(routeRules.filter((r) => !titles[r.title]).map((r) => `${lng}: ${r.title}`)).toEqual([]);
    }
  });

  it('opens a route for every entry the menu can list, and titles every entry in every locale', () => {
    const listed = paths(everyScope, everything);
    expect(listed).toEqual(expect.arrayContaining(['/home-page', '/catalog/bike', '/catalog/paa', '/bonus-dealer']));
    expect(listed.filter((p) => !routeOf(p.split('?')[0]!))).toEqual([]);
    const keys = menu(everyScope, everything).flatMap((item) =>
      isMenuGroup(item) ? [item.key, ...item.entries.map((e) => e.key)] : [item.key],
    );
    for (const lng of LOCALES) expect(keys.filter((k) => !shellTexts(lng).menu![k]).map((k) => `${lng}: ${k}`)).toEqual([]);
  });

  it('lists the reading entries of a content type only to users with a target market of that type', () => {
    const readers: Scope[] = ['page.marketing-material', 'page.sales-document', 'page.news'];
    expect(paths(readers)).toEqual(['/', ...contentReading]);
    expect(paths(readers, { contentMarkets: [] })).toEqual(['/']);
    expect(paths(readers, { contentMarkets: null })).toEqual(['/']); // not known yet: nothing that may lead nowhere
    expect(paths(readers, { contentMarkets: ['marketing_material', 'sales_document'] })).not.toContain('/news');
    expect(paths(readers, { contentMarkets: ['news'] })).toEqual(['/', '/news']);
  });

  it("keeps the editors' entries whatever their target markets", () => {
    const editor: Scope[] = [
      'page.marketing-material',
      'marketing-material.cud',
      'page.sales-document',
      'sales-document.cu',
      'page.news',
      'news.cu',
    ];
    expect(paths(editor, { contentMarkets: [] })).toEqual(paths(editor));
  });

  // Each seeded role, with and without content target markets: never a route it may not open, never a reading entry
  // without its market, and everything else its scopes allow.
  for (const role of roles) {
    it(`gives the ${role.name} role only entries that work`, () => {
      const scopes = [...role.scopes];
      for (const contentMarkets of [[], ['marketing_material', 'sales_document', 'news']] as MenuContext['contentMarkets'][]) {
        const listed = paths(scopes, { ...everything, contentMarkets });
        if (!contentMarkets?.length) expect(listed.filter((p) => contentReading.includes(p))).toEqual([]);
        for (const p of listed) {
          const rule = routeOf(p.split('?')[0]!);
          expect(rule, p).toBeDefined();
          expect(hasScopes(scopes, rule!.scopes), p).toBe(true);
        }
      }
    });
  }

  it('gives support the content to read where it has a market, and no editing entry', () => {
    const support = roles.find((r) => r.name === 'support')!;
    const listed = paths([...support.scopes], { contentMarkets: ['marketing_material', 'sales_document', 'news'] });
    expect(listed).toEqual(expect.arrayContaining(contentReading));
    // Catalogue analyze only reads (why a dealer cannot order an article), like the audit log; on the order-confirmation
    // desk support reads which orders wait and decides none (the API refuses every change of an audit user).
    const reading = ['/admin/audit', '/admin/users', '/admin/catalog-analyze', '/admin/order-confirmation'];
    expect(listed.filter((p) => p.startsWith('/admin/') && !reading.includes(p))).toEqual([]);
  });
});

describe('addresses without a page of their own lead somewhere useful (spec 1 §2.2)', () => {
  const rule = (path: string) => routeRules.find((r) => r.path === path);
  const patternOf = (path: string) =>
    routeRules.find((r) => r.path === path) ?? routeRules.find((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path));

  it('sends an editor to the admin list and a reader to the first reading page', () => {
    expect(landingOf('marketing-material', ['page.marketing-material'])).toBe('marketing-material/brand-assets');
    expect(landingOf('marketing-material', ['page.marketing-material', 'marketing-material.cud'])).toBe('admin/marketing-material/image');
    expect(landingOf('sales-document', ['page.sales-document'])).toBe('sales-document/sales');
    expect(landingOf('sales-document', ['page.sales-document', 'sales-document.cu'])).toBe('admin/sales-document/list');
    expect(landingOf('visit-form', ['page.formvisit'])).toBe('visit-form/polygon');
    expect(landingOf('catalog', ['page.catalog'])).toBeNull();
  });

  it('lands on a route whose scopes the landing route already asked for', () => {
    const holders: Record<(typeof LANDING_PATHS)[number], Scope[][]> = {
      'marketing-material': [
        ['page.marketing-material'],
        ['marketing-material.cud'],
        ['page.marketing-material', 'marketing-material.cud'],
      ],
      'sales-document': [['page.sales-document'], ['page.sales-document', 'sales-document.cu']],
      'visit-form': [['page.formvisit']],
    };
    for (const path of LANDING_PATHS) {
      const landing = rule(path)!;
      for (const scopes of holders[path]) {
        expect(hasScopes(scopes, landing.scopes), `${path} ${scopes}`).toBe(true);
        const target = patternOf(landingOf(path, scopes)!)!;
        expect(target, path).toBeDefined();
        expect(hasScopes(scopes, target.scopes), `${path} -> ${target.path} with ${scopes}`).toBe(true);
      }
    }
  });

  it('keeps the newer invoice list address and the bonus of each brand as routes needing a customer', () => {
    expect(rule('invoice/invoice-list-new')).toMatchObject({ scopes: ['page.invoice-status'], requiresCustomer: true });
    for (const brand of ['polygon', 'wim']) {
      expect(rule(`bonus-dealer-${brand}`)).toMatchObject({ scopes: ['page.bonus-dealer'], requiresCustomer: true });
      expect(routeNeedsCustomer(rule(`bonus-dealer-${brand}`)!, 'audit')).toBe(true);
    }
  });

  it('marks the PAA pages, and only them, for the disabled-PAA guard', () => {
    expect(routeRules.filter((r) => r.paa).map((r) => r.path)).toEqual(['catalog/paa', 'catalog/paa/:slug', 'claim/create/paa']);
  });
});

describe('the merged catalogue menu starts with its home page (spec 1 §2.6)', () => {
  const catalogGroup = (scopes: Scope[], categories: MenuContext['categories']) => group(scopes, 'catalog', { categories });

  it('lists /home-page first once the categories are known, for holders of page.home-page', () => {
    const categories = { bike: true, paa: false, groupset: true };
    expect(catalogGroup(['page.catalog', 'page.home-page'], categories)?.entries.map((e) => e.path)).toEqual([
      '/home-page',
      '/catalog/bike',
      '/catalog/groupset',
    ]);
    expect(catalogGroup(['page.catalog'], categories)?.entries.map((e) => e.path)).toEqual(['/catalog/bike', '/catalog/groupset']);
    expect(catalogGroup(['page.catalog', 'page.home-page'], null)?.entries.map((e) => e.path)).toEqual(['/catalog']);
  });
});
