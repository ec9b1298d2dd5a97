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

/**
 * Sign-in limits. A guess is stopped per (username, client address) and per address, never per username alone, so a
 * stranger cannot lock a dealer out; a username guessed at from many addresses slows down instead, with a growing
 * wait between password checks, except from an address the user signed in from before.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Password checks of one username from one address inside the window. */
  perUsernameAndAddress: 5,
  /** Password checks from one address inside the window, across usernames. */
  perAddress: 30,
  /** Failures of one username from all addresses before it slows down. */
  perUsernameFree: 10,
  /** The first wait once slowed down; each further failure doubles it up to the longest. */
  firstDelaySeconds: 2,
  longestDelaySeconds: 120,
  /** How long an address the user signed in from skips the slowdown of their username. */
  knownAddressDays: 30,
} as const;

export type SignInGate =
  | { admitted: true; username: string; address: string; held: Counted[] }
  | { admitted: false; retryAfterSeconds: number };

const WINDOW_MS = LOGIN_LIMITS.windowMinutes * 60_000;
const keysOf = (username: string, address: string) => {
  const user = username.toLowerCase();
  const addr = address.slice(0, 100);
  return { address: `addr:${addr}`, pair: `pair:${user}:${addr}`, username: `user:${user}`, known: `known:${user}:${addr}` };
};

/**
 * Reserves a password check before it runs, on the portal's window counters (platform/window-counter.ts): of many
 * concurrent attempts, on any API node, no more than the limit get through; a refused attempt gives back what it held.
 */
export async function admitSignIn(db: Database, username: string, address: string): Promise<SignInGate> {
  const keys = keysOf(username, address);
  const rules: [string, WindowRule][] = [
    [keys.address, { kind: 'count', max: LOGIN_LIMITS.perAddress, windowMs: WINDOW_MS }],
    [keys.pair, { kind: 'count', max: LOGIN_LIMITS.perUsernameAndAddress, windowMs: WINDOW_MS }],
  ];
  if (!(await isRemembered(db, keys.known))) {
    rules.push([
      keys.username,
      { kind: 'slowdown', free: LOGIN_LIMITS.perUsernameFree, windowMs: WINDOW_MS, delayMs: (n) => delaySeconds(n) * 1000 },
    ]);
  }
  const held = await countEach(db, rules, { giveBack: true });
  return isRefused(held) ? { admitted: false, retryAfterSeconds: held.retryAfterSeconds } : { admitted: true, username, address, held };
}

/**
 * The right password: the attempt does not count against the address or the username, the pair's earlier mistakes
 * are forgiven, and the address is known for this user from now on.
 */
export async function signInSucceeded(db: Database, gate: Extract<SignInGate, { admitted: true }>): Promise<void> {
  const keys = keysOf(gate.username, gate.address);
  for (const h of gate.held) if (h.key !== keys.pair) await giveBack(db, h);
  await clear(db, keys.pair);
  await remember(db, keys.known, LOGIN_LIMITS.knownAddressDays * 86_400_000);
}

/** 2 s, 4 s, 8 s ... for the first, second, third failure past the free ones, never longer than the longest. */
export function delaySeconds(pastFree: number): number {
  return Math.min(LOGIN_LIMITS.longestDelaySeconds, LOGIN_LIMITS.firstDelaySeconds * 2 ** pastFree);
}
