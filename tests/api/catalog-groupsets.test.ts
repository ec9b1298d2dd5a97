import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const dealer = (await portal.tokens('dealer')).requestToken;

const GROUPSETS = `{ groupsets { code name brand speeds shifting articleCodes
  products { articleCode sorg allowToOrder price { dealer currency } stock { hasStock } } } }`;

type Groupset = {
  code: string;
  articleCodes: string[];
  products: { articleCode: string; sorg: string; price: { dealer: number; currency: string } | null }[];
};

async function groupsetsOf(token = dealer) {
  const { body } = await portal.graphql(GROUPSETS, { token });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.groupsets as Groupset[];
}

describe('groupsets', () => {
  it("answers each groupset's parts in part order, priced for the dealer", async () => {
    // The demo groupsets are one boxed kit each: give the first one more parts, placed against their id order.
    const [first] = await groupsetsOf();
    const { id } = await portal.db
      .selectFrom('groupsets')
      .select('id')
      .where('sorg', '=', '1000')
      .where('code', '=', first!.code)
      .executeTakeFirstOrThrow();
    const parts = await portal.db
      .selectFrom('articles as a')
      .leftJoin('articleAnalysis as an', 'an.articleId', 'a.id')
      .select(['a.id', 'a.articleCode'])
      .where('a.sorg', '=', '1000')
      .where('a.category', '=', 'PAA')
      .where('a.paaKind', '!=', 'groupset')
      .where((eb) => eb.or([eb('an.hasPrice', 'is', null), eb('an.hasPrice', '=', 1)]))
      .orderBy('a.id')
      .limit(3)
      .execute();
    await portal.db
      .insertInto('groupsetArticles')
      .values(parts.map((p, i) => ({ groupsetId: id, articleId: p.id, position: 3 - i })))
      .execute();

    const groupsets = await groupsetsOf();
    expect(groupsets.length).toBeGreaterThan(1);
    for (const g of groupsets) expect(g.products.map((p) => p.articleCode)).toEqual(g.articleCodes);
    const grown = groupsets.find((g) => g.code === first!.code)!;
    expect(grown.articleCodes.slice(1)).toEqual(parts.map((p) => p.articleCode).reverse());
    for (const p of groupsets.flatMap((g) => g.products)) {
      expect(p.sorg).toBe('1000');
      expect(p.price).toMatchObject({ currency: 'IDR' });
      expect(p.price!.dealer).toBeGreaterThan(0);
    }
  });

  it('is refused without page.catalog', async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const user = await portal.db.selectFrom('users').select('id').where('username', '=', 'dealer2').executeTakeFirstOrThrow();
    await portal.db.deleteFrom('userRoles').where('userId', '=', user.id).execute();
    await portal.db.updateTable('users').set({ groupRoleId: null }).where('id', '=', user.id).execute();
    const { body } = await portal.graphql(GROUPSETS, { token: requestToken });
    expect(codes(body)).toEqual(['U002']);
    expect(body.data?.groupsets ?? null).toBeNull();
  });
});
