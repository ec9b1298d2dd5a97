/**
 * "Not now" for the home-page announcement and the promotional banner popup (spec 1 §4, §9): closing either
 * keeps it away for 2 hours, in local storage so every tab and a reload agree.
 */
export const DISMISSAL_MS = 7_200_000;

export type DismissalKind = 'announcement' | 'banner';

const keyOf = (kind: DismissalKind) => `portal.dismissed.${kind}`;

/** Local storage when the browser allows it; private modes may throw on access. */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True while a dismissal stored less than 2 hours ago stands; an expired or unreadable record is cleared. */
export function isDismissed(kind: DismissalKind, now = Date.now(), storage: Storage | null = store()): boolean {
  const raw = storage?.getItem(keyOf(kind));
  if (raw === null || raw === undefined) return false;
  const until = Number(raw);
  // A clock set back would otherwise hide it for longer than 2 hours.
  if (Number.isFinite(until) && until > now && until - now <= DISMISSAL_MS) return true;
  storage?.removeItem(keyOf(kind));
  return false;
}

/** Hides it for the next 2 hours. */
export function dismiss(kind: DismissalKind, now = Date.now(), storage: Storage | null = store()): void {
  try {
    storage?.setItem(keyOf(kind), String(now + DISMISSAL_MS));
  } catch {
    // Storage full or blocked: it simply shows again next time.
  }
}
