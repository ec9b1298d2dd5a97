/** Sign-in throttle counters and spent refresh secrets (migration 0020). */
export interface SignInTables {
  loginThrottles: { key: string; attempts: number; windowStartedAt: string; nextAt: string | null; version: number };
  spentRefreshTokens: { hash: string; sessionId: string; spentAt: string };
}
