import type { RequestContext } from '../auth/context.ts';
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
