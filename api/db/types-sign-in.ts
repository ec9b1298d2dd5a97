/** Spent refresh secrets (migration 0020; its throttle counters became platform/tables.ts's window counters). */
export interface SignInTables {
  spentRefreshTokens: { hash: string; sessionId: string; spentAt: string };
}
