import { describe, expect, it } from 'vitest';
import {
  TITLE_TRIM,
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
import type { Scope } from '../../src/rules/scopes.ts';

const base: MenuContext = { scopes: [], news: true, previewPage: false, categories: null, hasUserAreas: false };
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
    expect(paths(['page.orderlist'])).toContain('/admin/order-confirmation');
    expect(paths(['page.dashboard'])).toContain('/sales-overview');
  });

  it('shows a group when any of its entries is allowed, with only those entries', () => {
    expect(group(['page.banner'], 'banners')?.entries.map((e) => e.path)).toEqual(['/admin/banners']);
    expect(group(['page.announcement', 'page.banner'], 'banners')?.entries).toHaveLength(2);
    expect(group(['page.3rdpartyorder'], 'third_party')?.entries.map((e) => e.path)).toEqual(['/3rd-party/order']);
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

  it('shows visit forms only to users whose user areas qualify', () => {
    expect(group(['page.formvisit'], 'visit_form')).toBeUndefined();
    expect(group(['page.formvisit'], 'visit_form', { hasUserAreas: true })?.entries.map((e) => e.path)).toEqual([
      '/visit-form/polygon',
      '/visit-form/wim',
    ]);
    expect(group([], 'visit_form', { hasUserAreas: true })).toBeUndefined();
  });

  it('shows one catalogue entry while the categories are unknown, else one per category with products', () => {
    expect(group(['page.catalog'], 'catalog')?.entries.map((e) => e.path)).toEqual(['/catalog']);
    const categories = { bike: true, paa: false, groupset: true };
    expect(group(['page.catalog'], 'catalog', { categories })?.entries.map((e) => e.path)).toEqual([
      '/catalog/bike',
      '/catalog/groupset',
    ]);
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
