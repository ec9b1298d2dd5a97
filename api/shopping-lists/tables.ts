import type { Generated } from 'kysely';

/** A dealer's named shopping lists per market and their lines (migration 0050). */
export interface ShoppingListTables {
  shoppingLists: {
    id: Generated<number>;
    customerId: number;
    sorg: string;
    name: string;
    createdBy: number;
    /** 1 when every login of the dealer may read and edit it. */
    shared: Generated<number>;
    createdAt: string;
    updatedAt: string;
  };
  shoppingListLines: {
    id: Generated<number>;
    listId: number;
    articleCode: string;
    /** The article's name when it was put on the list: still readable once the market stops selling it. */
    name: string;
    quantity: number;
    uom: string;
    /** Minor units: the unit price the dealer was shown when the line was put on the list or its quantity last set. */
    unitPrice: number;
    currency: string;
    addedAt: string;
  };
  listSchedules: {
    id: Generated<number>;
    listId: number;
    customerId: number;
    hostname: string;
    createdBy: number;
    frequency: 'weekly' | 'monthly';
    day: number;
    shipTo: string;
    shipment: string;
    payment: string;
    active: Generated<number>;
    /** The market's date (YYYY-MM-DD) of the next order. */
    nextRun: string;
    createdAt: string;
    updatedAt: string;
  };
  listScheduleRuns: {
    id: Generated<number>;
    scheduleId: number;
    runDate: string;
    outcome: 'placed' | 'refused';
    /** The orders placed, comma separated. */
    orderNos: string | null;
    reason: string | null;
    reasonKey: string | null;
    ranAt: string;
  };
}
