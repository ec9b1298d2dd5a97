/**
 * Pre-delivery inspection rules shared by the PDI pages and the API (spec 2 §3 Pre-delivery inspection, §4 PDI, §5;
 * DESIGN 'Claim and PDI lists page 10').
 */

/** The PDI list pages 10 rows, or 20. */
export const PDI_PAGE_SIZE = 10;
export const PDI_PAGE_SIZES = [10, 20] as const;

export const PDI_TEXT_MAX = { mechanic: 100, notes: 500 } as const;

/** The PDI refusals, with their keys in the pdi namespace (pdi:errors.<key>). */
export const pdiMessages = {
  frame_required: 'Enter the frame number',
  frame_too_long: 'Frame number is too long',
  frame_not_found: 'No bike with this frame number was shipped to your company',
  frame_has_pdi: 'This bike already has a pre-delivery inspection',
  mechanic_required: "Enter the mechanic's name",
  item_unknown: 'Choose checklist items from the list',
  deleted: 'This inspection was deleted: restore it first',
  already_deleted: 'This inspection is already deleted',
  not_deleted: 'This inspection is not deleted',
  customer_required: 'Choose a customer first',
} as const;
export type PdiMessageKey = keyof typeof pdiMessages;

export interface ChecklistTick {
  checked: boolean;
}

/** How far the mechanic is: checked items of all, and whether the bike is ready for sale. */
export function checklistProgress(items: readonly ChecklistTick[]) {
  const checked = items.filter((i) => i.checked).length;
  return {
    checked,
    total: items.length,
    complete: items.length > 0 && checked === items.length,
    percent: items.length ? Math.round((checked / items.length) * 100) : 0,
  };
}

/**
 * The completion day after a save: kept while every item stays checked (the bike was ready that day), today when the
 * last one gets checked, cleared as soon as one is unchecked.
 */
export const completedAtAfter = (previous: string | null, allChecked: boolean, today: string): string | null =>
  allChecked ? (previous ?? today) : null;

/** The checklist in its groups, in the order of their first item (items come sorted by sorting). */
export function checklistGroups<T extends { checklist: string }>(items: readonly T[]): { checklist: string; items: T[] }[] {
  const groups: { checklist: string; items: T[] }[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.checklist === item.checklist);
    if (group) group.items.push(item);
    else groups.push({ checklist: item.checklist, items: [item] });
  }
  return groups;
}
