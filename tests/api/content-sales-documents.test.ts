import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { db } = portal;
const tokenOf = async (username: string) => (await portal.tokens(username)).requestToken;
const [content, dealer, dealerUs] = await Promise.all(['content', 'dealer', 'dealer-us'].map(tokenOf));

type Json = Record<string, any>;
const RESULT = 'message { status description } userErrors { field message messageKey } code id';
const DOCUMENTS = `query($type: String, $validOnly: Boolean, $filter: Boolean, $withDeleted: Boolean, $search: String, $ungrouped: Boolean) {
  salesDocuments(type: $type, validOnly: $validOnly, filterContentTargetMarket: $filter, withDeleted: $withDeleted, search: $search, ungrouped: $ungrouped, limit: 100) {
    salesDocuments { id type title status files { fileName oriFileUrl } salesDocumentGroup { title } } info { count limit } } }`;
const GROUPS = `query($type: String) { salesDocumentGroups(limit: 100) { salesDocumentGroups { id title salesDocuments(type: $type) { title } } info { count } } }`;
const ONE = 'query($id: Int!) { salesDocument(id: $id) { id title body files { id fileName oriFileUrl } } }';
const CREATE = `mutation($input: SalesDocumentInput!) { createSalesDocument(input: $input) { ${RESULT} } }`;
const DELETE = `mutation($id: Int!) { deleteSalesDocument(id: $id) { ${RESULT} } }`;
const RESTORE = `mutation($id: Int!) { restoreSalesDocument(id: $id) { ${RESULT} } }`;
const CREATE_GROUP = `mutation($input: SalesDocumentGroupInput!) { createSalesDocumentGroup(input: $input) { ${RESULT} } }`;
const DELETE_GROUP = `mutation($id: Int!) { deleteSalesDocumentGroup(id: $id) { ${RESULT} } }`;

async function data(query: string, variables: Json, token: string) {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data || body.errors) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
}
const titles = async (token: string, variables: Json = {}) =>
  ((await data(DOCUMENTS, variables, token)).salesDocuments as Json[]).map((d) => d.title as string);
const marketId = async (sorg: string) =>
  (
    await db
      .selectFrom('contentTargetMarkets')
      .select('id')
      .where('type', '=', 'sales_document')
      .where('sorg', '=', sorg)
      .executeTakeFirstOrThrow()
  ).id;
const days = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const input = async (extra: Json = {}) => ({
  type: 'sales',
  title: 'Dealer terms 2027',
  body: '<p>Payment terms <b>30 days</b>.</p><script>x()</script>',
  validFrom: days(-1),
  validTo: days(30),
  contentTargetMarketIds: [await marketId('1000')],
  ...extra,
});

describe('what each reader reads', () => {
  it('a dealer reads the current documents of their market, by type; another market reads none', async () => {
    const sales = await titles(dealer, { type: 'sales' });
    expect(sales.sort()).toEqual(['Daftar harga suku cadang Q1 2027', 'Daftar harga sepeda 2027', 'Katalog sepeda 2027'].sort());
    expect(await titles(dealer, { type: 'technical' })).toEqual(
      expect.arrayContaining(['Panduan servis suspensi Trail 29', 'Tabel ukuran rangka']),
    );
    expect(await titles(dealer, { type: 'sales', validOnly: false, filter: false, withDeleted: true })).not.toContain('Daftar harga 2026');
    expect(await titles(dealerUs)).toEqual([]);
    expect((await data(GROUPS, {}, dealerUs)).info.count).toBe(0);
  });

  it('groups carry their documents of one type; ungrouped documents list on their own', async () => {
    const groups = (await data(GROUPS, { type: 'technical' }, dealer)).salesDocumentGroups as Json[];
    expect(
      groups
        .find((g) => g.title === 'Panduan servis')!
        .salesDocuments.map((d: Json) => d.title)
        .sort(),
    ).toEqual(['Diagnosa sistem e-bike', 'Panduan servis suspensi Trail 29']);
    expect(groups.find((g) => g.title === 'Daftar harga')!.salesDocuments).toEqual([]);
    expect(await titles(dealer, { ungrouped: true })).toEqual(['Tabel ukuran rangka']);
  });

  it("a document's file downloads for its reader as an attachment", async () => {
    const doc = ((await data(DOCUMENTS, { search: 'Katalog' }, dealer)).salesDocuments as Json[])[0];
    expect(doc.files).toHaveLength(1);
    const res = await portal.request(doc.files[0].oriFileUrl, { token: dealer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});

describe('publishing documents', () => {
  it('stores the text sanitised; a soft-deleted document vanishes for readers and comes back on restore', async () => {
    const created = await data(CREATE, { input: await input() }, content);
    expect(created.message, JSON.stringify(created)).toEqual({ status: true, description: 'Saved' });
    const read = await data(ONE, { id: created.id }, dealer);
    expect(read.body).toBe('<p>Payment terms <b>30 days</b>.</p>');
    expect(await titles(dealer, { type: 'sales' })).toContain('Dealer terms 2027');

    expect((await data(DELETE, { id: created.id }, content)).message.status).toBe(true);
    expect(await titles(dealer, { type: 'sales' })).not.toContain('Dealer terms 2027');
    expect(await data(ONE, { id: created.id }, dealer)).toBeNull();
    expect((await data(RESTORE, { id: created.id }, content)).message.status).toBe(true);
    expect(await titles(dealer, { type: 'sales' })).toContain('Dealer terms 2027');
  });

  it("refuses bad input with 'Failed to save technical document' and too many files with 'Max items of 10 exceeded.'", async () => {
    const bad = await data(CREATE, { input: await input({ type: 'technical', title: '', validTo: days(-5) }) }, content);
    expect(bad.message).toEqual({ status: false, description: 'Failed to save technical document' });
    expect(bad.userErrors.map((e: Json) => e.field).sort()).toEqual(['title', 'validTo']);
    const many = await data(CREATE, { input: await input({ fileIds: Array.from({ length: 11 }, (_, i) => 900_000 + i) }) }, content);
    expect(many.message.description).toBe('Failed to save sales document');
    expect(many.userErrors).toEqual([expect.objectContaining({ field: 'fileIds', message: 'Max items of 10 exceeded.' })]);
  });

  it('deleting a group keeps its documents, ungrouped', async () => {
    const group = await data(
      CREATE_GROUP,
      { input: { name: 'temp', title: 'Temporary', contentTargetMarketIds: [await marketId('1000')] } },
      content,
    );
    expect(group.message.status).toBe(true);
    const doc = await data(CREATE, { input: await input({ title: 'In a group', groupId: group.id }) }, content);
    expect((await data(DELETE_GROUP, { id: group.id }, content)).message.status).toBe(true);
    const row = await db.selectFrom('salesDocuments').select(['groupId', 'deletedAt']).where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ groupId: null, deletedAt: null });
  });

  it('refuses every document and group mutation without sales-document.cu', async () => {
    for (const [query, variables] of [
      [CREATE, { input: await input() }],
      [DELETE, { id: 1 }],
      [RESTORE, { id: 1 }],
      [CREATE_GROUP, { input: { name: 'x', title: 'x' } }],
      [DELETE_GROUP, { id: 1 }],
    ] as const) {
      const { body } = await portal.graphql(query, { token: dealer, variables });
      expect(codes(body), JSON.stringify(body)).toContain('U002');
    }
  });
});
