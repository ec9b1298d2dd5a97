import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { chooserOf, rolesAndScopes } from '../../api/auth/actor.ts';
import { mayActFor } from '../../api/auth/customer-access.ts';
import { addDays } from '../../src/rules/quotes.ts';
import { codes, startPortal } from './harness.ts';
import { withHostFlags } from './host-flags.ts';
import { orderableArticle } from './orderable.ts';
import { actingFor } from './sweep-records.ts';

type Json = Record<string, any>;

/**
 * Quotes: a dealer asks for prices on its cart, the staff who answer for the dealer (quote.answer, within their areas)
 * answer or decline once, and the dealer orders the quote once at the quoted prices through checkout's rules. Nobody
 * else reads or changes a quote (tests/api/tenant-sweep.test.ts points here for the quote ids).
 */
const portal = await startPortal();
const { db } = portal;
const dealer = await portal.customerOf('dealer');
const outbox = path.join(portal.env.dataDir, 'outbox');
const today = new Date().toISOString().slice(0, 10);

// A salesman of another area: holds quote.answer, may not act for the dealer.
const stranger = await (async () => {
  const reps = await db.selectFrom('users').selectAll().where('username', 'like', 'sales-id-%').orderBy('id').execute();
  for (const user of reps) {
    const { roles, scopes } = await rolesAndScopes(db, user.id, user.groupRoleId);
    if (scopes.has('quote.answer') && !(await mayActFor(db, chooserOf({ user, roles, scopes }), dealer.id))) return user.username;
  }
  throw new Error('no salesman outside the dealer’s area');
})();

const tokens: Record<string, string> = {};
for (const name of ['dealer', 'dealer2', 'sales', 'support', stranger]) tokens[name] = (await portal.tokens(name)).requestToken;
tokens.rep = await actingFor(portal, tokens.sales, dealer.id);
const ask = async (who: string, query: string, variables: Json = {}) =>
  (await portal.graphql(query, { token: tokens[who], variables })).body;

const RESULT = '{ message { status description } code id userErrors { field messageKey params { name value } } }';
const CART = `mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }`;
const CART_LINES = '{ cart { id } }';
const REQUEST = `mutation($note: String) { requestQuote(note: $note) ${RESULT} }`;
const ANSWER = `mutation($id: Int!, $i: QuoteAnswerInput!) { answerQuote(id: $id, input: $i) ${RESULT} }`;
const DECLINE = `mutation($id: Int!, $r: String!) { declineQuote(id: $id, reason: $r) ${RESULT} }`;
const ORDER = `mutation($id: Int!, $i: CheckoutInput!) { orderQuote(id: $id, input: $i) {
  message { status description } code userErrors { field messageKey } orders { orderNo lines { articleCode qty unitPrice } } } }`;
const QUOTE = `query($id: Int!) { quote(id: $id) { id state note validUntil answerNote declineReason
  lines { id articleCode qty listPrice quotedPrice } orders { id orderNo } } }`;
const REQUEST_ONE = `query($id: Int!) { quoteRequest(id: $id) { id state customerName lines { id qty listPrice } } }`;
const QUOTES = '{ quotes { quotes { id state lineCount listTotal quotedTotal } info { count } } }';
const QUEUE = '{ quoteRequests(state: "requested") { quotes { id customerName state } } }';

const bike = await orderableArticle(db, 'BIKE');
const part = await orderableArticle(db, 'PAA');
// The demo dealer's cart holds seeded lines: each quote here is asked on the lines the test puts in it.
await db.deleteFrom('cartLines').where('customerId', '=', dealer.id).execute();
const options = async (key: string) => ({
  idempotencyKey: `quote-test-${key}`,
  shipTo: (await db.selectFrom('shipTos').select('code').where('customerId', '=', dealer.id).orderBy('code').executeTakeFirstOrThrow())
    .code,
  shipment: 'REG',
  payment: 'TERM',
});

async function fillCart(lines: [{ articleCode: string; uom: string }, number][]) {
  const p = lines.map(([a, qty]) => ({ custCode: dealer.codeR3, articleCode: a.articleCode, sorg: '1000', qty, uom: a.uom }));
  expect((await ask('dealer', CART, { p })).data?.updateProductsInCart.message.status).toBe(true);
}

