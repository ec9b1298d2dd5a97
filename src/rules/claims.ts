/**
 * Warranty claim rules shared by the claim pages and the API (spec 2 §3 Claim, §5, §9; DESIGN 'Claims').
 */

/** The upload slots of a claim (spec 2 §9): invoice, ID card, six photos, one video, five additional documents. */
export const CLAIM_SLOTS = [
  'invoice',
  'idCard',
  'photo1',
  'photo2',
  'photo3',
  'photo4',
  'photo5',
  'photo6',
  'video',
  'additionalDoc1',
  'additionalDoc2',
  'additionalDoc3',
  'additionalDoc4',
  'additionalDoc5',
] as const;
export type ClaimSlot = (typeof CLAIM_SLOTS)[number];

export type SlotKind = 'image' | 'video' | 'document';

/** What each slot takes, read from the bytes on the server: photos are pictures, documents pictures or PDF. */
export function slotKinds(slot: ClaimSlot): SlotKind[] {
  if (slot === 'video') return ['video'];
  if (slot.startsWith('photo')) return ['image'];
  return ['image', 'document'];
}

export const isClaimSlot = (slot: string): slot is ClaimSlot => (CLAIM_SLOTS as readonly string[]).includes(slot);

/** The claim list pages 10 rows (DESIGN 'Claim and PDI lists page 10'). */
export const CLAIM_PAGE_SIZE = 10;
export const CLAIM_PAGE_SIZES = [10, 20] as const;

export const FRAME_NUMBER_MAX = 20;
export const CLAIM_TEXT_MAX = {
  description: 1000,
  customerNotes: 500,
  comment: 1000,
  reason: 500,
  name: 100,
  title: 100,
  address: 200,
} as const;

/** The spec's frame messages (spec 2 §5) and the other claim refusals, with their keys in the claims namespace. */
export const claimMessages = {
  frame_too_long: 'Frame number is too long',
  frame_already_reported: 'Frame already reported',
  frame_not_found: 'No bike with this frame number was shipped to your company',
  frame_required: 'Enter the frame number',
  bike_model_required: "Choose the bike's model: this frame number is not in the portal",
  proof_of_purchase_required: 'Attach the proof of purchase: the portal has no shipment of this frame',
  article_not_invoiced: 'This article was not invoiced to your company on that invoice',
  qty_over_invoiced: 'At most {{max}} were invoiced',
  qty_over_claimable: 'Only {{left}} of the {{invoiced}} invoiced are left to claim on this invoice',
  credit_over_claimable: 'Only {{left}} of the invoiced value of {{invoiced}} is left to credit',
  frame_fully_credited: 'This bike was credited in full: nothing is left to claim on it',
  credit_over_invoiced: 'The credited amount cannot exceed the invoiced value of {{max}}',
  credit_required: 'Enter the credited amount',
  reason_required: 'Give a reason',
  purchase_in_future: 'The purchase date cannot be in the future',
  problem_required: 'Name at least one problem',
  problem_unknown: 'Choose a problem from the list',
  slot_unknown: 'Unknown upload slot',
  file_not_yours: 'This file was not uploaded by you',
  file_wrong_kind: 'This slot does not take this kind of file',
  status_not_allowed: 'This status change is not allowed',
  not_editable: 'This claim can no longer be edited',
  internal_for_staff: 'Only staff write internal comments',
  customer_required: 'Choose a customer first',
  delivery_no_required: 'Enter the delivery note number',
  shipped_date_required: 'Enter the day the part was sent',
  shipped_date_invalid: 'Enter a valid date',
  shipped_in_future: 'The part cannot have been sent in the future',
  shipped_before_filing: 'The part cannot have been sent before the claim was filed',
  return_closed: 'This claim is finished: its return shipment can no longer be changed',
  return_for_dealer: 'Only the dealer who filed this claim enters its return shipment',
} as const;
export type ClaimMessageKey = keyof typeof claimMessages;

/** A status tag's look by whose move it is: waiting for the dealer, with the maker, or finished. */
export const STATUS_TAG_COLOUR: Record<string, string> = {
  submitted: 'blue',
  in_review: 'geekblue',
  need_information: 'orange',
  approved: 'green',
  rejected: 'red',
  credit_note_issued: 'cyan',
  closed: 'default',
};

/** Statuses whose move asks for a reason (the dealer reads why). */
export const REASON_NEEDED = new Set(['need_information', 'rejected']);
/** The move that asks for the credited amount. */
export const CREDIT_STATUS = 'approved';

/** At most the article's invoiced price times the quantity claimed, in minor units. */
export const creditAllowed = (amount: number, invoicedValue: number) => Number.isInteger(amount) && amount > 0 && amount <= invoicedValue;

/** The return shipment's numbers: a delivery note and a courier's tracking number, as short as the ERP keeps them. */
export const RETURN_SHIPMENT_MAX = { deliveryNo: 35, resiNo: 35 } as const;

/**
 * Why the return shipment's day is wrong, or null: YYYY-MM-DD, not after today (the dealer's), not before the day the
 * claim was filed (the part goes back because of the claim).
 */
export function returnDateProblem(
  day: string | null | undefined,
  today: string,
  filedOn: string,
): 'shipped_date_required' | 'shipped_date_invalid' | 'shipped_in_future' | 'shipped_before_filing' | null {
  if (!day) return 'shipped_date_required';
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  )
    return 'shipped_date_invalid';
  if (day > today) return 'shipped_in_future';
  if (day < filedOn.slice(0, 10)) return 'shipped_before_filing';
  return null;
}
