/** The modules a market configures its optional money components for (spec 3 §3 Price component). */
export const PRICE_MODULES = ['invoice', 'open_invoice', 'payment'] as const;
export type PriceModule = (typeof PRICE_MODULES)[number];

/** The optional money components an invoice can carry, the only names a market's additionalDisplays holds. */
export const PRICE_COMPONENTS = [
  'tax',
  'shippingCost',
  'discount',
  'surcharges',
  'recycleFee',
  'freightAllowance',
  'paymentDiscount',
  'earlyPaymentDiscount',
] as const;

/**
 * Whether a market shows an optional money component (tax, earlyPaymentDiscount...) in a module: those it lists for the
 * module, or every one when it lists none.
 */
export const showsComponent = (configured: readonly { additionalDisplays: readonly string[] }[], name: string) =>
  configured.length === 0 || configured.some((c) => c.additionalDisplays.includes(name));
