import { beforeAll, describe, expect, it } from 'vitest';
import { chooserOf } from '../../api/auth/actor.ts';
import { customersFor } from '../../api/auth/customer-access.ts';
import { codes, startPortal } from './harness.ts';
import { pdiKit } from './pdi-support.ts';

// Pre-delivery inspections (spec 2 §3, §4 PDI, §5, §7): the checklist, the dealer's PDIs with their completion day,
// soft delete and restore, paging and search in SQL, one PDI per bike, and the tenant rule for every id-taking field.
const portal = await startPortal();
const { db } = portal;
const kit = pdiKit(portal);
const { gql, data, inspect, input, ticks, snapshot } = kit;
const { ROW, CREATE, UPDATE, DELETE, RESTORE, LIST } = kit.Q;

let items: { id: number; checklist: string; sorting: number }[] = [];
let dealersPdi = { id: 0, frameNumber: '' };
beforeAll(async () => {
  items = await kit.checklist();
  dealersPdi = await inspect('dealer');
});

describe('the checklist', () => {
  it('answers integer ids sorted by sorting, each in its group', async () => {
    expect(items).toHaveLength(10);
    expect(items.every((i) => Number.isInteger(i.id))).toBe(true);
    expect(items.map((i) => i.sorting)).toEqual([...items.map((i) => i.sorting)].sort((a, b) => a - b));
    expect(items[0].checklist).toBe('Frame and fork');
  });
});

describe('a PDI', () => {
  it('takes its bike from the frame and its customer from the session', async () => {
    const { pdi } = await data('dealer', `query($id: Int!) { pdi(id: $id) { ${ROW} } }`, { id: dealersPdi.id });
    const dealer = await portal.customerOf('dealer');
    expect(pdi).toMatchObject({
      frameNumber: dealersPdi.frameNumber,
      custName: dealer.name,
      mechanic: 'Budi Santoso',
      isDeleted: false,
      mayChange: true,
    });
    expect(pdi.brand && pdi.model && pdi.articleCode && pdi.description).toBeTruthy();
    expect(pdi.checklist.map((c: { id: number }) => c.id)).toEqual(items.map((i) => i.id));
  });

  it('is complete the day every item is checked, and open again when one is unchecked', async () => {
    const open = await inspect('dealer', { checklist: ticks((i) => i !== 3) });
    expect(open.pdi.completedAt).toBeNull();
    const frameNumber = open.frameNumber;
    const done = (await data('dealer', UPDATE, { id: open.id, input: await input(frameNumber) })).updatePdi;
    expect(done.pdi.completedAt).toBe(new Date().toISOString().slice(0, 10));
    expect(done.pdi.checklist.every((c: { checked: boolean }) => c.checked)).toBe(true);
    // A save that keeps every item checked keeps the day the bike became ready.
    await db.updateTable('pdis').set({ completedAt: '2026-01-02' }).where('id', '=', open.id).execute();
    const kept = (await data('dealer', UPDATE, { id: open.id, input: await input(frameNumber, { mechanic: 'Rina' }) })).updatePdi;
    expect(kept.pdi).toMatchObject({ completedAt: '2026-01-02', mechanic: 'Rina' });
    const reopened = (await data('dealer', UPDATE, { id: open.id, input: await input(frameNumber, { checklist: ticks((i) => i !== 0) }) }))
      .updatePdi;
    expect(reopened.pdi.completedAt).toBeNull();
    expect(reopened.pdi.checklist[0]).toMatchObject({ id: items[0].id, checked: false });
  });

  it('is refused for a frame number too long, unknown, or of a bike that has one already', async () => {
    const refusal = async (frameNumber: string) => (await data('dealer', CREATE, { input: await input(frameNumber) })).createPdi;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('pdis')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await refusal('X'.repeat(21))).userErrors).toEqual([
      { field: 'frameNumber', message: 'Frame number is too long', messageKey: 'pdi:errors.frame_too_long' },
    ]);
    expect((await refusal('NO-SUCH-FRAME')).userErrors[0].messageKey).toBe('pdi:errors.frame_not_found');
    const second = await refusal(dealersPdi.frameNumber.toLowerCase());
    expect(second).toMatchObject({ message: { status: false }, code: 'I001', id: null, pdi: null });
    expect(second.userErrors[0]).toMatchObject({ field: 'frameNumber', messageKey: 'pdi:errors.frame_has_pdi' });
    const noMechanic = (await data('dealer', CREATE, { input: await input((await kit.frameOf('dealer')).frameNumber, { mechanic: ' ' }) }))
      .createPdi;
    expect(noMechanic.userErrors[0].messageKey).toBe('pdi:errors.mechanic_required');
    const unknownItem = (await data('dealer', CREATE, { input: await input('ANY', { checklist: [{ id: 999_999, checked: true }] }) }))
      .createPdi;
    expect(unknownItem.userErrors[0].messageKey).toBe('pdi:errors.item_unknown');
    expect(await count()).toBe(before);
  });
});

