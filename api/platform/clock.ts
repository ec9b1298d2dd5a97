/**
 * The portal's one clock: every time the server stores or compares (created, changed, due, leased until) is read
 * here, as an ISO 8601 string in UTC, which sorts and compares as text on both databases.
 */
export const nowIso = () => new Date().toISOString();

/** The time `ms` milliseconds from now (before now when negative), as `nowIso` writes it. */
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A moment given in milliseconds since the epoch (a `now` a caller holds), as `nowIso` writes it. */
export const isoAt = (ms: number) => new Date(ms).toISOString();

/** The calendar day (UTC) of `now`, as dates are stored: YYYY-MM-DD. */
export const todayOf = (now = new Date()) => now.toISOString().slice(0, 10);
