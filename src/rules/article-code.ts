/**
 * Article codes as people type them: the portal shows an article by its display code ("BOL2 XS YLW MY27") and keeps
 * the ERP's internal code ("BK27-BOL2-XS-YLW") beside it; a typed code may be either, in any letter case, with or
 * without its spaces and hyphens. Fast order and catalogue analyze resolve typed codes by these rules.
 */

/** The codes of one article the portal shows. */
export interface ArticleCodes {
  articleCode: string;
  articleCodeDisplay: string;
}

/** A code compared without case or surrounding blanks, inner blanks as one space: as read off a box or a screen. */
export const exactCodeKey = (code: string) => code.trim().replace(/\s+/g, ' ').toUpperCase();

/** A code compared without case, blanks or hyphens: "BOL2 XS YLW MY27", "bol2-xs-ylw-my27" and "BOL2XSYLWMY27" are one. */
export const looseCodeKey = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

/** The characters looseCodeKey drops, for a database to drop them alike (replace() takes one at a time). */
export const LOOSE_CODE_DROPS = [' ', '-'] as const;

/**
 * The article a typed code names among candidates of one market, or null. The internal code wins, then the display
 * code, both compared by exactCodeKey; only then the loose key, and only when exactly one article has it, so a
 * lenient match never guesses between two articles.
 */
export function matchArticleCode<A extends ArticleCodes>(typed: string, candidates: readonly A[]): A | null {
  const exact = exactCodeKey(typed);
  if (!exact) return null;
  const tiers: ((a: A) => boolean)[] = [
    (a) => exactCodeKey(a.articleCode) === exact,
    (a) => exactCodeKey(a.articleCodeDisplay) === exact,
    (a) => looseCodeKey(a.articleCode) === looseCodeKey(typed) || looseCodeKey(a.articleCodeDisplay) === looseCodeKey(typed),
  ];
  for (const tier of tiers) {
    const found = [...new Set(candidates.filter(tier).map((a) => a.articleCode))];
    if (found.length === 1) return candidates.find((a) => a.articleCode === found[0])!;
    if (found.length > 1) return null;
  }
  return null;
}
