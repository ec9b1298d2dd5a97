import type { RequestContext } from '../auth/context.ts';
import type { CatalogFilters, FacetOption } from '../catalog/facets.ts';
import { type DataEntity, dataTexts, keyOf } from './texts.ts';

/**
 * A GraphQL resolver of a data text in the reader's language: the row names its key, the host its sales organisation.
 * Naming a text checks no customer: whether the customer may read the row is the field's own business.
 */
export function translated<R>(entity: DataEntity, field: string, key: (row: R, sorg: string) => string, stored: (row: R) => string) {
  return async (row: R, _args: unknown, ctx: RequestContext): Promise<string> => {
    const text = await dataTexts(ctx);
    return text(entity, key(row, ctx.host.config.sorg), field, stored(row));
  };
}

/** A promotion's own texts (name, badge, tagline, terms, description). */
export const promotionText = <R extends { code: string }>(field: 'name' | 'badge' | 'tagline' | 'terms' | 'description') =>
  translated<R>(
    'promotion',
    field,
    (p, sorg) => keyOf.promotion(sorg, p.code),
    (p) => (p as unknown as Record<string, string>)[field],
  );

/** An article tag's name; the tag's English name stays its filter value. */
export const tagName = translated<{ name: string }>(
  'articleTag',
  'name',
  (t) => t.name,
  (t) => t.name,
);

/** The catalogue's filter options with their names in the reader's language (the ids, which filters send back, stay). */
export async function translatedFacets(ctx: RequestContext, facets: CatalogFilters): Promise<CatalogFilters> {
  const text = await dataTexts(ctx);
  const { sorg } = ctx.host.config;
  const each = (options: FacetOption[], name: (o: FacetOption) => string) => options.map((o) => ({ ...o, name: name(o) }));
  return {
    ...facets,
    merchandiseCategories: each(facets.merchandiseCategories, (o) => text('merchandiseCategory', o.id, 'name', o.name)),
    bikeCategories: each(facets.bikeCategories, (o) => text('bikeCategory', keyOf.bikeCategory(sorg, o.id.split('+')), 'wording', o.name)),
    articleTags: each(facets.articleTags, (o) => text('articleTag', o.id, 'name', o.name)),
    articleTagCategories: each(facets.articleTagCategories, (o) => text('articleTagCategory', o.id, 'name', o.name)),
    promotions: each(facets.promotions, (o) => text('promotion', keyOf.promotion(sorg, o.id), 'name', o.name)),
  };
}
