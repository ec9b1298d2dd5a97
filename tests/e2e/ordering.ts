import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { settleOverdueInvoices } from './open-invoices-fixture.ts';
import { e2eDatabase, e2eDatabaseUrl, e2eDataDir, PASSWORD } from './support.ts';

type Json = Record<string, any>;

/** One GraphQL call with a bearer token, failing the test on any error. */
export async function graphqlAs(request: APIRequestContext, token: string, query: string, variables: Json = {}) {
  const res = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = await res.json() as { data?: Json; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** What a dealer can order in their market (the default host's by default): an unblocked bike in stock, and their first ship-to. */
export function dealerOrderingData(username = 'dealer', sorg = '1000') {
  const db = e2eDatabase();
  try {
    const customer = db.prepare(`SELECT c.id, c.code_r3 AS r3 FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = ?`)
      .get(username) as { id: number; r3: string };
    const article = db.prepare(`SELECT a.article_code AS articleCode, a.uom FROM articles a
      LEFT JOIN article_analysis aa ON aa.article_id = a.id
      WHERE a.sorg = ? AND a.category = 'BIKE'
        AND (aa.article_id IS NULL OR (aa.allow_to_order = 1 AND aa.order_blocked = 0 AND aa.invalid_article = 0 AND aa.has_price = 1
          AND aa.brand_blocked = 0 AND aa.category_blocked = 0 AND aa.hierarchy_blocked = 0 AND aa.sorg_blocked = 0))
        AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id)
        AND (SELECT COALESCE(SUM(s.available), 0) FROM stock s WHERE s.article_id = a.id) >= 5
      ORDER BY a.id LIMIT 1`).get(sorg) as { articleCode: string; uom: string };
    const shipTo = (db.prepare('SELECT code FROM ship_tos WHERE customer_id = ? ORDER BY code LIMIT 1').get(customer.id) as { code: string }).code;
    return { customer, article, shipTo };
  } finally {
    db.close();
  }
}

const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;

/**
 * The dealer orders two bikes through the API as the checkout page does: cart emptied, bikes added, checkout. The
 * specs share one database and run by name, so the ones that call this (orders, payment-list, support-audit...) come
 * after cart.spec, which reads the seeded cart.
 */
export async function placeDealerOrder(request: APIRequestContext, poNumber: string, payment = 'TERM') {
  // Invoices a spec made long overdue would block the order: they are paid first, as they would be in real life.
  settleOverdueInvoices('dealer');
  const login = await request.post('/login', { data: { username: 'dealer', password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const { customer, article, shipTo } = dealerOrderingData();
  const { cart } = await graphqlAs(request, requestToken, '{ cart { uom product { articleCode sorg } } }');
  if (cart.length) {
    await graphqlAs(request, requestToken, UPDATE, { products: cart.map((l: Json) =>
      ({ custCode: customer.r3, articleCode: l.product.articleCode, sorg: l.product.sorg, qty: 0, uom: l.uom })) });
  }
  const added = await graphqlAs(request, requestToken, UPDATE, { products: [{ custCode: customer.r3, ...article, sorg: '1000', qty: 2 }] });
  expect(added.updateProductsInCart.message.status).toBe(true);
  const { checkout } = await graphqlAs(request, requestToken,
    `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`,
    { input: { idempotencyKey: `e2e-${poNumber}-${Date.now()}`, shipTo, shipment: 'REG', payment, poNumber } });
  expect(checkout.message.status, checkout.message.description).toBe(true);
  return checkout.orders[0].orderNo as string;
}

/** The built-in ERP's tick on the e2e server's database, as if `days` had passed (SO number, delivery, invoice). */
export function erpTick(days = 0) {
  // Against the cluster the tick runs on its PostgreSQL, as a node's timer would.
  const database = process.env.E2E_CLUSTER === '1' ? { DATABASE_URL: e2eDatabaseUrl() } : {};
  execFileSync('npx', ['tsx', 'scripts/erp-tick.ts', '--days', String(days)], { env: { ...process.env, DATA_DIR: e2eDataDir(), ...database }, stdio: 'ignore' });
}

/** The order's SO number once the ERP took it. */
export function soNumberOf(orderNo: string) {
  const db = e2eDatabase();
  try {
    return (db.prepare('SELECT so_number AS so FROM orders WHERE order_no = ?').get(orderNo) as { so: string | null }).so;
  } finally {
    db.close();
  }
}
