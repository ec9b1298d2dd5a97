import { describe, expect, it } from 'vitest';
import { localConsumerAccounts } from '../../api/adapters/consumer-accounts/local.ts';
import { consumerAccountsTick } from '../../api/adapters/consumer-accounts/outbox.ts';
import { claimsKit } from './claims-support.ts';
import { codes, startPortal } from './harness.ts';

// Issue 44, retail sales (spec 2 §7 Frames, spec 3 §3 'Retail-sales frame record'): the shop a sale is registered under
// comes from the dealer's list (dealerUnderInsera), the consumer's existing account with the brand and its bikes answer
// while registering (accountPolygonBikesDatas, accountMarinBikesData), and a frame's old code is real.
const portal = await startPortal();
const { db } = portal;
const kit = claimsKit(portal);
const { data, gql } = kit;

const today = new Date().toISOString().slice(0, 10);
const RESULT = 'message { status } code userErrors { field messageKey } registeredFrame { id frameNumber oldCode dealerName }';
const REGISTER = `mutation($frameNumber: String!, $soldDate: String!, $customer: RegistrationConsumerInput!, $dealer: String,
  $useAccountData: Boolean) {
  registerFrame(frameNumber: $frameNumber, soldDate: $soldDate, customer: $customer, dealer: $dealer, useAccountData: $useAccountData) {
    ${RESULT} } }`;
const DEALERS = '{ dealerUnderInsera { code name city isDefault } }';
const ACCOUNT = (field: string) => `query($email: String, $phone: String) { ${field}(email: $email, phone: $phone) {
  accountRef name city bikes { frameNumber model modelYear soldDate soldByYou } } }`;

const cityId = async () => (await db.selectFrom('cities').select('id').where('description', '=', 'Bandung').executeTakeFirstOrThrow()).id;
const consumer = async (extra: Record<string, unknown> = {}) => ({
  name: 'Dewi Anggraini',
  phone: '6281299887766',
  address: 'Jl. Riau No. 5',
  cityId: await cityId(),
  email: 'dewi.anggraini@gmail.com',
  ...extra,
});

/** A frame of the user's company of one brand, not used before. */
const used = new Set<string>();
async function bikeOf(username: string, brand: string) {
  const rows = await db
    .selectFrom('frames as f')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('users as u', 'u.customerId', 'f.customerId')
    .select(['f.id', 'f.frameNumber', 'a.model'])
    .where('u.username', '=', username)
    .where('a.brand', '=', brand)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('registeredFrames as r').select('r.id').whereRef('r.frameId', '=', 'f.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('stolenFrames as s').select('s.id').whereRef('s.frameNumber', '=', 'f.frameNumber'))))
    .orderBy('f.id')
    .execute();
  const pick = rows.find((r) => !used.has(r.frameNumber));
  if (!pick) throw new Error(`No ${brand} frame left for ${username}`);
  used.add(pick.frameNumber);
  return pick;
}
const register = async (username: string, frameNumber: string, extra: Record<string, unknown> = {}, who: Record<string, unknown> = {}) =>
  (await data(username, REGISTER, { frameNumber, soldDate: today, customer: await consumer(who), ...extra })).registerFrame;

describe('the shops a sale is registered under (dealerUnderInsera)', () => {
  it("lists the dealer's own ship-tos, the dealer itself first, and another dealer's list holds none of them", async () => {
    const mine = (await data('dealer', DEALERS)).dealerUnderInsera;
    const customerId = await kit.customerIdOf('dealer');
    const shipTos = await db.selectFrom('shipTos').select(['code', 'isDefault']).where('customerId', '=', customerId).execute();
    expect(mine.map((d: { code: string }) => d.code).sort()).toEqual(shipTos.map((s) => s.code).sort());
    expect(mine[0].isDefault).toBe(true);
    const theirs = (await data('dealer2', DEALERS)).dealerUnderInsera;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((d: { code: string }) => mine.some((m: { code: string }) => m.code === d.code))).toBe(false);
  });

  it("takes a shop from the list, and refuses a typed name or another dealer's shop", async () => {
    const mine = (await data('dealer', DEALERS)).dealerUnderInsera;
    const branch = mine.at(-1);
    const bike = await bikeOf('dealer', 'Polygon');
    const typed = await register('dealer', bike.frameNumber, { dealer: 'Toko Sepeda Murah' });
    expect(typed).toMatchObject({ message: { status: false }, code: 'I001', registeredFrame: null });
    expect(typed.userErrors).toEqual([{ field: 'dealer', messageKey: 'retail-sales:errors.dealer_unknown' }]);
    const theirs = (await data('dealer2', DEALERS)).dealerUnderInsera[0];
    expect((await register('dealer', bike.frameNumber, { dealer: theirs.name })).userErrors[0].messageKey).toBe(
      'retail-sales:errors.dealer_unknown',
    );
    const done = await register('dealer', bike.frameNumber, { dealer: branch.name });
    expect(done.message.status).toBe(true);
    expect(done.registeredFrame.dealerName).toBe(branch.name);
  });
});

