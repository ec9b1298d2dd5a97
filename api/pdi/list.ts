import type { Expression } from 'kysely';
import { PDI_PAGE_SIZE } from '../../src/rules/pdi.ts';
import type { SignedInContext } from '../context.ts';
import { contains } from '../db/list-query.ts';
import type { Database } from '../db/index.ts';
import { pageInfo } from '../db/paging.ts';
import { visiblePdis } from './access.ts';

/** One PDI with its bike (spec 2 §3: article, brand, category, year, model, series) and the customer it belongs to. */
export const pdiRows = (db: Database) =>
  db
    .selectFrom('pdis as p')
    .innerJoin('frames as f', 'f.id', 'p.frameId')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('customers as cu', 'cu.id', 'p.customerId')
    .leftJoin('merchandiseCategories as mc', 'mc.id', 'a.mcId')
    .selectAll('p')
    .select([
      'f.frameNumber',
      'a.articleCodeDisplay as articleCode',
      'a.name as articleName',
      'a.brand',
      'mc.name as merchandise',
      'a.modelYear',
      'a.model',
      'a.series',
      'cu.name as custName',
      'cu.codeIsr',
      'cu.codeR3',
    ]);

export type PdiRow = Awaited<ReturnType<ReturnType<typeof pdiRows>['executeTakeFirstOrThrow']>>;

export interface PdiListArgs {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  showDeleted?: boolean | null;
}

/** The PDIs this user may read, searched by frame number or model, counted and paged in SQL, newest first. */
export async function listPdis(ctx: SignedInContext, args: PdiListArgs) {
  const size = Math.min(Math.max(args.limit || PDI_PAGE_SIZE, 1), 50);
  const at = Math.max(args.page || 1, 1);
  const visible = visiblePdis(ctx);
  let q = pdiRows(ctx.db).where((eb) => visible(eb));
  // Deleted inspections stay out of the list unless asked for (spec 2 §4 'the list can include deleted ones').
  if (!args.showDeleted) q = q.where('p.isDeleted', '=', 0);
  const term = (args.search ?? '').trim();
  if (term) {
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('f.frameNumber'), term.replace(/\s+/g, '')),
        contains(eb.ref('a.model'), term),
        contains(eb.ref('a.name') as Expression<string>, term),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    q
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(size)
      .offset((at - 1) * size)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { pdis: rows, info: pageInfo(at, size, Number(total.n)) };
}

export interface ChecklistItem {
  id: number;
  checklist: string;
  description: string;
  sorting: number;
}
export interface PdiCheck extends ChecklistItem {
  pdiId: number;
  checked: boolean;
}

/** The checklist every inspection goes through (claimPDIChecklist), in its order. */
export const checklistItems = (db: Database): Promise<ChecklistItem[]> =>
  db.selectFrom('pdiChecklistItems').select(['id', 'checklist', 'description', 'sorting']).orderBy('sorting').orderBy('id').execute();

/** The checks of several PDIs in one query (the list's rows load theirs together), each PDI's in checklist order. */
export async function checksOf(db: Database, pdiIds: readonly number[]): Promise<PdiCheck[]> {
  if (!pdiIds.length) return [];
  const rows = await db
    .selectFrom('pdiChecks as c')
    .innerJoin('pdiChecklistItems as i', 'i.id', 'c.itemId')
    .select(['c.pdiId', 'i.id', 'i.checklist', 'i.description', 'i.sorting', 'c.checked'])
    .where('c.pdiId', 'in', [...pdiIds])
    .orderBy('i.sorting')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({ ...r, checked: !!r.checked }));
}
