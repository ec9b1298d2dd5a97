import { getNamedType, isLeafType, isObjectType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { roles } from '../../api/db/seed/access.ts';
import { schema } from '../../api/graphql/schema.ts';
import type { ScopeRequirement } from '../../src/rules/scopes.ts';
import { codes, startPortal } from './harness.ts';
import { openToSignedIn, publicOperations, scopeTable } from './scope-table.ts';

/**
 * Spec 1 §6 on the server: every operation of tests/api/scope-table.ts is refused to a user who holds every scope
 * of the demo roles but the one(s) it needs, and answers a user who holds only those. The test user is a dealer
 * of a customer whose one role is rewritten before each call; scopes are read per request, so one sign-in serves.
 */

// Operations of the domains whose owners test their own scopes: user administration (users, user areas, mass
// creation, the users export), roles, group roles and permissions, and the audit log. The patterns let their
// further operations in while those domains grow; nothing else may go without a row.
const testedByTheirOwners = new Set([
  'Query.users',
  'Query.user',
  'Query.userAreaValues',
  'Query.userContentTargetMarkets',
  'Query.userLanguages',
  'Query.userSalesOrganisations',
  'Mutation.createUser',
  'Mutation.createUsers',
  'Mutation.updateUser',
  'Mutation.deleteUser',
  'Mutation.parseUsersFile',
  'GET /api/admin/users/download-excel',
  'Query.roles',
  'Query.role',
  'Query.groupRoles',
  'Query.groupRole',
  'Query.permissions',
  'Query.permission',
  'Mutation.createRole',
  'Mutation.updateRole',
  'Mutation.deleteRole',
  'Mutation.createGroupRole',
  'Mutation.updateGroupRole',
  'Mutation.deleteGroupRole',
  'Mutation.createPermission',
  'Mutation.updatePermission',
  'Mutation.deletePermission',
  'Query.auditLog',
  'Query.auditEntry',
  'Query.auditFilterOptions',
]);
const growingDomains: RegExp[] = [
  /^(Query|Mutation)\.(create|update|delete|restore|copy)?(Users?|Roles?|GroupRoles?|Permissions?)(V\d)?$/,
  /^(Query|Mutation)\.\w*[Aa]udit\w*$/,
  /^[A-Z]+ \/api\/admin\/users\//,
  /^[A-Z]+ \/api\/audit\//,
];
const ownedElsewhere = (op: string) => testedByTheirOwners.has(op) || growingDomains.some((re) => re.test(op));

const portal = await startPortal();
const dealerCustomer = await portal.customerOf('dealer');

/** Every scope some demo role holds (the admin role holds them all). */
const demoScopes = [...new Set(roles.flatMap((r) => r.scopes))];

// The probe: a copy of the dealer user (same customer, no group role) with one role of its own.
const probeRole = await portal.db
  .insertInto('roles')
  .values({ name: 'scope-probe', description: 'Scope enforcement test' })
  .returning('id')
  .executeTakeFirstOrThrow();
const { id: _id, ...dealerRow } = await portal.db
  .selectFrom('users')
  .selectAll()
  .where('username', '=', 'dealer')
  .executeTakeFirstOrThrow();
const probeUser = await portal.db
  .insertInto('users')
  .values({ ...dealerRow, username: 'scope-probe', email: 'scope-probe@example.org', groupRoleId: null })
  .returning('id')
  .executeTakeFirstOrThrow();
await portal.db.insertInto('userRoles').values({ userId: probeUser.id, roleId: probeRole.id }).execute();
// A sales area that holds no customer: pages only for staff whose user areas qualify (visit forms) then hang on the scope alone.
await portal.db
  .insertInto('userAreas')
  .values({ userId: probeUser.id, sorg: '1000', limitation: 'salesman', value: 'SCOPE-PROBE' })
  .execute();
// Its twin without a customer, for the dealer data that also needs one.
const lonelyUser = await portal.db
  .insertInto('users')
  .values({ ...dealerRow, username: 'scope-probe-lonely', email: 'scope-probe-lonely@example.org', groupRoleId: null, customerId: null })
  .returning('id')
  .executeTakeFirstOrThrow();
await portal.db.insertInto('userRoles').values({ userId: lonelyUser.id, roleId: probeRole.id }).execute();
const permissionIds = new Map((await portal.db.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id]));
const token = (await portal.tokens('scope-probe')).requestToken;
const lonelyToken = (await portal.tokens('scope-probe-lonely')).requestToken;

