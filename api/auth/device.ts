import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { setSignedCookie } from 'hono/cookie';
import { parseSigned } from 'hono/utils/cookie';
import { requestScheme } from '../http/origin.ts';
import type { AppEnv } from '../http/types.ts';

/**
 * The browser a user signed in with: a random id in a cookie signed with the token secret. Which users signed in
 * with it is kept on the server (rate-limit.ts), so the cookie proves nothing for another account.
 */
export const DEVICE_COOKIE = 'portal_device';

export const newDeviceId = () => randomBytes(16).toString('base64url');

/** The device id of a request's Cookie header, or null when there is none or its signature is not ours. */
export async function readDevice(cookieHeader: string | null | undefined, secret: string): Promise<string | null> {
  if (!cookieHeader) return null;
  const value = (await parseSigned(cookieHeader, secret, DEVICE_COOKIE))[DEVICE_COOKIE];
  return typeof value === 'string' && /^[\w-]{16,64}$/.test(value) ? value : null;
}

/** Sets the device cookie on the answer: out of scripts' reach, not sent by other sites' requests, Secure when asked over https. */
export async function setDeviceCookie(c: Context<AppEnv>, secret: string, deviceId: string, days: number): Promise<void> {
  const { env } = c.get('ctx');
  await setSignedCookie(c, DEVICE_COOKIE, deviceId, secret, {
    httpOnly: true,
    secure: requestScheme(c.req.raw, env.trustProxy) === 'https:',
    sameSite: 'Lax',
    path: '/',
    maxAge: days * 86_400,
  });
}
