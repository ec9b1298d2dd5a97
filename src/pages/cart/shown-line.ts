import type { CartLine } from '../../graphql/cart.ts';
import { articlePriceOf, type BlockReason } from '../../rules/cart.ts';
import { priceLine, type PricedLine, type VolumeDiscount } from '../../rules/price.ts';

/** A cart line as the page shows it: the saved line, or the quantity being typed priced by the price rule. */
export interface ShownLine {
  line: CartLine;
  sorg: string;
  qty: number;
  /** Unit price charged and the list (dealer) price it comes from, in minor units. */
  unit: number;
  dealerUnit: number;
  subtotal: number;
  precision: number;
  source: PricedLine['source'];
  /** The next volume step that would lower the unit price, to nudge a dealer just below it. */
  nextStep: { qty: number; unit: number } | null;
  purchasable: boolean;
  /** Why it cannot be purchased, when the analysis says; null while unknown. */
  reason: BlockReason | null;
  /** A quantity typed but not yet saved. */
  draft: boolean;
  /** The company the line is bought from. */
  seller: string;
  /** The unit price shown when the line was added, when it differs from today's (the line says so). */
  changedFrom: number | null;
  /** What is left to order when the line asks for more (stock ran out since), else null. */
  shortage: number | null;
}

/** The nearest '>=' rule above the quantity that gives a lower unit price. */
function nextStepOf(rules: readonly VolumeDiscount[] | undefined, qty: number, unit: number, price: Parameters<typeof priceLine>[0]) {
  const steps = (rules ?? []).filter((r) => r.term === '>=' && r.qty > qty).sort((a, b) => a.qty - b.qty);
  for (const step of steps) {
    const priced = priceLine(price, step.qty);
    if (priced.unit < unit) return { qty: step.qty, unit: priced.unit };
  }
  return null;
}

export function shownLine(line: CartLine, draftQty: number | undefined, reason: BlockReason | null, fallbackPrecision: number): ShownLine {
  const { price, promotion, sorg, allowToOrder } = line.product;
  const qty = draftQty ?? line.qty;
  const draft = draftQty !== undefined && draftQty !== line.qty;
  const base = {
    line,
    sorg,
    qty,
    draft,
    purchasable: allowToOrder && !!price,
    reason,
    nextStep: null,
    seller: line.seller,
    changedFrom: line.priceChanged && !draft ? line.addedUnitPrice : null,
    shortage: line.shortage != null && qty > line.shortage ? line.shortage : null,
  };
  if (!price) {
    return {
      ...base,
      unit: line.unitPrice,
      dealerUnit: line.unitPrice,
      subtotal: line.unitPrice * qty,
      precision: fallbackPrecision,
      source: 'none',
    };
  }
  const rule = articlePriceOf(price, promotion);
  // A saved line shows the API's price of now (what checkout charges); a typed quantity is priced here by the same rule.
  const priced = priceLine(rule, qty);
  const unit = draft ? priced.unit : line.unitPrice;
  return {
    ...base,
    unit,
    dealerUnit: price.dealer,
    subtotal: draft ? priced.subtotal : line.subtotal,
    precision: price.precision,
    source: unit < price.dealer ? priced.source : 'none',
    nextStep: nextStepOf(rule.volumeDiscounts, qty, unit, rule),
  };
}
