import type { Database } from '../db/index.ts';
import {
  clear,
  type Counted,
  countEach,
  giveBack,
  isRefused,
  isRemembered,
  remember,
  type WindowRule,
} from '../platform/window-counter.ts';
import { newDeviceId } from './device.ts';

/**
 * Sign-in limits. A guess is stopped per (username, client address) and per address, so a stranger cannot lock a
 * dealer out from where they work; a username guessed at from addresses it never signed in from slows down after a
 * few password checks, with a growing wait between checks. An address or a device (the signed device cookie) the user
 * signed in from before skips that slowdown: a stranger's failures slow only strangers.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Password checks of one username from one address inside the window. */
  perUsernameAndAddress: 5,
  /** Password checks from one address inside the window, across usernames. */
  perAddress: 30,
  /** Password checks of one username from addresses and devices it never signed in from, before it slows down. */
  perUsernameFree: 5,
  /** Password checks of one username from one device it signed in with before, inside the window. */
  perKnownDevice: 5,
  /** The first wait once slowed down; each further failure doubles it up to the longest. */
  firstDelaySeconds: 2,
  longestDelaySeconds: 120,
  /** How long an address or device the user signed in from stays known to skip the slowdown of their username. */
  knownDays: 30,
} as const;

export type SignInGate =
  | { admitted: true; username: string; address: string; device: string | null; held: Counted[] }
  | { admitted: false; retryAfterSeconds: number };

const WINDOW_MS = LOGIN_LIMITS.windowMinutes * 60_000;
const KNOWN_MS = LOGIN_LIMITS.knownDays * 86_400_000;
const keysOf = (username: string, address: string, device: string | null) => {
  const user = username.toLowerCase();
  const addr = address.slice(0, 100);
  return {
    address: `addr:${addr}`,
    pair: `pair:${user}:${addr}`,
    username: `user:${user}`,
    known: `known:${user}:${addr}`,
    knownDevice: device ? `device:${user}:${device}` : null,
    deviceTries: device ? `device-try:${user}:${device}` : null,
  };
};

/** Whether the user signed in before from this address or with this device (its id read from the signed cookie). */
export async function signedInBefore(db: Database, username: string, address: string, device: string | null): Promise<boolean> {
  const keys = keysOf(username, address, device);
  if (keys.knownDevice && (await isRemembered(db, keys.knownDevice))) return true;
  return isRemembered(db, keys.known);
}

/**
 * Reserves a password check before it runs, on the portal's window counters (platform/window-counter.ts): each count
 * is taken atomically, so of many concurrent attempts, on any API node, no more than the limit get through; a refused
 * attempt gives back what it held. A device the user signed in with is counted on its own, so neither a busy shared
 * address nor guesses from elsewhere keep its owner out.
 */
export async function admitSignIn(db: Database, username: string, address: string, device: string | null = null): Promise<SignInGate> {
  const keys = keysOf(username, address, device);
  const rules: [string, WindowRule][] = [];
  if (keys.knownDevice && keys.deviceTries && (await isRemembered(db, keys.knownDevice))) {
    rules.push([keys.deviceTries, { kind: 'count', max: LOGIN_LIMITS.perKnownDevice, windowMs: WINDOW_MS }]);
  } else {
    rules.push(
      [keys.address, { kind: 'count', max: LOGIN_LIMITS.perAddress, windowMs: WINDOW_MS }],
      [keys.pair, { kind: 'count', max: LOGIN_LIMITS.perUsernameAndAddress, windowMs: WINDOW_MS }],
    );
    if (!(await isRemembered(db, keys.known))) {
      rules.push([
        keys.username,
        { kind: 'slowdown', free: LOGIN_LIMITS.perUsernameFree, windowMs: WINDOW_MS, delayMs: (n) => delaySeconds(n) * 1000 },
      ]);
    }
  }
  const held = await countEach(db, rules, { giveBack: true });
  return isRefused(held)
    ? { admitted: false, retryAfterSeconds: held.retryAfterSeconds }
    : { admitted: true, username, address, device, held };
}

/**
 * The right password: the attempt does not count against the address or the username, the earlier mistakes of the
 * pair and of the device are forgiven, and the address and the device are known for this user from now on. Answers
 * the device id the answer's cookie carries (a new one for a browser without a valid cookie).
 */
export async function signInSucceeded(db: Database, gate: Extract<SignInGate, { admitted: true }>): Promise<{ device: string }> {
  const device = gate.device ?? newDeviceId();
  const keys = keysOf(gate.username, gate.address, device);
  for (const h of gate.held) if (h.key !== keys.pair && h.key !== keys.deviceTries) await giveBack(db, h);
  await clear(db, keys.pair);
  if (keys.deviceTries) await clear(db, keys.deviceTries);
  await remember(db, keys.known, KNOWN_MS);
  if (keys.knownDevice) await remember(db, keys.knownDevice, KNOWN_MS);
  return { device };
}

/** 2 s, 4 s, 8 s ... for the first, second, third failure past the free ones, never longer than the longest. */
export function delaySeconds(pastFree: number): number {
  return Math.min(LOGIN_LIMITS.longestDelaySeconds, LOGIN_LIMITS.firstDelaySeconds * 2 ** pastFree);
}