async function requested(note = 'For the spring fleet of a rental shop') {
  await fillCart([
    [bike, 4],
    [part, 10],
  ]);
  const body = await ask('dealer', REQUEST, { note });
  expect(body.data?.requestQuote.message.status, JSON.stringify(body)).toBe(true);
  return body.data!.requestQuote.id as number;
}

async function answered(id: number, validUntil = addDays(today, 14)) {
  const lines = (await ask('sales', REQUEST_ONE, { id })).data!.quoteRequest.lines as Json[];
  const prices = lines.map((l) => ({ id: l.id, price: Math.floor(l.listPrice * 0.85) }));
  const body = await ask('sales', ANSWER, { id, i: { lines: prices, validUntil, note: 'Fleet price' } });
  expect(body.data?.answerQuote.message.status, JSON.stringify(body)).toBe(true);
  return prices;
}

const ordersFrom = (quoteId: number) => db.selectFrom('orders').select(['id', 'orderNo']).where('quoteId', '=', quoteId).execute();

describe('a dealer asks for a quote', () => {
  it('moves the cart to the quote, tells the rep, and puts it in the queue of the staff who answer for the dealer', async () => {
    const mailsBefore = (await outboxMessages(outbox)).length;
    const id = await requested();
    expect((await ask('dealer', CART_LINES)).data?.cart).toEqual([]);
    const quote = (await ask('dealer', QUOTE, { id })).data?.quote;
    expect(quote).toMatchObject({ state: 'requested', note: 'For the spring fleet of a rental shop', validUntil: null, orders: [] });
    expect(quote.lines.map((l: Json) => [l.articleCode, l.qty, l.quotedPrice])).toEqual([
      [bike.articleCode, 4, null],
      [part.articleCode, 10, null],
    ]);
    for (const line of quote.lines) expect(line.listPrice).toBeGreaterThan(0);
    const row = (await ask('dealer', QUOTES)).data?.quotes.quotes.find((q: Json) => q.id === id);
    expect(row).toMatchObject({ state: 'requested', lineCount: 2, quotedTotal: null });
    expect(row.listTotal).toBe(quote.lines.reduce((s: number, l: Json) => s + l.listPrice * l.qty, 0));

    expect((await ask('sales', QUEUE)).data?.quoteRequests.quotes.map((q: Json) => q.id)).toContain(id);
    expect((await ask(stranger, QUEUE)).data?.quoteRequests.quotes.map((q: Json) => q.id)).not.toContain(id);
    const sales = await db.selectFrom('users').select('email').where('username', '=', 'sales').executeTakeFirstOrThrow();
    const mails = (await outboxMessages(outbox)).slice(mailsBefore);
    expect(mails.some((m) => m.raw.includes(sales.email!) && m.raw.includes(`/admin/quote-requests/${id}`))).toBe(true);
  });

  it('refuses an empty cart, a cart below the host’s threshold and a host without quotes, and keeps the cart', async () => {
    expect((await ask('dealer', CART_LINES)).data?.cart).toEqual([]);
    expect((await ask('dealer', REQUEST)).data?.requestQuote.userErrors[0].messageKey).toBe('quotes:errors.cart_empty');
    await fillCart([[part, 2]]);
    const restore = await withHostFlags(db, 'localhost', { quoteFromPieces: 5 });
    try {
      const few = (await ask('dealer', REQUEST)).data?.requestQuote;
      expect(few).toMatchObject({
        code: 'C001',
        userErrors: [{ messageKey: 'quotes:errors.too_few', params: [{ name: 'min', value: '5' }] }],
      });
    } finally {
      await restore();
    }
    const off = await withHostFlags(db, 'localhost', { quoteFromPieces: null });
    try {
      expect(codes(await ask('dealer', REQUEST))).toEqual(['U002']);
    } finally {
      await off();
    }
    expect((await ask('dealer', CART_LINES)).data?.cart).toHaveLength(1);
    await fillCart([[part, 0]]);
  });
});

