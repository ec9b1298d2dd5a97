/**
 * Card and bank-account details a dealer types to pay invoices (spec 2 §3 'Payment information'), checked the
 * same way by the payment page and the API before anything goes to the gateway. A check answers null when the
 * value passes, else the key of its message in the `payments` namespace (errors.<key>); the English texts are
 * the en-us values and what the API puts beside the key.
 */

export const ACCOUNT_TYPES = ['Checking', 'General Ledger', 'Savings', 'Corporate Checking'] as const;
export const CARD_TYPES = ['Visa', 'MasterCard', 'American Express', 'Discover'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type CardType = (typeof CARD_TYPES)[number];

/** How a method is paid: a transfer to a virtual account, or an immediate charge of a card or bank account. */
export type PaymentKind = 'transfer' | 'card' | 'ach';

/** The spec names a method's kind by its type: it contains 'ACH' or 'Credit Card'; everything else is a transfer. */
export function paymentKind(type: string): PaymentKind {
  if (/\bACH\b/i.test(type)) return 'ach';
  if (/credit card/i.test(type)) return 'card';
  return 'transfer';
}

/** Card and ACH methods charge at once (spec 2 §4); they need payment information or a saved payment. */
export const isImmediate = (kind: PaymentKind) => kind !== 'transfer';

export const paymentMessages = {
  payment_information_missing: 'Please fill your payment information',
  card_number_invalid: 'Enter a valid card number',
  card_type_mismatch: 'The card number does not belong to the card type chosen',
  card_type_invalid: 'Choose a card type',
  expiry_invalid: 'Enter a valid expiry date',
  card_expired: 'This card has expired',
  security_code_invalid: 'Enter the 3 or 4 digits on the card',
  account_type_invalid: 'Choose an account type',
  account_number_invalid: 'Enter an account number of 4 to 17 digits',
  routing_number_invalid: 'Enter a valid 9-digit routing number',
} as const;
export type PaymentMessageKey = keyof typeof paymentMessages;

export const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network a number belongs to, by its leading digits (IIN ranges), or null. */
export function cardTypeOf(digits: string): CardType | null {
  if (/^4/.test(digits)) return 'Visa';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'MasterCard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return null;
}

/** ABA routing numbers carry a weighted check digit (3, 7, 1). */
export function routingNumberValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...digits].reduce((sum, d, i) => sum + Number(d) * w[i], 0) % 10 === 0;
}

/** Card numbers as typed: groups of four (American Express 4-6-5), at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What a person may read of a card or account: its type and last four digits. */
export const maskedDisplay = (label: string, digits: string) => `${label} •••• ${digits.slice(-4)}`;

export interface CardDetails {
  creditCardNumber?: string | null;
  creditCardType?: string | null;
  expiredMonth?: number | null;
  expiredYear?: number | null;
  securityCode?: string | null;
}

export interface AchDetails {
  accountType?: string | null;
  accountNumber?: string | null;
  routingNumber?: string | null;
}

export type PaymentInformation = CardDetails & AchDetails;
export type FieldProblems = Partial<Record<keyof PaymentInformation, PaymentMessageKey>>;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Whether the dealer filled anything of the details the method needs (spec 2 §5 'Please fill your payment information'). */
export function paymentInformationMissing(kind: PaymentKind, info: PaymentInformation | null | undefined): boolean {
  if (kind === 'transfer') return false;
  if (!info) return true;
  const needed: (keyof PaymentInformation)[] =
    kind === 'card'
      ? ['creditCardNumber', 'creditCardType', 'expiredMonth', 'expiredYear', 'securityCode']
      : ['accountType', 'accountNumber', 'routingNumber'];
  return needed.every((f) => blank(info[f]));
}

/** The card's problems by field; `today` (YYYY-MM-DD) decides whether it has expired. */
export function cardProblems(info: CardDetails, today: string): FieldProblems {
  const problems: FieldProblems = {};
  const digits = digitsOf(info.creditCardNumber);
  const type = (CARD_TYPES as readonly string[]).includes(info.creditCardType ?? '') ? (info.creditCardType as CardType) : null;
  if (!type) problems.creditCardType = 'card_type_invalid';
  if (!luhnValid(digits)) problems.creditCardNumber = 'card_number_invalid';
  else if (type && cardTypeOf(digits) !== type) problems.creditCardNumber = 'card_type_mismatch';
  const month = Number(info.expiredMonth);
  const year = Number(info.expiredYear);
  if (!Number.isInteger(month) || month < 1 || month > 12) problems.expiredMonth = 'expiry_invalid';
  if (!Number.isInteger(year) || year < 2000 || year > 2100) problems.expiredYear = 'expiry_invalid';
  else if (!problems.expiredMonth && `${year}-${String(month).padStart(2, '0')}` < today.slice(0, 7)) problems.expiredYear = 'card_expired';
  const codeLength = type === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(info.securityCode ?? '')) problems.securityCode = 'security_code_invalid';
  return problems;
}

export function achProblems(info: AchDetails): FieldProblems {
  const problems: FieldProblems = {};
  if (!(ACCOUNT_TYPES as readonly string[]).includes(info.accountType ?? '')) problems.accountType = 'account_type_invalid';
  if (!/^\d{4,17}$/.test(digitsOf(info.accountNumber))) problems.accountNumber = 'account_number_invalid';
  if (!routingNumberValid(digitsOf(info.routingNumber))) problems.routingNumber = 'routing_number_invalid';
  return problems;
}

/** Every problem of the details a method needs; an empty object when they may go to the gateway. */
export function paymentInformationProblems(kind: PaymentKind, info: PaymentInformation, today: string): FieldProblems {
  if (kind === 'card') return cardProblems(info, today);
  if (kind === 'ach') return achProblems(info);
  return {};
}
