import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';
import { pdiKit } from './pdi-support.ts';

// Issue 44, claims (spec 2 §3 Claim deliveryNo, deliveryAt, resiNo, delivery orders, pdi, bikeAttributes): the dealer
// enters the return shipment, everyone who reads the claim sees it with the claim's delivery orders, the bike's PDI (the
// claim's own dealer's only) and the bike's attributes; another dealer reads and writes none of it.
const portal = await startPortal();
const { db } = portal;
// One kit, so the claims and the inspection each take another of the dealer's bikes.
const kit = pdiKit(portal);
const { data, gql } = kit;

const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ANSWER = 'message { status description } code userErrors { field message messageKey }';
const RETURN = `mutation($id: ID!, $deliveryNo: String!, $deliveryAt: String!, $resiNo: String) {
  updateClaimReturnShipment(id: $id, deliveryNo: $deliveryNo, deliveryAt: $deliveryAt, resiNo: $resiNo) { ${ANSWER} } }`;
const CLAIM = `query($id: ID!) { claim(id: $id) { id frameNumber frameShippedDelvNo deliveryNo deliveryAt resiNo mayEnterReturn
  deliveryOrders { doNumber deliveryDate expeditionName trackingNo }
  pdi { id mechanic completedAt checked items mayOpen }
  bikeAttributes { code name value own }
  histories { action reason } } }`;
const claimOf = async (username: string, id: string) => (await data(username, CLAIM, { id })).claim;
const send = (username: string, id: string, vars: Record<string, unknown>) => gql(username, RETURN, { id, ...vars });
const keys = (answer: { userErrors: { messageKey: string | null }[] }) => answer.userErrors.map((e) => e.messageKey);

describe('a claim as filed', () => {
  it("lists the bike's delivery order and attributes, and has no return shipment or inspection yet", async () => {
    const { id, frame } = await kit.fileBikeClaim('dealer');
    const claim = await claimOf('dealer', id);
    expect(claim).toMatchObject({ deliveryNo: null, deliveryAt: null, resiNo: null, mayEnterReturn: true, pdi: null });
    const row = await db.selectFrom('frames').select(['deliveryNo', 'shippedAt']).where('id', '=', frame.id).executeTakeFirstOrThrow();
    expect(claim.deliveryOrders).toEqual([expect.objectContaining({ doNumber: row.deliveryNo, deliveryDate: row.shippedAt.slice(0, 10) })]);
    const article = await db
      .selectFrom('frames as f')
      .innerJoin('articles as a', 'a.id', 'f.articleId')
      .select(['a.colour', 'a.frameSize', 'a.wheelSize', 'a.productGroupId'])
      .where('f.id', '=', frame.id)
      .executeTakeFirstOrThrow();
    expect(claim.bikeAttributes[0]).toMatchObject({ code: 'colour', value: article.colour, own: true });
    if (article.frameSize)
      expect(claim.bikeAttributes).toContainEqual(expect.objectContaining({ code: 'frame_size', value: article.frameSize }));
    const specs = await db
      .selectFrom('articleSpecifications')
      .select('code')
      .where('productGroupId', '=', article.productGroupId)
      .orderBy('position')
      .execute();
    // The model's rows about the whole range give way to the bike's own colour and sizes.
    const range = ['SIZES', 'COLOURS', 'YEAR', ...(article.wheelSize ? ['WHEELS'] : [])];
    const model = claim.bikeAttributes.filter((a: { own: boolean }) => !a.own).map((a: { code: string }) => a.code);
    expect(model.length).toBeGreaterThan(0);
    expect(model).toEqual(specs.map((s) => s.code).filter((c) => !range.includes(c)));
  });
});

