import { useMemo, useState } from 'react';
import {
  chosenProblem,
  type DueDateCount,
  type InvoicePaymentRule,
  type SelectableInvoice,
  wrongChosenIds,
} from '../../../rules/invoice-selection.ts';

/** An invoice row as it can be chosen: left to pay is its amount (negative a deduction). */
export interface ChoosableInvoice {
  id: number;
  dueDate: string;
  accountingAmount: number;
}

/**
 * The dealer's choice of invoices of one credit customer, judged live by the market's rule (spec 2 §4 'Payment
 * selection'): which chosen invoices are wrong, the total and why it cannot be paid yet. The page holds one page
 * of invoices, so the choice keeps each chosen invoice and the rules read the other pages from the payable
 * invoices counted per due date (`dueDates`). `scope` names the credit customer; choosing another starts afresh,
 * since one payment settles one payer's invoices.
 */
export function useInvoiceSelection(
  dueDates: readonly DueDateCount[],
  rule: InvoicePaymentRule,
  today: string,
  scope: string,
  loadPayable: () => Promise<SelectableInvoice[]>,
) {
  const [choice, setChoice] = useState<{ scope: string; chosen: Map<number, SelectableInvoice> }>({ scope, chosen: new Map() });
  const [choosingAll, setChoosingAll] = useState(false);
  const map = useMemo(() => (choice.scope === scope ? choice.chosen : new Map<number, SelectableInvoice>()), [choice, scope]);
  const chosen = useMemo(() => [...map.values()], [map]);
  const selected = useMemo(() => new Set(map.keys()), [map]);
  const wrong = useMemo(() => wrongChosenIds(chosen, dueDates, rule, today), [chosen, dueDates, rule, today]);
  const set = (next: Map<number, SelectableInvoice>) => setChoice({ scope, chosen: next });
  return {
    selected,
    wrong,
    total: chosen.reduce((sum, i) => sum + i.amount, 0),
    problem: chosenProblem(chosen, dueDates, rule, today),
    /** The chosen ids in due order, as the payment page lists them. */
    ids: [...chosen].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id).map((i) => i.id),
    toggle: (invoice: ChoosableInvoice, on: boolean) => {
      const next = new Map(map);
      if (on) next.set(invoice.id, { id: invoice.id, dueDate: invoice.dueDate, amount: invoice.accountingAmount });
      else next.delete(invoice.id);
      set(next);
    },
    /** Every payable invoice, on every page: always right under both rules; deductions stay the dealer's choice. */
    choosingAll,
    selectAll: async () => {
      setChoosingAll(true);
      try {
        const next = new Map(map);
        for (const i of await loadPayable()) next.set(i.id, i);
        set(next);
      } finally {
        setChoosingAll(false);
      }
    },
    clear: () => set(new Map()),
  };
}

export type InvoiceSelection = ReturnType<typeof useInvoiceSelection>;
