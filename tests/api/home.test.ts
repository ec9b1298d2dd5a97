import { describe, expect, it } from 'vitest';
import { creditToday } from '../../api/credit/figures.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const today = creditToday();
const dayOffset = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Json = Record<string, any>;
const DEALER_HOME = `{ dealerHome {
  invoices { companyCode companyName payerCode currency precision overdue overdueCount due dueCount pending payInvoiceIds }
  credit { companyCode companyName currency precision creditLimit available reasonBlocked }
  orders { openOrders openValue currency deliveriesOnTheWay nextDelivery }
  claimsNeedingInformation { count latest { id referenceNo articleName updatedAt } } } }`;
const SALES_HOME = `query($page: Int, $limit: Int) { salesHome(page: $page, limit: $limit) {
  dealers { customerId code name city blocks { companyCode companyName reason } overdue overdueInvoices currency precision }
  info { page limit count pageTotal } blocked withOverdue } }`;
const STAFF_HOME = '{ staffHome { key count pending path } }';

const tokenOf = async (username: string) => (await portal.tokens(username)).requestToken;
const ask = async (query: string, token: string, variables: Json = {}) => {
  const { body } = await portal.graphql(query, { token, variables });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
};

const dealer = await portal.customerOf('dealer');
const dealer2 = await portal.customerOf('dealer2');
const bikes = await db.selectFrom('companies').select(['id', 'code']).where('code', '=', '1000-B').executeTakeFirstOrThrow();

