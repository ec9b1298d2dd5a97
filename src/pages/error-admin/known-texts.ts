import i18n from '../../providers/i18n.ts';

/** Longest text shown from the address, so a crafted link cannot fill the page. */
const MAX_LENGTH = { pt: 80, t: 120, s: 300 } as const;

/**
 * The error page's texts come from its address (pt, t, s). The portal's own links carry either a key of
 * `errors:error_admin.known` or its English text (what spec 1 §5 names, e.g. 'No Data'); both show in the
 * reader's language. Any other text shows as given, shortened.
 */
export function errorPageText(value: string | null, param: keyof typeof MAX_LENGTH): string | null {
  const text = value?.trim();
  if (!text) return null;
  const english = (i18n.getResource('en-us', 'errors', 'error_admin.known') ?? {}) as Record<string, string>;
  const key = text in english ? text : Object.keys(english).find((k) => english[k] === text);
  if (key) return i18n.t(`error_admin.known.${key}`, { ns: 'errors' });
  const max = MAX_LENGTH[param];
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
