/**
 * Warranty registration of sold frames (spec 2 §3 Registered frame, §4 'Retail-sales status', §5; spec 3 'Retail-sales
 * frame record'), shared by the retail-sales pages and the API: the status moves, the warranty's end per component,
 * and the frame-number and sold-date rules. Messages are the en-us texts of `retail-sales:errors.<key>`.
 */
import dayjs from 'dayjs';
import { FRAME_NUMBER_MAX } from './claims.ts';
import { isIsoDate } from './date-range.ts';
import type { RuleName } from './forms.ts';

export const REGISTRATION_STATUSES = [
  'pending_insert',
  'processing_insert',
  'failed_insert',
  'pending_update',
  'processing_update',
  'failed_update',
  'complete',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const isRegistrationStatus = (s: string): s is RegistrationStatus => (REGISTRATION_STATUSES as readonly string[]).includes(s);

/**
 * Who moves a registration: the dealer submits and reuploads; the consumer account worker claims a pending one, and
 * the consumer account system accepts or refuses it; a claim the worker could not finish (system unreachable, process
 * gone) is released to pending again.
 */
export type RegistrationMove = 'submit' | 'claim' | 'accept' | 'refuse' | 'release' | 'reupload';

const MOVES: Record<RegistrationMove, Partial<Record<RegistrationStatus | 'new', RegistrationStatus>>> = {
  submit: { new: 'pending_insert' },
  claim: { pending_insert: 'processing_insert', pending_update: 'processing_update' },
  accept: { processing_insert: 'complete', processing_update: 'complete' },
  refuse: { processing_insert: 'failed_insert', processing_update: 'failed_update' },
  release: { processing_insert: 'pending_insert', processing_update: 'pending_update' },
  // A corrected failed registration goes again as it went; a held one (complete or failed update) as an update.
  reupload: { failed_insert: 'pending_insert', complete: 'pending_update', failed_update: 'pending_update' },
};

/** Where a move takes a registration, or null when that move does not exist from there (null `from`: not registered yet). */
export const nextRegistrationStatus = (from: RegistrationStatus | null, move: RegistrationMove): RegistrationStatus | null =>
  MOVES[move][from ?? 'new'] ?? null;

/** The statuses a move starts from: the guard of the SQL update that makes it. */
export const movesFrom = (move: RegistrationMove): RegistrationStatus[] =>
  Object.keys(MOVES[move]).filter((s): s is RegistrationStatus => s !== 'new');

/** The dealer may correct and reupload it (a failed one) or edit it (a complete one). */
export const mayReupload = (s: RegistrationStatus) => nextRegistrationStatus(s, 'reupload') !== null;
/** Not in the consumer's account yet, so the dealer may take it back; anything held there goes through sales. */
export const DELETABLE: readonly RegistrationStatus[] = ['pending_insert', 'failed_insert'];
/** The consumer account holds it: the warranty runs and its certificate can be printed. */
export const IN_ACCOUNT: readonly RegistrationStatus[] = ['complete', 'pending_update', 'processing_update', 'failed_update'];
/** On its way to the consumer account system: the list looks again soon. */
export const isUnderWay = (s: string) => s.startsWith('pending_') || s.startsWith('processing_');
export const isFailed = (s: string) => s.startsWith('failed_');

export const STATUS_TAG_COLOUR: Record<RegistrationStatus, string> = {
  pending_insert: 'blue',
  processing_insert: 'geekblue',
  failed_insert: 'red',
  pending_update: 'blue',
  processing_update: 'geekblue',
  failed_update: 'volcano',
  complete: 'green',
};

/** The list's type filter: sold to a consumer (retail), to a business such as a rental fleet (non-retail), or both. */
export const REGISTRATION_TYPES = ['all', 'retail', 'non-retail'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const REGISTRATION_PAGE_SIZE = 10;
export const REGISTRATION_PAGE_SIZES = [10, 20, 50] as const;

// ---- Warranty ----------------------------------------------------------------------------------------------------

export const WARRANTY_COMPONENTS = ['frame', 'fork', 'parts'] as const;
export type WarrantyComponent = (typeof WARRANTY_COMPONENTS)[number];
/** A brand without terms of its own gets these (months). */
export const DEFAULT_WARRANTY_MONTHS: Record<WarrantyComponent, number> = { frame: 24, fork: 12, parts: 12 };

export interface WarrantyEnd {
  component: WarrantyComponent;
  months: number;
  endsOn: string;
}

/**
 * The last day of each component's warranty: the sold date plus the brand's months (dayjs keeps month ends: sold on
 * 31 January with 1 month ends on the last day of February).
 */
export function warrantyEnds(soldDate: string, months: Partial<Record<WarrantyComponent, number>>): WarrantyEnd[] {
  return WARRANTY_COMPONENTS.map((component) => {
    const m = months[component] ?? DEFAULT_WARRANTY_MONTHS[component];
    return { component, months: m, endsOn: dayjs(soldDate).add(m, 'month').format('YYYY-MM-DD') };
  });
}

// ---- Form rules ----------------------------------------------------------------------------------------------------

export const registrationMessages = {
  frame_required: 'Enter the frame number',
  frame_too_long: 'Frame number is too long',
  frame_already_reported: 'Frame already reported',
  frame_not_found: 'No bike with this frame number was shipped to your company',
  sold_date_required: 'Enter the date the bike was sold',
  sold_in_future: 'The sold date cannot be in the future',
  sold_before_shipment: 'The sold date cannot be before the bike was shipped to you on {{shippedAt}}',
  city_unknown: 'Choose a city from the list',
  not_editable: 'This registration cannot be changed while it is on its way',
  customer_required: 'Choose a customer first',
  reupload_failed: 'Failed to reupload, please try again.',
  delete_failed: 'Failed to delete this frame, please try again.',
  delete_contact_sales: 'please contact sales.',
  dealer_unknown: 'Choose the shop from the list',
} as const;
export type RegistrationMessageKey = keyof typeof registrationMessages;

/** Frame numbers are capitals without spaces; dealers type them as they read them off the bike. */
export const normalFrameNumber = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '').toUpperCase();

export function frameNumberProblem(text: string | null | undefined): 'frame_required' | 'frame_too_long' | null {
  const frame = normalFrameNumber(text);
  if (!frame) return 'frame_required';
  return frame.length > FRAME_NUMBER_MAX ? 'frame_too_long' : null;
}

/** A sale happens after the bike reached the dealer and not after today (both YYYY-MM-DD). */
export function soldDateProblem(
  soldDate: string | null | undefined,
  today: string,
  shippedAt: string | null,
): 'sold_date_required' | 'sold_in_future' | 'sold_before_shipment' | null {
  if (!isIsoDate(soldDate)) return 'sold_date_required';
  if (soldDate > today) return 'sold_in_future';
  if (shippedAt && soldDate < shippedAt.slice(0, 10)) return 'sold_before_shipment';
  return null;
}

/** The consumer's fields, checked with the shared form rules by the form and again by the API. */
export const CONSUMER_RULES = {
  name: ['required', 'notEmpty', 'text'],
  phone: ['required', 'phone'],
  email: ['email'],
  address: ['required', 'notEmpty', 'multilineText'],
  cityId: ['required'],
  dealer: ['text'],
} as const satisfies Record<string, readonly RuleName[]>;
export const REGISTRATION_TEXT_MAX = { name: 100, email: 200, address: 200, dealer: 100 } as const;
