import { describe, expect, it } from 'vitest';
import { numberFrames, productionCodeOf } from '../../api/adapters/erp/local-frames.ts';
import { portalErpHooks } from '../../api/erp.ts';
import { addMonths } from '../../src/rules/frames.ts';
import { codes, startPortal } from './harness.ts';
import { claimsKit } from './claims-support.ts';

// The frame pages and recall campaigns (DESIGN 'Frames'; spec 2 §3 Recall): who sees which frame, how a campaign's rule
// picks its frames (and the frames the ERP numbers later), who keeps campaigns and the stolen list, and one page per frame.
const portal = await startPortal();
const { db } = portal;
const kit = claimsKit(portal);
const { gql, data } = kit;
const codesOf = async (username: string, query: string) => codes(await gql(username, query));

const FRAME = `query($f: String!) { frame(frameNumber: $f) { frameNumber brand model shipment { deliveryNo shippedAt custName }
  pdi { id mechanic completedAt checked items } registration { soldDate status warranties { component months endsOn } }
  claims { id referenceNo status } recalls { title isOpen doneAt } stolen { isStolen note } mayReportStolen } }`;
const FRAMES = `query($filter: FrameFilter) { frames(page: 1, limit: 20, filter: $filter) { frames { frameNumber sold stolen openRecalls custName }
  info { count } } }`;
const RESULT = 'message { status } userErrors { field messageKey } code id';
const CREATE = `mutation($input: RecallCampaignInput!) { createRecall(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: Int!, $input: RecallCampaignInput!) { updateRecall(id: $id, input: $input) { ${RESULT} } }`;
const REPORT = `mutation($f: String!, $n: String) { reportStolenFrame(frameNumber: $f, note: $n) { ${RESULT} } }`;
const CLEAR = `mutation($f: String!) { clearStolenFrame(frameNumber: $f) { ${RESULT} } }`;

const dealerId = await kit.customerIdOf('dealer');
const bike = await db
  .selectFrom('frames as f')
  .innerJoin('articles as a', 'a.id', 'f.articleId')
  .selectAll('a')
  .where('f.customerId', '=', dealerId)
  .orderBy('f.id')
  .executeTakeFirstOrThrow();
