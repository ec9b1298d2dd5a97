import { requestHost } from './client.ts';

/** The scheme the browser used: the URL's, or behind a trusted proxy its X-Forwarded-Proto. */
export function requestScheme(request: Request, trustProxy: boolean): 'http:' | 'https:' {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  if (forwarded === 'https' || forwarded === 'http') return `${forwarded}:`;
  return new URL(request.url).protocol === 'https:' ? 'https:' : 'http:';
}

/** The origin the request was sent to (scheme, host and port), as a browser on the portal's own page names it. */
export function requestOrigin(request: Request, trustProxy: boolean): URL | null {
  try {
    return new URL(`${requestScheme(request, trustProxy)}//${requestHost(request, trustProxy)}`);
  } catch {
    return null;
  }
}

/**
 * Whether a browser on `origin` may call this request: always its own origin (the portal opened on an address
 * outside the host list, or at 127.0.0.1), otherwise one of the portal's own host names on the same scheme and
 * port as this request. Scheme and port count: http://eu.localhost:4000 is another site than :3000.
 */
export function originAllowed(origin: string, request: Request, trustProxy: boolean, portalHostnames: readonly string[]): boolean {
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  const own = requestOrigin(request, trustProxy);
  if (!own) return false;
  if (from.origin === own.origin) return true;
  return from.protocol === own.protocol && from.port === own.port && portalHostnames.includes(from.hostname.toLowerCase());
}
