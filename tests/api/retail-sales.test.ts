import { describe, expect, it } from 'vitest';
import type { ConsumerAccounts } from '../../api/adapters/consumer-accounts/index.ts';
import { localConsumerAccounts } from '../../api/adapters/consumer-accounts/local.ts';
import { consumerAccountsTick } from '../../api/adapters/consumer-accounts/outbox.ts';
import { claimsKit } from './claims-support.ts';
import { codes, startPortal } from './harness.ts';
import { pdfText } from './pdf-text.ts';

// Warranty registration (spec 2 §3 Registered frame, §4, §5, §7 Frames): registering, the consumer account system's
// answers through the outbox, correcting and reuploading, the list, deleting, the certificate, and the tenant rule.
const portal = await startPortal();
const { db } = portal;
const kit = claimsKit(portal);
const { gql, data } = kit;

const today = new Date().toISOString().slice(0, 10);
const RESULT =
  'message { status description } userErrors { field message messageKey params { name value } } code registeredFrame { id status frameNumber }';
const REGISTER = `mutation($frameNumber: String!, $soldDate: String!, $customer: RegistrationConsumerInput!, $dealer: String, $nonRetail: Boolean) {
  registerFrame(frameNumber: $frameNumber, soldDate: $soldDate, customer: $customer, dealer: $dealer, nonRetail: $nonRetail) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: RegisteredFrameInput!) { updateRegisteredFrame(id: $id, input: $input) { ${RESULT} } }`;
const DELETE =
  'mutation($f: String!, $t: String) { deleteFrame(frameNumber: $f, type: $t) { message { status description } code contactSales } }';
const ONE = `query($id: ID!) { registeredFrame(id: $id) { id status failureReason failureCode frameNumber brand customerName customerEmail
  customerCity soldDate nonRetail mayReupload mayDelete warranty { component months endsOn } } }`;
const LIST = `query($page: Int, $limit: Int, $type: RegistrationType, $status: RegistrationStatusFilter, $search: String, $custCode: String) {
  registeredFrames(page: $page, limit: $limit, type: $type, status: $status, search: $search, custCode: $custCode) {
    registeredFrames { id frameNumber status nonRetail customerName } info { page limit count pageTotal } } }`;

const cityId = async (name = 'Bandung') =>
  (await db.selectFrom('cities').select('id').where('description', '=', name).executeTakeFirstOrThrow()).id;
const consumer = async (extra: Record<string, unknown> = {}) => ({
  name: 'Putri Lestari',
  phone: '6281234567890',
  address: 'Jl. Dago No. 12',
  cityId: await cityId(),
  email: 'putri.lestari@gmail.com',
  ...extra,
});

async function register(
  username: string,
  frameNumber: string,
  extra: Record<string, unknown> = {},
  customer: Record<string, unknown> = {},
) {
  return (await data(username, REGISTER, { frameNumber, soldDate: today, customer: await consumer(customer), ...extra })).registerFrame;
}
const tick = (accounts?: ConsumerAccounts) => consumerAccountsTick(db, accounts ?? localConsumerAccounts());
const one = async (id: string) => (await data('dealer', ONE, { id })).registeredFrame;
const errorKeys = (answer: { userErrors: { messageKey: string | null }[] }) => answer.userErrors.map((e) => e.messageKey);