/** Gives the probe exactly these scopes. */
async function hold(scopes: readonly string[]) {
  await portal.db.deleteFrom('rolePermissions').where('roleId', '=', probeRole.id).execute();
  const rows = scopes.map((name) => {
    const permissionId = permissionIds.get(name);
    if (permissionId === undefined) throw new Error(`no permission row for ${name}`);
    return { roleId: probeRole.id, permissionId };
  });
  if (rows.length) await portal.db.insertInto('rolePermissions').values(rows).execute();
}

const flat = (req: ScopeRequirement) => req.flatMap((entry) => (Array.isArray(entry) ? entry : [entry]));
/** Each smallest set of scopes that meets the requirement: one alternative of every group. */
const smallestSets = (req: ScopeRequirement): string[][] =>
  req.reduce<string[][]>((sets, entry) => sets.flatMap((set) => (Array.isArray(entry) ? entry : [entry]).map((s) => [...set, s])), [[]]);

type Json = Record<string, any>;

// Arguments the fields need; ids and numbers that do not exist, so a permitted call changes nothing of note.
const r3 = dealerCustomer.codeR3;
const variables: Record<string, Json> = {
  'Query.articleDisplays': { search: 'bike' },
  'Query.auditEntry': { id: 999_999 },
  'Query.contentTargetMarkets': { type: 'news' },
  'Query.news': { id: 999_999 },
  'Mutation.createNews': { input: {} },
  'Mutation.updateNews': { id: 999_999, input: {} },
  'Mutation.deleteNews': { id: 999_999 },
  'Mutation.restoreNews': { id: 999_999 },
  'Query.targetMarket': { id: 999_999 },
  'Query.announcement': { id: 999_999 },
  'Query.salesDocumentGroup': { id: 999_999 },
  'Query.salesDocument': { id: 999_999 },
  'Mutation.createSalesDocumentGroup': { input: {} },
  'Mutation.updateSalesDocumentGroup': { id: 999_999, input: {} },
  'Mutation.deleteSalesDocumentGroup': { id: 999_999 },
  'Mutation.createSalesDocument': { input: {} },
  'Mutation.updateSalesDocument': { id: 999_999, input: {} },
  'Mutation.deleteSalesDocument': { id: 999_999 },
  'Mutation.restoreSalesDocument': { id: 999_999 },
  'Query.banner': { id: 999_999 },
  'Mutation.createAnnouncement': { input: {} },
  'Mutation.updateAnnouncement': { id: 999_999, input: {} },
  'Mutation.deleteAnnouncement': { id: 999_999 },
  'Query.priceComponentRow': { id: 999_999 },
  'Mutation.createPriceComponent': { input: {} },
  'Mutation.updatePriceComponent': { id: 999_999, input: {} },
  'Mutation.deletePriceComponent': { id: 999_999 },
  'Mutation.createBanner': { input: {} },
  'Mutation.updateBanner': { id: 999_999, input: {} },
  'Mutation.deleteBanner': { id: 999_999 },
  'Mutation.updateBannerConfig': { sorg: 'NONE', input: {} },
  'Mutation.createContentTargetMarket': { input: {} },
  'Mutation.updateContentTargetMarket': { id: 999_999, input: {} },
  'Mutation.deleteContentTargetMarket': { id: 999_999 },
  'Query.marketingMaterialCategory': { id: 999_999 },
  'Query.marketingMaterial': { id: 999_999 },
  'Mutation.createMarketingMaterialCategory': { input: {} },
  'Mutation.updateMarketingMaterialCategory': { id: 999_999, input: {} },
  'Mutation.deleteMarketingMaterialCategory': { id: 999_999 },
  'Mutation.createMarketingMaterial': { input: {} },
  'Mutation.createMarketingMaterials': { input: {} },
  'Mutation.updateMarketingMaterial': { id: 999_999, input: {} },
  'Mutation.deleteMarketingMaterial': { id: 999_999 },
  'Query.invoice': { invoiceNo: 'NO-SUCH-INVOICE' },
  ...Object.fromEntries(
    ['dealerBonus', 'b2bPurchases', 'retailSales', 'onTimePayment', 'totalDealerSales', 'verificationPercentages'].map((name) => [
      `Query.${name}`,
      { year: new Date().getUTCFullYear() },
    ]),
  ),
  // Another customer's invoice answers forbidden like a missing scope would: none chosen is the neutral call.
  'Query.invoicesToPay': { ids: [] },
  'Query.order': { id: 999_999 },
  'Query.paymentReceiptFile': { id: 999_999 },
  'Query.paymentRequest': { externalId: 'no-such-request' },
  'Query.paymentRequestByPayerAndInvoiceNos': { payerCode: r3, invoiceNos: ['NO-SUCH-INVOICE'] },
  'Query.payments': { module: 'invoice' },
  'Query.productAnalyzes': { articleCodes: ['NO-SUCH-ARTICLE'] },
  'Query.catalogAnalyze': { customerId: dealerCustomer.id, articleCodes: ['NO-SUCH-ARTICLE'] },
  'Query.productDetails': { slug: 'no-such-product' },
  'Query.productStock': { slug: 'no-such-product' },
  'Query.suggestions': { search: 'bike' },
  'Mutation.approvePayment': { orderNumber: 'NO-SUCH-ORDER' },
  'Mutation.confirmOrder': { orderNo: 'NO-SUCH-ORDER' },
  'Mutation.rejectOrder': { orderNo: 'NO-SUCH-ORDER', reason: 'Probe' },
  'Mutation.voidPayment': { orderNumber: 'NO-SUCH-ORDER' },
  'Mutation.deletePaymentDoc': { id: 999_999 },
  'Mutation.uploadPayment': { orderNumber: 'NO-SUCH-ORDER', fileIds: [999_999] },
  'Query.priceComponents': { module: 'invoice' },
  'Mutation.deleteUserPayment': { id: 999_999 },
  'Mutation.changeCustomer': { r3, isr: dealerCustomer.codeIsr },
  'Mutation.changeLanguage': { languageId: 'en-us' },
  'Mutation.checkout': { input: { idempotencyKey: 'scope-probe-checkout', shipTo: 'NONE', shipment: 'NONE', payment: 'NONE' } },
  'Mutation.createInvoicePaymentRequest': {
    input: {
      invoiceIds: [999_999],
      amount: 0,
      currency: 'IDR',
      payerCode: r3,
      merchant: 'NONE',
      paymentMethodId: 999_999,
      isPartialPayment: false,
      idempotencyKey: 'scope-probe-payment',
    },
  },
  'Mutation.sendCustomerFeedback': { message: 'Scope probe' },
  'Query.claim': { id: '999999' },
  'Query.claims': { page: 1, limit: 10 },
  'Query.claimProblems': { productCategory: 'BIKE' },
  'Query.claimFrame': { frameNumber: 'NO-SUCH-FRAME' },
  'Query.claimStolenBike': { frameNumber: 'NO-SUCH-FRAME' },
  'Query.claimRecallFrames': { frameNumber: 'NO-SUCH-FRAME' },
  'Query.claimComments': { id: '999999' },
  'Query.claimAdditionalDocuments': { claimId: '999999' },
  ...(() => {
    const form = { contactPersonName: 'Scope Probe', contactPersonPhone: '1', description: 'x', problems: [], attachments: [] };
    const bike = { ...form, frameNumber: 'NO-SUCH-FRAME' };
    const paa = { ...form, articleId: 999_999, qty: 1, invoiceNo: 'NO-SUCH-INVOICE' };
    return {
      'Mutation.createClaimBike': { input: bike },
      'Mutation.createClaimPaa': { input: paa },
      'Mutation.updateClaimBike': { id: '999999', input: bike },
      'Mutation.updateClaimPaa': { id: '999999', input: paa },
    };
  })(),
  'Mutation.updateClaimStatus': { id: '999999', status: 'closed' },
  'Mutation.createClaimComment': { id: '999999', comment: 'Scope probe', isInternal: false },
  'Mutation.createClaimAdditionalDocument': { claimId: '999999', title: 'Scope probe', fileId: 999_999 },
  'Mutation.deleteClaimAdditionalDocument': { id: 999_999 },
  'Mutation.updateClaimReturnShipment': { id: '999999', deliveryNo: 'SJ-PROBE', deliveryAt: '2026-01-01' },
  'Query.frames': { page: 1, limit: 10 },
  'Query.frame': { frameNumber: 'NO-SUCH-FRAME' },
  'Query.recall': { id: 999_999 },
  'Mutation.createRecall': { input: {} },
  'Mutation.updateRecall': { id: 999_999, input: {} },
  'Mutation.reportStolenFrame': { frameNumber: 'NO-SUCH-FRAME' },
  'Mutation.clearStolenFrame': { frameNumber: 'NO-SUCH-FRAME' },
  'Query.clickCollectOrder': { orderId: 999_999 },
  'Mutation.clickCollectUpdateStatus': { orderId: 999_999, status: 'open' },
  'Mutation.clickCollectChooseArticles': { orderId: 999_999, choices: [{ detailId: 999_999, choice: 'order_to_hq' }] },
  'Mutation.clickCollectSubmit': { orderId: 999_999 },
  'Mutation.clickCollectUpdateShipments': { shipment: { orderId: 999_999, details: [{ detailId: 999_999, qtyShipped: 0 }] } },
  'Query.clickCollectDealers': { city: 'Nowhere' },
  'Mutation.clickCollectPlaceOrder': {
    input: { articleCode: 'NO-SUCH-ARTICLE', qty: 1, dealerId: 999_999, name: 'Scope Probe', email: 'probe@example.org', phone: '1' },
  },
  'Query.pdi': { id: 999_999 },
  'Query.pdiFrame': { frameNumber: 'NO-SUCH-FRAME' },
  'Mutation.createPdi': { input: { frameNumber: 'NO-SUCH-FRAME', mechanic: 'Scope Probe', checklist: [] } },
  'Mutation.updatePdi': { id: 999_999, input: { frameNumber: 'NO-SUCH-FRAME', mechanic: 'Scope Probe', checklist: [] } },
  'Mutation.deletePdi': { id: 999_999 },
  'Mutation.restorePdi': { id: 999_999 },
  'Mutation.createUpload': { fileId: 999_999, category: 'other' },
  'Mutation.updateSalesMapAreaCategories': { salesMaps: [{ regionId: 999_999, category: 'A' }] },
  'Mutation.deleteUpload': { id: 999_999 },
  'Query.shoppingList': { id: 999_999 },
  'Mutation.createShoppingList': { input: { name: 'Scope probe' } },
  'Mutation.updateShoppingList': { id: 999_999, input: { name: 'Scope probe' } },
  'Mutation.deleteShoppingList': { id: 999_999 },
  'Mutation.addToShoppingList': { id: 999_999, lines: [{ code: 'NO-SUCH-ARTICLE', qty: 1 }] },
  'Mutation.setShoppingListLines': { id: 999_999, lines: [{ code: 'NO-SUCH-ARTICLE', qty: 0 }] },
  'Mutation.setShoppingListSchedule': {
    id: 999_999,
    input: { frequency: 'weekly', day: 1, shipTo: 'NONE', shipment: 'NONE', payment: 'NONE', active: true },
  },
  'Mutation.deleteShoppingListSchedule': { id: 999_999 },
  'Query.quote': { id: 999_999 },
  'Query.quoteRequest': { id: 999_999 },
  'Mutation.answerQuote': { id: 999_999, input: { lines: [], validUntil: '2026-01-01' } },
  'Mutation.declineQuote': { id: 999_999, reason: 'Scope probe' },
  'Mutation.orderQuote': { id: 999_999, input: { idempotencyKey: 'scope-probe-quote', shipTo: 'NONE', shipment: 'NONE', payment: 'NONE' } },
  ...Object.fromEntries(
    ['formVisitOtherMidRange', 'formVisitEquipment', 'formVisitBrandDisplay', 'formVisitSeries'].map((n) => [
      `Query.${n}`,
      { brand: 'polygon' },
    ]),
  ),
  'Query.formVisits': { brand: 'polygon', page: 1, limit: 10 },
  'Query.formVisit': { id: 999_999 },
  'Query.formVisitDealer': { custCode: 'NO-SUCH-CUSTOMER' },
  'Mutation.createFormVisit': { brand: 'polygon', input: { custCode: 'NO-SUCH-CUSTOMER' } },
  'Mutation.updateFormVisit': { id: 999_999, input: { custCode: 'NO-SUCH-CUSTOMER' } },
  'Mutation.deleteFormVisit': { id: 999_999 },
  'Query.registeredFrames': { page: 1, limit: 10 },
  'Query.registeredFrame': { id: '999999' },
  'Query.registrationFrame': { frameNumber: 'NO-SUCH-FRAME' },
  'Mutation.registerFrame': {
    frameNumber: 'NO-SUCH-FRAME',
    soldDate: '2026-01-01',
    customer: { name: 'Scope Probe', phone: '1', address: 'x' },
  },
  'Mutation.updateRegisteredFrame': {
    id: '999999',
    input: { soldDate: '2026-01-01', customer: { name: 'Scope Probe', phone: '1', address: 'x' } },
  },
  'Mutation.deleteFrame': { frameNumber: 'NO-SUCH-FRAME' },
  'Mutation.requestDownloadArea': { module: 'invoices', from: '2026-01-01', to: '2026-01-31' },
  'Mutation.sendEmailInvoice': { invoiceNumber: 'NO-SUCH-INVOICE' },
  'Mutation.setHostStatus': { hostname: 'sg.localhost', status: 'online' },
  'Query.customerInquiry': { id: 999_999 },
  'Mutation.updateCustomerInquiry': { id: 999_999, input: { status: 'contacted' } },
  'Mutation.subscribeRestock': { articleCode: 'NO-SUCH-ARTICLE', sorg: '1000' },
  'Mutation.unsubscribeRestock': { articleCode: 'NO-SUCH-ARTICLE', sorg: '1000' },
  'Mutation.updateOrderLimits': { products: [{ articleCode: 'NO-SUCH-ARTICLE', sorg: '1000' }] },
  'Mutation.updateProductsInCart': { products: [{ custCode: r3, articleCode: 'NO-SUCH-ARTICLE', sorg: '1000', uom: 'PC', qty: 0 }] },
  'Mutation.updateProfileUser': { input: { name: 'Scope Probe', email: 'scope-probe@example.org', language: 'en-us' } },
  'Query.productThirdParties': { search: 'tube' },
  'Mutation.checkoutThirdParty': {
    idempotencyKey: 'scope-probe-3p',
    shipment: { shipToCode: 'NONE', reqDeliveryDate: '2099-01-01' },
    products: [],
  },
  'Mutation.updateStatusOrderItemThirdParty': { orderNo: 'NO-SUCH-ORDER', articleCode: 'NO-SUCH-ARTICLE', status: 'confirmed' },
  'Mutation.updateProductAttributes': { products: [{ articleCode: 'NO-SUCH-ARTICLE', sorg: '1000', attribute: { order: 1 } }] },
  'Mutation.deleteProducts': { products: [{ articleCode: 'NO-SUCH-ARTICLE', sorg: '1000' }] },
};

