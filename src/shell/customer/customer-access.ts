import { hasScopes } from '../../rules/scopes.ts';
import type { PortalUser } from '../../providers/user.ts';

export interface CustomerMenu {
  /** The navbar shows the customer chip and panel. */
  visible: boolean;
  /** The user lists and switches customers (scope menu.change-cust); without it only their own customer is used. */
  canSwitch: boolean;
}

/**
 * Who sees the customer menu (spec 1 §2.4, §4, §6): whoever may choose a customer, and dealers (customer and
 * customer-vendor users, sales acting for one) who see their own customer's panel without switching.
 */
export function customerMenuFor(
  user: Pick<PortalUser, 'scopes' | 'customerData' | 'isSales' | 'isCustomer' | 'isCustVendor'>,
): CustomerMenu {
  const canSwitch = hasScopes(user.scopes, ['menu.change-cust']);
  const ownPanel = !!user.customerData && (user.isCustomer || user.isCustVendor || user.isSales);
  return { canSwitch, visible: canSwitch || ownPanel };
}

/**
 * A user acting for a dealer that is not their own (a sales rep, an administrator): the shell names that dealer on
 * every page, so an order is never placed for the wrong one.
 */
export function actsForCustomer(user: Pick<PortalUser, 'scopes' | 'customerData' | 'isCustomer' | 'isCustVendor'>): boolean {
  return !!user.customerData && hasScopes(user.scopes, ['menu.change-cust']) && !user.isCustomer && !user.isCustVendor;
}