describe('registering a sale', () => {
  it("writes it as pending_insert with its outbox row, and the next tick makes it complete with the brand's warranty", async () => {
    const frame = await kit.frameOf('dealer');
    const answer = await register('dealer', frame.frameNumber.toLowerCase());
    expect(answer.message.status).toBe(true);
    expect(answer.registeredFrame).toMatchObject({ status: 'pending_insert', frameNumber: frame.frameNumber });
    const outbox = await db
      .selectFrom('consumerAccountOutbox')
      .selectAll()
      .where('registeredFrameId', '=', Number(answer.registeredFrame.id))
      .execute();
    expect(outbox).toMatchObject([{ action: 'insert', state: 'pending' }]);

    const report = await tick();
    expect(report.accepted).toContain(frame.frameNumber);
    const saved = await one(answer.registeredFrame.id);
    expect(saved).toMatchObject({ status: 'complete', failureReason: null, customerCity: 'Bandung', mayReupload: true, mayDelete: false });
    const terms = await db.selectFrom('warrantyTerms').select(['component', 'months']).where('brand', '=', saved.brand).execute();
    expect(terms).toHaveLength(3);
    for (const w of saved.warranty) expect(w.months).toBe(terms.find((t) => t.component === w.component)!.months);
    const frameYears = saved.warranty.find((w: { component: string }) => w.component === 'frame').months / 12;
    expect(saved.warranty[0].endsOn.slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + Math.floor(frameYears)));
    expect(
      (await db.selectFrom('registeredFrames').select('accountRef').where('id', '=', Number(saved.id)).executeTakeFirstOrThrow())
        .accountRef,
    ).toMatch(/^CA[0-9A-F]{10}-\d{6}$/);
  });

  it("refuses a frame registered already: 'Frame already reported'", async () => {
    const frame = await kit.frameOf('dealer');
    expect((await register('dealer', frame.frameNumber)).message.status).toBe(true);
    const again = await register('dealer', frame.frameNumber, {}, { name: 'Someone Else' });
    expect(again).toMatchObject({ code: 'C001', registeredFrame: null });
    expect(again.userErrors).toMatchObject([
      { field: 'frameNumber', message: 'Frame already reported', messageKey: 'retail-sales:errors.frame_already_reported' },
    ]);
    expect(await db.selectFrom('registeredFrames').select('id').where('frameId', '=', frame.id).execute()).toHaveLength(1);
  });

  it('refuses a frame number that is too long, and one not shipped to the dealer', async () => {
    expect(errorKeys(await register('dealer', 'X'.repeat(21)))).toEqual(['retail-sales:errors.frame_too_long']);
    expect((await register('dealer', 'X'.repeat(21))).userErrors[0].message).toBe('Frame number is too long');
    const theirs = await kit.frameOf('dealer2');
    expect(errorKeys(await register('dealer', theirs.frameNumber))).toEqual(['retail-sales:errors.frame_not_found']);
  });

  it('takes a sold date from the shipment up to today, never before it or in the future', async () => {
    const frame = await kit.frameOf('dealer');
    const { shippedAt } = await db.selectFrom('frames').select('shippedAt').where('id', '=', frame.id).executeTakeFirstOrThrow();
    const dayBefore = new Date(Date.parse(shippedAt) - 86_400_000).toISOString().slice(0, 10);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const before = await register('dealer', frame.frameNumber, { soldDate: dayBefore });
    expect(before.userErrors).toMatchObject([
      {
        field: 'soldDate',
        messageKey: 'retail-sales:errors.sold_before_shipment',
        params: [{ name: 'shippedAt', value: shippedAt.slice(0, 10) }],
      },
    ]);
    expect(errorKeys(await register('dealer', frame.frameNumber, { soldDate: future }))).toEqual(['retail-sales:errors.sold_in_future']);
    expect(errorKeys(await register('dealer', frame.frameNumber, { soldDate: '2026-02-30' }))).toEqual([
      'retail-sales:errors.sold_date_required',
    ]);
    expect((await register('dealer', frame.frameNumber, { soldDate: shippedAt.slice(0, 10) })).message.status).toBe(true);
  });

  it("checks the consumer's fields with the shared form rules", async () => {
    const frame = await kit.frameOf('dealer');
    const answer = await register(
      'dealer',
      frame.frameNumber,
      {},
      { name: ' ', phone: '08-12ab', email: 'putri', address: '', cityId: 999_999 },
    );
    expect(Object.fromEntries(answer.userErrors.map((e: { field: string; messageKey: string }) => [e.field, e.messageKey]))).toEqual({
      'customer.name': 'forms:required',
      'customer.phone': 'forms:phone',
      'customer.email': 'forms:email',
      'customer.address': 'forms:required',
      'customer.cityId': 'retail-sales:errors.city_unknown',
    });
    expect(errorKeys(await register('dealer', frame.frameNumber, {}, { cityId: null }))).toEqual(['forms:required']);
    expect(await db.selectFrom('registeredFrames').select('id').where('frameId', '=', frame.id).execute()).toHaveLength(0);
  });
});

