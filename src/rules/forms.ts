/**
 * The shared form rules of spec 1 §5, used by every form in the browser and by the API on the same input.
 * A rule answers null when the value passes, else the key of its message in the `forms` namespace; the
 * English texts below are the en-us values and what the API puts beside the key.
 */
export const formMessages = {
  required: 'Required',
  not_empty: 'Must not be empty',
  text: "Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed",
  alphanumeric: 'Only letters and numbers are allowed',
  numeric: 'Only numbers are allowed',
  email: 'Email must be valid',
  phone: '*Must Be Numeric (17 digits max)',
  password: 'At least 9 characters, with a number, an upper-case and a lower-case letter',
  combo_box: 'Choose at least one item',
  scope: 'Only lower-case letters and numbers, joined by dots or dashes (page.catalog)',
  // Not a rule of its own: each form sets its limits, and the API answers this when one is passed.
  max_length: 'This text is too long',
  uploads_pending: 'Please wait until all documents have been successfully uploaded',
  // In a form only: the form puts the field's label for ${label}, so an empty field says which one it is.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: antd fills ${label}, not JavaScript
  required_field: 'Please fill in “${label}”',
} as const;

export type FormMessageKey = keyof typeof formMessages;
export type FormRule = (value: unknown) => FormMessageKey | null;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const PHONE_MAX_DIGITS = 17;
export const DEFAULT_PHONE_PREFIX = '+62';

/** The international dialling code of each country the portal's dealers are in. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  ID: '+62',
  US: '+1',
  CA: '+1',
  NL: '+31',
  DE: '+49',
  FR: '+33',
  MY: '+60',
  SG: '+65',
};

/** A country's dialling code; one market serves several countries, so the customer's country decides, not the host. */
export const dialCodeOf = (countryId: string | null | undefined, fallback = DEFAULT_PHONE_PREFIX) =>
  DIAL_CODES[(countryId ?? '').toUpperCase()] ?? fallback;

/** A national number in international form: '0151 234' in DE -> '+49151234'. */
export const internationalPhone = (national: string, countryId: string) => formatPhone(national, dialCodeOf(countryId));
export const PASSWORD_MIN_LENGTH = 9;

// Letters of any script, so names in de, fr, id and ms pass.
const TEXT = /^[\p{L}\p{N} \-.,/&:]*$/u;
// Multiline text also allows backslash and line breaks.
const MULTILINE_TEXT = /^[\p{L}\p{N} \-.,/&:\\\r\n]*$/u;

export const rules = {
  required: (v) => (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0) ? 'required' : null),
  notEmpty: (v) => (asText(v).trim() === '' ? 'not_empty' : null),
  text: (v) => (TEXT.test(asText(v)) ? null : 'text'),
  multilineText: (v) => (MULTILINE_TEXT.test(asText(v)) ? null : 'text'),
  alphanumeric: (v) => (/^[A-Za-z0-9]*$/.test(asText(v)) ? null : 'alphanumeric'),
  numeric: (v) => (/^[0-9]*$/.test(asText(v)) ? null : 'numeric'),
  // One @, something before it, a dotted domain after it; empty passes (pair with required).
  email: (v) => (asText(v) === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(asText(v)) ? null : 'email'),
  phone: (v) => (new RegExp(`^[0-9]{0,${PHONE_MAX_DIGITS}}$`).test(asText(v)) ? null : 'phone'),
  // DESIGN decision: at least 9 characters with a digit, an upper-case and a lower-case letter.
  password: (v) => {
    const s = asText(v);
    return s.length >= PASSWORD_MIN_LENGTH && /[0-9]/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s) ? null : 'password';
  },
  comboBox: (v) => (Array.isArray(v) && v.length > 0 ? null : 'combo_box'),
  // Upload widgets hold a file's id once it is stored and a text marker while it is still on its way (spec 3 §5).
  uploadsDone: (v) =>
    (Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && x.startsWith('uploading:')) ? 'uploads_pending' : null,
  // A permission's name is a scope the portal checks: page.catalog, marketing-material.cud.
  scope: (v) => (/^[a-z0-9]+([.-][a-z0-9]+)*$/.test(asText(v)) ? null : 'scope'),
} satisfies Record<string, FormRule>;

export type RuleName = keyof typeof rules;

const EMPTY: readonly FormMessageKey[] = ['required', 'not_empty', 'combo_box'];

/** The message key a form shows for a failed rule: an empty field names itself (required_field), the rest as they are. */
export const inFormKey = (failed: FormMessageKey): FormMessageKey => (EMPTY.includes(failed) ? 'required_field' : failed);

/** The first failing rule of a list, in order. */
export function check(value: unknown, ruleNames: readonly RuleName[]): FormMessageKey | null {
  for (const name of ruleNames) {
    const failed = rules[name](value);
    if (failed) return failed;
  }
  return null;
}

/** Phone formatting: a leading zero is dropped and the country code put in front (+62 by default). */
export function formatPhone(digits: string, prefix = DEFAULT_PHONE_PREFIX): string {
  const clean = digits.replace(/\D/g, '').replace(/^0+/, '');
  return clean ? `${prefix}${clean}` : '';
}

/** Consumer voice sends line breaks as a literal marker (spec 1 §5). */
export const NEWLINE_MARKER = '\\n';
export const markNewlines = (text: string) => text.replace(/\r?\n/g, NEWLINE_MARKER);