describe("a frame's old code", () => {
  it('is the number stamped under the earlier numbering: shown on the registration, and the bike is found by it', async () => {
    const bike = await bikeOf('dealer', 'Polygon');
    await db.updateTable('frames').set({ oldCode: 'P-K05-25-004711' }).where('id', '=', bike.id).execute();
    const found = (
      await data('dealer', 'query($f: String!) { registrationFrame(frameNumber: $f) { frameNumber oldCode } }', { f: 'p-k05-25-004711' })
    ).registrationFrame;
    expect(found).toEqual({ frameNumber: bike.frameNumber, oldCode: 'P-K05-25-004711' });
    const done = await register('dealer', 'P-K05-25-004711', {}, { email: 'old.code@gmail.com' });
    expect(done.registeredFrame).toMatchObject({ frameNumber: bike.frameNumber, oldCode: 'P-K05-25-004711' });
    const listed = (
      await data('dealer', 'query($s: String) { registeredFrames(search: $s) { registeredFrames { frameNumber oldCode } } }', {
        s: 'K05-25-0047',
      })
    ).registeredFrames.registeredFrames;
    expect(listed).toEqual([{ frameNumber: bike.frameNumber, oldCode: 'P-K05-25-004711' }]);
    // Another dealer neither finds the bike by its old code nor reads the registration.
    expect(
      (await data('dealer2', 'query($f: String!) { registrationFrame(frameNumber: $f) { frameNumber } }', { f: 'P-K05-25-004711' }))
        .registrationFrame,
    ).toBeNull();
    expect(
      codes(await gql('dealer2', 'query($id: ID!) { registeredFrame(id: $id) { oldCode } }', { id: done.registeredFrame.id })),
    ).toEqual(['N001']);
  });

  it('is null on a bike numbered since the renumbering', async () => {
    const bike = await bikeOf('dealer', 'Polygon');
    await db.updateTable('frames').set({ oldCode: null }).where('id', '=', bike.id).execute();
    expect((await register('dealer', bike.frameNumber, {}, { email: 'new.code@gmail.com' })).registeredFrame.oldCode).toBeNull();
  });
});

