import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../api/graphql/errors.ts';
import { startPortal } from './harness.ts';

// The dealer bonus (spec 2 §3 'Bonus data', §7 'Bonus'): points computed in SQL from the dealer's own invoice lines and
// registered retail sales, checked here against an independent computation from the rows and the programme's tables;
// on-time payment from the invoices' real due and clearing dates; the tenant rule and the page scope.
const portal = await startPortal();
const { db } = portal;
const dealerCustomer = await portal.customerOf('dealer');
const tokens = {
  dealer: (await portal.tokens('dealer')).requestToken,
  dealer2: (await portal.tokens('dealer2')).requestToken,
  vendor: (await portal.tokens('vendor')).requestToken,
};
// Last year: every quarter of it has ended, whatever today is.
const year = new Date().getUTCFullYear() - 1;

const BONUS = `query($year: Int!, $custCode: String) { dealerBonus(year: $year, custCode: $custCode) {
  programme { sorg pointValue onTimeShare tiers { name points } verification { quarter percent } }
  commonClass { className pointsPerUnit }
  quarters { quarter points b2bPoints retailPoints tier { name } next { tier { name points } missing units className }
    onTime { invoicesDue paidOnTime share required met } verificationPercent qualifies bonusValue closed b2bSales } } }`;
const B2B = `query($year: Int!, $quarter: Int, $page: Int, $limit: Int, $custCode: String) {
  b2bPurchases(year: $year, quarter: $quarter, page: $page, limit: $limit, custCode: $custCode) {
    lines { invoiceDate invoiceNumber articleCode brandId quantity class pointsPerUnit point pointValue subTotal netAmount quarter }
    info { page limit count pageTotal } } }`;
const RETAIL = `query($year: Int!, $quarter: Int, $page: Int, $limit: Int) { retailSales(year: $year, quarter: $quarter, page: $page, limit: $limit) {
  lines { inputDate frameNumber class point pointValue subTotal quarter brandId } info { count pageTotal } } }`;
const ON_TIME = 'query($year: Int!) { onTimePayment(year: $year) { quarter invoicesDue paidOnTime share required met } }';

