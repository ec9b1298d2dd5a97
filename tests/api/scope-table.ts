import type { ScopeRequirement } from '../../src/rules/scopes.ts';

/**
 * Which scopes each operation of the API needs (spec 1 §6, spec 2 §6, spec 3 §2 and §6): the page scope of the
 * page that uses it, or the action scope of what it does. A field several pages use needs any one of their scopes.
 * Keys: `Query.<field>`, `Mutation.<field>` and `<METHOD> <route>` for the plain HTTP routes.
 * tests/api/scope-enforcement.test.ts proves each row against the running API.
 */
export interface ScopeRule {
  /** Same shape as a route's permission list: every entry is needed; an array entry is a group of alternatives. */
  requires: ScopeRequirement;
  /** Dealer data: the session must also act for a customer (DESIGN 'Tenant rule'). */
  customer?: boolean;
  /** Why, where it is not plain from the name. */
  reason?: string;
}

const catalog: ScopeRequirement = ['page.catalog'];
const cart: ScopeRequirement = ['cart.display-order-qty'];
const orderStatus: ScopeRequirement = ['page.order-status'];
const invoiceStatus: ScopeRequirement = ['page.invoice-status'];
const paymentList: ScopeRequirement = ['page.payment-request'];
const credit: ScopeRequirement = [['credit-status.read', 'invoice-status.read']];
const claims: ScopeRequirement = ['page.claim'];

