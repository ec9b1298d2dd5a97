import type { HostConfig } from './host-config.ts';
import { check, formMessages, type RuleName } from './forms.ts';

/**
 * The new customer inquiry of spec 3 §3: its fields, the shared form rules each must pass (in the browser and, as the
 * authority, in the API) and their length limits. custCountry is a country id, custCity a city id of that country.
 */
export const INQUIRY_FIELDS = {
  custName: { rules: ['required', 'notEmpty', 'text'], maxLength: 100 },
  custEmail: { rules: ['required', 'notEmpty', 'email'], maxLength: 200 },
  custPhone: { rules: ['required', 'notEmpty', 'phone'], maxLength: 17 },
  custAddress: { rules: ['required', 'notEmpty', 'multilineText'], maxLength: 300 },
  custCountry: { rules: ['required'], maxLength: 2 },
  custState: { rules: ['required', 'notEmpty', 'text'], maxLength: 100 },
  custCity: { rules: ['required'], maxLength: 12 },
  custPostalCode: { rules: ['alphanumericSpaced'], maxLength: 12 },
  custWeb: { rules: ['webAddress'], maxLength: 200 },
  reason: { rules: ['required', 'notEmpty', 'multilineText'], maxLength: 1000 },
  goal: { rules: ['required', 'notEmpty', 'multilineText'], maxLength: 1000 },
} as const satisfies Record<string, { rules: readonly (RuleName | InquiryRuleName)[]; maxLength: number }>;

export type InquiryField = keyof typeof INQUIRY_FIELDS;
export const INQUIRY_FIELD_NAMES = Object.keys(INQUIRY_FIELDS) as InquiryField[];

/** Rules of the inquiry beyond the shared ones; their messages are keys of the `inquiry` namespace (`errors.<name>`). */
export const inquiryRules = {
  // A postal code: letters, digits and single spaces or dashes between them (12345, 1012 AB, M5V 2T6); empty passes.
  alphanumericSpaced: (v: unknown) => (/^([A-Za-z0-9]+([ -][A-Za-z0-9]+)*)?$/.test(String(v ?? '')) ? null : 'postal_code'),
  // A web address with a dotted host, the scheme optional (shop.example.com, https://shop.example.com/about); empty passes.
  webAddress: (v: unknown) => {
    const s = String(v ?? '').trim();
    if (!s) return null;
    try {
      const url = new URL(/^https?:\/\//i.test(s) ? s : `https://${s}`);
      return /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !/\s/.test(s) ? null : 'web';
    } catch {
      return 'web';
    }
  },
} as const;

export type InquiryRuleName = keyof typeof inquiryRules;
export const inquiryMessages = {
  postal_code: 'Only letters and numbers, with a space or dash between them',
  web: 'Web address must be valid, e.g. shop.example.com',
} as const;

export const INQUIRY_STATUSES = ['new', 'contacted', 'converted', 'declined'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Inquiries one address may send, and password resets asked per address and per username or email (spec: rate limited). */
export const PUBLIC_FORM_LIMITS = {
  inquiryPerAddress: { max: 5, windowMinutes: 60 },
  resetPerAddress: { max: 10, windowMinutes: 60 },
  resetPerUser: { max: 3, windowMinutes: 60 },
  /** New passwords set per address: each is hashed (the slow part of a sign-in), so a flood of made-up links is cut off. */
  newPasswordPerAddress: { max: 20, windowMinutes: 60 },
} as const;

/** How long a password reset link works (minutes). */
export const RESET_LINK_MINUTES = 30;

/** What the login page offers for new customers (spec 1 §3.1, §9; spec 3 §7 'Customer inquiry and reference'). */
export type InquiryLink = { kind: 'none' } | { kind: 'page' } | { kind: 'external'; url: string };

/**
 * The inquiry link of a host: none unless allowNewCustomerInquiry is on and the host name holds none of the fragments
 * of CUSTOM_URL_TO_HIDE_NEW_INQUIRY; then newCustomerInquiryUrl when it is set (an outside form), else the portal's page.
 */
export function inquiryLinkOf(
  config: Pick<HostConfig, 'allowNewCustomerInquiry' | 'newCustomerInquiryUrl' | 'features'>,
  hostname: string,
): InquiryLink {
  if (!config.allowNewCustomerInquiry) return { kind: 'none' };
  const host = hostname.toLowerCase();
  const hidden = (config.features.CUSTOM_URL_TO_HIDE_NEW_INQUIRY ?? []).some(
    (fragment) => fragment.trim() && host.includes(fragment.trim().toLowerCase()),
  );
  if (hidden) return { kind: 'none' };
  const url = config.newCustomerInquiryUrl?.trim();
  return url && /^https?:\/\//i.test(url) ? { kind: 'external', url } : { kind: 'page' };
}

/** A field's first problem as a translation key with its English text, or null; text is checked trimmed. */
export function inquiryFieldProblem(field: InquiryField, value: unknown): { key: string; message: string } | null {
  const v = typeof value === 'string' ? value.trim() : value;
  for (const name of INQUIRY_FIELDS[field].rules as readonly (RuleName | InquiryRuleName)[]) {
    if (name in inquiryRules) {
      const failed = inquiryRules[name as InquiryRuleName](v);
      if (failed) return { key: `inquiry:errors.${failed}`, message: inquiryMessages[failed] };
    } else {
      const failed = check(v, [name as RuleName]);
      if (failed) return { key: `forms:${failed}`, message: formMessages[failed] };
    }
  }
  if (typeof v === 'string' && v.length > INQUIRY_FIELDS[field].maxLength)
    return { key: 'forms:max_length', message: formMessages.max_length };
  return null;
}
