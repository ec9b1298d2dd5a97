/**
 * Store-visit form rules shared by the pages and the API (spec 2 §3 'Store-visit form', §5, §9): a sales rep files
 * what they saw in a dealer's shop, per brand, with up to eleven photos.
 */

export const VISIT_FORM_SCOPE = 'page.formvisit';

/** The brands with a visit form, as the routes name them, and the catalogue brand each stands for. */
export const VISIT_BRANDS = ['polygon', 'wim'] as const;
export type VisitBrand = (typeof VISIT_BRANDS)[number];
export const CATALOG_BRAND: Record<VisitBrand, string> = { polygon: 'Polygon', wim: 'WIM' };
export const isVisitBrand = (b: unknown): b is VisitBrand => (VISIT_BRANDS as readonly unknown[]).includes(b);

/** The photo slots of a form (spec 2 §9): 4 front-shop, 4 display-shop, banner, poster, hangtag. */
export const PHOTO_SLOTS = [
  'frontShop1',
  'frontShop2',
  'frontShop3',
  'frontShop4',
  'displayShop1',
  'displayShop2',
  'displayShop3',
  'displayShop4',
  'displayBanner',
  'displayPoster',
  'displayHangtagShimano',
] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];
export const isPhotoSlot = (s: unknown): s is PhotoSlot => (PHOTO_SLOTS as readonly unknown[]).includes(s);

/** Each visit photo may be up to 100 MB (spec 2 §5); the route refuses a larger body before reading it. */
export const VISIT_PHOTO_MAX_BYTES = 100 * 1024 * 1024;

/** The upload purpose and file owner type the shared file pipeline knows visit photos by (api/files). */
export const VISIT_PHOTO_PURPOSE = 'visit_photo';

/** The option lists per brand (seeded as data); the code 'other' asks for a description. */
export const OPTION_KINDS = ['other_midrange', 'equipment', 'brand_display'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];
export const OTHER_OPTION = 'other';

export const VISIT_PAGE_SIZE = 10;
export const VISIT_PAGE_SIZES = [10, 20, 50] as const;
export const VISIT_TEXT_MAX = 500;
export const VISIT_NOTES_MAX = 2000;
export const VISIT_QTY_MAX = 100_000;
export const VISIT_LIST_MAX = 30;

/** The refusals of the visit form, with their keys in the visit-forms namespace (visit-forms:errors.<key>). */
export const visitFormMessages = {
  customer_required: 'Choose the dealer you visited',
  customer_not_yours: 'This dealer is not in your sales areas',
  option_unknown: 'Choose from the list',
  description_required: 'Describe what "Other" means here',
  text_too_long: 'The text is too long (at most {{max}} characters)',
  qty_invalid: 'Enter a whole number from 0 to {{max}}',
  list_too_long: 'At most {{max}} entries',
  series_brand_incomplete: 'Enter both the brand and the series',
  photo_not_yours: 'Upload the photo again',
  photo_too_large: 'The photo is larger than {{max}} MB',
  no_areas: 'Visit forms are for sales staff with sales areas',
} as const;
export type VisitFormMessageKey = keyof typeof visitFormMessages;

/** The last twelve months up to and including this month, oldest first, as YYYY-MM. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const back = 11 - i;
    const m0 = (month - 1 - back + 24) % 12;
    const y = year - (month - 1 - back < 0 ? 1 : 0);
    return `${y}-${String(m0 + 1).padStart(2, '0')}`;
  });
}
