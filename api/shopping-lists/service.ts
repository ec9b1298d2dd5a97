import type { SignedInContext } from '../context.ts';
import { type Article, articleColumns } from '../catalog/loaders.ts';
import { marketOf } from '../catalog/market.ts';
import { unitPriceFor } from '../catalog/pricing.ts';
import type { Database } from '../db/index.ts';
import { isPostgres } from '../db/dialect.ts';
import { type PageInfo, pageInfo } from '../db/paging.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, Refused, recordAnswer, type UserError } from '../graphql/mutation-result.ts';
import { nowIso } from '../platform/clock.ts';
import { MAX_ROW_QTY, normalCode } from '../../src/rules/fast-order.ts';
import {
  LIST_NAME_MAX,
  listName,
  MAX_LIST_LINES,
  MAX_LISTS,
  type ShoppingListMessageKey,
  shoppingListMessages,
} from '../../src/rules/shopping-lists.ts';
import { mayManage, readableList, visibleLists } from './access.ts';

const listError = areaErrors(shoppingListMessages, 'lists:errors.');
const refuse = (field: string, key: ShoppingListMessageKey, params?: Record<string, string>): never => {
  throw new Refused(ErrorCode.invalidInput, [listError(field, key, params)]);
};

/** One list as the overview shows it: its name, who made it, whether the shop shares it, how many lines. */
export interface ListRow {
  id: number;
  name: string;
  shared: boolean;
  createdBy: number;
  makerName: string;
  lineCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The lists this session may read, last changed first, a page at a time. */
export async function shoppingLists(ctx: SignedInContext, page: number, limit: number): Promise<{ lists: ListRow[]; info: PageInfo }> {
  const base = ctx.db.selectFrom('shoppingLists as l').where(visibleLists(ctx));
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .innerJoin('users as u', 'u.id', 'l.createdBy')
      .select(['l.id', 'l.name', 'l.shared', 'l.createdBy', 'l.createdAt', 'l.updatedAt', 'u.name as makerName', 'u.username'])
      .select((eb) =>
        eb
          .selectFrom('shoppingListLines as sl')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('sl.listId', '=', 'l.id')
          .as('lineCount'),
      )
      .orderBy('l.updatedAt', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    lists: rows.map(({ username, makerName, shared, lineCount, ...row }) => ({
      ...row,
      shared: Number(shared) === 1,
      makerName: makerName || username,
      lineCount: Number(lineCount ?? 0),
    })),
    info: pageInfo(page, limit, Number(count)),
  };
}

/** A line as the list page shows it: as it was put on the list, and the article as the market sells it today (null when no longer). */
export interface ListLine {
  id: number;
  articleCode: string;
  name: string;
  qty: number;
  uom: string;
  unitPrice: number;
  currency: string;
  addedAt: string;
  product: Article | null;
}

/** One readable list with its lines, oldest first, each joined to today's article of the market. */
export async function shoppingList(ctx: SignedInContext, id: number) {
  const list = await readableList(ctx, ctx.db, id);
  const rows = await ctx.db
    .selectFrom('shoppingListLines as sl')
    .leftJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'sl.articleCode').on('a.sorg', '=', list.sorg))
    .select(['sl.id as lineId', 'sl.articleCode as lineCode', 'sl.name as lineName', 'sl.quantity', 'sl.uom as lineUom'])
    .select(['sl.unitPrice as listedPrice', 'sl.currency', 'sl.addedAt'])
    .select(articleColumns.map((c) => `a.${c}` as const))
    .where('sl.listId', '=', list.id)
    .orderBy('sl.addedAt')
    .orderBy('sl.id')
    .execute();
  const maker = await ctx.db.selectFrom('users').select(['name', 'username']).where('id', '=', list.createdBy).executeTakeFirst();
  const lines: ListLine[] = rows.map(({ lineId, lineCode, lineName, quantity, lineUom, listedPrice, currency, addedAt, ...a }) => ({
    id: lineId,
    articleCode: lineCode,
    name: a.name ?? lineName,
    qty: Number(quantity),
    uom: lineUom,
    unitPrice: Number(listedPrice),
    currency,
    addedAt,
    product: a.id === null ? null : (a as Article),
  }));
  return {
    ...list,
    shared: Number(list.shared) === 1,
    makerName: maker?.name || maker?.username || '',
    mayManage: mayManage(ctx, list),
    lines,
  };
}
export type ListDetail = Awaited<ReturnType<typeof shoppingList>>;

