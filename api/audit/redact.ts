/**
 * What the audit log keeps of a change's input: enough to see what was asked, never a secret. Keys that name a
 * password, token, secret, card or account number, security code or signature are replaced by '[redacted]'; so is
 * any string that looks like a card number or a signed token whatever its key. Long strings are cut, long lists
 * and deep objects shortened, uploads kept as name, type and size.
 */
export const REDACTED = '[redacted]';
const MAX_STRING = 200;
const MAX_ITEMS = 50;
const MAX_DEPTH = 5;

const secretKey =
  /pass(word|wd|phrase)|^pass$|pwd|token|secret|signature|cvc|cvv|cvn|security.?code|pin$|card.?(no|num)|^(credit)?card$|account.?(no|num)|routing|iban|authori[sz]ation|^otp|credential/i;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1 && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A payment card number (13 to 19 digits that pass the Luhn check, spaces and dashes allowed), or a JWT. */
export function looksSecret(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{13,19}$/.test(digits) && luhn(digits)) return true;
  return /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(value.trim());
}

export const isSecretKey = (key: string) => secretKey.test(key);

// Yoga hands uploads over as its own File ponyfill, which is no native Blob: told apart by its shape, or its bytes
// would be walked one by one into the audit row.
const isFile = (v: unknown): v is Blob & { name?: string } =>
  (typeof Blob !== 'undefined' && v instanceof Blob) ||
  (typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function' && typeof (v as Blob).size === 'number');

export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') {
    if (looksSecret(value)) return REDACTED;
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} characters)` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return String(value);
  if (isFile(value)) return { file: value.name ?? null, type: value.type || null, size: value.size };
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] = isSecretKey(key) && v !== null && v !== undefined && v !== '' ? REDACTED : redact(v, depth + 1);
    }
    return out;
  }
  return `[${typeof value}]`;
}

/** The redacted input as the JSON text the audit row stores. */
export const inputSummary = (input: unknown): string => JSON.stringify(redact(input ?? {}));
