import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import type { ContentMarketType } from '../db/types.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
import {
  answer,
  contains,
  contentError,
  type ContentAnswer,
  invalid,
  listLimit,
  notFoundRefusal,
  parseSort,
  Refused,
  sortKey,
  trimmed,
} from './publishing.ts';

/** Who edits the markets of each content type: the editors of that content (spec 3 §2 'Menu entries'). */
export const MARKET_EDITORS: Record<ContentMarketType, string> = {
  marketing_material: 'marketing-material.cud',
  sales_document: 'sales-document.cu',
  news: 'news.cu',
};
export const MARKET_TYPES = Object.keys(MARKET_EDITORS) as ContentMarketType[];

export interface MarketRow {
  id: number;
  type: ContentMarketType;
  name: string;
  sorg: string;
  source: string | null;
  brand: string | null;
}
export interface MarketFilter {
  page: number;
  limit?: number | null;
  search?: string | null;
  type?: ContentMarketType | null;
  sort?: readonly string[] | null;
}

export const MARKET_SORTS = ['name', 'type', 'sorg', 'id'] as const;
const NAME_MAX = 80;

/** The types this editor may see and change. */
const typesOf = (ctx: SignedInContext) => MARKET_TYPES.filter((t) => ctx.actor.scopes.has(MARKET_EDITORS[t]));

/** One page of target markets of the types the user edits; search matches name, source or brand. */
export async function listMarkets(ctx: SignedInContext, f: MarketFilter): Promise<{ contentTargetMarkets: MarketRow[]; info: PageInfo }> {
  const limit = listLimit(f.limit);
  const types = typesOf(ctx).filter((t) => !f.type || t === f.type);
  let q = ctx.db.selectFrom('contentTargetMarkets as m').where('m.type', 'in', types.length ? types : ['none' as ContentMarketType]);
  const term = f.search?.trim();
  if (term)
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('m.name'), term),
        contains(eb.fn.coalesce('m.source', eb.val('')), term),
        contains(eb.fn.coalesce('m.brand', eb.val('')), term),
      ]),
    );
  let rows = q.select(['m.id', 'm.type', 'm.name', 'm.sorg', 'm.source', 'm.brand']);
  for (const s of parseSort(f.sort, MARKET_SORTS)) rows = rows.orderBy(sortKey('m', s.column), s.desc ? 'desc' : 'asc');
  const [{ count }, contentTargetMarkets] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('m.id')
      .limit(limit)
      .offset((f.page - 1) * limit)
      .execute(),
  ]);
  return { contentTargetMarkets, info: pageInfo(f.page, limit, Number(count)) };
}

export async function marketById(ctx: SignedInContext, id: number): Promise<MarketRow | null> {
  const row = await ctx.db
    .selectFrom('contentTargetMarkets')
    .select(['id', 'type', 'name', 'sorg', 'source', 'brand'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && typesOf(ctx).includes(row.type) ? row : null;
}

export interface MarketInput {
  type?: string | null;
  name?: string | null;
  sorg?: string | null;
  source?: string | null;
  brand?: string | null;
}

const forbiddenType = (): never => {
  throw new Refused(ErrorCode.forbidden, [contentError('type', 'failedMarket')], 'Forbidden');
};

async function validMarket(ctx: SignedInContext, tx: Database, input: MarketInput, id: number | null) {
  const errors: UserError[] = [];
  const type = input.type as ContentMarketType;
  if (!MARKET_TYPES.includes(type)) checkField(errors, 'type', '', ['required']);
  else if (!typesOf(ctx).includes(type)) forbiddenType();
  const name = trimmed(input.name);
  if (checkField(errors, 'name', input.name ?? '', ['required', 'notEmpty'])) checkLength(errors, 'name', name, NAME_MAX);
  const sorg = trimmed(input.sorg);
  if (checkField(errors, 'sorg', sorg, ['required'])) {
    const known = await tx.selectFrom('salesOrganisations').select('sorg').where('sorg', '=', sorg).executeTakeFirst();
    if (!known) errors.push(contentError('sorg', 'notFound'));
  }
  const source = trimmed(input.source) || null;
  const brand = trimmed(input.brand) || null;
  if (source) checkLength(errors, 'source', source, NAME_MAX);
  if (brand) checkLength(errors, 'brand', brand, NAME_MAX);
  if (!errors.length) {
    const clash = await tx
      .selectFrom('contentTargetMarkets')
      .select('id')
      .where('type', '=', type)
      .where('name', '=', name)
      .where('id', '!=', id ?? -1)
      .executeTakeFirst();
    if (clash) errors.push(contentError('name', 'nameTaken'));
  }
  if (errors.length) invalid(errors);
  return { type, name, sorg, source, brand };
}

async function requireMarket(ctx: SignedInContext, tx: Database, id: number) {
  const row = await tx.selectFrom('contentTargetMarkets').select(['id', 'type']).where('id', '=', id).executeTakeFirst();
  if (!row) return notFoundRefusal();
  if (!typesOf(ctx).includes(row.type)) return forbiddenType();
  return row;
}

export function createMarket(ctx: SignedInContext, input: MarketInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const m = await validMarket(ctx, tx, input, null);
      return (await tx.insertInto('contentTargetMarkets').values(m).returning('id').executeTakeFirstOrThrow()).id;
    },
    'saved',
    'failedMarket',
  );
}

/** The type stays: items and users given the market keep reading the same kind of content. */
export function updateMarket(ctx: SignedInContext, id: number, input: MarketInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const row = await requireMarket(ctx, tx, id);
      const m = await validMarket(ctx, tx, { ...input, type: row.type }, id);
      await tx
        .updateTable('contentTargetMarkets')
        .set({ name: m.name, sorg: m.sorg, source: m.source, brand: m.brand })
        .where('id', '=', id)
        .execute();
      return id;
    },
    'saved',
    'failedMarket',
  );
}

/** A market still given to users or items is kept: removing it would silently hide content from readers. */
export function deleteMarket(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireMarket(ctx, tx, id);
      const uses = await Promise.all([
        tx
          .selectFrom('userContentTargetMarkets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('marketId', '=', id)
          .executeTakeFirstOrThrow(),
        tx
          .selectFrom('newsTargetMarkets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('marketId', '=', id)
          .executeTakeFirstOrThrow(),
        tx
          .selectFrom('salesDocumentTargetMarkets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('marketId', '=', id)
          .executeTakeFirstOrThrow(),
        tx
          .selectFrom('salesDocumentGroupTargetMarkets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('marketId', '=', id)
          .executeTakeFirstOrThrow(),
        tx
          .selectFrom('marketingMaterialMarkets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('marketId', '=', id)
          .executeTakeFirstOrThrow(),
        tx
          .selectFrom('marketingMaterialCategoryMarkets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('marketId', '=', id)
          .executeTakeFirstOrThrow(),
      ]);
      const count = uses.reduce((sum, u) => sum + Number(u.n), 0);
      if (count) throw new Refused(ErrorCode.conflict, [contentError('id', 'marketInUse', { count: String(count) })], 'In use');
      await tx.deleteFrom('contentTargetMarkets').where('id', '=', id).execute();
      return id;
    },
    'deleted',
    'failedMarket',
  );
}