async function ask(who: keyof typeof tokens, query: string, variables: Record<string, unknown>) {
  const { body } = await portal.graphql(query, { token: tokens[who], variables });
  return body;
}
async function data(who: keyof typeof tokens, query: string, variables: Record<string, unknown>) {
  const body = await ask(who, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Every line of a paged call, page by page. */
async function allLines(query: string, field: 'b2bPurchases' | 'retailSales', variables: Record<string, unknown>) {
  const lines: Record<string, any>[] = [];
  for (let page = 1; ; page++) {
    const answer = (await data('dealer', query, { ...variables, page, limit: 20 }))[field];
    lines.push(...answer.lines);
    if (page >= answer.info.pageTotal) return lines;
  }
}

const programme = await db
  .selectFrom('bonusProgrammes')
  .selectAll()
  .where('sorg', '=', '1000')
  .where('year', '=', year)
  .executeTakeFirstOrThrow();
const classes = await db.selectFrom('bonusClasses').selectAll().where('programmeId', '=', programme.id).execute();
const rules = await db.selectFrom('bonusPointRules').selectAll().where('programmeId', '=', programme.id).execute();

/** The class and the points per unit, read straight from the programme's rows. */
function pointsOf(channel: 'b2b' | 'retail', article: { category: string; retailPrice: number; brand: string } | undefined) {
  if (!article) return 0;
  const cls = classes
    .filter((c) => c.category === article.category && Number(c.minRetailPrice) <= Number(article.retailPrice))
    .sort((a, b) => Number(b.minRetailPrice) - Number(a.minRetailPrice))[0]?.class;
  const rule =
    rules.find((r) => r.channel === channel && r.class === cls && r.brand === article.brand) ??
    rules.find((r) => r.channel === channel && r.class === cls && r.brand === '*');
  return rule ? Number(rule.points) : 0;
}

/** The quarter's points computed in the test from the invoice lines and registrations it reads. */
async function expectedPoints(quarter: number) {
  const from = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;
  const to = `${year}-${String(quarter * 3).padStart(2, '0')}-31`;
  const lines = await db
    .selectFrom('invoiceLines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
    .select(['l.articleCode', 'l.brand', 'l.qty', 'i.grandTotal'])
    .where('i.customerId', '=', dealerCustomer.id)
    .where('i.sorg', '=', '1000')
    .where('i.invoiceDate', '>=', from)
    .where('i.invoiceDate', '<=', to)
    .execute();
  const articles = await db
    .selectFrom('articles')
    .select(['articleCode', 'category', 'retailPrice', 'brand'])
    .where('sorg', '=', '1000')
    .execute();
  let b2b = 0;
  for (const l of lines) {
    const article = articles.find((a) => a.articleCode === l.articleCode);
    const sign = Number(l.grandTotal) < 0 ? -1 : 1;
    b2b += sign * Math.abs(Number(l.qty)) * pointsOf('b2b', article && { ...article, brand: l.brand });
  }
  const sold = await db
    .selectFrom('registeredFrames as r')
    .innerJoin('frames as f', 'f.id', 'r.frameId')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .select(['a.category', 'a.retailPrice', 'a.brand', 'r.createdAt', 'r.status', 'r.nonRetail', 'r.deletedAt'])
    .where('r.customerId', '=', dealerCustomer.id)
    .execute();
  let retail = 0;
  for (const r of sold) {
    const day = r.createdAt.slice(0, 10);
    if (day < from || day > to || r.deletedAt || r.nonRetail || r.status === 'failed_insert') continue;
    retail += pointsOf('retail', r);
  }
  return { b2b, retail };
}

// The dealer's own rows in the first quarter of last year: an invoice, a credit note against it, and retail registrations.
const template = await db
  .selectFrom('invoices')
  .selectAll()
  .where('customerId', '=', dealerCustomer.id)
  .where('sorg', '=', '1000')
  .orderBy('id')
  .executeTakeFirstOrThrow();
const bikes = await db
  .selectFrom('articles')
  .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom', 'retailPrice', 'dealerPrice', 'category'])
  .where('sorg', '=', '1000')
  .where('category', '=', 'BIKE')
  .orderBy('retailPrice', 'desc')
  .execute();
const paa = await db
  .selectFrom('articles')
  .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom', 'retailPrice', 'dealerPrice', 'category'])
  .where('sorg', '=', '1000')
  .where('category', '=', 'PAA')
  .orderBy('retailPrice', 'desc')
  .execute();
type Article = (typeof bikes)[number];
let serial = 0;

async function invoice(
  day: string,
  lines: [Article, number][],
  extra: { credit?: boolean; dueDate?: string; clearingDate?: string | null } = {},
) {
  const sign = extra.credit ? -1 : 1;
  const total = lines.reduce((t, [a, qty]) => t + a.dealerPrice * qty, 0) * sign;
  const { id: _id, ...rest } = template;
  const invoiceNo = `BONUS-${year}-${++serial}`;
  const paid = extra.clearingDate !== undefined && extra.clearingDate !== null;
  const { id } = await db
    .insertInto('invoices')
    .values({
      ...rest,
      invoiceNo,
      invoiceDate: day,
      dueDate: extra.dueDate ?? day,
      fiscalYear: year,
      terms: extra.credit ? 'CN' : 'NT30',
      linesTotal: total,
      discount: 0,
      shippingCost: 0,
      surcharges: 0,
      recycleFee: 0,
      freightAllowance: 0,
      tax: 0,
      grandTotal: total,
      status: paid || extra.credit ? 'paid' : 'open',
      paidAmount: paid ? total : 0,
      clearingDate: extra.clearingDate ?? null,
      accountingNo: `99${serial}`,
      createdAt: `${day}T08:00:00.000Z`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLines')
    .values(
      lines.map(([a, qty]) => ({
        invoiceId: id,
        orderLineId: null,
        articleCode: a.articleCode,
        articleCodeDisplay: a.articleCodeDisplay,
        name: a.name,
        brand: a.brand,
        uom: a.uom,
        qty,
        price: sign * a.dealerPrice,
        subtotal: sign * a.dealerPrice * qty,
      })),
    )
    .execute();
  return invoiceNo;
}

describe('bonus points', () => {
  it("a quarter's points equal an independent computation from the dealer's lines and the programme's point table", async () => {
    const before = (await data('dealer', BONUS, { year })).dealerBonus.quarters[0];
    const wim = bikes.find((b) => b.brand === 'WIM')!;
    const entry = bikes[bikes.length - 1];
    const part = paa[0];
    const cheapPart = paa[paa.length - 1];
    const bought = await invoice(`${year}-02-10`, [
      [wim, 3],
      [entry, 2],
      [part, 5],
      [cheapPart, 4],
    ]);
    const credited = await invoice(`${year}-03-02`, [[wim, 1]], { credit: true });
    const frames = await db
      .selectFrom('frames')
      .select(['id', 'articleId'])
      .where('customerId', '=', dealerCustomer.id)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('registeredFrames').select('id').whereRef('frameId', '=', 'frames.id'))))
      .orderBy('id')
      .limit(4)
      .execute();
    const registration = (frameId: number, status: 'complete' | 'failed_insert', nonRetail = 0) => ({
      frameId,
      customerId: dealerCustomer.id,
      soldDate: `${year}-03-01`,
      nonRetail,
      consumerName: 'Bonus Test',
      consumerPhone: '6281200000000',
      consumerAddress: 'Jl. Bonus 1',
      consumerCityId: null,
      consumerEmail: null,
      dealerName: dealerCustomer.name,
      useAccountData: 0,
      status,
      failureReason: null,
      failureCode: null,
      accountRef: null,
      createdBy: null,
      createdAt: `${year}-03-03T09:00:00.000Z`,
      updatedAt: `${year}-03-03T09:00:00.000Z`,
      deletedAt: null,
    });
    // Two sales that count, one the consumer account system refused and one that is no retail sale.
    await db
      .insertInto('registeredFrames')
      .values([
        registration(frames[0].id, 'complete'),
        registration(frames[1].id, 'complete'),
        registration(frames[2].id, 'failed_insert'),
        registration(frames[3].id, 'complete', 1),
      ])
      .execute();

    const after = (await data('dealer', BONUS, { year })).dealerBonus.quarters[0];
    const expected = await expectedPoints(1);
    expect(after.b2bPoints).toBe(expected.b2b);
    expect(after.retailPoints).toBe(expected.retail);
    expect(after.points).toBe(expected.b2b + expected.retail);

    // What this test's rows add, straight from the programme's table: WIM has its own class-A points, the credit note
    // takes one back, the cheapest part is below class P.
    const ruleOf = (cls: string, brand = '*') =>
      Number(rules.find((r) => r.channel === 'b2b' && r.class === cls && r.brand === brand)!.points);
    expect(ruleOf('A', 'WIM')).not.toBe(ruleOf('A'));
    expect(pointsOf('b2b', cheapPart)).toBe(0);
    expect(after.b2bPoints - before.b2bPoints).toBe(2 * ruleOf('A', 'WIM') + 2 * pointsOf('b2b', entry) + 5 * ruleOf('P'));
    expect(after.retailPoints - before.retailPoints).toBeGreaterThan(0);

    // The lines behind the points add up to the quarter's, and the credit note's line subtracts.
    const lines = await allLines(B2B, 'b2bPurchases', { year, quarter: 1 });
    expect(lines.reduce((t, l) => t + l.point, 0)).toBe(after.b2bPoints);
    expect(lines.reduce((t, l) => t + l.netAmount, 0)).toBe(after.b2bSales);
    const credit = lines.find((l) => l.invoiceNumber === credited)!;
    expect(credit).toMatchObject({ quantity: -1, class: 'A', brandId: 'WIM', point: -ruleOf('A', 'WIM') });
    expect(credit.subTotal).toBe(credit.point * Number(programme.pointValue));
    expect(lines.filter((l) => l.invoiceNumber === bought)).toHaveLength(4);
    const retail = await allLines(RETAIL, 'retailSales', { year, quarter: 1 });
    expect(retail.reduce((t, l) => t + l.point, 0)).toBe(after.retailPoints);
    expect(retail.every((l) => l.quarter === 1 && l.inputDate.startsWith(`${year}-03`))).toBe(true);
    expect(retail.map((l) => l.frameNumber)).toHaveLength(2);
  }, 60_000);

  it('the tier, the next threshold and the bonus value follow the programme', async () => {
    const answer = (await data('dealer', BONUS, { year })).dealerBonus;
    const tiers = [...answer.programme.tiers].sort((a: { points: number }, b: { points: number }) => a.points - b.points);
    for (const q of answer.quarters) {
      const reached = tiers.filter((t) => q.points >= t.points).pop();
      expect(q.tier?.name ?? null).toBe(reached?.name ?? null);
      const next = tiers.find((t) => q.points < t.points);
      if (next) {
        expect(q.next).toMatchObject({ tier: { name: next.name }, missing: next.points - q.points });
        expect(q.next.units).toBe(Math.ceil((next.points - q.points) / answer.commonClass.pointsPerUnit));
      } else expect(q.next).toBeNull();
      const value = q.tier && q.onTime.met ? Math.round((q.points * answer.programme.pointValue * q.verificationPercent) / 100) : 0;
      expect(q.bonusValue).toBe(value);
      expect(q.closed).toBe(true);
    }
    expect(answer.quarters.map((q: { verificationPercent: number }) => q.verificationPercent)).toEqual(
      answer.programme.verification.map((v: { percent: number }) => v.percent),
    );
  });

  it('pages the lines on the server at 10 or 20 a page and refuses other sizes', async () => {
    const first = (await data('dealer', B2B, { year, page: 1, limit: 10 })).b2bPurchases;
    expect(first.lines.length).toBeLessThanOrEqual(10);
    expect(first.info).toMatchObject({ page: 1, limit: 10, pageTotal: Math.max(1, Math.ceil(first.info.count / 10)) });
    const refused = await ask('dealer', B2B, { year, limit: 15 });
    expect(refused.errors?.[0].extensions?.code).toBe(ErrorCode.invalidInput);
  });
});

describe('on-time payment', () => {
  it('counts from the real due and clearing dates, and one invoice paid late changes the share', async () => {
    const quarter = (answer: Record<string, any>) => answer.onTimePayment.find((q: { quarter: number }) => q.quarter === 2);
    const before = quarter(await data('dealer', ON_TIME, { year }));
    const part = paa[0];
    await invoice(`${year}-04-01`, [[part, 1]], { dueDate: `${year}-05-01`, clearingDate: `${year}-04-28` });
    const late = await invoice(`${year}-04-02`, [[part, 1]], { dueDate: `${year}-05-02`, clearingDate: `${year}-05-02` });
    const onTime = quarter(await data('dealer', ON_TIME, { year }));
    expect(onTime).toMatchObject({ invoicesDue: before.invoicesDue + 2, paidOnTime: before.paidOnTime + 2 });
    // Paid a week after its due date.
    await db
      .updateTable('invoices')
      .set({ clearingDate: `${year}-05-09` })
      .where('invoiceNo', '=', late)
      .execute();
    const after = quarter(await data('dealer', ON_TIME, { year }));
    expect(after).toMatchObject({ invoicesDue: onTime.invoicesDue, paidOnTime: onTime.paidOnTime - 1 });
    expect(after.share).toBe(Math.round((after.paidOnTime / after.invoicesDue) * 1000) / 10);
    expect(after.share).toBeLessThan(onTime.share);
    expect(after.met).toBe(after.share >= after.required);
    // An invoice left unpaid past its due date is due and not on time.
    await invoice(`${year}-04-03`, [[part, 1]], { dueDate: `${year}-05-03` });
    const unpaid = quarter(await data('dealer', ON_TIME, { year }));
    expect(unpaid).toMatchObject({ invoicesDue: after.invoicesDue + 1, paidOnTime: after.paidOnTime });
  });
});

describe('the tenant rule and the page scope', () => {
  it("another dealer never gets this dealer's lines, and naming this dealer's code answers FORBIDDEN", async () => {
    const mine = await allLines(B2B, 'b2bPurchases', { year });
    expect(mine.some((l) => l.invoiceNumber.startsWith('BONUS-'))).toBe(true);
    const theirs = (await data('dealer2', B2B, { year, limit: 20 })).b2bPurchases;
    expect(theirs.lines.filter((l: { invoiceNumber: string }) => l.invoiceNumber.startsWith('BONUS-'))).toEqual([]);
    const theirRetail = (await data('dealer2', RETAIL, { year, limit: 20 })).retailSales;
    const myFrames = (await allLines(RETAIL, 'retailSales', { year })).map((l) => l.frameNumber);
    expect(theirRetail.lines.filter((l: { frameNumber: string }) => myFrames.includes(l.frameNumber))).toEqual([]);
    for (const query of [BONUS, B2B]) {
      const refused = await ask('dealer2', query, { year, custCode: dealerCustomer.codeR3 });
      expect(refused.errors?.[0].extensions?.code).toBe(ErrorCode.forbidden);
      expect(refused.data ?? null).toBeNull();
    }
    // The dealer's own code answers.
    expect((await data('dealer', B2B, { year, custCode: dealerCustomer.codeR3 })).b2bPurchases.info.count).toBe(mine.length);
  }, 60_000);

  it('answers FORBIDDEN without page.bonus-dealer', async () => {
    for (const query of [
      BONUS,
      B2B,
      RETAIL,
      ON_TIME,
      'query($year: Int!) { totalDealerSales(year: $year) { currency } }',
      'query($year: Int!) { verificationPercentages(year: $year) { quarter percent } }',
    ]) {
      const refused = await ask('vendor', query, { year });
      expect(refused.errors?.[0].extensions?.code, query).toBe(ErrorCode.forbidden);
    }
  });
});
