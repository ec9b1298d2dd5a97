import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { adminResources } from '../resources/declarations/index.ts';
import { routesOf } from '../resources/refine.ts';
import { BONUS_BRANDS } from '../rules/bonus.ts';
import { LANDING_PATHS, routeRules, type RouteRule } from '../rules/navigation.ts';
import { GuestOnly } from './guest-only.tsx';
import { RequireClaimFlag } from './guards/require-claim-flag.tsx';
import { RequireCustomer } from './guards/require-customer.tsx';
import { RequireContentMarket } from './guards/require-content-market.tsx';
import { Landing } from './guards/landing.tsx';
import { RequireOrderList } from './guards/require-order-list.tsx';
import { RequirePaa } from './guards/require-paa.tsx';
import { RequireScopes } from './guards/require-scopes.tsx';
import { SHELL_NAMESPACES, withTexts } from '../providers/i18n.ts';
import { lazyPage } from './lazy-page.ts';
import { LocaleGate } from './locale-gate.tsx';
import { LocaleRedirect } from './locale-redirect.tsx';
import { PageLoading } from './page-loading.tsx';
import { RequireSession } from './require-session.tsx';
import { ScrollMemory } from './scroll-memory.tsx';

// Each page is its own chunk, so the login page carries nothing of the signed-in pages.
// The shell and the catalogue fetch their texts beside their chunks (the first page most dealers open).
const PortalLayout = lazyPage(withTexts(SHELL_NAMESPACES, () => import('./portal-layout.tsx').then((m) => ({ default: m.PortalLayout }))));
const HomePage = lazyPage(() => import('../pages/home/index.tsx'));
const EditProfilePage = lazyPage(() => import('../pages/profile/edit-profile.tsx'));
const ErrorAdminPage = lazyPage(() => import('../pages/error-admin/index.tsx'));
const CatalogHomePage = lazyPage(withTexts(['catalog'], () => import('../pages/catalog/index.tsx')));
const CatalogListPage = lazyPage(withTexts(['catalog'], () => import('../pages/catalog/list-page.tsx')));
const CLAIM_FORM_TEXTS = ['claims', 'claim-form', 'files'];
const ProductDetailPage = lazyPage(() => import('../pages/catalog/detail-page.tsx'));
const CatalogPreviewPage = lazyPage(() => import('../pages/catalog/preview-page.tsx'));
const GroupsetPage = lazyPage(() => import('../pages/catalog/groupset-page.tsx'));
const FastOrderPage = lazyPage(() => import('../pages/fast-order/index.tsx'));
const RepeatOrderPage = lazyPage(() => import('../pages/repeat-order/index.tsx'));
const PreviousPurchasesPage = lazyPage(() => import('../pages/purchases/previous-purchases.tsx'));
const FrequentPurchasesPage = lazyPage(() => import('../pages/purchases/frequent-purchases.tsx'));
const CartPage = lazyPage(() => import('../pages/cart/index.tsx'));
const CheckoutPage = lazyPage(() => import('../pages/checkout/index.tsx'));
const OrderConfirmationPage = lazyPage(() => import('../pages/checkout/order-confirmation.tsx'));
const OrderListPage = lazyPage(() => import('../pages/orders/index.tsx'));
const OrderDetailPage = lazyPage(() => import('../pages/orders/detail-page.tsx'));
const OpenOrdersPage = lazyPage(() => import('../pages/open-orders/index.tsx'));
const DeliveriesPage = lazyPage(() => import('../pages/deliveries/index.tsx'));
const PaymentInvoicePage = lazyPage(() => import('../pages/payments/index.tsx'));
const SalesOverviewPage = lazyPage(() => import('../pages/sales-overview/index.tsx'));
const LoginPage = lazyPage(() => import('../pages/login/index.tsx'));
const MaintenancePage = lazyPage(() => import('../pages/maintenance/index.tsx'));
const CustomerInquiryPage = lazyPage(() => import('../pages/customer-inquiry/index.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../pages/password-reset/forgot-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../pages/password-reset/reset-page.tsx'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/index.tsx'));
const InvoiceListPage = lazyPage(() => import('../pages/invoices/invoice-list/index.tsx'));
const BonusPage = lazyPage(() => import('../pages/bonus/index.tsx'));
const ClickCollectOrderPage = lazyPage(() => import('../pages/click-collect/public-order-page.tsx'));

// Admin tables declared as data (src/resources): the generic list, create, edit and show pages, one lazy chunk.
const adminPage = (name: 'AdminListPage' | 'AdminCreatePage' | 'AdminEditPage' | 'AdminShowPage') =>
  lazyPage(() => import('../resources/pages/index.tsx').then((m) => ({ default: m[name] })));
const [AdminList, AdminCreate, AdminEdit, AdminShow] = [
  adminPage('AdminListPage'),
  adminPage('AdminCreatePage'),
  adminPage('AdminEditPage'),
  adminPage('AdminShowPage'),
];
const adminPageOf = { list: AdminList, create: AdminCreate, edit: AdminEdit, show: AdminShow };
const adminPages: Record<string, ComponentType> = Object.fromEntries(
  adminResources.flatMap((d) => routesOf(d).map((r) => [r.path, adminPageOf[r.page]])),
);

/** The page of each route pattern of the table (src/rules/navigation.ts). */
const pages: Record<string, ComponentType> = {
  '': HomePage,
  'user/edit-profile': EditProfilePage,
  catalog: CatalogHomePage,
  'home-page': lazyPage(withTexts(['catalog'], () => import('../pages/catalog/start-page.tsx'))),
  'catalog/list': CatalogListPage,
  'catalog/bike': CatalogListPage,
  'catalog/paa': CatalogListPage,
  'catalog/groupset': GroupsetPage,
  'catalog/preview-page': CatalogPreviewPage,
  'catalog/fast-order': FastOrderPage,
  'catalog/repeat-order': RepeatOrderPage,
  'catalog/lists': lazyPage(() => import('../pages/shopping-lists/index.tsx')),
  'catalog/lists/:id': lazyPage(() => import('../pages/shopping-lists/list-page.tsx')),
  'catalog/quotes': lazyPage(() => import('../pages/quotes/index.tsx')),
  'catalog/quotes/:id': lazyPage(() => import('../pages/quotes/quote-page.tsx')),
  'catalog/previous-purchases': PreviousPurchasesPage,
  'catalog/frequent-purchases': FrequentPurchasesPage,
  'catalog/bike/:slug': ProductDetailPage,
  'catalog/paa/:slug': ProductDetailPage,
  'catalog/:slug': ProductDetailPage,
  cart: CartPage,
  'cart/checkout': CheckoutPage,
  'cart/shipmentMobile': CheckoutPage,
  'cart/order-confirmation': OrderConfirmationPage,
  order: OrderListPage,
  'order/:id': OrderDetailPage,
  'order/open-order': OpenOrdersPage,
  'order/delivery': DeliveriesPage,
  payment: lazyPage(() => import('../pages/payment-list/index.tsx')),
  'payment/invoice': PaymentInvoicePage,
  'payment/history': lazyPage(() => import('../pages/payments/history-page.tsx')),
  'invoice/open-invoice': lazyPage(() => import('../pages/invoices/open-invoices/index.tsx')),
  'invoice/invoice-list': InvoiceListPage,
  'invoice/invoice-list-new': InvoiceListPage,
  news: lazyPage(() => import('../pages/news/index.tsx')),
  'news/:id': lazyPage(() => import('../pages/news/detail-page.tsx')),
  'sales-document/:type': lazyPage(() => import('../pages/sales-documents/index.tsx')),
  'sales-document/:type/:id': lazyPage(() => import('../pages/sales-documents/detail-page.tsx')),
  claim: lazyPage(() => import('../pages/claims/index.tsx')),
  'claim/create': lazyPage(() => import('../pages/claims/create-page.tsx')),
  // The claim form's parts (its problems, its files) come with their texts: a part that waited for its texts while
  // the dealer fills in the form would hide the form for a moment and close an open list.
  'claim/create/bike': lazyPage(withTexts(CLAIM_FORM_TEXTS, () => import('../pages/claims/create-bike-page.tsx'))),
  'claim/create/paa': lazyPage(withTexts(CLAIM_FORM_TEXTS, () => import('../pages/claims/create-paa-page.tsx'))),
  'claim/:id': lazyPage(withTexts(CLAIM_FORM_TEXTS, () => import('../pages/claims/detail-page.tsx'))),
  'claim/:id/edit': lazyPage(withTexts(CLAIM_FORM_TEXTS, () => import('../pages/claims/edit-page.tsx'))),
  'click-collect': lazyPage(() => import('../pages/click-collect/index.tsx')),
  'click-collect/:id': lazyPage(() => import('../pages/click-collect/detail-page.tsx')),
  pdi: lazyPage(() => import('../pages/pdi/index.tsx')),
  'pdi/create': lazyPage(() => import('../pages/pdi/form-page.tsx')),
  'pdi/:id/edit': lazyPage(() => import('../pages/pdi/form-page.tsx')),
  'upload-area': lazyPage(() => import('../pages/upload-area/index.tsx')),
  // Store-visit forms: one list, create and detail page for both brands (the brand comes from the path).
  ...Object.fromEntries(
    ['polygon', 'wim'].flatMap((brand) => [
      [`visit-form/${brand}`, lazyPage(() => import('../pages/visit-forms/list-page.tsx'))],
      [`visit-form/${brand}/create`, lazyPage(() => import('../pages/visit-forms/form-page.tsx'))],
      [`visit-form/${brand}/:id`, lazyPage(() => import('../pages/visit-forms/form-page.tsx'))],
    ]),
  ),
  // The map's library and the market's shapes travel with this page alone.
  'sales-area': lazyPage(() => import('../pages/sales-area/index.tsx')),
  // The charts' library travels with this page alone.
  'sales-overview': SalesOverviewPage,
  'sales-overview-new': SalesOverviewPage,
  'retail-sales': lazyPage(() => import('../pages/retail-sales/index.tsx')),
  'bonus-dealer': BonusPage,
  'bonus-dealer-new': BonusPage,
  ...Object.fromEntries(BONUS_BRANDS.map((brand) => [`bonus-dealer-${brand}`, () => <BonusPage brand={brand} />])),
  'download-area': lazyPage(() => import('../pages/download-area/index.tsx')),
  'retail-sales/register': lazyPage(() => import('../pages/retail-sales/register-page.tsx')),
  'retail-sales/:id/edit': lazyPage(() => import('../pages/retail-sales/register-page.tsx')),
  frame: lazyPage(() => import('../pages/frames/index.tsx')),
  'frame/:frameNumber': lazyPage(() => import('../pages/frames/frame-page.tsx')),
  'admin/banners/config': lazyPage(() => import('../pages/banner-config/index.tsx')),
  // The admin's entry to sales documents opens the document list.
  'admin/sales-document': () => <Navigate to="list" replace />,
  // The bare content addresses lead to their first page, the editor's or the reader's.
  ...Object.fromEntries(LANDING_PATHS.map((path) => [path, () => <Landing path={path} />])),
  // Mass creation of users from a file is no form of one record: its own page beside the generic ones.
  'admin/users/create-users-mass': lazyPage(() => import('../pages/users/mass-create-page.tsx')),
  'admin/audit': lazyPage(() => import('../pages/audit/index.tsx')),
  'admin/service-status': lazyPage(() => import('../pages/service-status/index.tsx')),
  // Catalogue analyze: the -new address shows the same desk.
  'admin/catalog-analyze': lazyPage(() => import('../pages/catalog-analyze/index.tsx')),
  'admin/catalog-analyze-new': lazyPage(() => import('../pages/catalog-analyze/index.tsx')),
  '3rd-party/catalog': lazyPage(() => import('../pages/third-party/catalog-page.tsx')),
  '3rd-party/catalog-new': lazyPage(() => import('../pages/third-party/catalog-page.tsx')),
  '3rd-party/order': lazyPage(() => import('../pages/third-party/order-page.tsx')),
  '3rd-party/article-maintenance': lazyPage(() => import('../pages/third-party/maintenance-page.tsx')),
  'marketing-material/:type': lazyPage(() => import('../pages/marketing-material/index.tsx')),
  'marketing-material/:type/:id': lazyPage(() => import('../pages/marketing-material/category-page.tsx')),
  'marketing-material/:type/:id/image/:image_id': lazyPage(() => import('../pages/marketing-material/image-page.tsx')),
  'admin/marketing-material': lazyPage(() => import('../pages/marketing-material/admin-home.tsx')),
  'admin/order-confirmation': lazyPage(() => import('../pages/order-confirmation/index.tsx')),
  'admin/quote-requests': lazyPage(() => import('../pages/quotes/queue.tsx')),
  'admin/quote-requests/:id': lazyPage(() => import('../pages/quotes/answer-page.tsx')),
  'admin/marketing-material/image/create-bulk': lazyPage(() => import('../pages/marketing-material/bulk-create-page.tsx')),
  ...adminPages,
};

/** Guards a route has besides its scopes (spec 1 §5, §6). */
const extraGuards: Record<string, (page: ReactNode) => ReactNode> = {
  'marketing-material/:type': (page) => <RequireContentMarket type="marketing_material">{page}</RequireContentMarket>,
  'marketing-material/:type/:id': (page) => <RequireContentMarket type="marketing_material">{page}</RequireContentMarket>,
  'marketing-material/:type/:id/image/:image_id': (page) => <RequireContentMarket type="marketing_material">{page}</RequireContentMarket>,
  'sales-document/:type': (page) => <RequireContentMarket type="sales_document">{page}</RequireContentMarket>,
  'sales-document/:type/:id': (page) => <RequireContentMarket type="sales_document">{page}</RequireContentMarket>,
  news: (page) => <RequireContentMarket type="news">{page}</RequireContentMarket>,
  'news/:id': (page) => <RequireContentMarket type="news">{page}</RequireContentMarket>,
  'admin/order-confirmation': (page) => <RequireOrderList>{page}</RequireOrderList>,
  'claim/create': (page) => <RequireClaimFlag flag="claimAllowNonCode">{page}</RequireClaimFlag>,
  'claim/create/paa': (page) => <RequireClaimFlag flag="claimAllowPAA">{page}</RequireClaimFlag>,
};

/** A route's page with its guards; the PAA pages close where the market sells no parts and accessories. */
function routeElement(rule: RouteRule): ReactNode {
  const Page = pages[rule.path] ?? NotFoundPage;
  const page = rule.paa ? (
    <RequirePaa>
      <Page />
    </RequirePaa>
  ) : (
    <Page />
  );

  const guarded = extraGuards[rule.path]?.(page) ?? page;
  return (
    <RequireScopes scopes={rule.scopes}>
      <RequireCustomer rule={rule}>{guarded}</RequireCustomer>
    </RequireScopes>
  );
}

/**
 * Every route lives under a locale prefix (spec 1 §2.1); the bare prefix is the home page. Made once: a render of the
 * app above does not build the hundreds of routes again (react-router then matches them anew on every render).
 */
const portalRoutes = (
  <>
    <ScrollMemory />
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/:locale" element={<LocaleGate />}>
          <Route element={<RequireSession />}>
            <Route element={<PortalLayout />}>
              {routeRules.map((rule) =>
                rule.path === '' ? (
                  <Route key="index" index element={routeElement(rule)} />
                ) : (
                  <Route key={rule.path} path={rule.path} element={routeElement(rule)} />
                ),
              )}
              <Route path="error/admin" element={<ErrorAdminPage />} />
            </Route>
          </Route>
          <Route element={<GuestOnly />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
          </Route>
          {/* Public pages of visitors without a session (spec 3 §2 /new-customer-inquiry; the reset link of a mail). */}
          <Route path="new-customer-inquiry" element={<CustomerInquiryPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          {/* A consumer's click-and-collect order: public, signed in or not. */}
          <Route path="click-collect/order" element={<ClickCollectOrderPage />} />
          <Route path="maintenance" element={<MaintenancePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<LocaleRedirect />} />
      </Routes>
    </Suspense>
  </>
);

export function PortalRoutes() {
  return portalRoutes;
}