let seq = 0;
async function invoice(customer: typeof dealer, grandTotal: number, dueIn: number, status: 'open' | 'pending_payment' = 'open') {
  const n = ++seq;
  const invoiceDate = dayOffset(dueIn - 30);
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo: `TEST-HOME-${n}`,
      sorg: '1000',
      companyId: bikes.id,
      customerId: customer.id,
      payerCode: customer.codeIsr ?? customer.codeR3,
      payerName: customer.name,
      invoiceDate,
      dueDate: dayOffset(dueIn),
      fiscalYear: Number(invoiceDate.slice(0, 4)),
      terms: 'NT30',
      status,
      currency: 'IDR',
      linesTotal: grandTotal,
      tax: 0,
      grandTotal,
      paidAmount: 0,
      accountingNo: `14HOME${n}`,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

// Known bills: the dealer owes 70 days overdue (a block: oldest past 60 days), 5 days overdue, one due and one in payment.
await db.deleteFrom('invoices').where('customerId', 'in', [dealer.id, dealer2.id]).execute();
const ids = {
  late70: await invoice(dealer, 700_000, -70),
  late5: await invoice(dealer, 50_000, -5),
  due: await invoice(dealer, 30_000, 10),
  paying: await invoice(dealer, 20_000, -2, 'pending_payment'),
  dealer2Late: await invoice(dealer2, 9_000, -3),
};

describe('dealerHome', () => {
  it("shows the active customer's bills due and overdue, with the invoices the pay link chooses", async () => {
    const { dealerHome } = await ask(DEALER_HOME, await tokenOf('dealer'));
    const bill = dealerHome.invoices.find((i: Json) => i.companyCode === '1000-B');
    expect(bill).toMatchObject({
      overdue: 750_000,
      overdueCount: 2,
      due: 30_000,
      dueCount: 1,
      pending: 20_000,
      currency: 'IDR',
      precision: 0,
      payInvoiceIds: [ids.late70, ids.late5],
    });
    expect(dealerHome.credit.length).toBeGreaterThan(0);
    const credit = dealerHome.credit.find((c: Json) => c.companyCode === '1000-B');
    expect(credit.reasonBlocked).toBe('oldest_ar_blocked');
    expect(credit.available).toBeLessThan(credit.creditLimit);
    expect(dealerHome.orders).toMatchObject({ openOrders: expect.any(Number), deliveriesOnTheWay: expect.any(Number) });
    expect(dealerHome.claimsNeedingInformation.count).toBe(dealerHome.claimsNeedingInformation.count);
  });

  it("gives dealer2 their own figures, never the dealer's", async () => {
    const { dealerHome } = await ask(DEALER_HOME, await tokenOf('dealer2'));
    for (const id of [ids.late70, ids.late5, ids.due]) expect(dealerHome.invoices.flatMap((i: Json) => i.payInvoiceIds)).not.toContain(id);
    expect(dealerHome.invoices.map((i: Json) => i.overdue)).not.toContain(750_000);
    const bill = dealerHome.invoices.find((i: Json) => i.companyCode === '1000-B');
    expect(bill).toMatchObject({ overdue: 9_000, overdueCount: 1, due: 0, payInvoiceIds: [ids.dealer2Late] });
  });

  it('counts claims that need information for the active customer only', async () => {
    const needing = (customerId: number) =>
      db
        .selectFrom('claims')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', customerId)
        .where('statusId', '=', 'need_information')
        .executeTakeFirstOrThrow();
    for (const [username, customer] of [
      ['dealer', dealer],
      ['dealer2', dealer2],
    ] as const) {
      const { dealerHome } = await ask(DEALER_HOME, await tokenOf(username));
      expect(dealerHome.claimsNeedingInformation.count).toBe(Number((await needing(customer.id)).n));
    }
  });

  it('is refused without an active customer', async () => {
    const { body } = await portal.graphql(DEALER_HOME, { token: await tokenOf('content') });
    expect(codes(body)).toContain('U002');
  });
});

describe('salesHome', () => {
  it('lists the dealers of the areas, blocked and overdue first, paged on the server', async () => {
    const token = await tokenOf('sales');
    const { salesHome } = await ask(SALES_HOME, token, { page: 1, limit: 10 });
    // The dealer's 70-day-old invoice blocks them: on the first page, among the blocked, with their overdue money.
    const mine = salesHome.dealers.find((d: Json) => d.customerId === dealer.id);
    expect(mine).toMatchObject({ overdue: 750_000, currency: 'IDR' });
    expect(mine.blocks).toContainEqual(expect.objectContaining({ companyCode: '1000-B', reason: 'oldest_ar_blocked' }));
    // Never dealer2's: not in the sales user's areas.
    const all = [];
    for (let page = 1; page <= salesHome.info.pageTotal; page++)
      all.push(...(await ask(SALES_HOME, token, { page, limit: 10 })).salesHome.dealers);
    expect(all.map((d: Json) => d.customerId)).not.toContain(dealer2.id);
    expect(all).toHaveLength(salesHome.info.count);
    // Sorted: every blocked dealer before any unblocked one; within each, the most overdue first.
    const blocked = all.map((d: Json) => d.blocks.length > 0);
    expect(blocked).toEqual([...blocked].sort((a, b) => Number(b) - Number(a)));
    for (let i = 1; i < all.length; i++) {
      if (blocked[i] === blocked[i - 1]) expect(all[i].overdue).toBeLessThanOrEqual(all[i - 1].overdue);
    }
    expect(salesHome.blocked).toBe(blocked.filter(Boolean).length);
  });

  it('is refused to a dealer and refuses a page size it does not offer', async () => {
    expect(codes((await portal.graphql(SALES_HOME, { token: await tokenOf('dealer') })).body)).toContain('U002');
    expect(codes((await portal.graphql(SALES_HOME, { token: await tokenOf('sales'), variables: { limit: 7 } })).body)).toContain('I001');
  });
});

describe('staffHome', () => {
  const keys = async (username: string) => (await ask(STAFF_HOME, await tokenOf(username))).staffHome.map((i: Json) => i.key);

  it('gives each audience what it keeps, with a link', async () => {
    expect(await keys('content')).toEqual(expect.arrayContaining(['news', 'banners', 'announcements']));
    expect(await keys('admin')).toEqual(expect.arrayContaining(['users', 'payments_to_approve']));
    expect(await keys('warranty')).toContain('claims_to_review');
    expect(await keys('dealer')).toEqual([]);
    const { staffHome } = await ask(STAFF_HOME, await tokenOf('content'));
    const banners = staffHome.find((i: Json) => i.key === 'banners');
    const live = await db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('to', '>=', today)
      .executeTakeFirstOrThrow();
    expect(banners).toEqual({ key: 'banners', count: Number(live.n), pending: false, path: '/admin/banners' });
  });

  it('counts the claims waiting for review of the officer', async () => {
    const { staffHome } = await ask(STAFF_HOME, await tokenOf('warranty'));
    const waiting = await db
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('statusId', 'in', ['submitted', 'in_review'])
      .where('sorg', '=', '1000')
      .executeTakeFirstOrThrow();
    expect(staffHome.find((i: Json) => i.key === 'claims_to_review')).toMatchObject({ count: Number(waiting.n), pending: true });
  });
});

describe("the promotion pop-up speaks the reader's language", () => {
  const BANNERS = 'query($locale: String) { activeUserAreaBanners(locale: $locale) { id bannerFile language } }';
  const bannersFor = async (locale: string | null) =>
    (await ask(BANNERS, await tokenOf('dealer'), { locale })).activeUserAreaBanners as Json[];

  it('leaves out banners whose picture speaks another language; one without words shows to everyone', async () => {
    const indonesian = await bannersFor('id-id');
    expect(indonesian.length).toBeGreaterThan(0);
    expect(indonesian.every((b) => b.language === 'id')).toBe(true);
    expect(await bannersFor('en-us')).toEqual([]);

    const [first] = indonesian;
    await db.updateTable('banners').set({ language: null }).where('id', '=', first.id).execute();
    expect((await bannersFor('en-us')).map((b) => b.id)).toEqual([first.id]);
    expect((await bannersFor('id-id')).map((b) => b.id)).toContain(first.id);
    await db.updateTable('banners').set({ language: 'id' }).where('id', '=', first.id).execute();
  });
});