describe('staff answer a quote once', () => {
  it('takes a price for every line and a last day within 90 days, and one answer of two at once', async () => {
    const id = await requested();
    const lines = (await ask('sales', REQUEST_ONE, { id })).data!.quoteRequest.lines as Json[];
    const missing = await ask('sales', ANSWER, { id, i: { lines: [{ id: lines[0].id, price: 100 }], validUntil: addDays(today, 7) } });
    expect(missing.data?.answerQuote.userErrors[0]).toMatchObject({ field: 'lines.1.price', messageKey: 'quotes:errors.price_required' });
    const all = lines.map((l) => ({ id: l.id, price: 100 }));
    for (const validUntil of [addDays(today, -1), addDays(today, 91), '07.12.2026']) {
      const bad = await ask('sales', ANSWER, { id, i: { lines: all, validUntil } });
      expect(bad.data?.answerQuote.userErrors[0].messageKey).toBe('quotes:errors.valid_until_invalid');
    }
    const both = await Promise.all([
      ask('sales', ANSWER, { id, i: { lines: all, validUntil: addDays(today, 7) } }),
      ask('rep', DECLINE, { id, r: 'Not for this range' }),
    ]);
    const outcomes = both.map((b) => b.data?.answerQuote ?? b.data?.declineQuote);
    expect(outcomes.filter((o) => o.message.status)).toHaveLength(1);
    expect(outcomes.find((o) => !o.message.status).userErrors[0].messageKey).toBe('quotes:errors.not_open');
    expect(['answered', 'declined']).toContain((await ask('dealer', QUOTE, { id })).data?.quote.state);
  });

  it('declines with a reason the dealer reads, and the dealer cannot order it', async () => {
    const id = await requested();
    expect((await ask('sales', DECLINE, { id, r: '   ' })).data?.declineQuote.userErrors[0].messageKey).toBe(
      'quotes:errors.reason_required',
    );
    expect((await ask('sales', DECLINE, { id, r: 'The range is sold out for the season' })).data?.declineQuote.message.status).toBe(true);
    expect((await ask('dealer', QUOTE, { id })).data?.quote).toMatchObject({
      state: 'declined',
      declineReason: 'The range is sold out for the season',
    });
    const order = (await ask('dealer', ORDER, { id, i: await options(`declined-${id}`) })).data?.orderQuote;
    expect(order.userErrors[0].messageKey).toBe('quotes:errors.declined');
  });
});

