import { expiresSoon, readRefreshToken, readRequestToken, refreshTokens } from './tokens.ts';

/** A failed call to one of the portal's REST routes, with the answer's JSON body when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown> | null;

  constructor(status: number, body: Record<string, unknown> | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** No answer at all (offline, DNS, server down). */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The host is switched to maintenance (spec 1 §4 "Service status"). */
  get isMaintenance(): boolean {
    return this.status === 500 && this.body?.status === 'maintenance';
  }
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  /** Send the session's bearer token and renew it when needed (default true). */
  auth?: boolean;
}

/**
 * fetch for the portal's REST routes: JSON in and out, bearer token added, and a 401 answered by one token
 * refresh and one retry (spec 1 §8 "Session").
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, auth = true, headers, ...rest } = init;
  if (auth && readRefreshToken() && expiresSoon(readRequestToken())) await refreshTokens();

  const send = () => {
    const h = new Headers(headers);
    h.set('Accept', 'application/json');
    if (json !== undefined) h.set('Content-Type', 'application/json');
    const token = auth ? readRequestToken() : null;
    if (token) h.set('Authorization', `Bearer ${token}`);
    return { token, request: fetch(path, { ...rest, headers: h, body: json === undefined ? undefined : JSON.stringify(json) }) };
  };

  let attempt = send();
  let res = await attempt.request.catch(networkFailure);
  if (res.status === 401 && auth && readRefreshToken()) {
    // Another request may already have renewed the token; otherwise renew it here. Either way retry once.
    const renewed = readRequestToken() !== attempt.token || (await refreshTokens());
    if (renewed) {
      attempt = send();
      res = await attempt.request.catch(networkFailure);
    }
  }
  const body = await readJson(res);
  if (!res.ok) {
    const message = typeof body?.message === 'string' ? body.message : res.statusText || `HTTP ${res.status}`;
    throw new ApiError(res.status, body, message);
  }
  return body as T;
}

function networkFailure(error: unknown): never {
  throw new ApiError(0, null, error instanceof Error ? error.message : 'Network error');
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