export interface ListInput {
  name?: string | null;
  shared?: boolean | null;
}

/** One line as a call names it: an article code as the dealer reads it (or the ERP's) and a quantity. */
export interface LineInput {
  code: string;
  qty: number;
}

async function checkName(ctx: SignedInContext, tx: Database, raw: string, except: number | null) {
  const name = listName(raw);
  if (!name) return refuse('name', 'name_required');
  if (name.length > LIST_NAME_MAX) return refuse('name', 'name_too_long', { max: String(LIST_NAME_MAX) });
  let same = tx
    .selectFrom('shoppingLists as l')
    .select('l.id')
    .where(visibleLists(ctx))
    .where((eb) => eb(eb.fn('lower', ['l.name']), '=', name.toLowerCase()));
  if (except !== null) same = same.where('l.id', '!=', except);
  if (await same.executeTakeFirst()) refuse('name', 'name_taken');
  return name;
}

/** Makes a list for the active customer in this market, with the lines given (from a product, the cart, an order). */
export function createShoppingList(ctx: SignedInContext, input: ListInput, lines: readonly LineInput[]): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const name = await checkName(ctx, tx, input.name ?? '', null);
      const { count } = await tx
        .selectFrom('shoppingLists')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('customerId', '=', ctx.actor.customer!.id)
        .where('sorg', '=', ctx.host.config.sorg)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_LISTS) refuse('name', 'too_many_lists', { max: String(MAX_LISTS) });
      const now = nowIso();
      const { id } = await tx
        .insertInto('shoppingLists')
        .values({
          customerId: ctx.actor.customer!.id,
          sorg: ctx.host.config.sorg,
          name,
          createdBy: ctx.actor.user.id,
          shared: input.shared ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lines.length) await writeLines(ctx, tx, id, lines, 'add');
      return id;
    },
    'The list was saved',
  );
}

/** Renames a list or shares it with the shop (sharing only by its maker); anyone who reads it may rename it. */
export function updateShoppingList(ctx: SignedInContext, id: number, input: ListInput): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const list = await readableList(ctx, tx, id);
      const changes: { name?: string; shared?: number; updatedAt: string } = { updatedAt: nowIso() };
      if (input.name != null) changes.name = await checkName(ctx, tx, input.name, list.id);
      if (input.shared != null && (input.shared ? 1 : 0) !== Number(list.shared)) {
        if (!mayManage(ctx, list)) refuse('shared', 'only_maker');
        changes.shared = input.shared ? 1 : 0;
      }
      await tx.updateTable('shoppingLists').set(changes).where('id', '=', list.id).execute();
      return list.id;
    },
    'The list was saved',
  );
}

/** Deletes a list and its lines; only its maker or someone acting for the dealer may. */
export function deleteShoppingList(ctx: SignedInContext, id: number): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const list = await readableList(ctx, tx, id);
      if (!mayManage(ctx, list)) refuse('id', 'only_maker');
      await tx.deleteFrom('shoppingListLines').where('listId', '=', list.id).execute();
      await tx.deleteFrom('shoppingLists').where('id', '=', list.id).execute();
      return list.id;
    },
    'The list was deleted',
  );
}

/**
 * Adds pieces to a list's lines ('add': from a product, card, the cart, fast order or an order) or sets their
 * quantities ('set': the list page, an import; 0 removes). All lines or none: an article the market does not sell
 * or a quantity out of range refuses the call with an error per line.
 */
export function changeShoppingListLines(
  ctx: SignedInContext,
  id: number,
  lines: readonly LineInput[],
  mode: 'add' | 'set',
): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const list = await readableList(ctx, tx, id);
      await writeLines(ctx, tx, list.id, lines, mode);
      await tx.updateTable('shoppingLists').set({ updatedAt: nowIso() }).where('id', '=', list.id).execute();
      return list.id;
    },
    mode === 'add' ? 'Added to the list' : 'The list was saved',
  );
}

