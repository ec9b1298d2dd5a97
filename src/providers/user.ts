import { apiFetch } from './api-fetch.ts';
import { sessionKey } from './tokens.ts';

/** The customer the session acts for (spec 1 §3.2), as GET /user sends it. */
export interface ActiveCustomer {
  id: number;
  custName: string;
  custCode: { unified: string; isr: string | null; r3: string };
  displayCode: string;
  custAddress: string;
  custCity: string;
  custRegion: string | null;
  custCountryId: string;
  custPhone: string | null;
  custEmail: string | null;
  custGroup: string;
  sorg: string;
}

/** The signed-in user (spec 1 §3.3). */
export interface PortalUser {
  id: number;
  name: string;
  username: string;
  email: string;
  roles: string[];
  scopes: string[];
  language: string;
  limitation: string | null;
  hasCustCode: boolean;
  isSales: boolean;
  isCustomer: boolean;
  isCustVendor: boolean;
  customerData: ActiveCustomer | null;
}

/** A user as loaded for one session key, so a page can tell a stale identity (another user, customer) apart. */
export type PortalIdentity = PortalUser & { session: string };

let cached: { session: string; user: Promise<PortalIdentity>; loaded?: PortalIdentity } | null = null;

/**
 * GET /user, shared by identity, permissions and access control. One request per session key: a new login
 * or a customer switch gives a new key and so a fresh user.
 */
export function loadUser(): Promise<PortalIdentity> {
  const session = sessionKey();
  if (cached?.session !== session) {
    const user = apiFetch<PortalUser>('/user').then((u) => ({ ...u, session }));
    const entry: NonNullable<typeof cached> = { session, user };
    user.then(
      (u) => {
        entry.loaded = u;
      },
      () => {
        if (cached === entry) cached = null; // let the next caller try again
      },
    );
    cached = entry;
  }
  return cached.user;
}

/** The user of this session if GET /user has already answered, without waiting. */
export function loadedUser(): PortalIdentity | undefined {
  return cached?.session === sessionKey() ? cached.loaded : undefined;
}

export function forgetUser(): void {
  cached = null;
}
