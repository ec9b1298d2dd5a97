import { describe, expect, it } from 'vitest';
import { cached, cachedRows, catalogChanged } from '../../api/catalog/cache.ts';
import type { Database } from '../../api/db/index.ts';
import { observeGenerations } from '../../api/platform/change-cache.ts';

// The cache keys on the database object only; any object stands in for one, once a signed-in request has read the
// counters on it (the catalogue generation the values are kept under).
const fakeDb = () => {
  const db = {} as Database;
  observeGenerations(db, { access: 1, catalog: 1 });
  return db;
};

describe('the catalogue cache', () => {
  it('loads only the keys it has not seen, keeps the order asked for, and remembers misses', async () => {
    const db = fakeDb();
    const asked: number[][] = [];
    const load = async (keys: number[]) => {
      asked.push(keys);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `row ${k}`]));
    };
    expect(await cachedRows(db, 'rows', [2, 1, 3], 'none', load)).toEqual(['row 2', 'row 1', 'none']);
    expect(await cachedRows(db, 'rows', [3, 4, 1, 4], 'none', load)).toEqual(['none', 'row 4', 'row 1', 'row 4']);
    expect(asked).toEqual([[2, 1, 3], [4]]);
  });

  it('answers once per key until the catalogue changes', async () => {
    const db = fakeDb();
    let loads = 0;
    const count = () => cached(db, 'facets', async () => ++loads);
    expect([await count(), await count()]).toEqual([1, 1]);
    catalogChanged(db);
    expect(await count()).toBe(2);
    // Another node's change: this node reads the raised counter with its next signed-in request.
    observeGenerations(db, { access: 1, catalog: 2 });
    expect([await count(), await count()]).toEqual([3, 3]);
  });

  it('keeps nothing before the counters were read: it cannot know when its values go stale', async () => {
    const db = {} as Database;
    let loads = 0;
    const count = () => cached(db, 'facets', async () => ++loads);
    expect([await count(), await count()]).toEqual([1, 2]);
  });

  it('does not remember a failed load', async () => {
    const db = fakeDb();
    await expect(cached(db, 'x', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await cached(db, 'x', async () => 'ok')).toBe('ok');
  });
});