describe('the return shipment', () => {
  it('is entered by the dealer, read back by the dealer and the warranty officer, and kept in the history', async () => {
    const { id } = await kit.fileBikeClaim('dealer');
    const answer = (await data('dealer', RETURN, { id, deliveryNo: ' SJ-2026-0412 ', deliveryAt: today, resiNo: 'JNE0123456789' }))
      .updateClaimReturnShipment;
    expect(answer.message.status).toBe(true);
    expect(await claimOf('dealer', id)).toMatchObject({ deliveryNo: 'SJ-2026-0412', deliveryAt: today, resiNo: 'JNE0123456789' });
    const officer = await claimOf('warranty', id);
    expect(officer).toMatchObject({ deliveryNo: 'SJ-2026-0412', resiNo: 'JNE0123456789', mayEnterReturn: false });
    expect(officer.histories.at(-1)).toMatchObject({ action: 'return_shipment', reason: 'SJ-2026-0412 / JNE0123456789' });
    // Corrected later, without a tracking number.
    expect(
      (await data('dealer', RETURN, { id, deliveryNo: 'SJ-2026-0413', deliveryAt: today })).updateClaimReturnShipment.message.status,
    ).toBe(true);
    expect(await claimOf('dealer', id)).toMatchObject({ deliveryNo: 'SJ-2026-0413', resiNo: null });
  });

  it('refuses a missing delivery note, a day in the future or before filing, and overlong numbers, field by field', async () => {
    const { id } = await kit.fileBikeClaim('dealer');
    const refused = async (vars: Record<string, unknown>) => (await data('dealer', RETURN, { id, ...vars })).updateClaimReturnShipment;
    const blank = await refused({ deliveryNo: '  ', deliveryAt: today });
    expect(blank).toMatchObject({ message: { status: false }, code: 'I001' });
    expect(keys(blank)).toEqual(['claims:errors.delivery_no_required']);
    expect(keys(await refused({ deliveryNo: 'SJ-1', deliveryAt: dayOffset(3) }))).toEqual(['claims:errors.shipped_in_future']);
    expect(keys(await refused({ deliveryNo: 'SJ-1', deliveryAt: dayOffset(-2) }))).toEqual(['claims:errors.shipped_before_filing']);
    expect(keys(await refused({ deliveryNo: 'SJ-1', deliveryAt: '2026-02-30' }))).toEqual(['claims:errors.shipped_date_invalid']);
    expect(
      (await refused({ deliveryNo: 'S'.repeat(36), deliveryAt: today, resiNo: 'R'.repeat(36) })).userErrors.map(
        (e: { field: string }) => e.field,
      ),
    ).toEqual(['deliveryNo', 'resiNo']);
    expect((await claimOf('dealer', id)).deliveryNo).toBeNull();
  });

  it('is not entered by the officer, nor once the claim is finished', async () => {
    const { id } = await kit.fileBikeClaim('dealer');
    const officer = (await data('warranty', RETURN, { id, deliveryNo: 'SJ-9', deliveryAt: today })).updateClaimReturnShipment;
    expect(officer).toMatchObject({ message: { status: false }, code: 'U002' });
    expect(keys(officer)).toEqual(['claims:errors.return_for_dealer']);
    expect((await data('dealer', kit.STATUS, { id, status: 'closed' })).updateClaimStatus.message.status).toBe(true);
    expect((await claimOf('dealer', id)).mayEnterReturn).toBe(false);
    const closed = (await data('dealer', RETURN, { id, deliveryNo: 'SJ-9', deliveryAt: today })).updateClaimReturnShipment;
    expect(closed).toMatchObject({ message: { status: false }, code: 'C001' });
    expect(keys(closed)).toEqual(['claims:errors.return_closed']);
    expect((await claimOf('dealer', id)).deliveryNo).toBeNull();
  });
});

describe("the bike's pre-delivery inspection", () => {
  it("links the claim to the inspection its own dealer made of the bike, and never to another customer's", async () => {
    const { id: pdiId, frameNumber } = await kit.inspect('dealer');
    const form = await kit.form({ frameNumber });
    const filed = (await data('dealer', kit.CREATE_BIKE, { input: form })).createClaimBike;
    expect(filed.message.status).toBe(true);
    const items = (await kit.checklist()).length;
    expect((await claimOf('dealer', filed.claim.id)).pdi).toMatchObject({
      id: pdiId,
      mechanic: 'Budi Santoso',
      checked: items,
      items,
      mayOpen: true,
    });
    expect((await claimOf('warranty', filed.claim.id)).pdi).toMatchObject({ id: pdiId });
    // The same bike inspected under another customer (a bike moved between shops) is not this dealer's inspection.
    await db
      .updateTable('pdis')
      .set({ customerId: await kit.customerIdOf('dealer2') })
      .where('id', '=', pdiId)
      .execute();
    expect((await claimOf('dealer', filed.claim.id)).pdi).toBeNull();
    await db
      .updateTable('pdis')
      .set({ customerId: await kit.customerIdOf('dealer') })
      .where('id', '=', pdiId)
      .execute();
  });
});

describe('another dealer', () => {
  it("reads none of it and cannot enter a return shipment on the dealer's claim", async () => {
    const { id } = await kit.fileBikeClaim('dealer');
    await data('dealer', RETURN, { id, deliveryNo: 'SJ-77', deliveryAt: today, resiNo: 'JNT-77' });
    const read = await gql('dealer2', CLAIM, { id });
    expect(codes(read)).toEqual(['N001']);
    expect(read.data?.claim ?? null).toBeNull();
    const write = await send('dealer2', id, { deliveryNo: 'SJ-HACK', deliveryAt: today });
    const answer = write.data?.updateClaimReturnShipment;
    expect(answer?.message.status === true).toBe(false);
    expect([...codes(write), answer?.code].filter(Boolean)[0]).toBe('N001');
    expect(await claimOf('dealer', id)).toMatchObject({ deliveryNo: 'SJ-77', resiNo: 'JNT-77' });
  });
});
