import { ORDER } from '../../graphql/orders.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

/** One order; another customer's order (an old bookmark after a customer switch) only says "not found". */
export const useOrderDetail = (id: number, enabled: boolean) => usePortalQuery(['order', id], ORDER, { id }, { enabled });
