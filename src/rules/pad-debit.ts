/**
 * Canada's pre-authorized debit (PAD) at checkout: the dealer's bank account as Canadian banks number it, checked
 * the same way by the checkout page and the API. A check answers the key of its message in the `checkout`
 * namespace (errors.<key>) per field; the English texts are the en-us values the API puts beside the key.
 */

export interface PadDebit {
  institutionNumber?: string | null;
  transitNumber?: string | null;
  accountNumber?: string | null;
}
export type PadField = keyof PadDebit;
export const PAD_FIELDS: readonly PadField[] = ['institutionNumber', 'transitNumber', 'accountNumber'];

export const padMessages = {
  pad_institution_invalid: 'Enter the 3-digit institution number',
  pad_transit_invalid: 'Enter the 5-digit transit number',
  pad_account_invalid: 'Enter an account number of 7 to 12 digits',
} as const;
export type PadMessageKey = keyof typeof padMessages;

/** A method is PAD when its stored type names it, as ACH methods are known by theirs. */
export const isPadDebit = (type: string | null | undefined) => /\bPAD\b|pre-?authori[sz]ed debit/i.test(type ?? '');

/** Digits as typed: spaces and dashes are only grouping. */
export const padDigits = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');

const RULES: Record<PadField, [RegExp, PadMessageKey]> = {
  institutionNumber: [/^\d{3}$/, 'pad_institution_invalid'],
  transitNumber: [/^\d{5}$/, 'pad_transit_invalid'],
  accountNumber: [/^\d{7,12}$/, 'pad_account_invalid'],
};

/** The problems of the account details by field; an empty object when they pass. */
export function padDebitProblems(info: PadDebit | null | undefined): Partial<Record<PadField, PadMessageKey>> {
  const problems: Partial<Record<PadField, PadMessageKey>> = {};
  for (const field of PAD_FIELDS) {
    const [rule, key] = RULES[field];
    if (!rule.test(padDigits(info?.[field]))) problems[field] = key;
  }
  return problems;
}
