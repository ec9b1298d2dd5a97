import { describe, expect, it } from 'vitest';
import { claimsKit } from './claims-support.ts';
import { passed, refusals, together } from './bursts.ts';
import { startPortal } from './harness.ts';
import { pdiKit } from './pdi-support.ts';

// Rules that read and then write (issue 42): one open claim per frame, claims crediting at most what was sold, one live
// PDI and one registration per frame. Each is tried by many requests at once; exactly the allowed number pass, on
// SQLite and on PostgreSQL, and every other one answers its translated refusal, never an error.
const portal = await startPortal();
const { db } = portal;
const kit = claimsKit(portal);
const pdi = pdiKit(portal);
const { gql, data, RESULT, CREATE_BIKE, STATUS } = kit;
// Signed in once before the bursts: a burst of sign-ins would meet the sign-in throttle instead.
await kit.token('dealer');
await kit.token('warranty');

type Json = Record<string, any>;
const ANSWER_PARAMS = 'message { status } userErrors { field messageKey params { name value } }';
const CREATE_PAA = `mutation($input: ClaimPaaInput!) { createClaimPaa(input: $input) { ${ANSWER_PARAMS} claim { id } } }`;

const params = (answer: Json) => Object.fromEntries(answer.userErrors[0].params.map((p: Json) => [p.name, p.value]));