describe('the consumer account system', () => {
  it('refuses an email without a valid domain with a reason; corrected and reuploaded, the next tick completes it', async () => {
    const frame = await kit.frameOf('dealer');
    const { registeredFrame } = await register('dealer', frame.frameNumber, {}, { email: 'putri@mail.invalid' });
    expect((await tick()).refused).toContainEqual({ frameNumber: frame.frameNumber, code: 'email_domain' });
    const failed = await one(registeredFrame.id);
    expect(failed).toMatchObject({ status: 'failed_insert', failureCode: 'email_domain', mayReupload: true, mayDelete: true });
    expect(failed.failureReason).toContain('putri@mail.invalid');

    const fixed = (
      await data('dealer', UPDATE, {
        id: registeredFrame.id,
        input: { soldDate: today, customer: await consumer({ email: 'putri@gmail.com' }) },
      })
    ).updateRegisteredFrame;
    expect(fixed).toMatchObject({ message: { status: true }, registeredFrame: { status: 'pending_insert' } });
    expect(await one(registeredFrame.id)).toMatchObject({ failureReason: null, failureCode: null, customerEmail: 'putri@gmail.com' });
    await tick();
    expect(await one(registeredFrame.id)).toMatchObject({ status: 'complete' });
    const rows = await db
      .selectFrom('consumerAccountOutbox')
      .select(['action', 'state'])
      .where('registeredFrameId', '=', Number(registeredFrame.id))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'insert', state: 'failed' },
      { action: 'insert', state: 'done' },
    ]);
  });

  it('takes an edit of a complete registration as an update, refuses a short phone, and completes it once corrected', async () => {
    const frame = await kit.frameOf('dealer');
    const {
      registeredFrame: { id },
    } = await register('dealer', frame.frameNumber);
    await tick();
    const edit = async (phone: string) =>
      (await data('dealer', UPDATE, { id, input: { soldDate: today, customer: await consumer({ phone }) } })).updateRegisteredFrame;
    expect((await edit('12345')).registeredFrame.status).toBe('pending_update');
    await tick();
    expect(await one(id)).toMatchObject({ status: 'failed_update', failureCode: 'phone_too_short' });
    expect((await edit('628122223333')).registeredFrame.status).toBe('pending_update');
    await tick();
    expect(await one(id)).toMatchObject({ status: 'complete', failureCode: null });
  });

  it("answers 'Failed to reupload, please try again.' for a registration on its way", async () => {
    const frame = await kit.frameOf('dealer');
    const {
      registeredFrame: { id },
    } = await register('dealer', frame.frameNumber);
    const answer = (await data('dealer', UPDATE, { id, input: { soldDate: today, customer: await consumer() } })).updateRegisteredFrame;
    expect(answer).toMatchObject({ message: { status: false, description: 'Failed to reupload, please try again.' }, code: 'C001' });
    expect(errorKeys(answer)).toEqual(['retail-sales:errors.not_editable']);
  });

  it('hands each registration to one of two ticks running at once', async () => {
    const frames = [await kit.frameOf('dealer'), await kit.frameOf('dealer'), await kit.frameOf('dealer')];
    for (const f of frames) await register('dealer', f.frameNumber);
    const [a, b] = await Promise.all([tick(), tick()]);
    const handled = [...a.accepted, ...b.accepted];
    for (const f of frames) expect(handled.filter((n) => n === f.frameNumber)).toHaveLength(1);
    const attempts = await db
      .selectFrom('consumerAccountOutbox as o')
      .innerJoin('registeredFrames as r', 'r.id', 'o.registeredFrameId')
      .select('o.attempts')
      .where(
        'r.frameId',
        'in',
        frames.map((f) => f.id),
      )
      .execute();
    expect(attempts.map((r) => r.attempts)).toEqual([1, 1, 1]);
  });

  it('keeps a registration pending while the system cannot be reached, and sends it on the next tick', async () => {
    const frame = await kit.frameOf('dealer');
    const {
      registeredFrame: { id },
    } = await register('dealer', frame.frameNumber);
    const down: ConsumerAccounts = {
      name: 'down',
      register: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      update: async () => {
        throw new Error('down');
      },
      account: async () => {
        throw new Error('down');
      },
    };
    expect((await tick(down)).retry).toBeGreaterThanOrEqual(1);
    expect(await one(id)).toMatchObject({ status: 'pending_insert' });
    await tick();
    expect(await one(id)).toMatchObject({ status: 'complete' });
  });
});

