import { CATALOG_BRAND, type OptionKind, type VisitBrand } from '../../src/rules/visit-forms.ts';
import type { SignedInContext } from '../context.ts';
import { requireQualified } from './access.ts';

/** One option list of a brand, in its seeded order. */
export async function optionsOf(ctx: SignedInContext, brand: VisitBrand, kind: OptionKind) {
  await requireQualified(ctx);
  return ctx.db
    .selectFrom('visitFormOptions')
    .select(['code', 'name'])
    .where('brand', '=', brand)
    .where('kind', '=', kind)
    .orderBy('sorting')
    .orderBy('code')
    .execute();
}

/** The series of the brand's bikes in the catalogue: what a rep may see on the shop floor. */
export async function brandSeries(ctx: SignedInContext, brand: VisitBrand) {
  await requireQualified(ctx);
  const rows = await ctx.db
    .selectFrom('articles')
    .select('series')
    .distinct()
    .where('brand', '=', CATALOG_BRAND[brand])
    .where('series', '!=', '')
    .orderBy('series')
    .limit(200)
    .execute();
  return rows.map((r) => r.series);
}
