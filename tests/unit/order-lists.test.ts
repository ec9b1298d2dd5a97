import { describe, expect, it } from 'vitest';
import {
  dateValue,
  isConsignment,
  matchesCustomerCode,
  matchesDeliverySearch,
  matchesOpenOrderSearch,
  matchesShippedSearch,
  sortByDate,
} from '../../src/rules/order-lists.ts';

describe('list search', () => {
  const order = { orderNumber: 'B2B-1000-000123', soNumber: 'SO1000004567' };
  it('open orders match the order or the SO number, any part, any case', () => {
    expect(matchesOpenOrderSearch(order, 'b2b-1000-0001')).toBe(true);
    expect(matchesOpenOrderSearch(order, ' so10000045 ')).toBe(true);
    expect(matchesOpenOrderSearch(order, '4567')).toBe(true);
    expect(matchesOpenOrderSearch(order, 'DO1000')).toBe(false);
    expect(matchesOpenOrderSearch({ ...order, soNumber: null }, 'so')).toBe(false);
    expect(matchesOpenOrderSearch(order, '')).toBe(true);
    expect(matchesOpenOrderSearch(order, null)).toBe(true);
  });
  it('deliveries match the DO number or an order number of their lines, not the tracking number', () => {
    const delivery = { doNumber: 'DO1000000042', orderNumbers: ['B2B-1000-000123', 'B2B-1000-000124'] };
    expect(matchesDeliverySearch(delivery, 'do1000000042')).toBe(true);
    expect(matchesDeliverySearch(delivery, '000124')).toBe(true);
    expect(matchesDeliverySearch(delivery, 'JT1000')).toBe(false);
  });
  it('shipped orders also match the tracking number', () => {
    const shipped = { doNumber: 'DO1000000042', trackingNo: 'JT1000000042', orderNumbers: ['B2B-1000-000123'] };
    expect(matchesShippedSearch(shipped, 'jt10000000')).toBe(true);
    expect(matchesShippedSearch(shipped, 'B2B-1000-000123')).toBe(true);
    expect(matchesShippedSearch({ ...shipped, trackingNo: null }, 'jt')).toBe(false);
  });
});

describe('customer filter', () => {
  const customer = { isr: 'ISR-77', r3: '0001000123' };
  it("keeps rows booked on the chosen code of the customer's two", () => {
    expect(matchesCustomerCode('0001000123', customer, 'r3')).toBe(true);
    expect(matchesCustomerCode('ISR-77', customer, 'r3')).toBe(false);
    expect(matchesCustomerCode('isr-77', customer, 'isr')).toBe(true);
    expect(matchesCustomerCode('0001000123', customer, 'isr')).toBe(false);
  });
  it('keeps every row without a choice, none when the customer has no such code', () => {
    expect(matchesCustomerCode('anything', customer, null)).toBe(true);
    expect(matchesCustomerCode('ISR-77', { isr: null, r3: '1' }, 'isr')).toBe(false);
  });
});

describe('consignment filter', () => {
  it('keeps only consignment fill-ups (type CF)', () => {
    expect(isConsignment('CF')).toBe(true);
    expect(isConsignment('OR')).toBe(false);
    expect(isConsignment('cf')).toBe(false);
    expect(isConsignment(null)).toBe(false);
  });
});

describe('date sort', () => {
  const rows = [
    { id: 'a', at: '2026-03-01' },
    { id: 'b', at: null },
    { id: 'c', at: '2026-11-20T10:00:00.000Z' },
    { id: 'd', at: 'not a date' },
    { id: 'e', at: '2025-12-31' },
    { id: 'f', at: '0000-00-00' },
    { id: 'g', at: '2026-03-01' },
  ];
  it('puts valid dates first, newest first, invalid ones last in their order', () => {
    expect(sortByDate(rows, (r) => r.at).map((r) => r.id)).toEqual(['c', 'a', 'g', 'e', 'b', 'd', 'f']);
  });
  it('oldest first on request, still with the invalid ones last', () => {
    expect(sortByDate(rows, (r) => r.at, 'asc').map((r) => r.id)).toEqual(['e', 'a', 'g', 'c', 'b', 'd', 'f']);
  });
  it('reads dates and date-times, refuses the rest', () => {
    expect(dateValue('2026-01-02')).toBe(Date.UTC(2026, 0, 2));
    expect(dateValue('2026-13-45')).toBeNaN();
    expect(dateValue('')).toBeNaN();
    expect(dateValue(undefined)).toBeNaN();
  });
});
