import { describe, expect, it } from 'vitest';
import { checklistGroups, checklistProgress, completedAtAfter } from '../../src/rules/pdi.ts';

describe('PDI rules', () => {
  it('counts the checked items; complete only when every one is', () => {
    expect(checklistProgress([{ checked: true }, { checked: false }])).toEqual({ checked: 1, total: 2, complete: false, percent: 50 });
    expect(checklistProgress([{ checked: true }, { checked: true }]).complete).toBe(true);
    expect(checklistProgress([])).toEqual({ checked: 0, total: 0, complete: false, percent: 0 });
  });

  it('keeps the completion day while all stay checked, sets today on the last tick, clears it on an untick', () => {
    expect(completedAtAfter(null, true, '2026-11-26')).toBe('2026-11-26');
    expect(completedAtAfter('2026-10-01', true, '2026-11-26')).toBe('2026-10-01');
    expect(completedAtAfter('2026-10-01', false, '2026-11-26')).toBeNull();
  });

  it("groups the checklist in the order of each group's first item", () => {
    const items = [
      { checklist: 'Wheels', id: 1 },
      { checklist: 'Brakes', id: 2 },
      { checklist: 'Wheels', id: 3 },
    ];
    expect(checklistGroups(items)).toEqual([
      { checklist: 'Wheels', items: [items[0], items[2]] },
      { checklist: 'Brakes', items: [items[1]] },
    ]);
  });
});
