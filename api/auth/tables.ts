/** Spent refresh secrets (migration 0020; its throttle counters became platform/tables.ts's window counters). */
export interface SignInTables {
  spentRefreshTokens: { hash: string; sessionId: string; spentAt: string };
}

/** The customer each user last chose to act for (migration 0018). */
export interface LastCustomerTables {
  lastCustomers: { userId: number; customerId: number; chosenAt: string };
}

/** Signed-in sessions, each with its refresh secret (migration 0001). */
export interface SessionTables {
  sessions: SessionTable;
}

export interface SessionTable {
  id: string;
  userId: number;
  customerId: number | null;
  refreshHash: string;
  createdAt: string;
  refreshedAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}