// Concrete addresses of the HTTP routes the table names.
const restPaths: Record<string, string> = {
  'GET /api/reports/:name/download': '/api/reports/open-order/download',
  'POST /api/retail-sales/warranty': '/api/retail-sales/warranty?frame=NO-SUCH-FRAME&type=pdf',
  'GET /api/download-area/:id': '/api/download-area/999999',
  'POST /api/payments/sandbox/pay/:virtualAccountNo': '/api/payments/sandbox/pay/8808000000000000',
  'GET /user': '/user',
  'POST /change-cust/:id?': `/change-cust/${dealerCustomer.id}`,
  // The raw-body upload route, asked for its one purpose that takes raw bodies (visit photos).
  'POST /api/files/:purpose': '/api/files/visit_photo',
};

const rootField = (op: string): GraphQLField<unknown, unknown> | undefined => {
  const [root, name] = op.split('.');
  const type = root === 'Query' ? schema.getQueryType() : root === 'Mutation' ? schema.getMutationType() : null;
  return type?.getFields()[name];
};

/** The smallest document that calls the field: its arguments from `variables`, and the payload's code if it has one. */
function documentFor(op: string, field: GraphQLField<unknown, unknown>, given: Json) {
  const args = field.args.filter((a) => a.name in given);
  const params = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.length ? `${field.name}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : field.name;
  const type = getNamedType(field.type);
  const code = isObjectType(type) && type.getFields().code && isLeafType(getNamedType(type.getFields().code.type)) ? ' code' : '';
  const selection = isLeafType(type) ? '' : ` { __typename${code} }`;
  return `${op.startsWith('Query.') ? 'query' : 'mutation'}${params ? `(${params})` : ''} { ${call}${selection} }`;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Calls an operation as the probe (or without a token) and answers the error codes it got. */
async function call(op: string, as: string | null = token): Promise<{ codes: string[]; status: number }> {
  const field = rootField(op);
  if (field) {
    if (op === 'Mutation.uploadStockThirdParties' || op === 'Mutation.uploadProductThirdParties') {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({ query: `mutation($file: File!) { ${field.name}(file: $file) { __typename code } }`, variables: { file: null } }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new File(['articleCode,stock\nNO-SUCH-ARTICLE,1\n'], 'stock.csv', { type: 'text/csv' }));
      const res = await portal.request('/graphql', { method: 'POST', body: form, token: as ?? undefined });
      return answerOf(res.status, (await res.json()) as Json, field.name);
    }
    if (op === 'Mutation.uploadPaymentDoc') {
      // Files travel as a GraphQL multipart request, as the browser sends them.
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: 'mutation($n: String!, $file: File!) { uploadPaymentDoc(orderNumber: $n, file: $file) { __typename code } }',
          variables: { n: 'NO-SUCH-ORDER', file: null },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.file'] }));
      form.set('0', new File([PDF], 'receipt.pdf', { type: 'application/pdf' }));
      const res = await portal.request('/graphql', { method: 'POST', body: form, token: as ?? undefined });
      return answerOf(res.status, (await res.json()) as Json, field.name);
    }
    const given = variables[op] ?? {};
    const endpoint = op in publicOperations ? '/public/graphql' : '/graphql';
    const { status, body } = await portal.graphql(documentFor(op, field, given), { token: as ?? undefined, variables: given, endpoint });
    return answerOf(status, body, field.name);
  }
  const [method] = op.split(' ');
  const path = restPaths[op];
  if (!path) throw new Error(`no address for ${op} in restPaths`);
  const res = await portal.request(path, { method, token: as ?? undefined });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    /* a file */
  }
  return { status: res.status, codes: [body.code, ...(body.errors ?? []).map((e: Json) => e.extensions?.code)].filter(Boolean) };
}

/** GraphQL errors' codes, plus the code a mutation payload answers when its service refuses. */
function answerOf(status: number, body: Json, fieldName: string) {
  const found = codes(body) as string[];
  // Arguments the schema refuses would hide what the scope check does: the probe itself is wrong then.
  if (found.includes('I001')) throw new Error(`invalid probe for ${fieldName}: ${JSON.stringify(body.errors)}`);
  const payloadCode = body.data?.[fieldName]?.code;
  if (payloadCode) found.push(payloadCode);
  return { status, codes: found };
}

const refused = (a: { codes: string[]; status: number }) => a.codes.includes('U002') || a.status === 403;
const signedOut = (a: { codes: string[]; status: number }) => a.codes.includes('U001') || a.status === 401;
const describeRequirement = (req: ScopeRequirement) => req.map((e) => (Array.isArray(e) ? `any of ${e.join(' | ')}` : e)).join(' + ');

describe('every operation of the scope table (operation x scopes held)', () => {
  for (const [op, rule] of Object.entries(scopeTable)) {
    it(`${op} needs ${describeRequirement(rule.requires)}`, async () => {
      // Lacking any one entry is enough to be refused (for a group: every alternative of it).
      for (const entry of rule.requires) {
        const lacking = new Set(flat([entry]));
        await hold(demoScopes.filter((s) => !lacking.has(s)));
        const without = await call(op);
        expect(refused(without), `${op} without ${[...lacking].join(', ')}: ${JSON.stringify(without)}`).toBe(true);
      }

      for (const set of smallestSets(rule.requires)) {
        await hold(set);
        const withIt = await call(op);
        expect(refused(withIt) || signedOut(withIt), `${op} with only ${set.join(', ')}: ${JSON.stringify(withIt)}`).toBe(false);
      }
    });
  }
});

describe('dealer data of the scope table', () => {
  it('is refused, scopes or not, to a session that acts for no customer', async () => {
    await hold(demoScopes);
    const dealerData = Object.entries(scopeTable)
      .filter(([, rule]) => rule.customer)
      .map(([op]) => op);
    expect(dealerData.length).toBeGreaterThan(20);
    for (const op of dealerData) {
      const answer = await call(op, lonelyToken);
      // Holding every scope, what is missing is the customer: N002 asks to choose one (spec 1 §8); U002 where a field says no itself.
      expect(refused(answer) || answer.codes.includes('N002'), `${op} without a customer: ${JSON.stringify(answer)}`).toBe(true);
    }
  });
});

describe('operations open to every signed-in user', () => {
  it('answer a user without any scope, and refuse anyone not signed in', async () => {
    await hold([]);
    const callable = Object.keys(openToSignedIn).filter((o) => rootField(o) || o in restPaths);
    expect(callable.length).toBeGreaterThan(5);
    for (const op of callable) {
      const answer = await call(op);
      expect(refused(answer) || signedOut(answer), `${op}: ${JSON.stringify(answer)}`).toBe(false);
      expect(signedOut(await call(op, null)), `${op} without a session`).toBe(true);
    }
  });

  it('switch a user without menu.change-cust to no customer of their areas, and a holder to one', async () => {
    const sales = await portal.db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow();
    const areas = await portal.db.selectFrom('userAreas').selectAll().where('userId', '=', sales.id).execute();
    expect(areas.length).toBeGreaterThan(0);
    await portal.db
      .insertInto('userAreas')
      .values(areas.map(({ id: _a, ...a }) => ({ ...a, userId: probeUser.id })))
      .execute();
    try {
      await hold(['menu.change-cust']);
      const { body } = await portal.graphql('{ salesCustomers(limit: 50) { customers { id custCode { r3 isr } } } }', { token });
      const other = (body.data!.salesCustomers.customers as { id: number; custCode: { r3: string; isr: string | null } }[]).find(
        (c) => c.id !== dealerCustomer.id,
      )!;
      expect(other).toBeTruthy();
      const CHANGE = 'mutation($r3: String!, $isr: String) { changeCustomer(r3: $r3, isr: $isr) { requestToken } }';
      const to = { r3: other.custCode.r3, isr: other.custCode.isr };

      await hold(demoScopes.filter((s) => s !== 'menu.change-cust'));
      expect(codes((await portal.graphql(CHANGE, { token, variables: to })).body)).toEqual(['U002']);
      expect((await portal.request(`/change-cust/${other.id}`, { method: 'POST', token })).status).toBe(403);

      await hold(['menu.change-cust']);
      expect((await portal.graphql(CHANGE, { token, variables: to })).body.data!.changeCustomer.requestToken).toBeTruthy();
      expect((await portal.request(`/change-cust/${other.id}`, { method: 'POST', token })).status).toBe(200);
    } finally {
      await portal.db.deleteFrom('userAreas').where('userId', '=', probeUser.id).execute();
    }
  });
});

describe('public operations', () => {
  it('answer without a session', async () => {
    const res = await portal.graphql('{ languages { code } }', { endpoint: '/public/graphql' });
    expect(res.body.errors).toBeUndefined();
    expect((await portal.request('/server/status')).status).toBe(200);
  });
});

describe('the scope table is complete', () => {
  const decided = (op: string) => op in scopeTable || op in openToSignedIn || op in publicOperations || ownedElsewhere(op);

  it('names every Query and Mutation field of the schema, or lists it as open', () => {
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
      Object.keys(root.getFields()).map((name) => `${root.name}.${name}`),
    );
    expect(fields.filter((op) => !decided(op))).toEqual([]);
    // No row for a field that is gone.
    const graphqlRows = [...Object.keys(scopeTable), ...Object.keys(openToSignedIn), ...Object.keys(publicOperations)].filter((op) =>
      /^(Query|Mutation)\./.test(op),
    );
    expect(graphqlRows.filter((op) => !rootField(op))).toEqual([]);
  });

  it('names every HTTP route of the server, or lists it as open', () => {
    const routes = portal.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    expect([...new Set(routes)].filter((op) => !decided(op))).toEqual([]);
    for (const op of Object.keys(scopeTable).filter((o) => !/^(Query|Mutation)\./.test(o))) {
      expect(routes, op).toContain(op);
      expect(restPaths[op], `restPaths has no address for ${op}`).toBeTruthy();
    }
  });

  it('uses only scopes the portal knows', () => {
    const known = new Set(permissionIds.keys());
    const used = Object.values(scopeTable).flatMap((rule) => flat(rule.requires));
    expect(used.filter((s) => !known.has(s))).toEqual([]);
  });
});