/** An invoice of the dealer with one PAA article on it, no claim on it yet, its quantity between 2 and 10. */
const usedLines = new Set<string>();
async function invoiceLine() {
  const customerId = await kit.customerIdOf('dealer');
  const lines = await db
    .selectFrom('invoices as i')
    .innerJoin('invoiceLines as l', 'l.invoiceId', 'i.id')
    .innerJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'l.articleCode').onRef('a.sorg', '=', 'i.sorg'))
    .select(['i.id as invoiceId', 'i.invoiceNo', 'i.sorg', 'i.currency', 'a.id as articleId', 'l.qty', 'l.price'])
    .where('i.customerId', '=', customerId)
    .where('a.category', '=', 'PAA')
    .where('l.qty', '>', 0)
    .orderBy('i.id')
    .execute();
  const byKey = new Map<string, (typeof lines)[number]>();
  for (const l of lines) {
    const key = `${l.invoiceId}/${l.articleId}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, qty: seen.qty + l.qty, price: Math.max(seen.price, l.price) } : l);
  }
  const claimed = await db.selectFrom('claims').select(['invoiceId', 'articleId']).where('invoiceId', 'is not', null).execute();
  for (const c of claimed) usedLines.add(`${c.invoiceId}/${c.articleId}`);
  const [key, line] = [...byKey].find(([k, l]) => !usedLines.has(k) && l.qty >= 2 && l.qty <= 10) ?? [];
  if (!key || !line) throw new Error('No unclaimed invoice line of 2 to 10 left');
  usedLines.add(key);
  return { ...line, value: line.price * line.qty };
}

const paaInput = async (line: { invoiceNo: string; articleId: number }, qty: number) => ({
  ...(await kit.form({ problems: [{ problemId: await kit.problemId('PAA') }] })),
  articleId: line.articleId,
  qty,
  invoiceNo: line.invoiceNo,
});

/**
 * Claims as the review found them before the rule held: several claims on one invoice line or frame, each for all of
 * it, written straight into the table, so approving or crediting them together is what is tried.
 */
let seq = 0;
async function storedClaims(
  n: number,
  subject: {
    frameId?: number;
    invoiceId?: number;
    invoiceNo?: string;
    articleId: number;
    qty: number;
    value: number;
    sorg: string;
    currency: string;
  },
  status: string,
  creditedAmount: number | null = null,
) {
  const customerId = await kit.customerIdOf('dealer');
  const at = new Date().toISOString();
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await db
      .insertInto('claims')
      .values({
        referenceNo: `CLM-RACE-${String(++seq).padStart(6, '0')}`,
        sorg: subject.sorg,
        customerId,
        productCategory: subject.frameId ? 'BIKE' : 'PAA',
        statusId: status,
        frameId: subject.frameId ?? null,
        articleId: subject.articleId,
        qty: subject.qty,
        invoiceId: subject.invoiceId ?? null,
        invoiceNo: subject.invoiceNo ?? null,
        invoicedValue: subject.value,
        currency: subject.currency,
        purchaseDate: null,
        contactPersonName: 'Agus Setiawan',
        contactPersonPhone: '628123456789',
        consumerName: 'Putri Lestari',
        consumerPhone: null,
        consumerCity: null,
        consumerAddress: null,
        consumerEmail: null,
        description: 'Stored before the rule held',
        customerNotes: null,
        resolution: null,
        reasonRejection: null,
        creditedAmount,
        creditNoteId: null,
        createdBy: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(String(id));
  }
  return ids;
}

const frameSubject = async () => {
  const frame = await kit.frameOf('dealer');
  const row = await db.selectFrom('frames').select(['articleId', 'sorg', 'currency']).where('id', '=', frame.id).executeTakeFirstOrThrow();
  return {
    frame,
    subject: { frameId: frame.id, articleId: row.articleId, qty: 1, value: frame.unitPrice, sorg: row.sorg, currency: row.currency },
  };
};

describe('one open claim per frame', () => {
  it('stores one of 12 bike claims filed at once on one frame; the others answer "Frame already reported"', async () => {
    const frame = await kit.frameOf('dealer');
    const input = await kit.form({ frameNumber: frame.frameNumber });
    const answers = await together(Array.from({ length: 12 }, () => () => gql('dealer', CREATE_BIKE, { input })));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['claims:errors.frame_already_reported']);
    expect(await db.selectFrom('claims').select('id').where('frameId', '=', frame.id).execute()).toHaveLength(1);
  });

  it('stores one of 12 claims filed at once on one frame number the portal does not know (claimNonCode)', async () => {
    const frameNumber = 'ZZ-RUSH-2015-0007';
    const bike = await db
      .selectFrom('articles')
      .select('id')
      .where('category', '=', 'BIKE')
      .where('sorg', '=', '1000')
      .executeTakeFirstOrThrow();
    const inputs = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const proof = await kit.uploadedId('dealer', kit.pdf(), `receipt-${i}.pdf`);
        return kit.form({ frameNumber, articleId: bike.id, attachments: [{ slot: 'invoice', fileId: proof }] });
      }),
    );
    const answers = await together(inputs.map((input) => () => gql('dealer', CREATE_BIKE, { input })));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['claims:errors.frame_already_reported']);
    expect(await db.selectFrom('claims').select('id').where('unknownFrameNumber', '=', frameNumber).execute()).toHaveLength(1);
  });
});

describe('claims credit at most what was sold', () => {
  it('stores PAA claims filed at once on one invoice line up to its quantity, and names what is left to the rest', async () => {
    const line = await invoiceLine();
    const input = await paaInput(line, 1);
    const answers = await together(Array.from({ length: 12 }, () => () => gql('dealer', CREATE_PAA, { input })));
    expect(passed(answers)).toBe(line.qty);
    expect(refusals(answers)).toEqual(['claims:errors.qty_over_claimable']);
    const stored = await db
      .selectFrom('claims')
      .select('qty')
      .where('invoiceId', '=', line.invoiceId)
      .where('articleId', '=', line.articleId)
      .execute();
    expect(stored.reduce((sum, c) => sum + c.qty, 0)).toBe(line.qty);
    const refused = answers.find((a) => !a.message.status)!;
    expect(params(refused)).toEqual({ left: '0', invoiced: String(line.qty) });
  });

  it('counts the claims already filed on a line, not those rejected or withdrawn, and the lookup answers what is still claimable', async () => {
    const line = await invoiceLine();
    const claimable = async () => {
      const articles = (await data('dealer', '{ claimArticles(search: "") { id invoices { invoiceNo qty claimableQty } } }'))
        .claimArticles as Json[];
      const found = articles.flatMap((a) => (a.id === line.articleId ? a.invoices : [])).find((i: Json) => i.invoiceNo === line.invoiceNo);
      return found ? found.claimableQty : (await invoicedLineOf(line)).claimableQty;
    };
    const invoicedLineOf = async (l: typeof line) => {
      // The article may not be among the first 20 by name: search it by its code.
      const code = (await db.selectFrom('articles').select('articleCodeDisplay').where('id', '=', l.articleId).executeTakeFirstOrThrow())
        .articleCodeDisplay;
      const articles = (
        await data('dealer', 'query($s: String) { claimArticles(search: $s) { id invoices { invoiceNo qty claimableQty } } }', { s: code })
      ).claimArticles as Json[];
      return articles.find((a) => a.id === l.articleId)!.invoices.find((i: Json) => i.invoiceNo === l.invoiceNo);
    };
    expect(await claimable()).toBe(line.qty);
    const first = (await data('dealer', CREATE_PAA, { input: await paaInput(line, line.qty - 1) })).createClaimPaa;
    expect(first.message.status).toBe(true);
    expect(await claimable()).toBe(1);
    const tooMany = (await data('dealer', CREATE_PAA, { input: await paaInput(line, 2) })).createClaimPaa;
    expect(tooMany.userErrors).toEqual([
      expect.objectContaining({
        field: 'qty',
        messageKey: 'claims:errors.qty_over_claimable',
        params: [
          { name: 'left', value: '1' },
          { name: 'invoiced', value: String(line.qty) },
        ],
      }),
    ]);
    // Withdrawn (closed by the dealer before review): its quantity is claimable again.
    expect((await data('dealer', STATUS, { id: first.claim.id, status: 'closed' })).updateClaimStatus.message.status).toBe(true);
    expect(await claimable()).toBe(line.qty);
    // Editing a claim counts every other claim on the line, not the claim itself.
    const second = (await data('dealer', CREATE_PAA, { input: await paaInput(line, line.qty) })).createClaimPaa;
    expect(second.message.status).toBe(true);
    const edit = `mutation($id: ID!, $input: ClaimPaaInput!) { updateClaimPaa(id: $id, input: $input) { ${RESULT} } }`;
    expect((await data('dealer', edit, { id: second.claim.id, input: await paaInput(line, line.qty) })).updateClaimPaa.message.status).toBe(
      true,
    );
    expect(await claimable()).toBe(0);
  });

  it('approves one of 10 stored claims on one invoice line at its full value, and refuses the rest naming what is left', async () => {
    const line = await invoiceLine();
    const ids = await storedClaims(10, { ...line, qty: line.qty, value: line.value }, 'in_review');
    const answers = await together(
      ids.map(
        (id) => () =>
          gql(
            'warranty',
            `mutation($id: ID!, $a: Int) { updateClaimStatus(id: $id, status: "approved", creditedAmount: $a) { ${ANSWER_PARAMS} } }`,
            { id, a: line.value },
          ),
      ),
    );
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['claims:errors.credit_over_claimable']);
    expect(params(answers.find((a) => !a.message.status)!)).toEqual({ left: '0', invoiced: String(line.value) });
    const approved = await db
      .selectFrom('claims')
      .select('creditedAmount')
      .where('id', 'in', ids.map(Number))
      .where('statusId', '=', 'approved')
      .execute();
    expect(approved).toEqual([{ creditedAmount: line.value }]);
  });

  it('issues one credit note of 3 stored claims each approved at the full value of one line', async () => {
    const line = await invoiceLine();
    const ids = await storedClaims(3, { ...line, qty: line.qty, value: line.value }, 'approved', line.value);
    const answers = await together(ids.map((id) => () => gql('warranty', STATUS, { id, status: 'credit_note_issued' })));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['claims:errors.credit_over_claimable']);
    const notes = await db
      .selectFrom('claims')
      .select('creditNoteId')
      .where('id', 'in', ids.map(Number))
      .where('creditNoteId', 'is not', null)
      .execute();
    expect(notes).toHaveLength(1);
  });

  it("approves one of 10 stored claims on one frame at the bike's price, and takes no new claim on a bike credited in full", async () => {
    const { frame, subject } = await frameSubject();
    const ids = await storedClaims(10, subject, 'in_review');
    const answers = await together(
      ids.map((id) => () => gql('warranty', STATUS, { id, status: 'approved', creditedAmount: frame.unitPrice })),
    );
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['claims:errors.credit_over_claimable']);
    // The credited claim runs its course; the others are rejected, so the bike has no open claim, and nothing left.
    const approved = (
      await db
        .selectFrom('claims')
        .select('id')
        .where('id', 'in', ids.map(Number))
        .where('statusId', '=', 'approved')
        .executeTakeFirstOrThrow()
    ).id;
    await db.updateTable('claims').set({ statusId: 'rejected' }).where('id', 'in', ids.map(Number)).where('id', '!=', approved).execute();
    for (const status of ['credit_note_issued', 'closed']) {
      expect((await data('warranty', STATUS, { id: String(approved), status })).updateClaimStatus.message.status).toBe(true);
    }
    const again = (await data('dealer', CREATE_BIKE, { input: await kit.form({ frameNumber: frame.frameNumber }) })).createClaimBike;
    expect(again.userErrors).toEqual([expect.objectContaining({ field: 'frameNumber', messageKey: 'claims:errors.frame_fully_credited' })]);
  });
});

describe('one live PDI per frame', () => {
  it('stores one of 12 inspections saved at once for one frame; the others answer that the bike has one', async () => {
    const frame = await kit.frameOf('dealer');
    const input = await pdi.input(frame.frameNumber);
    const answers = await together(Array.from({ length: 12 }, () => () => gql('dealer', pdi.Q.CREATE, { input })));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['pdi:errors.frame_has_pdi']);
    expect(await db.selectFrom('pdis').select('id').where('frameId', '=', frame.id).where('isDeleted', '=', 0).execute()).toHaveLength(1);
  });
});

describe('one registration per frame', () => {
  it('stores one of 12 registrations sent at once for one frame; the others answer "Frame already reported"', async () => {
    const frame = await kit.frameOf('dealer');
    const cityId = (await db.selectFrom('cities').select('id').where('description', '=', 'Bandung').executeTakeFirstOrThrow()).id;
    const REGISTER = `mutation($f: String!, $d: String!, $c: RegistrationConsumerInput!) { registerFrame(frameNumber: $f, soldDate: $d, customer: $c) {
      ${ANSWER_PARAMS} } }`;
    const variables = {
      f: frame.frameNumber,
      d: new Date().toISOString().slice(0, 10),
      c: { name: 'Putri Lestari', phone: '6281234567890', address: 'Jl. Dago No. 12', cityId, email: 'putri.lestari@gmail.com' },
    };
    const answers = await together(Array.from({ length: 12 }, () => () => gql('dealer', REGISTER, variables)));
    expect(passed(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['retail-sales:errors.frame_already_reported']);
    expect(
      await db.selectFrom('registeredFrames').select('id').where('frameId', '=', frame.id).where('deletedAt', 'is', null).execute(),
    ).toHaveLength(1);
  });
});