describe('the dealer orders a quote at its prices', () => {
  it('refuses before the answer, then places it once at the quoted prices and links quote and order', async () => {
    const id = await requested();
    const early = (await ask('dealer', ORDER, { id, i: await options(`early-${id}`) })).data?.orderQuote;
    expect(early).toMatchObject({ code: 'C001', userErrors: [{ messageKey: 'quotes:errors.not_answered' }] });
    const mailsBefore = (await outboxMessages(outbox)).length;
    const prices = await answered(id);
    const dealerMail = await db.selectFrom('users').select('email').where('username', '=', 'dealer').executeTakeFirstOrThrow();
    expect((await outboxMessages(outbox)).slice(mailsBefore).some((m) => m.raw.includes(dealerMail.email!))).toBe(true);

    const input = await options(`quote-${id}`);
    const [first, again] = [
      (await ask('dealer', ORDER, { id, i: input })).data?.orderQuote,
      (await ask('dealer', ORDER, { id, i: input })).data?.orderQuote,
    ];
    expect(first.message.status, JSON.stringify(first)).toBe(true);
    expect(again.orders.map((o: Json) => o.orderNo)).toEqual(first.orders.map((o: Json) => o.orderNo));
    const placed = first.orders.flatMap((o: Json) => o.lines);
    expect(placed.map((l: Json) => l.unitPrice).sort()).toEqual(prices.map((p) => p.price).sort());
    const orders = await ordersFrom(id);
    expect(orders.map((o) => o.orderNo)).toEqual(first.orders.map((o: Json) => o.orderNo));

    const quote = (await ask('dealer', QUOTE, { id })).data?.quote;
    expect(quote.state).toBe('ordered');
    expect(quote.orders.map((o: Json) => o.orderNo)).toEqual(orders.map((o) => o.orderNo));
    const detail = await ask('dealer', 'query($id: Int!) { order(id: $id) { quoteId } }', { id: orders[0].id });
    expect(detail.data?.order.quoteId).toBe(id);

    // Every step is in the audit log under the quote: asked, refused while unanswered, answered, ordered.
    const trail = await db
      .selectFrom('auditLog')
      .select(['operation', 'actorUsername', 'result'])
      .where('targetType', '=', 'quote')
      .where('targetIds', 'like', `%${id}%`)
      .orderBy('id')
      .execute();
    // The early order is there with its refusal; the repeat with the same key answered the first answer.
    expect(trail.map((r) => [r.operation, r.actorUsername, r.result])).toEqual([
      ['requestQuote', 'dealer', 'ok'],
      ['orderQuote', 'dealer', 'C001'],
      ['answerQuote', 'sales', 'ok'],
      ['orderQuote', 'dealer', 'ok'],
      ['orderQuote', 'dealer', 'ok'],
    ]);

    const twice = (await ask('dealer', ORDER, { id, i: await options(`twice-${id}`) })).data?.orderQuote;
    expect(twice.userErrors[0].messageKey).toBe('quotes:errors.ordered');
    expect(await ordersFrom(id)).toHaveLength(orders.length);
  });

  it('places one order when two checkouts of the quote with different keys arrive at once', async () => {
    const id = await requested();
    await answered(id);
    const both = await Promise.all([
      ask('dealer', ORDER, { id, i: await options(`race-a-${id}`) }),
      ask('rep', ORDER, { id, i: await options(`race-b-${id}`) }),
    ]);
    expect(both.filter((b) => b.data?.orderQuote.message.status)).toHaveLength(1);
    expect(await ordersFrom(id)).toHaveLength(1);
  });

  it('refuses a quote past its last day and still applies stock, and places nothing', async () => {
    const id = await requested();
    await answered(id);
    await db
      .updateTable('quotes')
      .set({ validUntil: addDays(today, -1) })
      .where('id', '=', id)
      .execute();
    expect((await ask('dealer', QUOTE, { id })).data?.quote.state).toBe('expired');
    const late = (await ask('dealer', ORDER, { id, i: await options(`late-${id}`) })).data?.orderQuote;
    expect(late.userErrors[0]).toMatchObject({ messageKey: 'quotes:errors.expired' });

    const other = await requested();
    await answered(other);
    await db.updateTable('stock').set({ available: 0 }).where('articleId', '=', part.id).execute();
    try {
      const short = (await ask('dealer', ORDER, { id: other, i: await options(`short-${other}`) })).data?.orderQuote;
      expect(short.code).toBe('S001');
      expect((await ask('dealer', QUOTE, { id: other })).data?.quote.state).toBe('answered');
    } finally {
      await db.updateTable('stock').set({ available: 1_000 }).where('articleId', '=', part.id).execute();
    }
    expect(await ordersFrom(id)).toEqual([]);
    expect(await ordersFrom(other)).toEqual([]);
  });
});

describe('nobody else reaches a quote', () => {
  it('answers NOT_FOUND to another dealer and to staff of another area, and FORBIDDEN without the scope', async () => {
    const id = await requested();
    expect(codes(await ask('dealer2', QUOTE, { id }))).toEqual(['N001']);
    expect(codes(await ask('dealer2', ORDER, { id, i: await options(`other-${id}`) }))).toEqual(['N001']);
    expect(codes(await ask(stranger, REQUEST_ONE, { id }))).toEqual(['N001']);
    expect(codes(await ask(stranger, DECLINE, { id, r: 'Not mine' }))).toEqual(['N001']);
    expect(codes(await ask('dealer', REQUEST_ONE, { id }))).toEqual(['U002']);
    expect(codes(await ask('dealer', DECLINE, { id, r: 'Mine' }))).toEqual(['U002']);
    expect(codes(await ask('support', DECLINE, { id, r: 'Read-only' }))).toEqual(['U002']);
    expect((await ask('rep', QUOTE, { id })).data?.quote.id).toBe(id);
    expect((await ask('dealer', QUOTE, { id })).data?.quote.state).toBe('requested');
  });
});