/** The market's articles for codes as typed: the ERP's code or the one the dealer reads, any case. */
async function articlesOf(tx: Database, sorg: string, codes: readonly string[]) {
  const wanted = [...new Set(codes.flatMap((c) => [c.trim(), normalCode(c)]))];
  if (!wanted.length) return new Map<string, Article>();
  const rows = await tx
    .selectFrom('articles')
    .select(articleColumns)
    .where('sorg', '=', sorg)
    .where((eb) => eb.or([eb('articleCode', 'in', wanted), eb('articleCodeDisplay', 'in', wanted)]))
    .execute();
  const byCode = new Map<string, Article>();
  for (const a of rows) {
    byCode.set(normalCode(a.articleCodeDisplay), a as Article);
    byCode.set(normalCode(a.articleCode), a as Article);
  }
  return byCode;
}

async function writeLines(ctx: SignedInContext, tx: Database, listId: number, lines: readonly LineInput[], mode: 'add' | 'set') {
  // Two calls on one list at once (two tabs, a rep and the dealer) add up one after the other: on PostgreSQL the
  // second waits here for the first; SQLite's write transactions already run one at a time and have no FOR UPDATE.
  if (isPostgres(tx)) await tx.selectFrom('shoppingLists').select('id').where('id', '=', listId).forUpdate().execute();
  const market = await marketOf(ctx);
  const articles = await articlesOf(
    tx,
    market.sorg,
    lines.map((l) => l.code),
  );
  const existing = new Map(
    (await tx.selectFrom('shoppingListLines').select(['id', 'articleCode', 'quantity']).where('listId', '=', listId).execute()).map((l) => [
      l.articleCode,
      l,
    ]),
  );
  const errors: UserError[] = [];
  // The same article twice in one call is one line with both quantities (as the cart counts a pasted list).
  const wanted = new Map<string, { article: Article; qty: number }>();
  const removals = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const article = articles.get(normalCode(line.code));
    // A line whose article the market no longer sells can still be taken off the list by its code.
    const stale = !article && mode === 'set' && line.qty === 0 ? existing.get(line.code.trim()) : undefined;
    if (stale) {
      removals.add(stale.articleCode);
      continue;
    }
    if (!article) {
      errors.push(listError(`lines.${i}.code`, 'not_sold', { code: line.code.trim() }));
      continue;
    }
    const min = mode === 'add' ? 1 : 0;
    const before = wanted.get(article.articleCode)?.qty ?? (mode === 'add' ? Number(existing.get(article.articleCode)?.quantity ?? 0) : 0);
    const qty = before + line.qty;
    if (!Number.isInteger(line.qty) || line.qty < min || qty > MAX_ROW_QTY) {
      errors.push(listError(`lines.${i}.qty`, 'qty_invalid', { max: String(MAX_ROW_QTY) }));
      continue;
    }
    wanted.set(article.articleCode, { article, qty });
  }
  if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
  const after = new Set(existing.keys());
  for (const code of removals) after.delete(code);
  for (const [code, w] of wanted) {
    if (w.qty === 0) after.delete(code);
    else after.add(code);
  }
  if (after.size > MAX_LIST_LINES) refuse('lines', 'too_many_lines', { max: String(MAX_LIST_LINES) });

  if (removals.size)
    await tx
      .deleteFrom('shoppingListLines')
      .where('listId', '=', listId)
      .where('articleCode', 'in', [...removals])
      .execute();
  const now = nowIso();
  for (const { article, qty } of wanted.values()) {
    const line = existing.get(article.articleCode);
    if (qty === 0) {
      if (line) await tx.deleteFrom('shoppingListLines').where('id', '=', line.id).execute();
      continue;
    }
    // The price shown beside the line is the one for its quantity, as the cart prices it.
    const unitPrice = await unitPriceFor(ctx, article, qty);
    if (line) {
      await tx.updateTable('shoppingListLines').set({ quantity: qty, unitPrice, name: article.name }).where('id', '=', line.id).execute();
    } else {
      await tx
        .insertInto('shoppingListLines')
        .values({
          listId,
          articleCode: article.articleCode,
          name: article.name,
          quantity: qty,
          uom: article.uom,
          unitPrice,
          currency: market.currency,
          addedAt: now,
        })
        .execute();
    }
  }
}
