import { expect, type APIRequestContext } from '@playwright/test';
import { tick } from '../../api/adapters/erp/index.ts';
import { portalErp } from '../../api/erp.ts';
import { orderableArticle } from './data/catalog.ts';
import { e2eDb } from './data/database.ts';
import { settleOverdueInvoices } from './data/invoices.ts';
import { customerOf, firstShipTo } from './data/people.ts';
import { PASSWORD } from './support.ts';

type Json = Record<string, any>;

/** One GraphQL call with a bearer token, failing the test on any error. */
export async function graphqlAs(request: APIRequestContext, token: string, query: string, variables: Json = {}) {
  const res = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await res.json()) as { data?: Json; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A login's request token, through the login route the app uses. */
export async function tokenOf(request: APIRequestContext, username: string) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(login.ok(), `login of ${username}`).toBe(true);
  return ((await login.json()) as { requestToken: string }).requestToken;
}

/** What a dealer can order in their market (the default host's by default): an unblocked bike in stock, and their first ship-to. */
export async function dealerOrderingData(username = 'dealer', sorg = '1000') {
  const customer = await customerOf(username);
  const { articleCode, uom } = await orderableArticle({ sorg, category: 'BIKE', stock: 5 });
  return { customer, article: { articleCode, uom }, shipTo: await firstShipTo(customer.id) };
}

const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;

/**
 * A dealer (by default `dealer`; a spec that writes passes the one it made) orders two bikes through the API as the
 * checkout page does: cart emptied, bikes added, checkout. Answers the order number.
 */
export async function placeDealerOrder(request: APIRequestContext, poNumber: string, payment = 'TERM', username = 'dealer') {
  // Invoices made long overdue would block the order: they are paid first, as they would be in real life.
  await settleOverdueInvoices(username);
  const requestToken = await tokenOf(request, username);
  const { customer, article, shipTo } = await dealerOrderingData(username);
  const { cart } = await graphqlAs(request, requestToken, '{ cart { uom product { articleCode sorg } } }');
  if (cart.length) {
    await graphqlAs(request, requestToken, UPDATE, {
      products: cart.map((l: Json) => ({
        custCode: customer.r3,
        articleCode: l.product.articleCode,
        sorg: l.product.sorg,
        qty: 0,
        uom: l.uom,
      })),
    });
  }
  const added = await graphqlAs(request, requestToken, UPDATE, { products: [{ custCode: customer.r3, ...article, sorg: '1000', qty: 2 }] });
  expect(added.updateProductsInCart.message.status).toBe(true);
  const { checkout } = await graphqlAs(
    request,
    requestToken,
    `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`,
    { input: { idempotencyKey: `e2e-${poNumber}-${Date.now()}`, shipTo, shipment: 'REG', payment, poNumber } },
  );
  expect(checkout.message.status, checkout.message.description).toBe(true);
  return checkout.orders[0].orderNo as string;
}

/** The built-in ERP's tick on the e2e server's database, as if `days` had passed (SO number, delivery, invoice). */
export async function erpTick(days = 0) {
  const db = await e2eDb();
  await tick(db, portalErp(db), new Date(Date.now() + days * 86_400_000));
}

/** The order's SO number once the ERP took it. */
export async function soNumberOf(orderNo: string) {
  const db = await e2eDb();
  return (await db.selectFrom('orders').select('soNumber').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).soNumber;
}
