import { localeOfPath } from '../../rules/locales.ts';

/**
 * Whether this tab's language was chosen by the person rather than by the start rule (spec 1 §4 "Language at
 * start"): a language picker was used, or a portal page (not the login page) was opened with a locale prefix,
 * as a bookmark or a shared link is. The start language never overrides such a choice.
 */
const CHOSEN_KEY = 'portal.languageChosen';
const START_KEY = 'portal.startLanguageFor';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markLanguageChosen(): void {
  try {
    session()?.setItem(CHOSEN_KEY, '1');
  } catch {
    // Blocked storage: the start rule may apply once more, which is harmless.
  }
}

/** The address the tab was opened with, before any redirect inside the app. */
function openedPath(): string | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  try {
    return entry ? new URL(entry.name).pathname : null;
  } catch {
    return null;
  }
}

export function languageChosenInTab(): boolean {
  if (session()?.getItem(CHOSEN_KEY) === '1') return true;
  const opened = openedPath();
  if (!opened) return false;
  const locale = localeOfPath(opened);
  return !!locale && !/^\/[^/]+\/login\/?$/.test(opened);
}

/** The start language applies once per signed-in user and tab. */
export function startLanguageSettled(userId: number): boolean {
  return session()?.getItem(START_KEY) === String(userId);
}

export function settleStartLanguage(userId: number): void {
  try {
    session()?.setItem(START_KEY, String(userId));
  } catch {
    // see markLanguageChosen
  }
}
