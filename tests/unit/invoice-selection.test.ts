import { describe, expect, it } from 'vitest';
import {
  isPartialPayment,
  methodDiscount,
  overdueDays,
  partialAmountProblem,
  partialPaymentAllowed,
  selectionProblem,
  selectionTotal,
  wrongInvoiceIds,
  type SelectableInvoice,
} from '../../src/rules/invoice-selection.ts';

const today = '2026-11-23';
// Due dates: A and B overdue (A the oldest), C and D not yet due, X a deduction, P pending payment.
const invoices: SelectableInvoice[] = [
  { id: 1, dueDate: '2026-10-01', amount: 500 }, // A overdue
  { id: 2, dueDate: '2026-11-10', amount: 300 }, // B overdue
  { id: 3, dueDate: '2026-12-01', amount: 200 }, // C
  { id: 4, dueDate: '2027-01-15', amount: 100 }, // D
  { id: 5, dueDate: '2026-09-01', amount: -250 }, // X deduction
  { id: 6, dueDate: '2026-08-01', amount: 900, status: 'pending_payment' }, // P
];
const ids = (s: Set<number>) => [...s].sort();

describe('overdue days', () => {
  it('are negative once the due date has passed', () => {
    expect(overdueDays('2026-11-20', today)).toBe(-3);
    expect(overdueDays('2026-11-23', today)).toBe(0);
    expect(overdueDays('2026-12-03T00:00:00Z', today)).toBe(10);
  });
});

describe("rule 'overdue'", () => {
  const wrong = (...selected: number[]) => ids(wrongInvoiceIds(invoices, new Set(selected), 'overdue', today));
  it.each([
    [[1, 2], []],
    [[1], []],
    [[1, 3], [3]],
    [
      [3, 4],
      [3, 4],
    ],
    [[1, 2, 3], []],
    [[1, 2, 5], []],
    [[5, 3], [3]],
    [[2, 4], [4]],
  ])('selecting %j marks %j wrong', (selected, expected) => {
    expect(wrong(...selected)).toEqual(expected);
  });
  it('ignores pending invoices: an overdue pending one does not force itself first', () => {
    expect(wrong(1, 2, 3)).toEqual([]);
  });
});

describe("rule 'oldest'", () => {
  const wrong = (...selected: number[]) => ids(wrongInvoiceIds(invoices, new Set(selected), 'oldest', today));
  it.each([
    [[1], []],
    [[2], [2]],
    [[1, 2], []],
    [[1, 3], [3]],
    [[1, 2, 3], []],
    [[1, 2, 4], [4]],
    [[1, 2, 3, 4], []],
    [[1, 5], []],
  ])('selecting %j marks %j wrong', (selected, expected) => {
    expect(wrong(...selected)).toEqual(expected);
  });
});

describe('whether a payment request may be made', () => {
  const problem = (rule: 'overdue' | 'oldest', ...selected: number[]) => selectionProblem(invoices, new Set(selected), rule, today);
  it('needs a correct selection with a positive invoice and a total above 0', () => {
    expect(problem('overdue', 1, 2)).toBeNull();
    expect(problem('overdue', 1, 2, 5)).toBeNull();
    expect(problem('overdue', 3)).toBe('wrong_selection');
    expect(problem('overdue')).toBe('no_invoice');
    expect(problem('oldest', 5)).toBe('no_invoice');
    expect(problem('overdue', 6)).toBe('not_payable');
    expect(problem('overdue', 99)).toBe('not_payable');
  });
  it('refuses a total eaten up by deductions', () => {
    const small = [
      { id: 1, dueDate: '2026-10-01', amount: 200 },
      { id: 2, dueDate: '2026-09-01', amount: -200 },
    ];
    expect(selectionProblem(small, new Set([1, 2]), 'overdue', today)).toBe('total_not_positive');
    expect(selectionTotal(small, new Set([1, 2]))).toBe(0);
  });
  it('totals deductions with the invoices and leaves out what may not be paid', () => {
    expect(selectionTotal(invoices, new Set([1, 2, 5]))).toBe(550);
    expect(selectionTotal(invoices, new Set([1, 6]))).toBe(500);
  });
});

describe('partial payment', () => {
  it('only with the market allowing it, one positive invoice and the acknowledgement', () => {
    expect(partialPaymentAllowed(invoices, new Set([1]), true, true)).toBe(true);
    expect(partialPaymentAllowed(invoices, new Set([1, 5]), true, true)).toBe(true);
    expect(partialPaymentAllowed(invoices, new Set([1, 2]), true, true)).toBe(false);
    expect(partialPaymentAllowed(invoices, new Set([1]), false, true)).toBe(false);
    expect(partialPaymentAllowed(invoices, new Set([1]), true, false)).toBe(false);
  });
  it('takes at least one major unit and at most the selection total', () => {
    expect(partialAmountProblem(99, 50_000, 2)).toEqual({ key: 'min', min: 100 });
    expect(partialAmountProblem(0, 50_000, 0)).toEqual({ key: 'min', min: 1 });
    expect(partialAmountProblem(Number.NaN, 50_000, 0)).toEqual({ key: 'min', min: 1 });
    expect(partialAmountProblem(50_001, 50_000, 2)).toEqual({ key: 'max', max: 50_000 });
    expect(partialAmountProblem(50_000, 50_000, 2)).toBeNull();
    expect(partialAmountProblem(100, 50_000, 2)).toBeNull();
  });
  it('is partial when the amount differs from the total', () => {
    expect(isPartialPayment(100, 100)).toBe(false);
    expect(isPartialPayment(99, 100)).toBe(true);
  });
});

describe('payment method discount', () => {
  it('applies to full payments of a method with a discount, rounded down', () => {
    expect(methodDiscount(100_000, 150, false)).toBe(1_500);
    expect(methodDiscount(999, 150, false)).toBe(14);
    expect(methodDiscount(100_000, 150, true)).toBe(0);
    expect(methodDiscount(100_000, 0, false)).toBe(0);
    expect(methodDiscount(100_000, null, false)).toBe(0);
    expect(methodDiscount(-5, 150, false)).toBe(0);
  });
});
