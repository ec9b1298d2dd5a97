import { describe, expect, it } from 'vitest';
import { forgetHosts } from '../../api/config/service.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const tokenOf = async (username: string) => (await portal.tokens(username)).requestToken;
const [content, dealer, dealer2, dealerUs] = await Promise.all(['content', 'dealer', 'dealer2', 'dealer-us'].map(tokenOf));

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field message messageKey } code id';
const LIST = `query($validOnly: Boolean, $filter: Boolean, $withDeleted: Boolean, $search: String, $limit: Int) {
  newsList(validOnly: $validOnly, filterContentTargetMarket: $filter, withDeleted: $withDeleted, search: $search, limit: $limit) {
    news { id title body deletedAt published status contentTargetMarkets { id marketName type } } info { page limit count pageTotal } } }`;
const ONE = 'query($id: Int!) { news(id: $id) { id title body deletedAt } }';
const CREATE = `mutation($input: NewsInput!) { createNews(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: Int!, $input: NewsInput!) { updateNews(id: $id, input: $input) { ${RESULT} } }`;
const DELETE = `mutation($id: Int!) { deleteNews(id: $id) { ${RESULT} } }`;
const RESTORE = `mutation($id: Int!) { restoreNews(id: $id) { ${RESULT} } }`;

async function data(query: string, variables: Json, token: string) {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data || body.errors) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
}
const titles = async (token: string, variables: Json = {}) =>
  ((await data(LIST, variables, token)).news as Json[]).map((n) => n.title as string);
const newsMarketId = async (sorg: string) =>
  (await db.selectFrom('contentTargetMarkets').select('id').where('type', '=', 'news').where('sorg', '=', sorg).executeTakeFirstOrThrow())
    .id;
const days = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe('what each reader reads', () => {
  it('a dealer reads the current news of their own market only, newest first', async () => {
    expect(await titles(dealer)).toEqual([
      'Koleksi sepeda gunung 2027 telah tiba',
      'Pelatihan servis e-bike untuk mekanik dealer',
      'Harga baru suku cadang mulai 1 Januari',
    ]);
    expect(await titles(dealerUs)).toEqual(['Gravel lineup 2027: three new frames', 'Reno warehouse extends its hours']);
  });

  it('a reader cannot widen the filters: expired, scheduled and other markets stay hidden', async () => {
    const all = await titles(dealer, { validOnly: false, filter: false, withDeleted: true, limit: 100 });
    expect(all).not.toContain('Promo Lebaran untuk sepeda kota');
    expect(all).not.toContain('Stock opname Januari 2030');
    expect(all).not.toContain('Reno warehouse extends its hours');
    const expired = await db
      .selectFrom('news')
      .select('id')
      .where('title', '=', 'Promo Lebaran untuk sepeda kota')
      .executeTakeFirstOrThrow();
    expect(await data(ONE, { id: expired.id }, dealer)).toBeNull();
    const us = await db.selectFrom('news').select('id').where('title', '=', 'Reno warehouse extends its hours').executeTakeFirstOrThrow();
    expect(await data(ONE, { id: us.id }, dealer)).toBeNull();
  });

  it('nothing reaches readers on a host whose NEWS flag is off; the editor still keeps the news', async () => {
    const host = await db.selectFrom('hosts').select(['id', 'features']).where('hostname', '=', 'id.localhost').executeTakeFirstOrThrow();
    await db
      .updateTable('hosts')
      .set({ features: JSON.stringify({ ...JSON.parse(host.features), NEWS: false }) })
      .where('id', '=', host.id)
      .execute();
    forgetHosts(db);
    try {
      const { body } = await portal.graphql(LIST, { token: dealer, host: 'id.localhost' });
      expect(body.data!.newsList.news).toEqual([]);
      const id = (
        await db.selectFrom('news').select('id').where('title', '=', 'Koleksi sepeda gunung 2027 telah tiba').executeTakeFirstOrThrow()
      ).id;
      expect((await portal.graphql(ONE, { token: dealer, host: 'id.localhost', variables: { id } })).body.data!.news).toBeNull();
      expect((await portal.graphql(LIST, { token: content, host: 'id.localhost' })).body.data!.newsList.info.count).toBeGreaterThan(0);
    } finally {
      await db.updateTable('hosts').set({ features: host.features }).where('id', '=', host.id).execute();
      forgetHosts(db);
    }
  });

  it('a dealer without a news market reads nothing', async () => {
    const page = await data(LIST, {}, dealer2);
    expect(page.news).toEqual([]);
    expect(page.info.count).toBe(0);
  });

  it('the editor sees every item and chooses the filters; the default limit is 15', async () => {
    const all = await data(LIST, { withDeleted: true }, content);
    expect(all.info.limit).toBe(15);
    expect(all.info.count).toBe(
      await db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    );
    const current = await titles(content, { validOnly: true, limit: 100 });
    expect(current).not.toContain('Promo Lebaran untuk sepeda kota');
    expect(current).toContain('Reno warehouse extends its hours');
    const own = await titles(content, { validOnly: true, filter: true, limit: 100 });
    expect(own).not.toContain('Reno warehouse extends its hours');
  });

  it('searches title and text on the server', async () => {
    expect(await titles(dealer, { search: 'firmware' })).toEqual(['Pelatihan servis e-bike untuk mekanik dealer']);
    expect(await titles(content, { search: 'REN', limit: 100 })).toContain('Reno warehouse extends its hours');
  });
});

