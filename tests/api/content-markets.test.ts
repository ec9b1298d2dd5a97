import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const content = (await portal.tokens('content')).requestToken;

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field message messageKey } code id';
const LIST = `query($type: String, $search: String) { targetMarkets(type: $type, search: $search, limit: 999) {
  contentTargetMarkets { id name marketName type sorg source brand } info { count limit } } }`;
const CREATE = `mutation($input: ContentTargetMarketInput!) { createContentTargetMarket(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: Int!, $input: ContentTargetMarketInput!) { updateContentTargetMarket(id: $id, input: $input) { ${RESULT} } }`;
const DELETE = `mutation($id: Int!) { deleteContentTargetMarket(id: $id) { ${RESULT} } }`;

async function data(query: string, variables: Json, token = content) {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data || body.errors) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
}

/** A user like the content admin who edits news only. */
async function newsEditor() {
  const role = await db
    .insertInto('roles')
    .values({ name: 'news-editor', description: 'News only' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const permission = await db.selectFrom('permissions').select('id').where('name', '=', 'news.cu').executeTakeFirstOrThrow();
  await db.insertInto('rolePermissions').values({ roleId: role.id, permissionId: permission.id }).execute();
  const { id: _id, ...row } = await db.selectFrom('users').selectAll().where('username', '=', 'content').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ ...row, username: 'news-editor', email: 'news-editor@example.org', groupRoleId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('userRoles').values({ userId: user.id, roleId: role.id }).execute();
  return (await portal.tokens('news-editor')).requestToken;
}

describe('content target markets', () => {
  it('lists the markets of every type the editor edits, filtered by type and searched on the server', async () => {
    const all = await data(LIST, {});
    expect(all.info.count).toBe(18);
    const news = await data(LIST, { type: 'news' });
    expect(news.contentTargetMarkets.map((m: Json) => m.type)).toEqual(Array(6).fill('news'));
    const indonesia = await data(LIST, { search: 'indo' });
    expect(indonesia.contentTargetMarkets.map((m: Json) => m.type).sort()).toEqual(['marketing_material', 'news', 'sales_document']);
    expect(indonesia.contentTargetMarkets[0]).toMatchObject({ marketName: 'Indonesia', sorg: '1000' });
  });

  it('creates, renames and deletes a market; the name is unique per type and the type stays', async () => {
    const created = await data(CREATE, { input: { type: 'news', name: 'Bali dealers', sorg: '1000', source: 'ERP', brand: 'Nusantara' } });
    expect(created.message, JSON.stringify(created)).toEqual({ status: true, description: 'Saved' });
    const clash = await data(CREATE, { input: { type: 'news', name: 'Bali dealers', sorg: '1000' } });
    expect(clash.message.description).toBe('Failed to save target market');
    expect(clash.userErrors[0]).toMatchObject({ field: 'name', messageKey: 'content-admin:nameTaken' });
    const renamed = await data(UPDATE, {
      id: created.id,
      input: { type: 'sales_document', name: 'Bali and Lombok dealers', sorg: '1000' },
    });
    expect(renamed.message.status).toBe(true);
    const row = await db.selectFrom('contentTargetMarkets').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'news', name: 'Bali and Lombok dealers', source: null, brand: null });
    expect((await data(DELETE, { id: created.id })).message.status).toBe(true);
  });

  it('keeps a market that users or items are still given', async () => {
    const indonesiaNews = (
      await db
        .selectFrom('contentTargetMarkets')
        .select('id')
        .where('type', '=', 'news')
        .where('sorg', '=', '1000')
        .executeTakeFirstOrThrow()
    ).id;
    const answer = await data(DELETE, { id: indonesiaNews });
    expect(answer.code).toBe('C001');
    expect(answer.userErrors[0].messageKey).toBe('content-admin:marketInUse');
    expect(await db.selectFrom('contentTargetMarkets').select('id').where('id', '=', indonesiaNews).executeTakeFirst()).toBeDefined();
  });

  it('keeps an editor to the types they edit', async () => {
    const token = await newsEditor();
    const list = await data(LIST, {}, token);
    expect(new Set(list.contentTargetMarkets.map((m: Json) => m.type))).toEqual(new Set(['news']));
    const refused = await data(CREATE, { input: { type: 'sales_document', name: 'Not mine', sorg: '1000' } }, token);
    expect(refused.code).toBe('U002');
    const salesMarket = (
      await db.selectFrom('contentTargetMarkets').select('id').where('type', '=', 'sales_document').executeTakeFirstOrThrow()
    ).id;
    expect((await data(DELETE, { id: salesMarket }, token)).code).toBe('U002');
    expect(await db.selectFrom('contentTargetMarkets').select('id').where('name', '=', 'Not mine').executeTakeFirst()).toBeUndefined();
  });
});
