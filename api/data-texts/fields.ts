import type { RequestContext } from '../context.ts';
import { type DataEntity, dataTexts, keyOf, readerLocale } from './texts.ts';

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

/** A colour's name; the stored English name stays the key the variants match on. */
export const colourName = <R>(name: (row: R) => string) => translated<R>('colour', 'name', name, name);

/** A product group's description. */
export const productDescription = translated<{ sorg: string; slug: string; description: string }>(
  'productGroup',
  'description',
  (g) => keyOf.productGroup(g.sorg, g.slug),
  (g) => g.description,
);

/** A specification label, by its line's code. */
export const specificationName = translated<{ code: string; name: string }>(
  'specification',
  'name',
  (s) => s.code,
  (s) => s.name,
);

/** A measure as stored ('14.1 kg') with the reader's decimal sign ('14,1 kg' in German); anything else as it is. */
export function localMeasure(value: string, locale: string): string {
  const measure = /^(\d+)\.(\d+)(\s*[^\d\s]+)?$/.exec(value);
  if (!measure) return value;
  const sign = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${measure[1]}${sign}${measure[2]}${measure[3] ?? ''}`;
}

/**
 * A specification value: a measure with the reader's decimal sign, else whole when it is one known phrase, else part
 * by part ('Forest Green, Teal'); names stay.
 */
export async function specificationValue(row: { value: string }, _args: unknown, ctx: RequestContext): Promise<string> {
  const text = await dataTexts(ctx);
  const measured = localMeasure(row.value, readerLocale(ctx));
  if (measured !== row.value) return measured;
  const whole = text('specificationValue', row.value, 'value', row.value);
  if (whole !== row.value || !row.value.includes(', ')) return whole;
  return row.value
    .split(', ')
    .map((part) => text('specificationValue', part, 'value', part))
    .join(', ');
}

/** An article's name with its colour in the reader's language ('Bolinas 2 2027 Signal Yellow S' -> '… Signalgelb S'). */
export async function articleName(row: { name: string; colour: string }, _args: unknown, ctx: RequestContext): Promise<string> {
  const colour = (await dataTexts(ctx))('colour', row.colour, 'name', row.colour);
  return colour === row.colour || !row.colour ? row.name : row.name.replace(row.colour, colour);
}
