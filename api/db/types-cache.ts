/** Counters of cached data, raised by triggers on every write to the tables they cover (migration 0033). */
export interface CacheGenerationTables {
  cacheGenerations: { name: string; generation: number };
}