describe('the list', () => {
  it('filters by type, status and search, and pages and counts in SQL', async () => {
    const retail = [await kit.frameOf('dealer'), await kit.frameOf('dealer')];
    const fleet = [await kit.frameOf('dealer'), await kit.frameOf('dealer'), await kit.frameOf('dealer')];
    for (const f of retail) await register('dealer', f.frameNumber, {}, { name: 'Wayan Listcheck' });
    for (const f of fleet) await register('dealer', f.frameNumber, { nonRetail: true }, { name: 'Fleet Listcheck' });
    const list = async (v: Record<string, unknown>) => (await data('dealer', LIST, v)).registeredFrames;

    const fleetPage = await list({ type: 'non_retail', search: 'listcheck', limit: 2, page: 2 });
    expect(fleetPage.info).toEqual({ page: 2, limit: 2, count: 3, pageTotal: 2 });
    expect(fleetPage.registeredFrames).toHaveLength(1);
    expect(fleetPage.registeredFrames.every((r: { nonRetail: boolean }) => r.nonRetail)).toBe(true);
    expect((await list({ type: 'retail', search: 'LISTCHECK' })).info.count).toBe(2);
    expect(
      (await list({ search: retail[0].frameNumber.toLowerCase() })).registeredFrames.map((r: { frameNumber: string }) => r.frameNumber),
    ).toEqual([retail[0].frameNumber]);
    expect((await list({ status: 'pending_insert', search: 'listcheck' })).info.count).toBe(5);
    expect((await list({ status: 'complete', search: 'listcheck' })).info.count).toBe(0);
    expect((await list({})).info.limit).toBe(10);
    // Newest first.
    expect((await list({ search: 'listcheck' })).registeredFrames[0].customerName).toBe('Fleet Listcheck');
  });

  it('carries each bike as the one Frame every frame lookup answers, with its recalls and stolen report', async () => {
    const bikes = [await kit.frameOf('dealer'), await kit.frameOf('dealer')];
    for (const f of bikes) await register('dealer', f.frameNumber, {}, { name: 'Frame Fieldcheck' });
    const FRAME = 'frameNumber oldCode articleCode brand model shippedAt shippedTo recalls { id } stolen { isStolen }';
    const rows = (
      await data('dealer', `query { registeredFrames(search: "fieldcheck") { registeredFrames { frameNumber frame { ${FRAME} } } } }`)
    ).registeredFrames.registeredFrames;
    expect(rows.map((r: { frameNumber: string }) => r.frameNumber).sort()).toEqual(bikes.map((b) => b.frameNumber).sort());
    for (const row of rows) {
      const looked = (
        await data('dealer', `query($f: String!) { registrationFrame(frameNumber: $f) { ${FRAME} } }`, { f: row.frameNumber })
      ).registrationFrame;
      expect(row.frame).toEqual(looked);
      expect(row.frame.frameNumber).toBe(row.frameNumber);
    }
  });

  it("takes the active customer's code and answers FORBIDDEN for any other", async () => {
    const own = await portal.customerOf('dealer');
    expect((await gql('dealer', LIST, { custCode: own.codeR3 })).errors).toBeUndefined();
    const other = await portal.customerOf('dealer2');
    const body = await gql('dealer', LIST, { custCode: other.codeR3 });
    expect(codes(body)).toEqual(['U002']);
    expect(body.data).toBeNull();
  });
});

describe('deleting a registration', () => {
  it('takes back one not in the consumer account yet; the frame can then be registered again', async () => {
    const frame = await kit.frameOf('dealer');
    await register('dealer', frame.frameNumber, {}, { phone: '1234' });
    await tick();
    const answer = (await data('dealer', DELETE, { f: frame.frameNumber, t: 'retail' })).deleteFrame;
    expect(answer).toEqual({ message: { status: true, description: 'Successfully delete this frame' }, code: null, contactSales: false });
    expect((await data('dealer', LIST, { search: frame.frameNumber })).registeredFrames.info?.count ?? 0).toBe(0);
    expect((await register('dealer', frame.frameNumber)).message.status).toBe(true);
  });

  it("sends the dealer to sales for one the consumer's account holds, or a bike with a claim under way", async () => {
    const held = await kit.frameOf('dealer');
    await register('dealer', held.frameNumber);
    await tick();
    expect((await data('dealer', DELETE, { f: held.frameNumber })).deleteFrame).toEqual({
      message: { status: false, description: 'please contact sales.' },
      code: 'C001',
      contactSales: true,
    });

    const claimed = await kit.frameOf('dealer');
    await register('dealer', claimed.frameNumber);
    const claim = (await data('dealer', kit.CREATE_BIKE, { input: await kit.form({ frameNumber: claimed.frameNumber }) })).createClaimBike;
    expect(claim.message.status).toBe(true);
    expect((await data('dealer', DELETE, { f: claimed.frameNumber })).deleteFrame).toMatchObject({
      contactSales: true,
      message: { status: false },
    });
    expect(await db.selectFrom('registeredFrames').select('deletedAt').where('frameId', '=', claimed.id).executeTakeFirstOrThrow()).toEqual(
      { deletedAt: null },
    );
  });
});

