import type { RequestContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { asLocale, DEFAULT_LOCALE, type Locale } from '../../src/rules/locales.ts';

/** The kinds of data whose texts a reader reads; the key names one row of it (see keyOf). */
export type DataEntity =
  | 'shipmentMethod'
  | 'paymentMethod'
  | 'bikeCategory'
  | 'merchandiseCategory'
  | 'articleTag'
  | 'articleTagCategory'
  | 'promotion'
  | 'market'
  | 'productGroup'
  | 'colour'
  | 'specification'
  | 'specificationValue'
  | 'layout';

/** How each entity's row is named in data_texts: per sales organisation where the same code differs by market. */
export const keyOf = {
  shipmentMethod: (sorg: string, code: string) => `${sorg}:${code}`,
  paymentMethod: (sorg: string, code: string) => `${sorg}:${code}`,
  promotion: (sorg: string, code: string) => `${sorg}:${code}`,
  /** A product group by its market and slug. */
  productGroup: (sorg: string, slug: string) => `${sorg}:${slug}`,
  /** A bike category by its merchandise categories, as the catalogue link names it. */
  bikeCategory: (sorg: string, mcIds: readonly string[]) => `${sorg}:${mcIds.join('+')}`,
  /** A card layout by what it is for and its English name (migration 0046). */
  layout: (type: string, description: string) => `${type}:${description}`,
} as const;

/** A data text in the reader's language: the translation when one is stored, else the stored (English) text. */
export type DataText = <T extends string | null>(entity: DataEntity, key: string, field: string, stored: T) => T | string;

/**
 * The first portal locale an Accept-Language header names ("de-DE,de;q=0.9" -> de). The browser sends the page's
 * language on every call, so a reader who switches language reads the data in it too.
 */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((t) => asLocale(t.tag)).find((l) => l) ?? null;
}

/** The reader's language: what the request asks for, else the signed-in user's language, else the host's first. */
export function readerLocale(ctx: Pick<RequestContext, 'actor' | 'host'> & { readerLanguage?: string | null }): Locale {
  return (
    asLocale(ctx.readerLanguage) ?? asLocale(ctx.actor?.user.language) ?? asLocale(ctx.host.config.languages[0]?.code) ?? DEFAULT_LOCALE
  );
}

// Translations change only when an admin or the seed writes them; a short cache spares a query per request.
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, Map<Locale, { at: number; texts: Promise<Map<string, string>> }>>();

const id = (entity: string, key: string, field: string) => `${entity}\u0000${key}\u0000${field}`;

/** Every data text of one locale, by entity, key and field. */
export function localeTexts(db: Database, locale: Locale): Promise<Map<string, string>> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const hit = perDb.get(locale);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.texts;
  const texts = db
    .selectFrom('dataTexts')
    .select(['entity', 'entityKey', 'field', 'text'])
    .where('locale', '=', locale)
    .execute()
    .then((rows) => new Map(rows.map((r) => [id(r.entity, r.entityKey, r.field), r.text])));
  texts.catch(() => perDb.delete(locale));
  perDb.set(locale, { at: Date.now(), texts });
  return texts;
}

export function forgetDataTexts(db: Database): void {
  cache.delete(db);
}

/** The translator of data texts for one locale (en-us reads the stored text). */
export async function dataTextsIn(db: Database, locale: Locale): Promise<DataText> {
  const texts = locale === DEFAULT_LOCALE ? new Map<string, string>() : await localeTexts(db, locale);
  return (entity, key, field, stored) => (stored == null ? stored : (texts.get(id(entity, key, field)) ?? stored));
}

/** The translator of data texts for the request's reader. */
export function dataTexts(ctx: Pick<RequestContext, 'db' | 'actor' | 'host'> & { readerLanguage?: string | null }): Promise<DataText> {
  return dataTextsIn(ctx.db, readerLocale(ctx));
}
