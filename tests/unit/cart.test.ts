import { describe, expect, it } from 'vitest';
import {
  articleLabel,
  articlePriceOf,
  blockReason,
  cartTotals,
  creditBlockWording,
  qtyProblem,
  type TotalledLine,
} from '../../src/rules/cart.ts';
import { priceLine } from '../../src/rules/price.ts';

const line = (
  sorg: string,
  qty: number,
  subtotal: number,
  purchasable = true,
  name = `${sorg}-${qty}`,
): TotalledLine & { name: string } => ({ sorg, qty, subtotal, purchasable, name });

describe('cartTotals', () => {
  it('groups lines per sales organisation in cart order and totals each', () => {
    const totals = cartTotals([line('1000', 2, 5000), line('2000', 1, 700), line('1000', 3, 300)]);
    expect(totals.groups.map((g) => g.sorg)).toEqual(['1000', '2000']);
    expect(totals.groups[0]).toMatchObject({ total: 5300, quantity: 5, purchasable: 2 });
    expect(totals.groups[0]!.lines.map((l) => l.name)).toEqual(['1000-2', '1000-3']);
    expect(totals).toMatchObject({ total: 6000, quantity: 6, purchasable: 3, blocked: 0 });
  });

  it('shows a blocked line in its group but counts it in no total', () => {
    const totals = cartTotals([line('1000', 2, 5000), line('1000', 4, 999, false)]);
    expect(totals.groups[0]!.lines).toHaveLength(2);
    expect(totals.groups[0]).toMatchObject({ total: 5000, quantity: 2, purchasable: 1 });
    expect(totals).toMatchObject({ total: 5000, quantity: 2, purchasable: 1, blocked: 1 });
  });

  it('keeps a group whose every line is blocked, at zero', () => {
    const totals = cartTotals([line('1000', 1, 100), line('3000', 1, 100, false)]);
    expect(totals.groups[1]).toMatchObject({ sorg: '3000', total: 0, quantity: 0, purchasable: 0 });
    expect(totals.total).toBe(100);
  });

  it('is empty for an empty cart', () => {
    expect(cartTotals([])).toEqual({ groups: [], total: 0, quantity: 0, purchasable: 0, blocked: 0 });
  });
});

describe('blockReason', () => {
  const clear = {
    invalidArticle: { status: false },
    hasPrice: { status: true },
    allowToOrder: { status: true },
    orderBlocked: { status: false },
    hierarchyBlocked: { status: false },
    brandBlocked: { status: false },
    categoryBlocked: { status: false },
    sorgBlocked: { status: false },
  };

  it('is null when nothing blocks, or without an analysis', () => {
    expect(blockReason(clear)).toBeNull();
    expect(blockReason(null)).toBeNull();
  });

  it('reads each flag the right way round (allowToOrder and hasPrice block when false)', () => {
    expect(blockReason({ ...clear, allowToOrder: { status: false } })).toBe('not_allowed');
    expect(blockReason({ ...clear, hasPrice: { status: false } })).toBe('no_price');
    expect(blockReason({ ...clear, brandBlocked: { status: true } })).toBe('brand_blocked');
    expect(blockReason({ ...clear, sorgBlocked: { status: true } })).toBe('sorg_blocked');
  });

  it('gives the first reason in reading order when several hold', () => {
    expect(blockReason({ ...clear, categoryBlocked: { status: true }, orderBlocked: { status: true } })).toBe('order_blocked');
    expect(blockReason({ ...clear, invalidArticle: { status: true }, hasPrice: { status: false } })).toBe('invalid_article');
  });
});

describe('articlePriceOf', () => {
  const price = {
    dealer: 10_000,
    retailDisplay: 15_000,
    precision: 2,
    discount: { detail: [{ salesDealNo: 'SD1', qty: 10, term: '>=', type: 'percent', discount: -10, uom: 'EA' }] },
  };

  it('lets the price rule apply the volume steps the catalogue answered', () => {
    const rule = articlePriceOf(price, null);
    expect(priceLine(rule, 9).unit).toBe(10_000);
    expect(priceLine(rule, 10)).toMatchObject({ unit: 9_000, subtotal: 90_000, source: 'volume' });
  });

  it('lets a cheaper promotion win within its quantities', () => {
    const rule = articlePriceOf(price, { code: 'P1', type: 'price', value: 8_500, minQty: 2, maxQty: null });
    expect(priceLine(rule, 1).source).toBe('none');
    expect(priceLine(rule, 12)).toMatchObject({ unit: 8_500, source: 'promotion' });
  });

  it('ignores a promotion of a kind the rule does not know, and a missing discount', () => {
    const rule = articlePriceOf({ ...price, discount: null }, { code: 'X', type: 'gift', value: 1, minQty: null, maxQty: null });
    expect(rule.promotion).toBeNull();
    expect(priceLine(rule, 50).unit).toBe(10_000);
  });
});

describe('qtyProblem', () => {
  it('says why a typed quantity is refused instead of putting the last one back', () => {
    expect(qtyProblem(-1, 99)).toBe('negative');
    expect(qtyProblem(0, 99)).toBe('zero');
    expect(qtyProblem(2.5, 99)).toBe('not_whole');
    expect(qtyProblem(100, 99)).toBe('over_max');
    expect(qtyProblem(null, 99)).toBe('empty');
    expect(qtyProblem('  ', 99)).toBe('empty');
    expect(qtyProblem('abc', 99)).toBe('not_number');
    expect(qtyProblem(99, 99)).toBeNull();
    expect(qtyProblem('7', 99)).toBeNull();
  });
  it('lets 0 hold where it removes a cart line', () => {
    expect(qtyProblem(0, 99, { zeroAllowed: true })).toBeNull();
    expect(qtyProblem(-1, 99, { zeroAllowed: true })).toBe('negative');
  });
});

describe('articleLabel', () => {
  it('names an article by its display code and name, never the ERP key', () => {
    expect(articleLabel({ articleCodeDisplay: 'FLX29 M BLK MY26', name: 'Flux 29 M black' })).toBe('FLX29 M BLK MY26 – Flux 29 M black');
  });
});

describe('creditBlockWording', () => {
  it('names the dealer to a rep acting for them, and speaks to the dealer of their own account', () => {
    expect(creditBlockWording({ isSales: true, customerName: 'Toko Sepeda Maju Jaya' })).toEqual({
      key: 'credit_block.rep',
      values: { customer: 'Toko Sepeda Maju Jaya' },
    });
    expect(creditBlockWording({ isSales: false, customerName: 'Toko Sepeda Maju Jaya' })).toEqual({
      key: 'credit_block.dealer',
      values: {},
    });
  });
});
