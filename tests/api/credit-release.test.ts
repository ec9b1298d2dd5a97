import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealer2 = (await portal.tokens('dealer2')).requestToken;
const customer = await portal.customerOf('dealer');

const DAY = 86_400_000;
const dayAfter = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let seq = 0;
/** An open bike invoice of the demo dealer, due `dueIn` days from today (negative: overdue). */
async function addInvoice(dueIn: number, total = 200_000) {
  const { id: companyId } = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
  const invoiceNo = `RINV${String(++seq).padStart(5, '0')}`;
  return await db
    .insertInto('invoices')
    .values({
      invoiceNo,
      sorg: '1000',
      companyId,
      customerId: customer.id,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode: customer.codeIsr ?? customer.codeR3,
      payerName: customer.name,
      invoiceDate: dayAfter(dueIn - 30),
      dueDate: dayAfter(dueIn),
      fiscalYear: 2026,
      terms: 'NT30',
      status: 'open',
      currency: 'IDR',
      linesTotal: total,
      tax: 0,
      grandTotal: total,
      paidAmount: 0,
      accountingNo: `15${seq}`,
      assignment: null,
      expeditionName: null,
      expeditionTracking: null,
      notes: null,
      createdAt: new Date().toISOString(),
    })
    .returning(['id', 'invoiceNo'])
    .executeTakeFirstOrThrow();
}

type Json = Record<string, any>;
const RELEASE = `{ creditBlockRelease { companyCode reason liftable total invoices { id invoiceNo amount payerCode dueDate } } }`;
const release = async (token = dealer) => {
  const { body } = await portal.graphql(RELEASE, { token });
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.creditBlockRelease as Json[];
};
const reasons = async () => {
  const { body } = await portal.graphql('{ creditInformation { company { code } reasonBlocked } }', { token: dealer });
  return (body.data!.creditInformation as Json[]).map((c) => c.reasonBlocked);
};

describe('what lifts a credit block', () => {
  it('answers nothing while the dealer is not blocked', async () => {
    expect(await reasons()).toEqual(expect.not.arrayContaining(['limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked']));
    expect(await release()).toEqual([]);
  });

  it('names the oldest invoices to pay, and paying exactly those opens ordering again', async () => {
    // Five invoices well past due: more than three over 30 days blocks the bike company.
    for (const days of [-45, -44, -43, -42, -41]) await addInvoice(days);
    expect(await reasons()).toContain('overdue_over_limit');

    const [answer] = await release();
    expect(answer).toMatchObject({ companyCode: '1000-B', reason: 'overdue_over_limit', liftable: true });
    expect(answer.invoices.length).toBeGreaterThanOrEqual(2);
    const dues = answer.invoices.map((i: Json) => i.dueDate);
    expect(dues).toEqual([...dues].sort());
    expect(answer.total).toBe(answer.invoices.reduce((s: number, i: Json) => s + i.amount, 0));

    // Paying all but the last of them is not enough; the last one lifts the block.
    const ids = answer.invoices.map((i: Json) => i.id as number);
    await db
      .updateTable('invoices')
      .set((eb) => ({ status: 'paid', paidAmount: eb.ref('grandTotal') }))
      .where('id', 'in', ids.slice(0, -1))
      .execute();
    expect(await reasons()).toContain('overdue_over_limit');
    await db
      .updateTable('invoices')
      .set((eb) => ({ status: 'paid', paidAmount: eb.ref('grandTotal') }))
      .where('id', '=', ids.at(-1)!)
      .execute();
    expect(await reasons()).not.toContain('overdue_over_limit');
    expect(await release()).toEqual([]);
  });

  it("reads the session's own customer only", async () => {
    for (const days of [-45, -44, -43, -42, -41]) await addInvoice(days);
    const mine = (await release()).flatMap((r) => r.invoices.map((i: Json) => i.id));
    expect(mine.length).toBeGreaterThan(0);
    const theirs = (await release(dealer2)).flatMap((r) => r.invoices.map((i: Json) => i.id));
    expect(theirs.filter((id: number) => mine.includes(id))).toEqual([]);
  });

  it('says when paying open invoices cannot lift the block', async () => {
    // The oldest invoice is already in a payment: only the gateway's answer can change it.
    const stuck = await addInvoice(-90);
    await db.updateTable('invoices').set({ status: 'pending_payment' }).where('id', '=', stuck.id).execute();
    const answer = (await release()).find((r) => r.companyCode === '1000-B');
    expect(answer).toMatchObject({ reason: 'overdue_over_limit', liftable: false, invoices: [], total: 0 });
  });
});
