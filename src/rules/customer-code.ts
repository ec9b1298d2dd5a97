export interface CustCode { unified: string; isr: string | null; r3: string }

/** Spec 1 §3.2: show the isr code, else the r3 code; codes starting with I or 0 are cut to their last 6 characters. */
export function displayCustomerCode(code: Pick<CustCode, 'isr' | 'r3'>): string {
  const shown = code.isr || code.r3;
  return /^[I0]/.test(shown) ? shown.slice(-6) : shown;
}
