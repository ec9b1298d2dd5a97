import type { Context } from 'hono';
import type { AppEnv } from './types.ts';

/**
 * The client's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry, the one that proxy
 * appended. Earlier entries come from the client itself, so a guesser could rotate them past the sign-in limits.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('ctx').env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** The host that selects the config: the Host header, or X-Forwarded-Host behind a trusted proxy. */
export function requestHost(request: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || request.headers.get('host') || new URL(request.url).host;
}
