import { useMemo, useState } from 'react';
import {
  type InvoicePaymentRule, selectionProblem, selectionTotal, type SelectableInvoice, wrongInvoiceIds,
} from '../../../rules/invoice-selection.ts';

/**
 * The dealer's choice of invoices of one credit customer, judged live by the market's rule (spec 2 §4 'Payment
 * selection'): which chosen invoices are wrong, the total and why it cannot be paid yet. `scope` names the credit
 * customer; choosing another starts afresh, since one payment settles one payer's invoices.
 */
export function useInvoiceSelection(
  invoices: readonly SelectableInvoice[], rule: InvoicePaymentRule, today: string, scope: string,
) {
  const [choice, setChoice] = useState<{ scope: string; ids: Set<number> }>({ scope, ids: new Set() });
  const chosen = choice.scope === scope ? choice.ids : new Set<number>();
  // An invoice paid or taken into a payment since the page loaded drops out of the choice.
  const selected = useMemo(() => {
    const known = new Set(invoices.map((i) => i.id));
    return new Set([...chosen].filter((id) => known.has(id)));
  }, [invoices, chosen]);
  const wrong = useMemo(() => wrongInvoiceIds(invoices, selected, rule, today), [invoices, selected, rule, today]);
  const set = (ids: Set<number>) => setChoice({ scope, ids });
  return {
    selected,
    wrong,
    total: selectionTotal(invoices, selected),
    problem: selectionProblem(invoices, selected, rule, today),
    toggle: (id: number, on: boolean) => {
      const next = new Set(selected);
      if (on) next.add(id); else next.delete(id);
      set(next);
    },
    /** Every payable invoice: always right under both rules; deductions stay the dealer's choice. */
    selectAll: () => set(new Set([...selected, ...invoices.filter((i) => i.amount > 0).map((i) => i.id)])),
    clear: () => set(new Set()),
  };
}

export type InvoiceSelection = ReturnType<typeof useInvoiceSelection>;