export const scopeTable: Record<string, ScopeRule> = {
  // Warranty claims (spec 2 §6 page.claim): which claims and moves each reader has is decided per claim
  // (tests/api/claims-tenancy.test.ts); staff without a customer read across the dealers they may see.
  ...Object.fromEntries(
    [
      'claim',
      'claims',
      'claimCustomers',
      'claimStatuses',
      'claimProblems',
      'claimBrands',
      'claimCapabilities',
      'claimDealerInformation',
      'claimArticles',
      'claimBikeArticles',
      'claimFrame',
      'claimStolenBike',
      'claimRecallFrames',
      'claimComments',
      'claimAdditionalDocuments',
    ].map((name) => [`Query.${name}`, { requires: claims }]),
  ),
  ...Object.fromEntries(
    [
      'createClaimBike',
      'createClaimPaa',
      'updateClaimBike',
      'updateClaimPaa',
      'updateClaimStatus',
      'createClaimComment',
      'createClaimAdditionalDocument',
      'deleteClaimAdditionalDocument',
      'updateClaimReturnShipment',
    ].map((name) => [`Mutation.${name}`, { requires: claims }]),
  ),
  // Pre-delivery inspections (spec 2 §6 page.pdi): which PDIs each reader has is decided per PDI (tests/api/pdi.test.ts).
  ...Object.fromEntries(['claimPDIChecklist', 'pdis', 'pdi', 'pdiFrame'].map((name) => [`Query.${name}`, { requires: ['page.pdi'] }])),
  ...Object.fromEntries(
    ['createPdi', 'updatePdi', 'deletePdi', 'restorePdi'].map((name) => [`Mutation.${name}`, { requires: ['page.pdi'] }]),
  ),
  // The upload area (spec 2 §6 page.upload-area): whose uploads each reader has is decided per upload (tests/api/upload-area.test.ts).
  ...Object.fromEntries(
    ['Query.uploads', 'Query.uploadCustomers', 'Mutation.createUpload', 'Mutation.deleteUpload'].map((op) => [
      op,
      { requires: ['page.upload-area'] },
    ]),
  ),
  // Store-visit forms (spec 1 §2.6 page.formvisit, for staff whose user areas qualify; checked again inside): which dealers
  // each rep has is decided per form (tests/api/visit-forms.test.ts).
  ...Object.fromEntries(
    [
      'Query.formVisits',
      'Query.formVisit',
      'Query.formVisitOtherMidRange',
      'Query.formVisitEquipment',
      'Query.formVisitBrandDisplay',
      'Query.formVisitSalesCustomers',
      'Query.formVisitSeries',
      'Query.formVisitDealer',
      'Mutation.createFormVisit',
      'Mutation.updateFormVisit',
      'Mutation.deleteFormVisit',
      'POST /api/files/:purpose',
    ].map((op) => [op, { requires: ['page.formvisit'] }]),
  ),
  // Click and collect (spec 3 §2 page.click-collect): the active customer's consumer orders only (tests/api/click-collect.test.ts).
  ...Object.fromEntries(
    ['clickCollectOrders', 'clickCollectOrder'].map((name) => [`Query.${name}`, { requires: ['page.click-collect'], customer: true }]),
  ),
  ...Object.fromEntries(
    ['clickCollectUpdateStatus', 'clickCollectChooseArticles', 'clickCollectSubmit', 'clickCollectUpdateShipments'].map((name) => [
      `Mutation.${name}`,
      { requires: ['page.click-collect'], customer: true },
    ]),
  ),
  // Sales-area maps (spec 3 §2 page.sales-area): the host market's regions, no dealer's data (tests/api/sales-area.test.ts).
  'Query.salesAreaMaps': { requires: ['page.sales-area'] },
  'Query.salesAreaUsers': { requires: ['page.sales-area'] },
  'Mutation.updateSalesMapAreaCategories': { requires: ['page.sales-area'] },
  // Frame pages (page.claim or page.pdi; which frames each reader has is decided per frame, tests/api/frames.test.ts),
  // recall campaigns (recall.cu) and the stolen list (claim.review: the warranty officers).
  'Query.frames': { requires: [['page.claim', 'page.pdi']] },
  'Query.frame': { requires: [['page.claim', 'page.pdi']] },
  'Query.recallSummary': { requires: [['page.claim', 'page.pdi']], customer: true, reason: "the home page's recall card" },
  ...Object.fromEntries(
    ['recalls', 'recall', 'recallSalesOrganisations', 'recallModels'].map((name) => [`Query.${name}`, { requires: ['recall.cu'] }]),
  ),
  'Mutation.createRecall': { requires: ['recall.cu'] },
  'Mutation.updateRecall': { requires: ['recall.cu'] },
  'Mutation.reportStolenFrame': { requires: ['claim.review'] },
  'Mutation.clearStolenFrame': { requires: ['claim.review'] },
  // Dealer bonus (spec 2 §6 page.bonus-dealer): the active customer's points, lines and on-time payment
  // (tests/api/bonus.test.ts proves another dealer's code answers FORBIDDEN).
  ...Object.fromEntries(
    ['dealerBonus', 'b2bPurchases', 'retailSales', 'onTimePayment', 'totalDealerSales', 'verificationPercentages'].map((name) => [
      `Query.${name}`,
      { requires: ['page.bonus-dealer'], customer: true },
    ]),
  ),
  // Retail sales (spec 2 §6 page.customer-sales-report): warranty registrations of the active customer's bikes
  // (tests/api/retail-sales.test.ts proves another dealer's answer NOT_FOUND or FORBIDDEN).
  ...Object.fromEntries(
    [
      'registeredFrames',
      'registeredFrame',
      'registrationFrame',
      'cities',
      'dealerUnderInsera',
      'accountPolygonBikesDatas',
      'accountMarinBikesData',
    ].map((name) => [`Query.${name}`, { requires: ['page.customer-sales-report'], customer: true }]),
  ),
  ...Object.fromEntries(
    ['registerFrame', 'updateRegisteredFrame', 'deleteFrame'].map((name) => [
      `Mutation.${name}`,
      { requires: ['page.customer-sales-report'], customer: true },
    ]),
  ),
  'POST /api/retail-sales/warranty': {
    requires: ['page.customer-sales-report'],
    customer: true,
    reason: 'the warranty certificate of a registered bike',
  },
  // The download area (spec 2 §6 page.download-area): the user's own requests for the active customer; support
  // (limitation audit) alone may go without one (tests/api/download-area.test.ts proves the files per owner).
  'Query.downloadArea': { requires: ['page.download-area'], customer: true },
  'Mutation.requestDownloadArea': { requires: ['page.download-area'], customer: true },
  'GET /api/download-area/:id': { requires: ['page.download-area'], customer: true, reason: 'the file of a ready request, to its owner' },
  // The sales overview (spec 2 §6 page.dashboard): the active customer's figures, or the customers the user may act
  // for (tests/api/sales-overview.test.ts proves another customer's FORBIDDEN).
  'Query.salesOverview': { requires: ['page.dashboard'], customer: true },
  'Query.salesOverviewFilter': { requires: ['page.dashboard'], customer: true },
  // Catalogue (spec 2 §6 page.catalog).
  'Query.products': { requires: catalog, reason: 'catalogue lists, fast order and repeat order look articles up' },
  'Query.productGroups': { requires: catalog },
  'Query.catalogFilters': { requires: catalog },
  'Query.productDetails': { requires: catalog },
  'Query.productStock': { requires: catalog },
  'Query.bikeCategories': { requires: catalog, reason: "the navbar's category menu shows with the catalogue" },
  'Query.groupsets': { requires: catalog },
  'Query.bestSellers': { requires: catalog },
  'Query.promotions': { requires: catalog },
  'Query.suggestions': { requires: catalog, reason: 'the app bar search shows with the catalogue' },
  'Query.articleDisplays': { requires: catalog, reason: "fast order's article lookup" },
  'Query.previousPurchases': { requires: catalog, customer: true },
  'Query.frequentPurchases': { requires: catalog, customer: true },
  'Query.productAnalyzes': {
    requires: [['page.catalog', 'page.catalog-analyze', 'cart.display-order-qty']],
    reason: 'the catalogue, the catalogue analysis and the cart page (its blocked lines) read it',
  },
  // Catalogue analyze (spec 1 §6 page.catalog-analyze): which customers is decided per customer (tests/api/catalog-analyze.test.ts).
  'Query.catalogAnalyze': {
    requires: ['page.catalog-analyze'],
    reason: "a customer the user may act for, chosen on the page, not the session's",
  },
  'Query.catalogAnalyzeCustomers': { requires: ['page.catalog-analyze'] },
  'Mutation.subscribeRestock': { requires: catalog, reason: 'restock notice on the product page' },
  'Mutation.unsubscribeRestock': { requires: catalog, reason: 'restock notice on the product page' },

  // Cart and checkout (spec 1 §6 cart.display-order-qty: loads the cart).
  'Query.cartSummary': { requires: cart, reason: "the navbar's cart button and badge" },
  'Query.cart': { requires: cart, customer: true },
  'Query.shipTos': { requires: cart, customer: true, reason: 'checkout chooses the ship-to (shiptoV2)' },
  'Query.paymentMethods': { requires: cart, customer: true, reason: "checkout's payment step" },
  'Query.customerShipmentRates': { requires: cart, customer: true },
  'Query.cartFreightBenefits': { requires: cart, customer: true },
  'Query.stockOrderConfirmations': { requires: cart, customer: true },
  'Mutation.updateProductsInCart': { requires: cart, customer: true },
  'Mutation.updateOrderLimits': { requires: cart, customer: true, reason: "the cart page's order-limit notice" },
  'Mutation.checkout': { requires: cart, customer: true },
  // Shopping lists belong to buying: whoever fills the customer's cart keeps its lists.
  ...Object.fromEntries(
    [
      'Query.shoppingLists',
      'Query.shoppingList',
      'Mutation.createShoppingList',
      'Mutation.updateShoppingList',
      'Mutation.deleteShoppingList',
      'Mutation.addToShoppingList',
      'Mutation.setShoppingListLines',
      'Mutation.setShoppingListSchedule',
      'Mutation.deleteShoppingListSchedule',
    ].map((op) => [op, { requires: cart, customer: true, reason: 'the shopping lists, filled and ordered through the cart' }]),
  ),
  // Quotes: the dealer asks from the cart and orders through checkout; staff with quote.answer answer for their dealers.
  ...Object.fromEntries(
    ['Query.quotes', 'Query.quote', 'Mutation.requestQuote', 'Mutation.orderQuote'].map((op) => [
      op,
      { requires: cart, customer: true, reason: "a quote is asked for from the customer's cart and ordered through checkout" },
    ]),
  ),
  ...Object.fromEntries(
    ['Query.quoteRequests', 'Query.quoteRequest', 'Mutation.answerQuote', 'Mutation.declineQuote'].map((op) => [
      op,
      { requires: ['quote.answer'] },
    ]),
  ),

  // Orders (page.order-status: order list, open orders, deliveries; repeat order needs it too).
  'Query.orders': { requires: orderStatus, customer: true },
  'Query.order': { requires: orderStatus, customer: true },
  'Query.openOrders': { requires: orderStatus, customer: true },
  'Query.deliveries': { requires: orderStatus, customer: true },
  'Query.shippedOrders': { requires: orderStatus, customer: true },
  'GET /api/reports/:name/download': { requires: orderStatus, customer: true, reason: 'the open-order export of the open orders page' },

  // Invoices and paying them (page.invoice-status: open invoices, invoice list, payment/invoice).
  'Query.openInvoices': { requires: invoiceStatus, customer: true },
  'Query.invoices': { requires: invoiceStatus, customer: true },
  'Query.invoice': { requires: invoiceStatus, customer: true },
  'Mutation.sendEmailInvoice': { requires: invoiceStatus, customer: true },
  'Query.invoicesToPay': { requires: invoiceStatus, customer: true, reason: 'the invoice payment page (payment/invoice)' },
  'Query.payments': { requires: invoiceStatus, customer: true, reason: 'payment methods of the invoice payment page' },
  'Query.savedPayments': { requires: invoiceStatus, customer: true, reason: 'the invoice payment page' },
  'Query.paymentGateway': { requires: invoiceStatus, customer: true, reason: 'the invoice payment page' },
  'Query.paymentRequest': { requires: invoiceStatus, customer: true, reason: 'the invoice payment page' },
  'Query.paymentHistory': { requires: invoiceStatus, customer: true, reason: "the dealer's payment history and its payments in progress" },
  'Query.paymentRequestByPayerAndInvoiceNos': { requires: invoiceStatus, customer: true, reason: 'the invoice payment page' },
  'Mutation.createInvoicePaymentRequest': { requires: invoiceStatus, customer: true, reason: 'the pay-now action of open invoices' },
  'Mutation.voidPaymentRequest': { requires: invoiceStatus, customer: true, reason: 'the invoice payment page' },
  'Mutation.deleteUserPayment': { requires: invoiceStatus, customer: true, reason: 'saved payment tokens of the invoice payment page' },
  'Query.creditBlockRelease': { requires: invoiceStatus, reason: 'the open invoices page' },
  'POST /api/payments/sandbox/pay/:virtualAccountNo': {
    requires: invoiceStatus,
    reason: "the sandbox bank's pay button on the invoice payment page",
  },

  // Prepaid order payments (/payment, page.payment-request).
  'Query.orderPayments': { requires: paymentList },
  'Query.priceComponents': {
    requires: [['page.invoice-status', 'page.payment-request']],
    reason: 'the invoice pages and the payment list',
  },
  'Query.paymentStatuses': { requires: paymentList },
  'Query.paymentReceiptFile': { requires: paymentList },
  'Mutation.uploadPaymentDoc': { requires: paymentList },
  'Mutation.uploadPayment': { requires: paymentList },
  'Mutation.deletePaymentDoc': { requires: paymentList },
  'Mutation.approvePayment': { requires: ['page.payment-request', 'menu.change-cust'], reason: 'staff decide: those who act for dealers' },
  'Mutation.voidPayment': { requires: ['page.payment-request', 'menu.change-cust'], reason: 'staff decide: those who act for dealers' },

  // Order confirmation (/admin/order-confirmation, page.orderlist): staff who act for dealers, of the host's sales organisation;
  // whose orders each one sees and decides is proved per order in tests/api/order-confirmation.test.ts.
  'Query.ordersAwaitingConfirmation': { requires: ['page.orderlist', 'menu.change-cust'], reason: 'staff: those who act for dealers' },
  'Mutation.confirmOrder': { requires: ['page.orderlist', 'menu.change-cust'], reason: 'staff decide: those who act for dealers' },
  'Mutation.rejectOrder': { requires: ['page.orderlist', 'menu.change-cust'], reason: 'staff decide: those who act for dealers' },

  // Credit (spec 1 §6: credit-status.read shows the widget, invoice-status.read loads credit at start).
  'Query.creditInformation': { requires: credit },
  'Query.customerCompanies': { requires: credit, reason: 'the credit widget, the customer panel and the checkout credit check' },
  'Query.customerArea': {
    requires: [['credit-status.read', 'invoice-status.read', 'page.invoice-status', 'page.bonus-dealer']],
    reason: 'credit, the invoice pages and the bonus dealer report (customerAreaV3)',
  },
  'Query.averagePaymentDays': {
    requires: [['credit-status.read', 'invoice-status.read', 'page.invoice-status', 'page.bonus-dealer']],
    reason: 'credit, the invoice pages and the bonus dealer report (onTimePayment)',
  },

  // Third party (spec 3 §2 'Menu entries'): dealers buy (page.3rdpartycatalog, for the active customer) and follow their
  // orders (page.3rdpartyorder); vendors maintain articles and move order lines, the vendor itself checked inside
  // (tests/api/third-party.test.ts proves a vendor reaches only its own products and orders).
  'Query.productThirdParties': {
    requires: [['page.3rdpartycatalog', 'page.3rdpartyarticlemaintenance']],
    reason: 'the catalogue and the article maintenance list',
  },
  'Query.maintenanceVendorThirdParties': {
    requires: ['page.3rdpartyarticlemaintenance'],
    reason: 'whose articles the reader maintains, the vendor checked inside',
  },
  'Query.vendorThirdParties': { requires: [['page.3rdpartycatalog', 'page.3rdpartyorder', 'page.3rdpartyarticlemaintenance']] },
  'Query.custVendorThirdPartyAddress': { requires: ['page.3rdpartycatalog'], customer: true, reason: "the third-party checkout's ship-to" },
  'Query.orderThirdParties': { requires: ['page.3rdpartyorder'], reason: "a dealer's orders, or a vendor's orders of its products" },
  'Mutation.checkoutThirdParty': { requires: ['page.3rdpartycatalog'], customer: true },
  'Mutation.updateStatusOrderItemThirdParty': { requires: ['page.3rdpartyorder'], reason: 'the vendor of the order only, checked inside' },
  ...Object.fromEntries(
    ['uploadStockThirdParties', 'uploadProductThirdParties', 'updateProductAttributes', 'deleteProducts'].map((name) => [
      `Mutation.${name}`,
      { requires: ['page.3rdpartyarticlemaintenance'] },
    ]),
  ),

  // Account and shell actions (spec 1 §6 action scopes).
  'Query.salesCustomers': { requires: ['menu.change-cust'], reason: 'listing customers to switch to' },
  'Mutation.sendCustomerFeedback': { requires: ['consumer-voice.submit'] },
  'Mutation.updateProfileUser': { requires: ['profile.update'] },

  // Content (spec 3 §6: the content pages' target-market guard).
  // The users form's and list filter's options (spec 3 §2 /admin/users): user admins, and support reading users.
  'Query.userRoles': { requires: [['page.user-management', 'page.user-management-us', 'page.audit']] },
  'Query.userGroupRoles': { requires: [['page.user-management', 'page.user-management-us', 'page.audit']] },
  'Query.contentTargetMarkets': {
    requires: [['page.marketing-material', 'marketing-material.cud', 'page.sales-document', 'sales-document.cu', 'page.news', 'news.cu']],
    reason: 'asked by the guard of the marketing material, sales document and news pages',
  },

  // News (spec 3 §2 'Menu entries'): readers and editors read, editors (news.cu) write.
  'Query.newsList': { requires: [['page.news', 'news.cu']], reason: 'the reader pages and the admin list' },
  'Query.news': { requires: [['page.news', 'news.cu']], reason: 'the reader pages and the admin form' },
  'Mutation.createNews': { requires: ['news.cu'] },
  'Mutation.updateNews': { requires: ['news.cu'] },
  'Mutation.deleteNews': { requires: ['news.cu'] },
  'Mutation.restoreNews': { requires: ['news.cu'] },
  // Sales documents (spec 3 §2 'Menu entries'): readers and editors read, editors (sales-document.cu) write.
  'Query.salesDocumentGroups': { requires: [['page.sales-document', 'sales-document.cu']] },
  'Query.salesDocumentGroup': { requires: [['page.sales-document', 'sales-document.cu']] },
  'Query.salesDocuments': { requires: [['page.sales-document', 'sales-document.cu']] },
  'Query.salesDocument': { requires: [['page.sales-document', 'sales-document.cu']] },
  'Mutation.createSalesDocumentGroup': { requires: ['sales-document.cu'] },
  'Mutation.updateSalesDocumentGroup': { requires: ['sales-document.cu'] },
  'Mutation.deleteSalesDocumentGroup': { requires: ['sales-document.cu'] },
  'Mutation.createSalesDocument': { requires: ['sales-document.cu'] },
  'Mutation.updateSalesDocument': { requires: ['sales-document.cu'] },
  'Mutation.deleteSalesDocument': { requires: ['sales-document.cu'] },
  'Mutation.restoreSalesDocument': { requires: ['sales-document.cu'] },
  // Announcements and banners (spec 3 §2 'Menu entries'): their admins only; the shell reads the active ones.
  'Query.announcements': { requires: ['page.announcement'] },
  'Query.announcement': { requires: ['page.announcement'] },
  'Mutation.createAnnouncement': { requires: ['page.announcement'] },
  'Mutation.updateAnnouncement': { requires: ['page.announcement'] },
  'Mutation.deleteAnnouncement': { requires: ['page.announcement'] },
  'Query.banners': { requires: ['page.banner'] },
  'Query.banner': { requires: ['page.banner'] },
  'Query.configs': { requires: ['page.banner'], reason: 'the banner addresses of each sales organisation' },
  'Mutation.createBanner': { requires: ['page.banner'] },
  'Mutation.updateBanner': { requires: ['page.banner'] },
  'Mutation.deleteBanner': { requires: ['page.banner'] },
  'Mutation.updateBannerConfig': { requires: ['page.banner'] },
  'Query.contentSalesOrganisations': {
    requires: [['page.announcement', 'page.banner', 'price-component.cud']],
    reason: 'the organisation choice of their forms',
  },
  // Price components (spec 3 §3): which money components each market shows; readers get them through priceComponents.
  'Query.priceComponentRows': { requires: ['price-component.cud'] },
  'Query.priceComponentRow': { requires: ['price-component.cud'] },
  'Mutation.createPriceComponent': { requires: ['price-component.cud'] },
  'Mutation.updatePriceComponent': { requires: ['price-component.cud'] },
  'Mutation.deletePriceComponent': { requires: ['price-component.cud'] },
  // Content target markets: the editors of each content type keep its markets (the service keeps them to their types).
  'Query.targetMarkets': { requires: [['marketing-material.cud', 'sales-document.cu', 'news.cu']] },
  'Query.targetMarket': { requires: [['marketing-material.cud', 'sales-document.cu', 'news.cu']] },
  'Mutation.createContentTargetMarket': { requires: [['marketing-material.cud', 'sales-document.cu', 'news.cu']] },
  'Mutation.updateContentTargetMarket': { requires: [['marketing-material.cud', 'sales-document.cu', 'news.cu']] },
  'Mutation.deleteContentTargetMarket': { requires: [['marketing-material.cud', 'sales-document.cu', 'news.cu']] },

  // Marketing material (spec 3 §2 'Menu entries'): readers and editors read (the service filters readers by target market),
  // editors (marketing-material.cud) write.
  'Query.marketingMaterialCategories': { requires: [['page.marketing-material', 'marketing-material.cud']] },
  'Query.marketingMaterialCategory': { requires: [['page.marketing-material', 'marketing-material.cud']] },
  'Query.layouts': {
    requires: [['page.marketing-material', 'marketing-material.cud', 'page.news', 'news.cu', 'page.sales-document', 'sales-document.cu']],
    reason: 'the card layouts of marketing material, news and sales documents, read by their pages and forms',
  },
  'Query.marketingMaterials': { requires: [['page.marketing-material', 'marketing-material.cud']] },
  'Query.marketingMaterial': { requires: [['page.marketing-material', 'marketing-material.cud']] },
  'Query.marketingMaterialEditor': { requires: [['page.marketing-material', 'marketing-material.cud']] },
  'Mutation.createMarketingMaterialCategory': { requires: ['marketing-material.cud'] },
  'Mutation.updateMarketingMaterialCategory': { requires: ['marketing-material.cud'] },
  'Mutation.deleteMarketingMaterialCategory': { requires: ['marketing-material.cud'] },
  'Mutation.createMarketingMaterial': { requires: ['marketing-material.cud'] },
  'Mutation.createMarketingMaterials': { requires: ['marketing-material.cud'] },
  'Mutation.updateMarketingMaterial': { requires: ['marketing-material.cud'] },
  'Mutation.deleteMarketingMaterial': { requires: ['marketing-material.cud'] },

  // The audit log (spec 3 §6, limitation audit): support staff and admins.
  'Query.auditLog': { requires: ['page.audit'] },
  'Query.auditEntry': { requires: ['page.audit'] },
  'Query.auditFilterOptions': { requires: ['page.audit'] },

  // Host administration.
  'Mutation.setHostStatus': { requires: ['system.maintenance'] },
  'Query.hostStatuses': { requires: ['system.maintenance'] },

  // New customer inquiries (spec 3 §7 'Customer inquiry and reference'): staff read and handle them.
  'Query.customerInquiries': { requires: ['page.customer-inquiry'] },
  'Query.customerInquiry': { requires: ['page.customer-inquiry'] },
  'Mutation.updateCustomerInquiry': { requires: ['page.customer-inquiry'] },

  // The home page (api/home): the dealer's day for any of its pages' scopes, each part then checks its own; a sales
  // user's dealers for who may act for customers.
  'Query.dealerHome': {
    requires: [['page.order-status', 'page.invoice-status', 'page.claim', 'credit-status.read', 'invoice-status.read']],
    customer: true,
  },
  'Query.salesHome': { requires: ['menu.change-cust'] },
};