describe('delete and restore', () => {
  it('hides a deleted PDI unless showDeleted, brings it back on restore, and then allows no second one on its bike', async () => {
    const { id, frameNumber } = await inspect('dealer');
    const listed = async (showDeleted: boolean) =>
      (await data('dealer', LIST, { limit: 50, showDeleted })).pdis.pdis.map((p: { id: number }) => p.id);
    expect((await data('dealer', DELETE, { id })).deletePdi).toMatchObject({ message: { status: true }, pdi: { isDeleted: true } });
    expect(await listed(false)).not.toContain(id);
    expect(await listed(true)).toContain(id);
    expect((await data('dealer', DELETE, { id })).deletePdi).toMatchObject({
      code: 'C001',
      userErrors: [{ messageKey: 'pdi:errors.already_deleted' }],
    });
    expect((await data('dealer', UPDATE, { id, input: await input(frameNumber) })).updatePdi.userErrors[0].messageKey).toBe(
      'pdi:errors.deleted',
    );
    expect((await data('dealer', RESTORE, { id })).restorePdi).toMatchObject({ message: { status: true }, pdi: { isDeleted: false } });
    expect(await listed(false)).toContain(id);
    expect((await data('dealer', RESTORE, { id })).restorePdi.userErrors[0].messageKey).toBe('pdi:errors.not_deleted');
  });

  it('lets a deleted bike be inspected anew, and then refuses to restore the old one', async () => {
    const first = await inspect('dealer');
    await data('dealer', DELETE, { id: first.id });
    const again = (await data('dealer', CREATE, { input: await input(first.frameNumber) })).createPdi;
    expect(again.message.status).toBe(true);
    expect((await data('dealer', RESTORE, { id: first.id })).restorePdi.userErrors[0].messageKey).toBe('pdi:errors.frame_has_pdi');
  });
});