const { id: _articleId, ...articleRow } = bike;
// The same bike a model year later, so a frame of the right model but another year can exist.
const { id: nextYearId } = await db
  .insertInto('articles')
  .values({
    ...articleRow,
    articleCode: `${bike.articleCode}-NY`,
    articleCodeDisplay: `${bike.articleCodeDisplay}-NY`,
    slug: `${bike.slug}-ny`,
    modelYear: bike.modelYear + 1,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const other = await db
  .selectFrom('articles')
  .select('id')
  .where('sorg', '=', bike.sorg)
  .where('category', '=', 'BIKE')
  .where('model', '!=', bike.model)
  .executeTakeFirstOrThrow();

/** A frame of the dealer's with a chosen production code: the letter Z is no factory's, so no seeded frame shares it. */
let serial = 0;
async function frameWith(code: string, articleId = bike.id) {
  const frameNumber = `ZZ${code}TEST${String(++serial).padStart(4, '0')}`;
  const { id } = await db
    .insertInto('frames')
    .values({
      frameNumber,
      sorg: bike.sorg,
      articleId,
      customerId: dealerId,
      deliveryId: null,
      deliveryNo: 'DO-TEST',
      shippedAt: '2026-10-01',
      productionCode: code,
      unitPrice: 1000,
      currency: 'IDR',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, frameNumber };
}
const linked = async (recallId: number) =>
  (await db.selectFrom('recallFrames').select('frameId').where('recallId', '=', recallId).execute())
    .map((r) => r.frameId)
    .sort((a, b) => a - b);
const campaign = (extra: Record<string, unknown> = {}) => ({
  sorg: bike.sorg,
  title: 'Seat clamp check',
  description: 'The seat clamp may crack.',
  instruction: 'Replace the seat clamp bolt.',
  model: bike.model,
  modelYear: bike.modelYear,
  productionCodeFrom: 'Z03',
  productionCodeTo: 'Z07',
  ...extra,
});

describe('tenancy', () => {
  it("answers another dealer's frame page NOT_FOUND with no data, and leaves it out of their list", async () => {
    const theirs = await kit.frameOf('dealer');
    const body = await gql('dealer2', FRAME, { f: theirs.frameNumber });
    expect(['N001', 'U002']).toContain(codes(body)[0]);
    expect(body.data).toBeNull();
    const list = (await data('dealer2', FRAMES, { filter: { search: theirs.frameNumber } })).frames;
    expect(list).toEqual({ frames: [], info: { count: 0 } });
    const own = (await data('dealer2', FRAMES)).frames.frames;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((f: any) => f.custName)).size).toBe(1);
  });

  it("lets the officer read their sales organisation's frames and support every frame, but not the officer another market's", async () => {
    const theirs = await kit.frameOf('dealer');
    expect((await data('warranty', FRAME, { f: theirs.frameNumber })).frame.mayReportStolen).toBe(true);
    expect((await data('support', FRAME, { f: theirs.frameNumber })).frame.mayReportStolen).toBe(false);
    const us = await kit.frameOf('dealer-us');
    expect(codes(await gql('warranty', FRAME, { f: us.frameNumber }))).toEqual(['N001']);
    expect((await data('support', FRAME, { f: us.frameNumber })).frame.frameNumber).toBe(us.frameNumber);
  });
});

describe('recall campaigns', () => {
  it('link exactly the frames of the model, model year and production-code range, and follow a change of the range', async () => {
    const [z02, z03, z05, z07, z08] = [
      await frameWith('Z02'),
      await frameWith('Z03'),
      await frameWith('Z05'),
      await frameWith('Z07'),
      await frameWith('Z08'),
    ];
    const nextYear = await frameWith('Z05', nextYearId);
    const otherModel = await frameWith('Z05', other.id);
    const created = (await data('warranty', CREATE, { input: campaign() })).createRecall;
    expect(created).toMatchObject({ message: { status: true }, code: null });
    expect(await linked(created.id)).toEqual([z03.id, z05.id, z07.id]);
    for (const left of [z02, z08, nextYear, otherModel]) expect(await linked(created.id)).not.toContain(left.id);
    const row = (await data('warranty', `{ recall(id: ${created.id}) { matchedFrames openFrames status } }`)).recall;
    expect(row).toEqual({ matchedFrames: 3, openFrames: 3, status: 'open' });

    // Z03 was checked: it stays on the record when the range moves past it; Z05 no longer matches and leaves.
    await db
      .updateTable('recallFrames')
      .set({ doneAt: '2026-11-01T00:00:00.000Z' })
      .where('recallId', '=', created.id)
      .where('frameId', '=', z03.id)
      .execute();
    const moved = (
      await data('warranty', UPDATE, { id: created.id, input: campaign({ productionCodeFrom: 'Z07', productionCodeTo: 'Z08' }) })
    ).updateRecall;
    expect(moved.message.status).toBe(true);
    expect(await linked(created.id)).toEqual([z03.id, z07.id, z08.id]);
    const page = (await data('dealer', FRAME, { f: z08.frameNumber })).frame;
    expect(page.recalls).toEqual([{ title: 'Seat clamp check', isOpen: true, doneAt: null }]);
  });

  it("refuses a bad rule field by field, and a sales organisation that is not the officer's", async () => {
    const bad = (
      await data('warranty', CREATE, { input: campaign({ productionCodeFrom: 'Z9', productionCodeTo: 'Z01', modelYear: 1990 }) })
    ).createRecall;
    expect(bad.userErrors.map((e: any) => e.messageKey).sort()).toEqual(['frames:errors.code_invalid', 'frames:errors.year_invalid']);
    const reversed = (await data('warranty', CREATE, { input: campaign({ productionCodeFrom: 'Z07', productionCodeTo: 'Z03' }) }))
      .createRecall;
    expect(reversed.userErrors).toEqual([{ field: 'productionCodeTo', messageKey: 'frames:errors.code_order' }]);
    const us = await portal.customerOf('dealer-us');
    const sorg = (await db.selectFrom('customerAreas').select('sorg').where('customerId', '=', us.id).executeTakeFirstOrThrow()).sorg;
    const foreign = (await data('warranty', CREATE, { input: campaign({ sorg }) })).createRecall;
    expect(foreign.userErrors).toContainEqual({ field: 'sorg', messageKey: 'frames:errors.sorg_not_yours' });
  });

  it('takes a frame the ERP numbers later into the open campaign its rule matches, not into a closed one', async () => {
    const shippedOn = '2026-11-20';
    const code = productionCodeOf(bike.id, shippedOn);
    const open = (await data('admin', CREATE, { input: campaign({ productionCodeFrom: code, productionCodeTo: code, title: 'Open' }) }))
      .createRecall;
    const closed = (
      await data('admin', CREATE, {
        input: campaign({ productionCodeFrom: code, productionCodeTo: code, title: 'Closed', closedAt: '2026-11-01T00:00:00.000Z' }),
      })
    ).createRecall;
    const numbers = await db
      .transaction()
      .execute((tx) =>
        numberFrames(
          tx,
          { sorg: bike.sorg, customerId: dealerId, deliveryId: null, deliveryNo: 'DO-LATER', shippedOn, currency: 'IDR' },
          [{ articleId: bike.id, qty: 2, unitPrice: 1000 }],
          portalErpHooks,
        ),
      );
    const ids = (await db.selectFrom('frames').select('id').where('frameNumber', 'in', numbers).execute()).map((f) => f.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(await linked(open.id)).toContain(id);
      expect(await linked(closed.id)).not.toContain(id);
    }
  });

  it('are kept only by holders of recall.cu', async () => {
    for (const username of ['dealer', 'support', 'sales']) {
      const body = await gql(username, CREATE, { input: campaign() });
      expect(codes(body), username).toEqual(['U002']);
      expect(body.data).toBeNull();
    }
    const RECALLS = '{ recalls(page: 1, limit: 10) { recalls { title } info { count } } }';
    expect(await codesOf('dealer', RECALLS)).toEqual(['U002']);
    expect((await data('warranty', RECALLS)).recalls.info.count).toBeGreaterThan(0);
  });
});

describe('the stolen list', () => {
  it('is kept by officers: dealers and support are refused, a second report is refused, a clear takes it off', async () => {
    const frame = await kit.frameOf('dealer');
    for (const username of ['dealer', 'support'])
      expect(codes(await gql(username, REPORT, { f: frame.frameNumber })), username).toEqual(['U002']);
    expect((await data('warranty', REPORT, { f: frame.frameNumber, n: 'Police report 1182' })).reportStolenFrame.message.status).toBe(true);
    const again = (await data('warranty', REPORT, { f: frame.frameNumber })).reportStolenFrame;
    expect(again.userErrors).toEqual([{ field: 'frameNumber', messageKey: 'frames:errors.frame_already_reported' }]);
    expect((await data('dealer', FRAME, { f: frame.frameNumber })).frame.stolen).toEqual({ isStolen: true, note: 'Police report 1182' });
    expect((await data('warranty', CLEAR, { f: frame.frameNumber })).clearStolenFrame.message.status).toBe(true);
    expect((await data('dealer', FRAME, { f: frame.frameNumber })).frame.stolen.isStolen).toBe(false);
  });
});

describe('one page per frame', () => {
  it('joins the shipment, PDI, registration with warranty ends, claims, recalls and the stolen report', async () => {
    const { id: claimId, frame } = await kit.fileBikeClaim('dealer', 'recall');
    const at = '2026-10-02T08:00:00.000Z';
    const pdi = await db
      .insertInto('pdis')
      .values({
        frameId: frame.id,
        customerId: dealerId,
        mechanic: 'Joko Susilo',
        notes: null,
        completedAt: '2026-10-02',
        createdAt: at,
        updatedAt: at,
        createdBy: null,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await db.selectFrom('pdiChecklistItems').select('id').execute();
    await db
      .insertInto('pdiChecks')
      .values(items.map((i) => ({ pdiId: pdi.id, itemId: i.id, checked: 1 })))
      .execute();
    await db
      .insertInto('warrantyTerms')
      .values([
        { brand: bike.brand, component: 'frame', months: 60 },
        { brand: bike.brand, component: 'fork', months: 24 },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    const article = await db
      .selectFrom('frames as f')
      .innerJoin('articles as a', 'a.id', 'f.articleId')
      .select('a.brand')
      .where('f.id', '=', frame.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registeredFrames')
      .values({
        frameId: frame.id,
        customerId: dealerId,
        soldDate: '2026-01-31',
        consumerName: 'Putri Lestari',
        consumerPhone: '62811112222',
        consumerAddress: 'Jl. Merdeka 1',
        consumerCityId: null,
        consumerEmail: null,
        dealerName: 'Dealer',
        status: 'complete',
        failureReason: null,
        accountRef: null,
        createdBy: null,
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      })
      .execute();
    const page = (await data('dealer', FRAME, { f: frame.frameNumber.toLowerCase() })).frame;
    const shipped = await db.selectFrom('frames').select(['deliveryNo', 'shippedAt']).where('id', '=', frame.id).executeTakeFirstOrThrow();
    expect(page.shipment).toMatchObject(shipped);
    expect(page.pdi).toMatchObject({
      id: pdi.id,
      mechanic: 'Joko Susilo',
      completedAt: '2026-10-02',
      checked: items.length,
      items: items.length,
    });
    const terms = await db.selectFrom('warrantyTerms').select(['component', 'months']).where('brand', '=', article.brand).execute();
    expect(page.registration.soldDate).toBe('2026-01-31');
    expect(page.registration.warranties).toHaveLength(terms.length);
    for (const term of terms) {
      expect(page.registration.warranties).toContainEqual({ ...term, endsOn: addMonths('2026-01-31', term.months) });
    }
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 24)).toBe('2028-01-31');
    expect(page.claims).toEqual([expect.objectContaining({ id: claimId, status: 'submitted' })]);
    expect(page.recalls.some((r: any) => r.isOpen && r.title === 'Fork crown bolt inspection')).toBe(true);
    expect(page.stolen.isStolen).toBe(false);
    expect(page.mayReportStolen).toBe(false);

    // The home card counts it as sold, and the list's filters find it there.
    const summary = (await data('dealer', '{ recallSummary { inStock sold } }')).recallSummary;
    expect(summary.sold).toBeGreaterThanOrEqual(1);
    const sold = (await data('dealer', FRAMES, { filter: { openRecall: true, state: 'sold' } })).frames;
    expect(sold.frames.map((f: any) => f.frameNumber)).toContain(frame.frameNumber);
    expect(sold.frames.every((f: any) => f.sold && f.openRecalls > 0)).toBe(true);
    const stock = (await data('dealer', FRAMES, { filter: { openRecall: true, state: 'stock' } })).frames;
    expect(stock.info.count + sold.info.count).toBe(summary.inStock + summary.sold);
    const SUMMARY = '{ recallSummary { inStock sold } }';
    expect(await codesOf('warranty', SUMMARY)).toEqual(['N002']);
  });
});

describe('one Frame type', () => {
  const FACTS = `frameNumber articleCode articleName brand model modelYear series mcName productionCode deliveryNo shippedAt shippedTo
    shippedToName recalls { id title description instruction createdAt isOpen doneAt } stolen { frameNumber isStolen reportedAt note }`;

  it('answers the same facts, recalls and stolen report to the claim, PDI, registration and frame page lookups', async () => {
    const frame = await kit.frameOf('dealer', 'recall');
    expect((await data('warranty', REPORT, { f: frame.frameNumber, n: 'Seen for sale online' })).reportStolenFrame.message.status).toBe(
      true,
    );
    const answer = await data(
      'dealer',
      `query($f: String!) { claimFrame(frameNumber: $f) { ${FACTS} } pdiFrame(frameNumber: $f) { ${FACTS} }
        registrationFrame(frameNumber: $f) { ${FACTS} } frame(frameNumber: $f) { ${FACTS} } }`,
      { f: frame.frameNumber.toLowerCase() },
    );
    const { claimFrame } = answer;
    expect(claimFrame.frameNumber).toBe(frame.frameNumber);
    expect(claimFrame.recalls.some((r: any) => r.isOpen && r.instruction)).toBe(true);
    expect(claimFrame.stolen).toMatchObject({ frameNumber: frame.frameNumber, isStolen: true, note: 'Seen for sale online' });
    expect(answer.pdiFrame).toEqual(claimFrame);
    expect(answer.registrationFrame).toEqual(claimFrame);
    expect(answer.frame).toEqual(claimFrame);
    expect((await data('warranty', CLEAR, { f: frame.frameNumber })).clearStolenFrame.message.status).toBe(true);
  });

  it("keeps each process's own fields to its readers, wherever the frame is reached", async () => {
    const frame = await kit.frameOf('dealer');
    const ask = (field: string) =>
      gql('warranty', `query($f: String!) { frame(frameNumber: $f) { frameNumber ${field} } }`, { f: frame.frameNumber });
    // The officer reads the frame page (page.claim) but holds neither page.pdi nor the retail-sales page.
    expect(codes(await ask('openClaim { id }'))).toEqual([]);
    expect(codes(await ask('pdiId'))).toEqual(['U002']);
    expect(codes(await ask('registeredFrame { id }'))).toEqual(['U002']);
  });
});
