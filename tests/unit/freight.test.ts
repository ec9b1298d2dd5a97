import { describe, expect, it } from 'vitest';
import { allocateStock, areaBenefits, freightDiscount, qtyByWarehouseArea, type StockPlace } from '../../src/rules/freight.ts';

const place = (warehouseCode: string, warehouseArea: string, available: number): StockPlace => ({
  warehouseCode,
  warehouseArea,
  available,
});

describe('allocateStock', () => {
  it('takes each line from the warehouses in order until it is covered; what none holds comes from nowhere', () => {
    const stock: Record<string, StockPlace[]> = {
      bike: [place('CKR', 'West', 1), place('SDA', 'East', 10)],
      tyre: [place('CKR', 'West', 0), place('SDA', 'East', -2), place('MDN', 'North', 3)],
    };
    const taken = allocateStock(
      [
        { key: 'bike', qty: 4 },
        { key: 'tyre', qty: 5 },
      ],
      (k) => stock[k]!,
    );
    expect(taken).toEqual([
      { key: 'bike', warehouseCode: 'CKR', warehouseArea: 'West', qty: 1 },
      { key: 'bike', warehouseCode: 'SDA', warehouseArea: 'East', qty: 3 },
      { key: 'tyre', warehouseCode: 'MDN', warehouseArea: 'North', qty: 3 },
    ]);
    expect(qtyByWarehouseArea(taken)).toEqual([
      { warehouseArea: 'West', qty: 1 },
      { warehouseArea: 'East', qty: 3 },
      { warehouseArea: 'North', qty: 3 },
    ]);
  });

  it('lets a second line of the same stock see what the first left', () => {
    const shared = [place('CKR', 'West', 5)];
    const taken = allocateStock(
      [
        { key: 1, qty: 4 },
        { key: 2, qty: 4 },
      ],
      () => shared,
    );
    expect(taken.map((t) => [t.key, t.qty])).toEqual([
      [1, 4],
      [2, 1],
    ]);
  });
});

describe('areaBenefits', () => {
  const tiers = [
    { warehouseArea: 'West', targetQty: 25, discountAmount: 100 },
    { warehouseArea: 'West', targetQty: 10, discountAmount: 50 },
    { warehouseArea: 'West', targetQty: 50, discountAmount: 150 },
    { warehouseArea: 'East', targetQty: 10, discountAmount: 40 },
  ];

  it('earns the highest discount reached and names the next target, home area first', () => {
    const benefits = areaBenefits(
      tiers,
      [
        { warehouseArea: 'East', qty: 4 },
        { warehouseArea: 'West', qty: 12 },
        { warehouseArea: 'Moon', qty: 9 },
      ],
      'West',
    );
    expect(benefits).toEqual([
      {
        warehouseArea: 'West',
        qty: 12,
        isHomeWarehouse: true,
        targetQty: 25,
        discountAmount: 100,
        currentDiscountAmount: 50,
        missingQty: 13,
      },
      { warehouseArea: 'East', qty: 4, isHomeWarehouse: false, targetQty: 10, discountAmount: 40, currentDiscountAmount: 0, missingQty: 6 },
    ]);
  });

  it('keeps the last target once every target is reached, and the first while none is', () => {
    expect(areaBenefits(tiers, [{ warehouseArea: 'West', qty: 60 }], null)[0]).toMatchObject({
      targetQty: 50,
      discountAmount: 150,
      currentDiscountAmount: 150,
      missingQty: 0,
      isHomeWarehouse: false,
    });
    expect(areaBenefits(tiers, [{ warehouseArea: 'West', qty: 0 }], null)[0]).toMatchObject({
      targetQty: 10,
      discountAmount: 50,
      currentDiscountAmount: 0,
      missingQty: 10,
    });
  });

  it('lowers the freight by what all areas earned, never below zero', () => {
    expect(freightDiscount([{ currentDiscountAmount: 50 }, { currentDiscountAmount: 40 }], 150)).toBe(90);
    expect(freightDiscount([{ currentDiscountAmount: 150 }, { currentDiscountAmount: 40 }], 150)).toBe(150);
    expect(freightDiscount([{ currentDiscountAmount: 150 }], 0)).toBe(0);
    expect(freightDiscount([], 150)).toBe(0);
  });
});