describe('the list', () => {
  it('pages and counts in SQL, newest first, 10 a page by default, and searches by frame number or model', async () => {
    for (let i = 0; i < 9; i++) await inspect('dealer');
    const visible = Number(
      (
        await db
          .selectFrom('pdis')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('customerId', '=', await kit.customerIdOf('dealer'))
          .where('isDeleted', '=', 0)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = (await data('dealer', LIST, {})).pdis;
    expect(first.info).toEqual({ page: 1, limit: 10, count: visible, pageTotal: Math.ceil(visible / 10) });
    expect(first.pdis).toHaveLength(10);
    const second = (await data('dealer', LIST, { page: 2 })).pdis;
    expect(second.pdis).toHaveLength(Math.min(10, visible - 10));
    const ids = [...first.pdis, ...second.pdis].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byFrame = (await data('dealer', LIST, { search: dealersPdi.frameNumber.slice(-6).toLowerCase() })).pdis;
    expect(byFrame.pdis.map((p: { frameNumber: string }) => p.frameNumber)).toContain(dealersPdi.frameNumber);
    const model = (await data('dealer', `query($id: Int!) { pdi(id: $id) { model } }`, { id: dealersPdi.id })).pdi.model as string;
    const byModel = (await data('dealer', LIST, { search: model.toUpperCase(), limit: 50 })).pdis;
    expect(byModel.info.count).toBeGreaterThan(0);
    expect(byModel.pdis.map((p: { id: number }) => p.id)).toContain(dealersPdi.id);
    expect((await data('dealer', LIST, { search: 'no bike is called this' })).pdis.info).toMatchObject({ count: 0, pageTotal: 1 });
  });
});

describe("another dealer's PDIs", () => {
  it.each([['pdi', `query($id: Int!) { pdi(id: $id) { id frameNumber } }`]])('%s answers NOT_FOUND with no data', async (_name, query) => {
    const body = await gql('dealer2', query, { id: dealersPdi.id });
    expect(codes(body)).toEqual(['N001']);
    expect(body.data).toBeNull();
  });

  it.each([
    ['updatePdi', UPDATE, async () => ({ id: dealersPdi.id, input: await input(dealersPdi.frameNumber, { mechanic: 'Not mine' }) })],
    ['deletePdi', DELETE, async () => ({ id: dealersPdi.id })],
    ['restorePdi', RESTORE, async () => ({ id: dealersPdi.id })],
  ])('%s is refused and changes nothing', async (_name, mutation, variables) => {
    const before = await snapshot(dealersPdi.id);
    const body = await gql('dealer2', mutation, await variables());
    expect(['N001', 'U002']).toContain(codes(body)[0]);
    expect(body.data).toBeNull();
    expect(await snapshot(dealersPdi.id)).toEqual(before);
  });

  it("cannot be created on the dealer's frame, looked up, or listed", async () => {
    const refused = (await data('dealer2', CREATE, { input: await input(dealersPdi.frameNumber) })).createPdi;
    expect(refused).toMatchObject({ id: null, pdi: null, userErrors: [{ messageKey: 'pdi:errors.frame_not_found' }] });
    const frame = await kit.frameOf('dealer');
    expect((await data('dealer2', CREATE, { input: await input(frame.frameNumber) })).createPdi.message.status).toBe(false);
    expect(
      (await data('dealer2', 'query($f: String!) { pdiFrame(frameNumber: $f) { frameNumber } }', { f: dealersPdi.frameNumber })).pdiFrame,
    ).toBeNull();
    const list = (await data('dealer2', LIST, { limit: 50, showDeleted: true })).pdis;
    expect(list.pdis.map((p: { id: number }) => p.id)).not.toContain(dealersPdi.id);
    expect(await db.selectFrom('pdis').select('id').where('frameId', '=', frame.id).execute()).toEqual([]);
  });

  it('are read by the admin across customers, who may change none of them', async () => {
    const { pdi } = await data('admin', `query($id: Int!) { pdi(id: $id) { frameNumber mayChange } }`, { id: dealersPdi.id });
    expect(pdi).toEqual({ frameNumber: dealersPdi.frameNumber, mayChange: false });
    const before = await snapshot(dealersPdi.id);
    expect(['N001', 'U002']).toContain(codes(await gql('admin', DELETE, { id: dealersPdi.id }))[0]);
    expect(await snapshot(dealersPdi.id)).toEqual(before);
  });

  it('are read by sales staff for exactly the customers they may act for', async () => {
    const actor = await db.selectFrom('users').selectAll().where('username', '=', 'sales').executeTakeFirstOrThrow();
    const scopes = new Set(['menu.change-cust']);
    const allowed = new Set(
      (
        await customersFor(db, chooserOf({ user: actor, roles: ['salesman'], scopes }))
          .select('customers.id')
          .execute()
      ).map((c) => c.id),
    );
    const others = await inspect('dealer2');
    const seen = (await data('sales', LIST, { limit: 50, showDeleted: true })).pdis.pdis.map((p: { id: number }) => p.id);
    // The demo salesman serves the dealer, not dealer2.
    expect(seen).toContain(dealersPdi.id);
    expect(seen).not.toContain(others.id);
    const rows = await db.selectFrom('pdis').select(['id', 'customerId']).execute();
    expect(seen.sort()).toEqual(
      rows
        .filter((r) => allowed.has(r.customerId))
        .map((r) => r.id)
        .sort(),
    );
  });
});