describe('the warranty certificate', () => {
  const pdf = (username: string, body: Record<string, unknown>) =>
    kit.token(username).then((token) => portal.request('/api/retail-sales/warranty', { method: 'POST', token, json: body }));

  it("is a PDF of a complete registration with the frame number, owner and coverage, in the reader's language", async () => {
    const frame = await kit.frameOf('dealer');
    const {
      registeredFrame: { id },
    } = await register('dealer', frame.frameNumber, {}, { name: 'Dewi Certificate' });
    const early = await pdf('dealer', { frame: frame.frameNumber, type: 'pdf' });
    expect(early.status).toBe(409);
    await tick();
    const { brand } = await one(id);
    const res = await pdf('dealer', { frame: frame.frameNumber, type: 'pdf', brand });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`warranty-${frame.frameNumber}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    const text = pdfText(bytes);
    for (const part of [frame.frameNumber, 'Dewi Certificate', 'Warranty certificate', 'Frame', 'Fork', 'Parts'])
      expect(text).toContain(part);

    await db.updateTable('users').set({ language: 'de' }).where('username', '=', 'dealer').execute();
    try {
      const german = pdfText(new Uint8Array(await (await pdf('dealer', { frame: frame.frameNumber })).arrayBuffer()));
      expect(german).toContain('Garantiezertifikat');
      expect(german).toContain(frame.frameNumber);
    } finally {
      await db.updateTable('users').set({ language: 'en-us' }).where('username', '=', 'dealer').execute();
    }
    expect((await pdf('dealer', { frame: frame.frameNumber, brand: 'NoSuchBrand' })).status).toBe(404);
    expect((await portal.request('/api/retail-sales/warranty', { method: 'POST', json: { frame: frame.frameNumber } })).status).toBe(401);
  });
});

describe("another dealer's registrations", () => {
  it('answer NOT_FOUND or FORBIDDEN and never their data: record, edit, delete, frame lookup, list and certificate', async () => {
    const frame = await kit.frameOf('dealer');
    const {
      registeredFrame: { id },
    } = await register('dealer', frame.frameNumber, {}, { name: 'Private Owner' });
    await tick();
    const before = await db.selectFrom('registeredFrames').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

    for (const [query, variables] of [
      [ONE, { id }],
      [UPDATE, { id, input: { soldDate: today, customer: await consumer({ name: 'Taken Over' }) } }],
      [DELETE, { f: frame.frameNumber }],
    ] as const) {
      const body = await gql('dealer2', query, variables);
      expect(['N001', 'U002']).toContain(codes(body)[0]);
      expect(body.data).toBeNull();
    }
    expect(await db.selectFrom('registeredFrames').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow()).toEqual(before);
    expect(
      (await data('dealer2', 'query($f: String!) { registrationFrame(frameNumber: $f) { frameNumber } }', { f: frame.frameNumber }))
        .registrationFrame,
    ).toBeNull();
    expect(errorKeys(await register('dealer2', frame.frameNumber))).toEqual(['retail-sales:errors.frame_not_found']);
    const theirs = await data('dealer2', LIST, { search: 'Private Owner', limit: 50 });
    expect(theirs.registeredFrames.registeredFrames).toEqual([]);
    const res = await portal.request('/api/retail-sales/warranty', {
      method: 'POST',
      token: await kit.token('dealer2'),
      json: { frame: frame.frameNumber, type: 'pdf' },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Private Owner');
  });
});
