import { describe, expect, it } from 'vitest';
import {
  batchesOf,
  groupByVendor,
  mayMove,
  nextStatuses,
  ORDER_LINE_STATUSES,
  runInBatches,
  shownPrice,
  shownStock,
  thirdPartyOrderNo,
} from '../../src/rules/third-party.ts';

describe('third-party order line statuses', () => {
  it('move forward one step, and cancel only before shipping', () => {
    expect(nextStatuses('ordered')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
    expect(mayMove('ordered', 'shipped')).toBe(false);
    expect(mayMove('shipped', 'cancelled')).toBe(false);
    expect(mayMove('confirmed', 'ordered')).toBe(false);
    expect(mayMove('ordered', 'nonsense')).toBe(false);
  });

  it('end in delivered or cancelled', () => {
    for (const end of ['delivered', 'cancelled'] as const) {
      expect(ORDER_LINE_STATUSES.filter((to) => mayMove(end, to))).toEqual([]);
    }
  });
});

describe('batches of product updates', () => {
  it('are 75 at most', () => {
    expect(batchesOf(Array.from({ length: 160 }, (_, i) => i)).map((b) => b.length)).toEqual([75, 75, 10]);
    expect(batchesOf([])).toEqual([]);
  });

  it('go on past a batch that throws or answers a failure, and report it', async () => {
    const seen: number[][] = [];
    const progress: string[] = [];
    const report = await runInBatches(
      Array.from({ length: 7 }, (_, i) => i),
      async (batch) => {
        seen.push(batch);
        if (batch.includes(2)) throw new Error('offline');
        return { ok: !batch.includes(4) };
      },
      { size: 2, failedIf: (a) => (a.ok ? null : 'refused'), onProgress: (d, t) => progress.push(`${d}/${t}`) },
    );
    expect(seen).toHaveLength(4);
    expect(report.failed.map((f) => [f.batch, f.reason])).toEqual([
      [1, 'offline'],
      [2, 'refused'],
    ]);
    expect(report.done.map((d) => d.batch)).toEqual([0, 3]);
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
  });
});

describe('what a dealer sees of a vendor product', () => {
  it('shows stock and price only where the host checks them', () => {
    expect(shownStock(12, true)).toEqual({ qty: 12, available: true });
    expect(shownStock(12, false)).toEqual({ qty: null, available: true });
    expect(shownStock(0, false)).toEqual({ qty: null, available: false });
    expect(shownPrice(5000, true)).toBe(5000);
    expect(shownPrice(5000, false)).toBeNull();
  });

  it('groups cart lines per vendor in the order they were added', () => {
    const lines = [
      { vendorId: 2, a: 1 },
      { vendorId: 1, a: 2 },
      { vendorId: 2, a: 3 },
    ];
    expect(groupByVendor(lines)).toEqual([
      { vendorId: 2, lines: [lines[0], lines[2]] },
      { vendorId: 1, lines: [lines[1]] },
    ]);
  });

  it('numbers orders per sales organisation', () => {
    expect(thirdPartyOrderNo('1000', 42)).toBe('3P10000042');
  });
});
