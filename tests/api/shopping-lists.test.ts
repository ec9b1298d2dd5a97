import { describe, expect, it } from 'vitest';
import { mailerFor, outboxMessages } from '../../api/adapters/mail/index.ts';
import { runDueSchedules } from '../../api/shopping-lists/reorders.ts';
import { MAX_ROW_QTY } from '../../src/rules/fast-order.ts';
import path from 'node:path';
import { codes, startPortal } from './harness.ts';
import { orderableArticle } from './orderable.ts';
import { actingFor } from './sweep-records.ts';

type Json = Record<string, any>;

/**
 * Shopping lists: a dealer's named lists per market. A login reads its own lists and those shared with its shop; a
 * rep acting for the dealer reads them all; nobody else reads or changes any (tests/api/tenant-sweep.test.ts points
 * here for the list ids). Lines keep their article when the market stops selling it, and show the price then beside
 * today's.
 */
const portal = await startPortal();
const { db } = portal;
const dealerCustomer = await portal.customerOf('dealer');

// A second login of the same shop, made like the dealer's own.
const model = await db.selectFrom('users').selectAll().where('username', '=', 'dealer').executeTakeFirstOrThrow();
const { id: colleagueId } = await db
  .insertInto('users')
  .values({
    username: 'dealer-buyer',
    name: 'Buyer of the shop',
    email: 'dealer-buyer@example.org',
    passwordHash: model.passwordHash,
    language: model.language,
    limitation: null,
    customerId: model.customerId,
    groupRoleId: model.groupRoleId,
    createdAt: model.createdAt,
    deletedAt: null,
    phone: null,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const roles = await db.selectFrom('userRoles').select('roleId').where('userId', '=', model.id).execute();
if (roles.length)
  await db
    .insertInto('userRoles')
    .values(roles.map((r) => ({ userId: colleagueId, roleId: r.roleId })))
    .execute();

const tokens: Record<string, string> = {};
for (const name of ['dealer', 'dealer-buyer', 'dealer2', 'sales']) tokens[name] = (await portal.tokens(name)).requestToken;
tokens.rep = await actingFor(portal, tokens.sales, dealerCustomer.id);

const ask = async (who: string, query: string, variables: Json = {}) =>
  (await portal.graphql(query, { token: tokens[who], variables })).body;

const RESULT = '{ message { status } code id userErrors { field messageKey params { name value } } }';
const CREATE = `mutation($i: ShoppingListInput!, $l: [ShoppingListLineInput!]) { createShoppingList(input: $i, lines: $l) ${RESULT} }`;
const UPDATE = `mutation($id: Int!, $i: ShoppingListInput!) { updateShoppingList(id: $id, input: $i) ${RESULT} }`;
const DELETE = `mutation($id: Int!) { deleteShoppingList(id: $id) ${RESULT} }`;
const ADD = `mutation($id: Int!, $l: [ShoppingListLineInput!]!) { addToShoppingList(id: $id, lines: $l) ${RESULT} }`;
const SET = `mutation($id: Int!, $l: [ShoppingListLineInput!]!) { setShoppingListLines(id: $id, lines: $l) ${RESULT} }`;
const LISTS = '{ shoppingLists { lists { id name shared mine makerName lineCount } info { count } } }';
const LIST = `query($id: Int!) { shoppingList(id: $id) { id name shared mayManage precision
  lines { articleCode articleCodeDisplay name qty uom unitPrice product { articleCode price { dealer } } } } }`;

const bike = await orderableArticle(db, 'BIKE');
const part = await orderableArticle(db, 'PAA');
const display = async (code: string) =>
  (
    await db
      .selectFrom('articles')
      .select('articleCodeDisplay')
      .where('articleCode', '=', code)
      .where('sorg', '=', '1000')
      .executeTakeFirstOrThrow()
  ).articleCodeDisplay;

async function create(who: string, name: string, lines: Json[] = [], shared = false) {
  const body = await ask(who, CREATE, { i: { name, shared }, l: lines });
  expect(body.data?.createShoppingList.message.status, JSON.stringify(body)).toBe(true);
  return body.data!.createShoppingList.id as number;
}
const namesFor = async (who: string) => (((await ask(who, LISTS)).data?.shoppingLists.lists ?? []) as Json[]).map((l) => l.name);

describe('a dealer keeps named lists', () => {
  it('makes a list from lines, adds to it by either code, and answers it with today’s article', async () => {
    const id = await create('dealer', 'Spring restock', [{ code: bike.articleCode, qty: 2 }]);
    const add = await ask('dealer', ADD, {
      id,
      l: [
        { code: (await display(part.articleCode)).toLowerCase(), qty: 3 },
        { code: bike.articleCode, qty: 1 },
      ],
    });
    expect(add.data?.addToShoppingList.message.status, JSON.stringify(add)).toBe(true);
    const list = (await ask('dealer', LIST, { id })).data?.shoppingList;
    expect(list.name).toBe('Spring restock');
    expect(list.mayManage).toBe(true);
    expect(list.lines.map((l: Json) => [l.articleCode, l.qty])).toEqual([
      [bike.articleCode, 3],
      [part.articleCode, 3],
    ]);
    for (const line of list.lines) {
      expect(line.product.articleCode).toBe(line.articleCode);
      expect(line.unitPrice).toBeGreaterThan(0);
    }
  });

  it('refuses a duplicate name, an unknown article and a bad quantity, and writes nothing', async () => {
    const id = await create('dealer', 'Kids bikes');
    const same = await ask('dealer', CREATE, { i: { name: '  kids   BIKES ' } });
    expect(same.data?.createShoppingList.userErrors[0]).toMatchObject({ field: 'name', messageKey: 'lists:errors.name_taken' });
    const empty = await ask('dealer', CREATE, { i: { name: '   ' } });
    expect(empty.data?.createShoppingList.userErrors[0].messageKey).toBe('lists:errors.name_required');

    const bad = await ask('dealer', ADD, {
      id,
      l: [
        { code: bike.articleCode, qty: 1 },
        { code: 'NO-SUCH-ARTICLE', qty: 1 },
        { code: part.articleCode, qty: 0 },
      ],
    });
    expect(bad.data?.addToShoppingList.code).toBe('I001');
    expect(bad.data?.addToShoppingList.userErrors.map((e: Json) => [e.field, e.messageKey])).toEqual([
      ['lines.1.code', 'lists:errors.not_sold'],
      ['lines.2.qty', 'lists:errors.qty_invalid'],
    ]);
    const over = await ask('dealer', ADD, {
      id,
      l: [
        { code: bike.articleCode, qty: MAX_ROW_QTY },
        { code: bike.articleCode, qty: 1 },
      ],
    });
    expect(over.data?.addToShoppingList.userErrors[0].field).toBe('lines.1.qty');
    expect((await ask('dealer', LIST, { id })).data?.shoppingList.lines).toEqual([]);
  });

  it('sets quantities and removes a line with 0', async () => {
    const id = await create('dealer', 'Workshop parts', [
      { code: part.articleCode, qty: 4 },
      { code: bike.articleCode, qty: 1 },
    ]);
    const set = await ask('dealer', SET, {
      id,
      l: [
        { code: part.articleCode, qty: 10 },
        { code: bike.articleCode, qty: 0 },
      ],
    });
    expect(set.data?.setShoppingListLines.message.status, JSON.stringify(set)).toBe(true);
    const lines = (await ask('dealer', LIST, { id })).data?.shoppingList.lines;
    expect(lines.map((l: Json) => [l.articleCode, l.qty])).toEqual([[part.articleCode, 10]]);
  });

  it('keeps a line whose article the market stops selling, by its name then, and shows the price it was listed at', async () => {
    const article = await db
      .selectFrom('articles')
      .selectAll()
      .where('sorg', '=', '1000')
      .where('category', '=', 'PAA')
      .where('id', '!=', part.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const id = await create('dealer', 'Soon gone', [{ code: article.articleCode, qty: 2 }]);
    const listed = (await ask('dealer', LIST, { id })).data?.shoppingList.lines[0].unitPrice;
    // The market stops selling it: its code is gone from the market's catalogue.
    await db
      .updateTable('articles')
      .set({ articleCode: `${article.articleCode}-GONE` })
      .where('id', '=', article.id)
      .execute();
    try {
      const line = (await ask('dealer', LIST, { id })).data?.shoppingList.lines[0];
      expect(line).toMatchObject({ articleCode: article.articleCode, name: article.name, qty: 2, unitPrice: listed, product: null });
      expect(line.articleCodeDisplay).toBe(article.articleCode);
      // It is taken off the list by its code, though the market has no such article now.
      const removed = await ask('dealer', SET, { id, l: [{ code: article.articleCode, qty: 0 }] });
      expect(removed.data?.setShoppingListLines.message.status, JSON.stringify(removed)).toBe(true);
      expect((await ask('dealer', LIST, { id })).data?.shoppingList.lines).toEqual([]);
      // Adding it again is refused: it is not sold here.
      const again = await ask('dealer', ADD, { id, l: [{ code: article.articleCode, qty: 1 }] });
      expect(again.data?.addToShoppingList.userErrors[0].messageKey).toBe('lists:errors.not_sold');
    } finally {
      await db.updateTable('articles').set({ articleCode: article.articleCode }).where('id', '=', article.id).execute();
    }
  });
});

describe('who reads which list', () => {
  it('shares a list with the shop only when its maker says so; a rep acting for the dealer sees them all', async () => {
    await create('dealer', 'Owner only');
    const shared = await create('dealer', 'For the whole shop', [{ code: part.articleCode, qty: 1 }], true);
    expect(await namesFor('dealer-buyer')).toContain('For the whole shop');
    expect(await namesFor('dealer-buyer')).not.toContain('Owner only');
    expect(await namesFor('rep')).toEqual(expect.arrayContaining(['Owner only', 'For the whole shop']));

    // The colleague edits a shared list but may neither unshare nor delete it.
    expect(
      (await ask('dealer-buyer', ADD, { id: shared, l: [{ code: part.articleCode, qty: 1 }] })).data?.addToShoppingList.message.status,
    ).toBe(true);
    const unshare = await ask('dealer-buyer', UPDATE, { id: shared, i: { shared: false } });
    expect(unshare.data?.updateShoppingList.userErrors[0].messageKey).toBe('lists:errors.only_maker');
    expect((await ask('dealer-buyer', DELETE, { id: shared })).data?.deleteShoppingList.userErrors[0].messageKey).toBe(
      'lists:errors.only_maker',
    );
    expect((await ask('dealer-buyer', LIST, { id: shared })).data?.shoppingList).toMatchObject({ shared: true, mayManage: false });

    // The rep edits and manages the dealer's lists.
    const byRep = await ask('rep', UPDATE, { id: shared, i: { name: 'Shop list (rep)' } });
    expect(byRep.data?.updateShoppingList.message.status).toBe(true);
    expect((await ask('rep', LIST, { id: shared })).data?.shoppingList).toMatchObject({ name: 'Shop list (rep)', mayManage: true });
  });

  it('gives another dealer nothing: not the overview, not a list by id, no change', async () => {
    const id = await create('dealer', 'Private to the shop', [{ code: bike.articleCode, qty: 1 }], true);
    const before = await db.selectFrom('shoppingListLines').select(['articleCode', 'quantity']).where('listId', '=', id).execute();
    expect(await namesFor('dealer2')).toEqual([]);
    expect(codes(await ask('dealer2', LIST, { id }))).toEqual(['N001']);
    expect(codes(await ask('dealer2', ADD, { id, l: [{ code: bike.articleCode, qty: 5 }] }))).toEqual(['N001']);
    expect(codes(await ask('dealer2', SET, { id, l: [{ code: bike.articleCode, qty: 0 }] }))).toEqual(['N001']);
    expect(codes(await ask('dealer2', UPDATE, { id, i: { name: 'Taken' } }))).toEqual(['N001']);
    expect(codes(await ask('dealer2', DELETE, { id }))).toEqual(['N001']);
    // A private list of a colleague is as unknown as another dealer's.
    const own = await create('dealer-buyer', 'Mine alone');
    expect(codes(await ask('dealer', LIST, { id: own }))).toEqual(['N001']);
    expect(await db.selectFrom('shoppingListLines').select(['articleCode', 'quantity']).where('listId', '=', id).execute()).toEqual(before);
    expect(await db.selectFrom('shoppingLists').select('name').where('id', '=', id).executeTakeFirst()).toEqual({
      name: 'Private to the shop',
    });
  });

  it('deletes a list with its lines', async () => {
    const id = await create('dealer', 'Throwaway', [{ code: bike.articleCode, qty: 1 }]);
    expect((await ask('dealer', DELETE, { id })).data?.deleteShoppingList.message.status).toBe(true);
    expect(codes(await ask('dealer', LIST, { id }))).toEqual(['N001']);
    expect(await db.selectFrom('shoppingListLines').select('id').where('listId', '=', id).execute()).toEqual([]);
  });
});

describe('two changes at once', () => {
  it('adds both when two people add the same article to one list at the same moment', async () => {
    const id = await create('dealer', 'Busy list', [], true);
    const answers = await Promise.all(
      ['dealer', 'dealer-buyer', 'rep', 'dealer'].map((who) => ask(who, ADD, { id, l: [{ code: part.articleCode, qty: 2 }] })),
    );
    for (const a of answers) expect(a.data?.addToShoppingList.message.status, JSON.stringify(a)).toBe(true);
    const lines = (await ask('dealer', LIST, { id })).data?.shoppingList.lines;
    expect(lines.map((l: Json) => l.qty)).toEqual([8]);
  });
});

describe('a list ordered by itself', () => {
  const SCHEDULE = `mutation($id: Int!, $i: ShoppingListScheduleInput!) { setShoppingListSchedule(id: $id, input: $i) ${RESULT} }`;
  const STOP = `mutation($id: Int!) { deleteShoppingListSchedule(id: $id) ${RESULT} }`;
  const SCHEDULED = `query($id: Int!) { shoppingList(id: $id) { schedule { frequency day active nextRun runs { runDate outcome orderNos reasonKey } } } }`;
  const deps = { db, env: portal.env, storage: portal.storage, mail: mailerFor(portal.env.dataDir) };
  const outbox = path.join(portal.env.dataDir, 'outbox');
  const today = new Date().toISOString().slice(0, 10);
  const options = async () => ({
    shipTo: (
      await db.selectFrom('shipTos').select('code').where('customerId', '=', dealerCustomer.id).orderBy('code').executeTakeFirstOrThrow()
    ).code,
    shipment: 'REG',
    payment: 'TERM',
  });
  const scheduled = async (id: number) => (await ask('dealer', SCHEDULED, { id })).data?.shoppingList.schedule;
  const dueToday = (id: number) => db.updateTable('listSchedules').set({ nextRun: today }).where('listId', '=', id).execute();
  const ordersOf = () => db.selectFrom('orders').select(['orderNo', 'poNumber']).where('customerId', '=', dealerCustomer.id).execute();

  it('takes only a day the frequency has and options checkout takes, and starts after today', async () => {
    const id = await create('dealer', 'Weekly parts run', [{ code: part.articleCode, qty: 2 }]);
    const bad = await ask('dealer', SCHEDULE, { id, i: { frequency: 'monthly', day: 31, ...(await options()), active: true } });
    expect(bad.data?.setShoppingListSchedule.userErrors.map((e: Json) => e.field)).toEqual(['day']);
    const noShipTo = await ask('dealer', SCHEDULE, {
      id,
      i: { frequency: 'weekly', day: 2, ...(await options()), shipTo: 'NOT-MINE', active: true },
    });
    expect(noShipTo.data?.setShoppingListSchedule.userErrors[0]).toMatchObject({
      field: 'shipTo',
      messageKey: 'lists:errors.schedule_option',
    });
    const good = await ask('dealer', SCHEDULE, { id, i: { frequency: 'weekly', day: 2, ...(await options()), active: true } });
    expect(good.data?.setShoppingListSchedule.message.status, JSON.stringify(good)).toBe(true);
    const schedule = await scheduled(id);
    expect(schedule).toMatchObject({ frequency: 'weekly', day: 2, active: true, runs: [] });
    expect(schedule.nextRun > today).toBe(true);
    expect(new Date(`${schedule.nextRun}T00:00:00Z`).getUTCDay()).toBe(2);
    // Another dealer can neither set nor stop it.
    expect(codes(await ask('dealer2', SCHEDULE, { id, i: { frequency: 'weekly', day: 3, ...(await options()), active: true } }))).toEqual([
      'N001',
    ]);
    expect(codes(await ask('dealer2', STOP, { id }))).toEqual(['N001']);
    expect((await ask('dealer', STOP, { id })).data?.deleteShoppingListSchedule.message.status).toBe(true);
    expect(await scheduled(id)).toBeNull();
  });

  it('places the list once on its day, though two runners find it due at once, and mails the order', async () => {
    const name = `Monday parts ${Date.now()}`;
    const id = await create('dealer', name, [{ code: part.articleCode, qty: 2 }]);
    await ask('dealer', SCHEDULE, { id, i: { frequency: 'weekly', day: 1, ...(await options()), active: true } });
    await dueToday(id);
    const before = (await ordersOf()).length;
    const mailsBefore = (await outboxMessages(outbox)).length;
    await Promise.all([runDueSchedules(deps), runDueSchedules(deps)]);
    await runDueSchedules(deps);
    const orders = await ordersOf();
    expect(orders.length - before).toBe(1);
    const schedule = await scheduled(id);
    expect(schedule.runs).toEqual([{ runDate: today, outcome: 'placed', orderNos: [expect.any(String)], reasonKey: null }]);
    expect(orders.find((o) => o.orderNo === schedule.runs[0].orderNos[0])?.poNumber).toBe(name.slice(0, 35));
    expect(schedule.nextRun > today).toBe(true);
    const mails = (await outboxMessages(outbox)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toContain(schedule.runs[0].orderNos[0]);
  });

  it('records why nothing was placed when an article left the market, and places nothing', async () => {
    const id = await create('dealer', `Gone soon ${Date.now()}`, [{ code: part.articleCode, qty: 1 }]);
    await db.updateTable('shoppingListLines').set({ articleCode: 'GONE-FROM-MARKET' }).where('listId', '=', id).execute();
    await ask('dealer', SCHEDULE, { id, i: { frequency: 'monthly', day: 15, ...(await options()), active: true } });
    await dueToday(id);
    const before = (await ordersOf()).length;
    await runDueSchedules(deps);
    expect((await ordersOf()).length).toBe(before);
    const schedule = await scheduled(id);
    expect(schedule.runs).toEqual([{ runDate: today, outcome: 'refused', orderNos: [], reasonKey: 'lists:run.not_sold' }]);
    expect(new Date(`${schedule.nextRun}T00:00:00Z`).getUTCDate()).toBe(15);
  });
});
