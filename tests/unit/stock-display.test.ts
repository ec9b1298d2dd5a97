import { describe, expect, it } from 'vitest';
import {
  addMonths,
  hasStock,
  maskStock,
  nextArrivalDisplay,
  offeredForOrder,
  openInbound,
  orderableQty,
  stockDisplay,
  stockFigure,
  withinNextArrivalMonth,
  type StockConfig,
  type WarehouseStock,
} from '../../src/rules/stock-display.ts';

const today = '2026-03-10';
const open: StockConfig = {
  maskStock: false,
  maskNextArrival: false,
  stockDisplay: 'cumulative',
  nextArrivalDisplay: 'quantity',
  nextArrivalMonth: 0,
};
const rows: WarehouseStock[] = [
  { warehouse: 'JKT', available: 12, custorder: 2, nextArrivalDate: '2026-04-20', nextArrivalQty: 30, availableForOrderAt: '2026-04-25' },
  { warehouse: 'SBY', available: 3, custorder: 0, nextArrivalDate: '2026-03-25', nextArrivalQty: 8, availableForOrderAt: null },
  { warehouse: 'MDN', available: 0, custorder: 1, nextArrivalDate: '2026-03-25', nextArrivalQty: 4, availableForOrderAt: '2026-03-28' },
];

describe('maskStock', () => {
  it('turns a quantity into a level: none, low under 10, available', () => {
    expect(maskStock(0)).toBe('none');
    expect(maskStock(-4)).toBe('none');
    expect(maskStock(1)).toBe('low');
    expect(maskStock(9)).toBe('low');
    expect(maskStock(10)).toBe('available');
    expect(maskStock(500)).toBe('available');
  });

  it('hides the number but keeps the level when masked', () => {
    expect(stockFigure(7, false)).toEqual({ qty: 7, mask: 'low' });
    expect(stockFigure(7, true)).toEqual({ qty: null, mask: 'low' });
    expect(stockFigure(-2, false)).toEqual({ qty: 0, mask: 'none' });
  });
});

describe('stockDisplay', () => {
  it('cumulative: one line summing every warehouse, with the earliest arrival and its summed quantity', () => {
    expect(stockDisplay(rows, open, today)).toEqual([
      {
        warehouse: null,
        available: { qty: 15, mask: 'available' },
        custorder: { qty: 3, mask: 'low' },
        nextArrival: { mode: 'quantity', date: '2026-03-25', days: 15, qty: 12, mask: 'available' },
        availableForOrderAt: '2026-03-28',
      },
    ]);
  });

  it('warehouse: one line per warehouse in the given order', () => {
    const lines = stockDisplay(rows, { ...open, stockDisplay: 'warehouse' }, today);
    expect(lines.map((l) => [l.warehouse, l.available.qty, l.nextArrival?.qty])).toEqual([
      ['JKT', 12, 30],
      ['SBY', 3, 8],
      ['MDN', 0, 4],
    ]);
    expect(lines[1].availableForOrderAt).toBeNull();
  });

  it('maskStock hides stock quantities; maskNextArrival hides the arriving quantity', () => {
    const [stockMasked] = stockDisplay(rows, { ...open, maskStock: true }, today);
    expect(stockMasked.available).toEqual({ qty: null, mask: 'available' });
    expect(stockMasked.custorder).toEqual({ qty: null, mask: 'low' });
    expect(stockMasked.nextArrival?.qty).toBe(12);
    const [arrivalMasked] = stockDisplay(rows, { ...open, maskNextArrival: true }, today);
    expect(arrivalMasked.available.qty).toBe(15);
    expect(arrivalMasked.nextArrival).toMatchObject({ qty: null, mask: 'available', date: '2026-03-25' });
  });

  it('shows no stock and no arrival for an article without stock rows', () => {
    expect(stockDisplay([], open, today)).toEqual([
      {
        warehouse: null,
        available: { qty: 0, mask: 'none' },
        custorder: { qty: 0, mask: 'none' },
        nextArrival: null,
        availableForOrderAt: null,
      },
    ]);
    expect(stockDisplay([], { ...open, stockDisplay: 'warehouse' }, today)).toEqual([]);
    expect(hasStock(rows)).toBe(true);
    expect(hasStock([rows[2]])).toBe(false);
  });
});

