/** The platform's own tables (composed into db/types.ts with every domain's). */
export interface PlatformTables {
  /** One counter per key (an address, a user, a pair of them) inside a window: sign-in throttles, request limits. */
  windowCounters: {
    key: string;
    count: number;
    windowStartedAt: string;
    /** When the window ends and the row says nothing any more. */
    windowEndsAt: string;
    /** A slowed-down key may try again from this time. */
    nextAt: string | null;
    /** Raised by every change, for the compare-and-set. */
    version: number;
  };
}

/** Counters of cached data, raised by triggers on every write to the tables they cover (migration 0033). */
export interface CacheGenerationTables {
  cacheGenerations: { name: string; generation: number };
}