/** Operations any signed-in user may call, whatever their scopes, and why. */
export const openToSignedIn: Record<string, string> = {
  'Query.me': 'the user reads their own profile',
  'Query.activeCustomer': "the session's own customer, which the shell shows",
  'Query.activeUserAreaAnnouncements': 'the shell shows announcements to everyone signed in (spec 1 §2.3)',
  'Query.activeUserAreaBanners': 'the shell shows the pop-up banner to everyone signed in (spec 1 §2.3)',
  'Query.sorgs': "the user's own sales organisations (spec 2 §7), which their pages filter by",
  'Query.staffHome': "the home page's overview of what the user keeps: each item checks the scope of its own page inside",
  'Mutation.changeLanguage': 'the language menu is for everyone (spec 1 §2.4)',
  'Mutation.changeCustomer': 'the own customer needs no scope; any other needs menu.change-cust and the user areas (tested apart)',
  'GET /user': 'the current user (spec 1 §7)',
  'POST /logout': 'ends the own session',
  'POST /change-cust/:id?': 'as changeCustomer',
  'POST /notification/subscriptions': "the user's own browser push subscription",
  'DELETE /notification/subscriptions': "the user's own browser push subscription",
  'Mutation.uploadFile': "the purpose's write scope is checked inside (tests/api/files.test.ts)",
  'GET /graphql': 'the GraphQL endpoint: each field checks its own scopes',
  'POST /graphql': 'the GraphQL endpoint: each field checks its own scopes',
};