describe('nextArrivalDisplay', () => {
  const arrival = { date: '2026-04-20', qty: 30 };

  it('quantity, days and date modes carry the same arrival with the mode to show first', () => {
    expect(nextArrivalDisplay(arrival, { ...open, nextArrivalDisplay: 'quantity' }, today)).toEqual({
      mode: 'quantity',
      date: '2026-04-20',
      days: 41,
      qty: 30,
      mask: 'available',
    });
    expect(nextArrivalDisplay(arrival, { ...open, nextArrivalDisplay: 'days' }, today)).toMatchObject({ mode: 'days', days: 41 });
    expect(nextArrivalDisplay(arrival, { ...open, nextArrivalDisplay: 'date' }, today)).toMatchObject({ mode: 'date', date: '2026-04-20' });
  });

  it('counts whole calendar days, today being 0, and accepts a timestamp', () => {
    expect(nextArrivalDisplay({ date: today, qty: 1 }, open, today)?.days).toBe(0);
    expect(nextArrivalDisplay({ date: '2026-03-11T23:00:00Z', qty: 1 }, open, today)).toMatchObject({ date: '2026-03-11', days: 1 });
  });

  it('shows nothing without a date, without a quantity, or for a past date', () => {
    expect(nextArrivalDisplay({ date: null, qty: 5 }, open, today)).toBeNull();
    expect(nextArrivalDisplay({ date: '2026-04-01', qty: 0 }, open, today)).toBeNull();
    expect(nextArrivalDisplay({ date: '2026-03-09', qty: 5 }, open, today)).toBeNull();
  });
});

describe('nextArrivalMonth', () => {
  it('limits arrivals to that many months ahead; 0 means no limit', () => {
    expect(withinNextArrivalMonth('2026-04-10', today, 1)).toBe(true);
    expect(withinNextArrivalMonth('2026-04-11', today, 1)).toBe(false);
    expect(withinNextArrivalMonth('2027-12-31', today, 0)).toBe(true);
    expect(nextArrivalDisplay({ date: '2026-04-20', qty: 30 }, { ...open, nextArrivalMonth: 1 }, today)).toBeNull();
    expect(nextArrivalDisplay({ date: '2026-04-20', qty: 30 }, { ...open, nextArrivalMonth: 2 }, today)).not.toBeNull();
  });

  it('cumulative picks the earliest arrival inside the horizon', () => {
    const later = rows.map((r) => (r.warehouse === 'JKT' ? r : { ...r, nextArrivalDate: '2026-09-01' }));
    expect(stockDisplay(later, { ...open, nextArrivalMonth: 3 }, today)[0].nextArrival).toMatchObject({ date: '2026-04-20', qty: 30 });
    expect(stockDisplay(later, { ...open, nextArrivalMonth: 1 }, today)[0].nextArrival).toBeNull();
  });

  it('adds calendar months, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});

describe('what can be ordered now', () => {
  const checks = { availableStockCheck: true, exactQtyCheck: false, exactQtyCheckout: false };
  it('counts an arrival once its pre-order window (availableForOrderAt) has opened, never before', () => {
    expect(openInbound({ nextArrivalQty: 30, availableForOrderAt: '2026-03-10' }, today)).toBe(30);
    expect(openInbound({ nextArrivalQty: 30, availableForOrderAt: '2026-03-11' }, today)).toBe(0);
    expect(openInbound({ nextArrivalQty: 30, availableForOrderAt: null }, today)).toBe(0);
  });
  it('sums stock on hand and open arrivals across warehouses', () => {
    const soldOut: WarehouseStock[] = [
      {
        warehouse: 'JKT',
        available: 0,
        custorder: 0,
        nextArrivalDate: '2026-04-01',
        nextArrivalQty: 30,
        availableForOrderAt: '2026-03-01',
      },
    ];
    expect(orderableQty(soldOut, today)).toBe(30);
    expect(orderableQty(rows, today)).toBe(15);
    expect(orderableQty(rows, '2026-03-28')).toBe(19);
  });
  it('offers a sold-out article only against an open arrival, or wherever back orders are taken', () => {
    const waiting: WarehouseStock[] = [
      {
        warehouse: 'JKT',
        available: 0,
        custorder: 0,
        nextArrivalDate: '2026-04-01',
        nextArrivalQty: 30,
        availableForOrderAt: '2026-03-20',
      },
    ];
    expect(offeredForOrder(waiting, checks, today)).toBe(false);
    expect(offeredForOrder(waiting, checks, '2026-03-20')).toBe(true);
    expect(offeredForOrder(waiting, { availableStockCheck: false, exactQtyCheck: false, exactQtyCheckout: false }, today)).toBe(true);
  });
});
