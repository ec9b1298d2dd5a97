export interface CustCode {
  unified: string;
  isr: string | null;
  r3: string;
}

/** Spec 1 §3.2: one stored code as people read it; codes starting with I or 0 are cut to their last 6 characters. */
export function shownCustomerCode(code: string | null | undefined): string {
  const shown = (code ?? '').trim();
  return /^[I0]/.test(shown) ? shown.slice(-6) : shown;
}

/** Spec 1 §3.2: show the isr code, else the r3 code, shortened as above. */
export function displayCustomerCode(code: Pick<CustCode, 'isr' | 'r3'>): string {
  return shownCustomerCode(code.isr || code.r3);
}

/** The one way a customer is written for people: 'Bengkel Sepeda Tari · 100012' (the name alone without a code). */
export function customerLabel(name: string, code: string | null | undefined): string {
  const shown = shownCustomerCode(code);
  return shown ? `${name} · ${shown}` : name;
}

/** A typed customer code as codes are stored: without spaces around, upper case. */
export const normalisedCustomerCode = (typed: string | null | undefined) => (typed ?? '').trim().toUpperCase();

/** The shortened form of one code (spec 1 §3.2), or null when the portal shows it whole. */
const shortened = (code: string | null | undefined) => (code && /^[I0]/.test(code) && code.length > 6 ? code.slice(-6) : null);

/**
 * Whether a typed code names this customer: any of its codes in full, or a code shortened the way the portal shows it
 * ('104512' for 0000104512), so a form accepts whatever the portal displayed.
 */
export function customerCodeMatches(typed: string, code: { unified?: string | null; isr: string | null; r3: string }): boolean {
  const t = normalisedCustomerCode(typed);
  if (!t) return false;
  const full = [code.unified, code.isr, code.r3].filter((c): c is string => !!c).map((c) => c.toUpperCase());
  return full.includes(t) || [code.isr, code.r3].some((c) => shortened(c?.toUpperCase()) === t);
}

/**
 * The SQL LIKE patterns that find the stored codes a shortened code may stand for (then checked with
 * customerCodeMatches); none when the text cannot be a shortened code.
 */
export function shortenedCodePatterns(typed: string): string[] {
  const t = normalisedCustomerCode(typed);
  return /^[A-Z0-9]{6}$/.test(t) ? [`I%${t}`, `0%${t}`] : [];
}
