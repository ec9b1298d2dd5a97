/**
 * Click and collect (spec 3 §3 'Click and collect order', §4 'Click and collect status', §5): a consumer orders at a
 * dealer and collects there. The dealer marks each article 'Order to HQ' (the maker sends it) or 'Ready to Pickup'
 * (the shop has it), submits once, and moves the order on until the consumer has collected it.
 */

/** The nine statuses, in the order an order passes them. */
export const CLICK_COLLECT_STATUSES = [
  'need_confirmation',
  'open',
  'processing_by_hq',
  'confirmed',
  'shipment_from_hq',
  'partially_shipped',
  'shipped',
  'ready_to_pickup',
  'complete',
] as const;
export type ClickCollectStatus = (typeof CLICK_COLLECT_STATUSES)[number];

export const CLICK_COLLECT_CHOICES = ['order_to_hq', 'ready_to_pickup'] as const;
export type ClickCollectChoice = (typeof CLICK_COLLECT_CHOICES)[number];

export const isClickCollectStatus = (v: string): v is ClickCollectStatus => (CLICK_COLLECT_STATUSES as readonly string[]).includes(v);

/**
 * The moves a dealer makes by hand. Submitting leaves 'open' (to 'processing_by_hq', or straight to 'ready_to_pickup'
 * when the shop has every article), and shipment updates set 'partially_shipped' and 'shipped': neither is a hand move.
 */
const MOVES: Record<ClickCollectStatus, readonly ClickCollectStatus[]> = {
  need_confirmation: ['open'],
  open: [],
  processing_by_hq: ['confirmed'],
  confirmed: ['shipment_from_hq'],
  shipment_from_hq: [],
  partially_shipped: [],
  shipped: ['ready_to_pickup'],
  ready_to_pickup: ['complete'],
  complete: [],
};

export const nextStatuses = (from: ClickCollectStatus): readonly ClickCollectStatus[] => MOVES[from];

export const mayMoveTo = (from: ClickCollectStatus, to: ClickCollectStatus) => MOVES[from].includes(to);

/**
 * Articles can be chosen until the order is submitted, while it needs confirmation or is open: choosing and submitting
 * confirms it. Submit needs every article chosen.
 */
export const mayChoose = (o: { status: ClickCollectStatus; submitted: boolean }) =>
  !o.submitted && (o.status === 'need_confirmation' || o.status === 'open');

export const allChosen = (articles: readonly { choice: ClickCollectChoice | null }[]) =>
  articles.length > 0 && articles.every((a) => a.choice !== null);

/** Where submit takes the order: the maker is asked for anything the shop does not have. */
export const statusAfterSubmit = (articles: readonly { choice: ClickCollectChoice | null }[]): ClickCollectStatus =>
  articles.some((a) => a.choice === 'order_to_hq') ? 'processing_by_hq' : 'ready_to_pickup';

/** Shipments from the maker are recorded once it has confirmed, until everything has arrived. */
export const mayUpdateShipments = (status: ClickCollectStatus) =>
  status === 'confirmed' || status === 'shipment_from_hq' || status === 'partially_shipped';

/** The status the arrived quantities of the 'Order to HQ' articles give: all there, some, or none yet. */
export function statusAfterShipment(
  current: ClickCollectStatus,
  articles: readonly { choice: ClickCollectChoice | null; qty: number; qtyShipped: number }[],
) {
  const fromHq = articles.filter((a) => a.choice === 'order_to_hq');
  if (fromHq.length && fromHq.every((a) => a.qtyShipped >= a.qty)) return 'shipped';
  if (fromHq.some((a) => a.qtyShipped > 0)) return 'partially_shipped';
  return current;
}

/** The spec's message when submit finds an article without a choice (spec 3 §5). */
export const clickCollectMessages = {
  choose_all: 'All item need to choose (Order To HQ / Ready To Pickup).',
  already_submitted: 'This order has already been submitted.',
  not_open: 'Articles can be chosen only before the order is submitted.',
  move_not_allowed: 'The order cannot move to this status now.',
  shipments_not_allowed: 'Shipments can be recorded once the maker has confirmed the order.',
  qty_shipped_range: 'Between 0 and the ordered quantity.',
  unknown_article: 'This article is not in the order.',
  product_unknown: 'Choose a product of this market.',
  dealer_unknown: 'Choose a dealer of this market.',
  qty_range: 'Between 1 and 5.',
  too_many: 'Too many orders from your address. Please try again later.',
  no_ship_to: 'Add a ship-to address before ordering from the maker.',
} as const;
export type ClickCollectMessageKey = keyof typeof clickCollectMessages;

/** Quantity a consumer may order of one product in the public form. */
export const CONSUMER_MAX_QTY = 5;

export const CLICK_COLLECT_PAGE_SIZE = 10;
export const CLICK_COLLECT_PAGE_SIZES = [10, 20] as const;