describe("the consumer's existing account with the brand", () => {
  it("answers the account's name, city and bikes of that brand once the system holds a sale, by email or phone", async () => {
    const email = 'rina.kusuma@gmail.com';
    const phone = '6281377700011';
    expect((await data('dealer', ACCOUNT('accountPolygonBikesDatas'), { email })).accountPolygonBikesDatas).toBeNull();
    const bike = await bikeOf('dealer', 'Polygon');
    expect((await register('dealer', bike.frameNumber, {}, { name: 'Rina Kusuma', email, phone })).message.status).toBe(true);
    // Not in the account until the consumer account system took it.
    expect((await data('dealer', ACCOUNT('accountPolygonBikesDatas'), { email })).accountPolygonBikesDatas).toBeNull();
    await consumerAccountsTick(db, localConsumerAccounts());
    const account = (await data('dealer', ACCOUNT('accountPolygonBikesDatas'), { email: ' Rina.Kusuma@Gmail.com ' }))
      .accountPolygonBikesDatas;
    expect(account).toMatchObject({ name: 'Rina Kusuma', city: 'Bandung' });
    expect(account.bikes).toEqual([
      { frameNumber: bike.frameNumber, model: bike.model, modelYear: expect.any(Number), soldDate: today, soldByYou: true },
    ]);
    // Only bikes of the brand asked about.
    expect((await data('dealer', ACCOUNT('accountMarinBikesData'), { email })).accountMarinBikesData).toBeNull();
    // A consumer without email is found by phone only when the sale had no email either.
    const walkIn = await bikeOf('dealer', 'Polygon');
    expect(
      (await register('dealer', walkIn.frameNumber, {}, { name: 'Joko Widodo', email: null, phone: '62 812-5550-0099' })).message.status,
    ).toBe(true);
    await consumerAccountsTick(db, localConsumerAccounts());
    const byPhone = (await data('dealer', ACCOUNT('accountPolygonBikesDatas'), { phone: '0812 5550 0099'.replace(/^0/, '62') }))
      .accountPolygonBikesDatas;
    expect(byPhone).toMatchObject({ name: 'Joko Widodo', bikes: [{ frameNumber: walkIn.frameNumber }] });
    expect((await data('dealer', ACCOUNT('accountPolygonBikesDatas'), {})).accountPolygonBikesDatas).toBeNull();
  });

  it("shows another dealer the account with the first dealer's bikes, but not their frame numbers", async () => {
    const email = 'bayu.pratama@gmail.com';
    const bike = await bikeOf('dealer', 'Polygon');
    expect((await register('dealer', bike.frameNumber, {}, { name: 'Bayu Pratama', email })).message.status).toBe(true);
    await consumerAccountsTick(db, localConsumerAccounts());
    const seen = (await data('dealer2', ACCOUNT('accountPolygonBikesDatas'), { email })).accountPolygonBikesDatas;
    expect(seen.name).toBe('Bayu Pratama');
    expect(seen.bikes).toHaveLength(1);
    expect(seen.bikes[0]).toMatchObject({ soldByYou: false, model: bike.model });
    expect(seen.bikes[0].frameNumber).not.toBe(bike.frameNumber);
    expect(seen.bikes[0].frameNumber).toBe(`${'•'.repeat(bike.frameNumber.length - 4)}${bike.frameNumber.slice(-4)}`);
    // A later sale with the account's data keeps the account's name, whatever was typed.
    const again = await bikeOf('dealer2', 'Polygon');
    const kept = await register('dealer2', again.frameNumber, { useAccountData: true }, { name: 'B. Pratama', email });
    expect(kept.message.status).toBe(true);
    await consumerAccountsTick(db, localConsumerAccounts());
    const after = (await data('dealer', ACCOUNT('accountPolygonBikesDatas'), { email })).accountPolygonBikesDatas;
    expect(after.name).toBe('Bayu Pratama');
    expect(after.bikes.map((b: { soldByYou: boolean }) => b.soldByYou).sort()).toEqual([false, true]);
  });

  it('is refused to staff who neither hold the retail-sales page nor act for a customer', async () => {
    for (const query of [ACCOUNT('accountPolygonBikesDatas'), DEALERS]) {
      const body = await gql('warranty', query, { email: 'bayu.pratama@gmail.com' });
      expect(JSON.stringify(body.data ?? null)).not.toMatch(/Bayu|code/);
      expect(['U002', 'N002']).toContain(codes(body)[0]);
    }
  });
});
