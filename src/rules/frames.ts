/**
 * Frame and recall campaign rules shared by the frame pages, the recall admin table and the API (spec 2 §3 Recall,
 * §7 'Claims'; DESIGN 'Frames': claims, PDI, registrations, recalls and the stolen list all key on the frame number).
 */

/** The frame list pages 10 rows, or 20. */
export const FRAME_PAGE_SIZE = 10;
export const FRAME_PAGE_SIZES = [10, 20] as const;

/** Stock: shipped to the dealer and not registered as sold; sold: with a live warranty registration. */
export const FRAME_STATES = ['stock', 'sold'] as const;
export type FrameState = (typeof FRAME_STATES)[number];

/** Frame numbers are capitals without spaces; dealers type them as they read them off the bike. */
export const normalFrameNumber = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The maker renumbered its frames on this day: bikes built before it carry an old code as well (brand letter,
 * production code, model year and a six-digit serial, e.g. P-K05-25-001234), which dealers still read off the frame.
 */
export const RENUMBERED_ON = '2026-01-01';
export const oldFrameCode = (brand: string, productionCode: string, modelYear: number, serial: number) =>
  `${(brand.replace(/[^A-Za-z]/g, '')[0] ?? 'X').toUpperCase()}-${productionCode}-${String(modelYear % 100).padStart(2, '0')}-${String(serial % 1_000_000).padStart(6, '0')}`;

/** A production code is the factory's letter and the build month ('K03'); ranges compare as text. */
export const PRODUCTION_CODE = /^[A-Z][0-9]{2}$/;
export const normalProductionCode = (text: string | null | undefined) => (text ?? '').trim().toUpperCase();

export const RECALL_TEXT_MAX = { title: 200, description: 1000, instruction: 2000, brand: 60, model: 100, note: 500 } as const;

/** The recall and stolen-report refusals, with their keys in the frames namespace (frames:errors.<key>). */
export const frameMessages = {
  saved: 'Saved',
  failed: 'The recall campaign was not saved',
  not_found: 'This recall campaign no longer exists',
  sorg_not_yours: 'Choose one of your sales organisations',
  model_unknown: 'No bike of this model and model year in this sales organisation',
  year_invalid: 'Enter a model year such as 2025',
  code_invalid: "Enter a production code such as K03: the factory's letter and two digits",
  code_order: 'The last production code must not come before the first',
  rule_required: 'A campaign names its model, model year and production codes',
  closed_invalid: 'Enter a valid date',
  too_long: 'At most {{max}} characters',
  frame_already_reported: 'Frame already reported',
  frame_not_reported: 'This frame is not reported stolen',
  reported: 'Reported stolen',
  cleared: 'Stolen report removed',
} as const;
export type FrameMessageKey = keyof typeof frameMessages;

/** YYYY-MM-DD plus whole months, the day kept where the month has it (31 Jan + 1 month is 28 or 29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}
