import { describe, expect, it } from 'vitest';
import {
  chosenProblem,
  type DueDateCount,
  type InvoicePaymentRule,
  type SelectableInvoice,
  selectionProblem,
  wrongChosenIds,
  wrongInvoiceIds,
} from '../../src/rules/invoice-selection.ts';

/**
 * The open-invoice page no longer holds every open invoice: it judges a choice from the chosen invoices and the
 * payable invoices counted per due day. These tests hold that to the rules over the full list, choice by choice.
 */
const today = '2026-11-23';
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** The summary the server sends: payable (positive) invoices per due day, oldest first. */
function dueDatesOf(invoices: readonly SelectableInvoice[]): DueDateCount[] {
  const counts = new Map<string, number>();
  for (const i of invoices) if (i.amount > 0) counts.set(i.dueDate, (counts.get(i.dueDate) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([dueDate, count]) => ({ dueDate, count }));
}

// A small deterministic random source, so a failure names a case that can be run again.
let seed = 26;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

describe('judging a choice from the due-day counts', () => {
  it.each(['overdue', 'oldest'] as InvoicePaymentRule[])("answers as the full list does under rule '%s'", (rule) => {
    for (let round = 0; round < 400; round++) {
      const invoices: SelectableInvoice[] = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, n) => ({
        id: n + 1,
        dueDate: day(Math.floor(random() * 40) - 25),
        amount: random() < 0.2 ? -100 : 100 + Math.floor(random() * 900),
      }));
      const chosen = invoices.filter(() => random() < 0.4);
      const selected = new Set(chosen.map((i) => i.id));
      const dueDates = dueDatesOf(invoices);
      const context = JSON.stringify({ rule, invoices, chosen: [...selected] });
      expect([...wrongChosenIds(chosen, dueDates, rule, today)].sort(), context).toEqual(
        [...wrongInvoiceIds(invoices, selected, rule, today)].sort(),
      );
      expect(chosenProblem(chosen, dueDates, rule, today), context).toBe(selectionProblem(invoices, selected, rule, today));
    }
  });

  it('refuses a chosen invoice that is no longer payable (paid or in a payment since it was chosen)', () => {
    const overdue = { id: 1, dueDate: day(-10), amount: 500 };
    const later = { id: 2, dueDate: day(5), amount: 300 };
    expect(
      chosenProblem(
        [overdue, later],
        [
          { dueDate: day(-10), count: 1 },
          { dueDate: day(5), count: 1 },
        ],
        'overdue',
        today,
      ),
    ).toBeNull();
    // The overdue one was paid meanwhile: the counts no longer hold it.
    expect(chosenProblem([overdue, later], [{ dueDate: day(5), count: 1 }], 'overdue', today)).toBe('not_payable');
  });

  it('marks an invoice due later wrong while an older one on another page is left out', () => {
    const onPage = { id: 7, dueDate: day(3), amount: 100 };
    // Two invoices were due 40 days ago; neither is on the page nor chosen.
    const dueDates = [
      { dueDate: day(-40), count: 2 },
      { dueDate: day(3), count: 1 },
    ];
    expect([...wrongChosenIds([onPage], dueDates, 'overdue', today)]).toEqual([7]);
    expect([...wrongChosenIds([onPage], dueDates, 'oldest', today)]).toEqual([7]);
    expect(chosenProblem([onPage], dueDates, 'oldest', today)).toBe('wrong_selection');
  });
});
