import type { Database } from '../db/index.ts';
import { pageInfo } from '../db/paging.ts';
import type { UserError } from '../graphql/mutation-result.ts';
import { contentError } from './publishing.ts';

/** The content kinds a card layout is for (spec 3 §3 Layout; marketing_material is the default type). */
export type LayoutType = 'marketing_material' | 'news' | 'sales_document';

export const layoutById = async (db: Database, id: number | null | undefined) =>
  id == null ? null : ((await db.selectFrom('marketingMaterialLayouts').selectAll().where('id', '=', id).executeTakeFirst()) ?? null);

export type LayoutRow = NonNullable<Awaited<ReturnType<typeof layoutById>>>;

/** The first layout of a kind: what an item without a layout of its own is shown with. */
export const defaultLayoutId = async (db: Database, type: LayoutType) =>
  (await db.selectFrom('marketingMaterialLayouts').select('id').where('type', '=', type).orderBy('id').executeTakeFirst())?.id ?? null;

/** The layout of an item, else the first of its kind. */
export const layoutOrDefault = async (db: Database, id: number | null, type: LayoutType) =>
  (await layoutById(db, id)) ?? layoutById(db, await defaultLayoutId(db, type));

/**
 * A chosen layout must be one of the item's kind: a news layout on a category would show flags that mean nothing
 * there. Empty answers the kind's first layout, or an error when `required`.
 */
export async function checkLayout(
  tx: Database,
  errors: UserError[],
  id: number | null | undefined,
  type: LayoutType,
  { required = false, field = 'layoutId' }: { required?: boolean; field?: string } = {},
): Promise<number | null> {
  if (id == null) {
    if (required) errors.push(contentError(field, 'unknownLayout'));
    return required ? null : defaultLayoutId(tx, type);
  }
  const found = await tx
    .selectFrom('marketingMaterialLayouts')
    .select('id')
    .where('id', '=', id)
    .where('type', '=', type)
    .executeTakeFirst();
  if (!found) errors.push(contentError(field, 'unknownLayout'));
  return found?.id ?? null;
}

export async function layoutList(db: Database, type: string | null | undefined, page: number, limit: number) {
  let q = db.selectFrom('marketingMaterialLayouts');
  if (type) q = q.where('type', '=', type);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const layouts = await q
    .selectAll()
    .orderBy('id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { layouts, info: pageInfo(page, limit, Number(n)) };
}
