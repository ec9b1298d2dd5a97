import { describe, expect, it } from 'vitest';
import { invoicesLiftingBlock, overdueFactsOf, type UnpaidInvoice } from '../../src/rules/credit.ts';
import { selectionProblem } from '../../src/rules/invoice-selection.ts';

const today = '2026-06-30';
const due = (daysAgo: number) => new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
const inv = (id: number, daysAgo: number, amount: number, payable = true): UnpaidInvoice => ({
  id,
  dueDate: due(daysAgo),
  amount,
  payable,
});
const figures = (unpaid: UnpaidInvoice[], creditLimit = 1_000_000, openDo = 0) => ({
  creditLimit,
  openDo,
  consignment: 0,
  openInvoice: unpaid.reduce((s, i) => s + i.amount, 0),
});

describe('the invoices that lift a credit block', () => {
  it('is empty when the company does not block', () => {
    const unpaid = [inv(1, 40, 100), inv(2, 10, 100)];
    expect(invoicesLiftingBlock(figures(unpaid), unpaid, today)).toEqual([]);
  });

  it('pays the oldest overdue invoices until at most 3 are over 30 days past due', () => {
    const unpaid = [inv(1, 35, 100), inv(2, 50, 100), inv(3, 45, 100), inv(4, 40, 100), inv(5, 31, 100), inv(6, 5, 100)];
    expect(invoicesLiftingBlock(figures(unpaid), unpaid, today)).toEqual([2, 3]);
  });

  it('pays every invoice over 60 days past due when the oldest blocks', () => {
    const unpaid = [inv(1, 90, 100), inv(2, 61, 100), inv(3, 60, 100), inv(4, 2, 100)];
    expect(invoicesLiftingBlock(figures(unpaid), unpaid, today)).toEqual([1, 2]);
  });

  it('pays oldest first until the exposure is within the limit', () => {
    const unpaid = [inv(1, 10, 400), inv(2, 20, 300), inv(3, -5, 500)];
    // Exposure 1,200 + open orders 100 against a limit of 1,000: 300 (the oldest) leaves 1,000.
    expect(invoicesLiftingBlock(figures(unpaid, 1_000, 100), unpaid, today)).toEqual([2]);
    expect(invoicesLiftingBlock(figures(unpaid, 700, 100), unpaid, today)).toEqual([2, 1]);
  });

  it('leaves deductions and invoices already in a payment out', () => {
    const unpaid = [inv(1, 70, 100, false), inv(2, 65, -50), inv(3, 40, 100)];
    // Invoice 1 is over 60 days and in a payment already: nothing the dealer can pay lifts the block.
    expect(invoicesLiftingBlock(figures(unpaid), unpaid, today)).toBeNull();
  });

  it('answers null when orders not yet invoiced exceed the limit by themselves', () => {
    const unpaid = [inv(1, 10, 100)];
    expect(invoicesLiftingBlock(figures(unpaid, 1_000, 2_000), unpaid, today)).toBeNull();
  });

  it('answers a selection both payment rules accept', () => {
    const unpaid = [inv(1, 35, 100), inv(2, 50, 100), inv(3, 45, 100), inv(4, 40, 100), inv(5, 31, 100), inv(6, -3, 100)];
    const chosen = new Set(invoicesLiftingBlock(figures(unpaid), unpaid, today));
    const selectable = unpaid.map((i) => ({ id: i.id, dueDate: i.dueDate, amount: i.amount }));
    expect(selectionProblem(selectable, chosen, 'overdue', today)).toBeNull();
    expect(selectionProblem(selectable, chosen, 'oldest', today)).toBeNull();
  });
});

describe('overdue facts of unpaid invoices', () => {
  it('counts positive invoices more than 30 days past due and the oldest one', () => {
    expect(overdueFactsOf([inv(1, 31, 100), inv(2, 30, 100), inv(3, 80, -100), inv(4, -2, 100)], today)).toEqual({
      invoicesOverdueOverThreshold: 1,
      oldestOverdueDays: 31,
    });
    expect(overdueFactsOf([], today)).toEqual({ invoicesOverdueOverThreshold: 0, oldestOverdueDays: 0 });
  });
});