/** Operations anyone may call without signing in, and why. */
export const publicOperations: Record<string, string> = {
  'Query.languages': 'the login page offers the languages',
  'Query.clickCollectProducts': 'the public click-and-collect order form: products at the consumer price',
  'Query.clickCollectCities': "the public click-and-collect order form: the dealers' cities",
  'Query.clickCollectDealers': 'the public click-and-collect order form: the dealers of a city',
  'Mutation.clickCollectPlaceOrder': 'the public click-and-collect order form, rate limited per address',
  'POST /login': 'signing in',
  'Query.inquiryCountries': 'the new customer inquiry form offers the countries',
  'Query.inquiryCities': 'the new customer inquiry form offers the cities of a country',
  'Mutation.createCustomerInquiry': 'a shop without an account asks to become a dealer (limited per address)',
  'Mutation.requestPasswordReset': 'a user who cannot sign in asks for a reset link (limited per address and per name)',
  'Mutation.resetPassword': "the reset link's one-time token is the credential",
  'POST /refresh-token': 'the refresh token is the credential',
  'GET /server/config/:host': 'host configuration, read before sign-in',
  'GET /server/status': 'maintenance status, read before sign-in',
  'GET /metrics': "the operators' counters, only from the addresses METRICS_ALLOW lists (tests/api/metrics.test.ts)",
  'GET /healthz': "a load balancer's check that the process lives (nothing but a status)",
  'GET /readyz': "a load balancer's check that the node may take requests (nothing but a status and its reason)",
  'GET /active-announcements/:host': 'announcements of a host, read before sign-in',
  'GET /bnrs/image/:bannerFile': 'banner pictures',
  'GET /images/products/:file': 'product pictures',
  'GET /files/:id/:rendition': "a signed address, or the bearer token and the owner's read rule (tests/api/files.test.ts)",
  'GET /notification/vapid-public-key': 'the public key browsers subscribe with',
  'GET /manifests/mappingManifest.json': 'web manifests',
  'GET /manifests/:file': 'web manifests',
  'GET /brand/:icon{app-icon(-maskable)?-[0-9]+\\.png}': 'app icons',
  'POST /api/payments/webhook': "the payment gateway's callback, checked by its signature",
  'GET /public/graphql': 'the public GraphQL endpoint: only public fields answer there',
  'POST /public/graphql': 'the public GraphQL endpoint: only public fields answer there',
  'GET /*': 'the built app',
  'GET /': "the built app's page with the host's own head",
  'HEAD /': "the built app's page with the host's own head",
  'GET /index.html': "the built app's page with the host's own head",
  'HEAD /index.html': "the built app's page with the host's own head",
};
