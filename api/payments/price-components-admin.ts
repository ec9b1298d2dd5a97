import type { SignedInContext } from '../context.ts';
import { checkSorg } from '../content/announcements-admin.ts';
import { answer, type ContentAnswer, contentError, invalid, listLimit, notFoundRefusal, parseSort } from '../content/publishing.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { type UserError, userError } from '../graphql/mutation-result.ts';
import { PRICE_COMPONENTS, PRICE_MODULES } from '../../src/rules/price-components.ts';
import type { PriceModule } from './tables.ts';

/** The scope of the price components admin: which optional money components each market shows where. */
export const PRICE_COMPONENT_EDIT = 'price-component.cud';

export interface PriceComponentRow {
  id: number;
  sorg: string;
  module: PriceModule;
  additionalDisplays: string[];
}
export interface PriceComponentInput {
  sorg?: string | null;
  module?: string | null;
  additionalDisplays?: readonly string[] | null;
}

export const PRICE_COMPONENT_SORTS = ['sorg', 'module', 'id'] as const;
const known = new Set<string>(PRICE_COMPONENTS);
const rowOf = (r: { id: number; sorg: string; module: PriceModule; additionalDisplays: string }): PriceComponentRow => ({
  ...r,
  additionalDisplays: r.additionalDisplays
    .split(',')
    .map((s) => s.trim())
    .filter((s) => known.has(s)),
});

/** Every market's rows, by organisation then module unless sorted; the search matches the organisation's code. */
export async function listPriceComponents(
  db: Database,
  f: { page: number; limit?: number | null; search?: string | null; sort?: readonly string[] | null; module?: string | null },
): Promise<{ priceComponents: PriceComponentRow[]; info: PageInfo }> {
  const limit = listLimit(f.limit);
  let q = db.selectFrom('priceComponents as p');
  const term = f.search?.trim();
  if (term) q = q.where('p.sorg', 'like', `%${term.replace(/[%_\\]/g, '')}%`);
  if (f.module) q = q.where('p.module', '=', f.module as PriceModule);
  let rows = q.select(['p.id', 'p.sorg', 'p.module', 'p.additionalDisplays']);
  const sorts = f.sort?.length ? parseSort(f.sort, PRICE_COMPONENT_SORTS) : [{ column: 'sorg' as const, desc: false }];
  for (const s of sorts) rows = rows.orderBy(`p.${s.column}`, s.desc ? 'desc' : 'asc');
  const [{ count }, found] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('p.module')
      .orderBy('p.id')
      .limit(limit)
      .offset((f.page - 1) * limit)
      .execute(),
  ]);
  return { priceComponents: found.map(rowOf), info: pageInfo(f.page, limit, Number(count)) };
}

export const priceComponentById = async (db: Database, id: number) => {
  const row = await db
    .selectFrom('priceComponents')
    .select(['id', 'sorg', 'module', 'additionalDisplays'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowOf(row) : null;
};

/** A row as its form saves it: a known organisation and module, one row per pair, components from the known list. */
async function validRow(tx: Database, input: PriceComponentInput, id: number | null) {
  const errors: UserError[] = [];
  const sorg = await checkSorg(tx, errors, input.sorg, true);
  const module = (PRICE_MODULES as readonly string[]).includes(input.module ?? '') ? (input.module as PriceModule) : null;
  if (!module) errors.push(userError('module', 'Required', 'forms:required'));
  const displays = [...new Set(input.additionalDisplays ?? [])];
  if (displays.some((d) => !known.has(d))) errors.push(contentError('additionalDisplays', 'unknownComponent'));
  if (sorg && module) {
    const taken = await tx
      .selectFrom('priceComponents')
      .select('id')
      .where('sorg', '=', sorg)
      .where('module', '=', module)
      .where('id', '!=', id ?? -1)
      .executeTakeFirst();
    if (taken) errors.push(contentError('module', 'componentTaken'));
  }
  if (errors.length || !sorg || !module) return invalid(errors);
  return { sorg, module, additionalDisplays: displays.join(',') };
}

const requireRow = async (tx: Database, id: number) =>
  (await tx.selectFrom('priceComponents').select('id').where('id', '=', id).executeTakeFirst()) ?? notFoundRefusal();

export const createPriceComponent = (ctx: SignedInContext, input: PriceComponentInput): Promise<ContentAnswer> =>
  answer(
    ctx,
    async (tx) =>
      (
        await tx
          .insertInto('priceComponents')
          .values(await validRow(tx, input, null))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    'saved',
    'failedPriceComponent',
  );

export const updatePriceComponent = (ctx: SignedInContext, id: number, input: PriceComponentInput): Promise<ContentAnswer> =>
  answer(
    ctx,
    async (tx) => {
      await requireRow(tx, id);
      await tx
        .updateTable('priceComponents')
        .set(await validRow(tx, input, id))
        .where('id', '=', id)
        .execute();
      return id;
    },
    'saved',
    'failedPriceComponent',
  );

export const deletePriceComponent = (ctx: SignedInContext, id: number): Promise<ContentAnswer> =>
  answer(
    ctx,
    async (tx) => {
      await requireRow(tx, id);
      await tx.deleteFrom('priceComponents').where('id', '=', id).execute();
      return id;
    },
    'deleted',
    'failedPriceComponent',
  );
