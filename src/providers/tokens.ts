/**
 * The session's two tokens (spec 1 §3.3): a short-lived request token (JWT) and a rotating refresh token.
 * Kept in localStorage so every tab shares one session; `refreshTokens()` is the only place that rotates them.
 */
export interface SessionTokens {
  requestToken: string;
  refreshToken: string;
}

/** What the browser reads from a request token; the signature is the server's business. */
export interface TokenClaims {
  sub?: string;
  r3?: string | null;
  isr?: string | null;
  exp?: number;
}

const REQUEST_KEY = 'portal.requestToken';
const REFRESH_KEY = 'portal.refreshToken';
/** Refresh this long before the token expires, so a request never leaves with a dying token. */
const EXPIRY_MARGIN_SECONDS = 30;

export const readRequestToken = (): string | null => localStorage.getItem(REQUEST_KEY);
export const readRefreshToken = (): string | null => localStorage.getItem(REFRESH_KEY);
export const hasSession = (): boolean => !!readRequestToken() && !!readRefreshToken();

export function saveTokens(tokens: SessionTokens): void {
  localStorage.setItem(REQUEST_KEY, tokens.requestToken);
  localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
}

export function clearTokens(): void {
  localStorage.removeItem(REQUEST_KEY);
  localStorage.removeItem(REFRESH_KEY);
}

export function decodeClaims(token: string | null): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    return JSON.parse(json) as TokenClaims;
  } catch {
    return null;
  }
}

export function expiresSoon(token: string | null, nowSeconds = Date.now() / 1000): boolean {
  const exp = decodeClaims(token)?.exp;
  return typeof exp === 'number' && exp - EXPIRY_MARGIN_SECONDS <= nowSeconds;
}

/** Who the session is and for which customer it acts; a change means cached user data is someone else's. */
export function sessionKey(token: string | null = readRequestToken()): string {
  const c = decodeClaims(token);
  return c ? `${c.sub ?? ''}|${c.r3 ?? ''}|${c.isr ?? ''}` : '';
}

let inFlight: Promise<boolean> | null = null;

/**
 * Rotates the tokens once, however many callers ask at the same time (fetch helpers and urql share it).
 * Resolves false when the session cannot be renewed; the tokens are then gone and the caller's 401 stands.
 */
export function refreshTokens(): Promise<boolean> {
  inFlight ??= withTabLock(rotate).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function rotate(spentBefore: string | null): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return false;
  // Another tab rotated while we waited for the lock: reusing the spent token would revoke the session.
  if (spentBefore && refreshToken !== spentBefore) return !expiresSoon(readRequestToken());
  try {
    const res = await fetch('/refresh-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (!res.ok) {
      clearTokens();
      return false;
    }
    saveTokens((await res.json()) as SessionTokens);
    return true;
  } catch {
    return false; // offline: keep the session, the request fails as a network error
  }
}

/** Tabs share one refresh token, so only one tab may rotate it at a time (Web Locks where available). */
function withTabLock(work: (spentBefore: string | null) => Promise<boolean>): Promise<boolean> {
  const before = readRefreshToken();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work(null);
  return locks.request('portal.refresh-token', () => work(before)) as unknown as Promise<boolean>; // resolves to work()'s value
}

/** Calls back when another tab signs in as someone else, switches customer or signs out. */
export function watchOtherTabs(onSessionChange: () => void): () => void {
  const listener = (e: StorageEvent) => {
    if (e.key === REQUEST_KEY && sessionKey(e.oldValue) !== sessionKey(e.newValue)) onSessionChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
