import {
  entryProblem,
  normalCategory,
  type RegionCategory,
  type SalesAreaMessageKey,
  salesAreaMessages,
  type SalesMapEntry,
} from '../../src/rules/sales-area.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, type MutationOutcome, Refused, succeeded, type UserError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { nowIso } from '../platform/clock.ts';

// Sales-area maps (spec 3 §3, §7, §8): the regions of the host's sales organisation only. A region of another
// market is neither listed nor changed; an update naming one fails whole, like any other bad entry.

const areaError = areaErrors(salesAreaMessages, 'sales-area:errors.');

const regionsOf = (db: Database, sorg: string) =>
  db
    .selectFrom('salesAreaRegions')
    .select(['id', 'sorg', 'code', 'description', 'lat', 'lng', 'category', 'updatedAt'])
    .where('sorg', '=', sorg);
export type SalesAreaRegionRow = Awaited<ReturnType<ReturnType<typeof regionsOf>['execute']>>[number];

/** Every region of the host's market, by name. */
export const salesAreaMaps = (ctx: SignedInContext) =>
  regionsOf(ctx.db, ctx.host.config.sorg).orderBy('description').orderBy('id').execute();

export interface RegionGroupRow {
  regionId: number;
  id: number;
  code: string;
  description: string;
  category: RegionCategory | null;
}

/** The groups of the given regions (one query for a whole map), each with the region's category in it. */
export const groupsOf = (db: Database, regionIds: readonly number[]): Promise<RegionGroupRow[]> =>
  db
    .selectFrom('salesAreaRegionGroupMembers as m')
    .innerJoin('salesAreaRegionGroups as g', 'g.id', 'm.groupId')
    .innerJoin('salesAreaRegions as r', 'r.id', 'm.regionId')
    .select(['m.regionId', 'g.id', 'g.code', 'g.description', 'r.category'])
    .where('m.regionId', 'in', regionIds)
    .orderBy('g.description')
    .execute();

/** One changed region: what it was and what it is now (the results page lists these). */
export interface SalesAreaChange {
  region: SalesAreaRegionRow;
  previousCategory: RegionCategory | null;
}

export interface SalesAreaUpdateAnswer extends MutationOutcome {
  code: string | null;
  changes: SalesAreaChange[];
}

const refuse = (errors: UserError[]): never => {
  throw new Refused(ErrorCode.invalidInput, errors, salesAreaMessages.update_failed);
};
const problem = (i: number, field: string, key: SalesAreaMessageKey) => areaError(`salesMaps.${i}.${field}`, key);

/**
 * Sets the categories of a batch of regions in one transaction: any bad entry (no region id, no category, a category
 * outside the list, a region not of this market, the same region twice) refuses the whole batch and writes nothing.
 */
export async function updateSalesMapAreaCategories(
  ctx: SignedInContext,
  entries: readonly SalesMapEntry[],
): Promise<SalesAreaUpdateAnswer> {
  const sorg = ctx.host.config.sorg;
  try {
    const changes = await inWriteTransaction(ctx.db, async (tx) => {
      const errors = entries.flatMap((e, i) => {
        const p = entryProblem(e);
        return p ? [problem(i, p.field, p.key)] : [];
      });
      if (!entries.length) errors.push(areaError('salesMaps', 'region_id_required'));
      if (errors.length) refuse(errors);
      const ids = entries.map((e) => e.regionId!);
      const before = new Map((await regionsOf(tx, sorg).where('id', 'in', ids).execute()).map((r) => [r.id, r]));
      const unknown = ids.flatMap((id, i) => (!before.has(id) || ids.indexOf(id) !== i ? [problem(i, 'regionId', 'update_failed')] : []));
      if (unknown.length) refuse(unknown);
      const now = nowIso();
      for (const e of entries) {
        await tx
          .updateTable('salesAreaRegions')
          .set({ category: normalCategory(e.category!), updatedAt: now, updatedBy: ctx.actor.user.id })
          .where('id', '=', e.regionId!)
          .where('sorg', '=', sorg)
          .execute();
      }
      const after = new Map((await regionsOf(tx, sorg).where('id', 'in', ids).execute()).map((r) => [r.id, r]));
      return ids.map((id) => ({ region: after.get(id)!, previousCategory: before.get(id)!.category }));
    });
    return { ...succeeded('The sales area was updated'), code: null, changes };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, changes: [] };
    throw e;
  }
}