describe('publishing news', () => {
  const input = async (extra: Json = {}) => ({
    title: 'Workshop tools now in the catalogue',
    body: '<p>Order <strong>workshop tools</strong> with your parts.</p><script>steal()</script><img src=x onerror=alert(1)>',
    validFrom: days(-1),
    validTo: days(30),
    contentTargetMarketIds: [await newsMarketId('1000')],
    ...extra,
  });

  it('stores admin HTML sanitised, so script never reaches a reader', async () => {
    const created = await data(CREATE, { input: await input() }, content);
    expect(created.message.status, JSON.stringify(created)).toBe(true);
    const stored = await db.selectFrom('news').select('body').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/script|onerror|steal/);
    const read = await data(ONE, { id: created.id }, dealer);
    expect(read.body).toBe('<p>Order <strong>workshop tools</strong> with your parts.</p>');
    expect(await titles(dealer)).toContain('Workshop tools now in the catalogue');
    expect(await titles(dealerUs)).not.toContain('Workshop tools now in the catalogue');
  });

  it('shows an item only inside its window', async () => {
    const later = await data(CREATE, { input: await input({ title: 'Starts next week', validFrom: days(7), validTo: days(30) }) }, content);
    const ended = await data(
      CREATE,
      { input: await input({ title: 'Ended yesterday', validFrom: days(-10), validTo: days(-1) }) },
      content,
    );
    expect(later.message.status && ended.message.status).toBe(true);
    const read = await titles(dealer, { limit: 100 });
    expect(read).not.toContain('Starts next week');
    expect(read).not.toContain('Ended yesterday');
    const moved = await data(
      UPDATE,
      { id: later.id, input: await input({ title: 'Starts next week', validFrom: days(-1), validTo: days(7) }) },
      content,
    );
    expect(moved.message.status).toBe(true);
    expect(await titles(dealer, { limit: 100 })).toContain('Starts next week');
  });

  it('soft-deleted news vanishes for readers and comes back on restore', async () => {
    const { id } = await data(CREATE, { input: await input({ title: 'Deleted and restored' }) }, content);
    expect(await titles(dealer)).toContain('Deleted and restored');

    expect((await data(DELETE, { id }, content)).message).toEqual({ status: true, description: 'Deleted' });
    expect(await titles(dealer, { limit: 100 })).not.toContain('Deleted and restored');
    expect(await data(ONE, { id }, dealer)).toBeNull();
    const editorView = (await data(LIST, { withDeleted: true, search: 'Deleted and restored' }, content)).news[0];
    expect(editorView.deletedAt).not.toBeNull();
    expect(editorView.published).toBe(false);
    expect(editorView.status).toBe('deleted');
    expect(await titles(content, { search: 'Deleted and restored' })).toEqual([]);

    expect((await data(RESTORE, { id }, content)).message.status).toBe(true);
    expect(await titles(dealer)).toContain('Deleted and restored');
    expect((await data(ONE, { id }, dealer)).deletedAt).toBeNull();
  });

  it("refuses bad input field by field with 'Failed to save news', writing nothing", async () => {
    const before = await db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await data(
      CREATE,
      { input: await input({ title: '  ', validFrom: days(5), validTo: days(1), contentTargetMarketIds: [] }) },
      content,
    );
    expect(answer.message).toEqual({ status: false, description: 'Failed to save news' });
    expect(answer.code).toBe('I001');
    expect(answer.userErrors.map((e: Json) => e.field).sort()).toEqual(['contentTargetMarketIds', 'title', 'validTo']);
    const salesMarket = (
      await db.selectFrom('contentTargetMarkets').select('id').where('type', '=', 'sales_document').executeTakeFirstOrThrow()
    ).id;
    const wrongType = await data(CREATE, { input: await input({ contentTargetMarketIds: [salesMarket] }) }, content);
    expect(wrongType.userErrors[0]).toMatchObject({ field: 'contentTargetMarketIds', messageKey: 'content-admin:unknownMarkets' });
    const after = await db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await data(DELETE, { id: 999_999 }, content)).code).toBe('N001');
  });

  it('refuses every news mutation without news.cu', async () => {
    const { id } = await db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const [query, variables] of [
      [CREATE, { input: await input() }],
      [UPDATE, { id, input: await input() }],
      [DELETE, { id }],
      [RESTORE, { id }],
    ] as const) {
      const { body } = await portal.graphql(query, { token: dealer, variables });
      expect(codes(body)).toContain('U002');
    }
    expect(await db.selectFrom('news').select('deletedAt').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ deletedAt: null });
  });
});
