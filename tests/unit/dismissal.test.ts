import { describe, expect, it } from 'vitest';
import { DISMISSAL_MS, dismiss, isDismissed } from '../../src/shell/banners/dismissal.ts';

/** Local storage as the browser has it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const start = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('banner and announcement dismissal', () => {
  it('lasts 2 hours (7,200,000 ms)', () => {
    expect(DISMISSAL_MS).toBe(7_200_000);
  });

  it('shows when nothing was dismissed', () => {
    expect(isDismissed('announcement', start, memoryStorage())).toBe(false);
  });

  it('hides for 2 hours after closing, then shows again and forgets the record', () => {
    const storage = memoryStorage();
    dismiss('announcement', start, storage);
    expect(isDismissed('announcement', start, storage)).toBe(true);
    expect(isDismissed('announcement', start + DISMISSAL_MS - 1, storage)).toBe(true);
    expect(isDismissed('announcement', start + DISMISSAL_MS, storage)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('keeps the announcement and the banner apart', () => {
    const storage = memoryStorage();
    dismiss('banner', start, storage);
    expect(isDismissed('banner', start + 1000, storage)).toBe(true);
    expect(isDismissed('announcement', start + 1000, storage)).toBe(false);
  });

  it('a later dismissal starts a new 2 hours', () => {
    const storage = memoryStorage();
    dismiss('banner', start, storage);
    dismiss('banner', start + 3_600_000, storage);
    expect(isDismissed('banner', start + DISMISSAL_MS + 1000, storage)).toBe(true);
  });

  it('ignores an unreadable record or one further ahead than 2 hours (clock set back)', () => {
    const storage = memoryStorage();
    storage.setItem('portal.dismissed.announcement', 'soon');
    expect(isDismissed('announcement', start, storage)).toBe(false);
    expect(storage.getItem('portal.dismissed.announcement')).toBeNull();
    dismiss('banner', start, storage);
    expect(isDismissed('banner', start - 3 * 3_600_000, storage)).toBe(false);
  });

  it('works without storage (blocked): never hidden, never throws', () => {
    expect(() => dismiss('banner', start, null)).not.toThrow();
    expect(isDismissed('banner', start, null)).toBe(false);
  });
});
