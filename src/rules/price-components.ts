/** The modules a market configures its optional money components for (spec 3 §3 Price component). */
export type PriceModule = 'invoice' | 'open_invoice' | 'payment';

/**
 * Whether a market shows an optional money component (tax, earlyPaymentDiscount...) in a module: those it lists for the
 * module, or every one when it lists none.
 */
export const showsComponent = (configured: readonly { additionalDisplays: readonly string[] }[], name: string) =>
  configured.length === 0 || configured.some((c) => c.additionalDisplays.includes(name));
