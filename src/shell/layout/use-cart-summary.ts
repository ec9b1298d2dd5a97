import { useEffect } from 'react';
import { CART_SUMMARY } from '../../graphql/shell.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { usePortalUser } from '../use-portal-user.ts';

/** Roles that never load a cart (spec 1 §6). */
const rolesWithoutCart = ['Product', 'guest'];

/** Pages that change the cart announce it, and the navbar's figures follow. */
export const CART_CHANGED_EVENT = 'portal:cart-changed';

/**
 * The cart in short for the navbar (spec 1 §2.3, §2.4, §6): the button shows with scope cart.display-order-qty;
 * the figures load only for a user with a customer code, and never for the roles Product and guest.
 */
export function useCartSummary() {
  const { user } = usePortalUser();
  const shown = !!user?.scopes.includes('cart.display-order-qty');
  const enabled = shown && !!user?.hasCustCode && !user.roles.some((role) => rolesWithoutCart.includes(role));

  // The cart panel says itself when the figures fail; no page-wide popup for a badge.
  const query = usePortalQuery(['cart-summary'], CART_SUMMARY, {}, { enabled });

  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return;
    const onChange = () => void refetch();
    window.addEventListener(CART_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChange);
  }, [enabled, refetch]);

  return {
    /** The cart button belongs in the navbar. */
    shown,
    /** The user has a cart to show (a customer code; not Product or guest). */
    enabled,
    summary: enabled ? (query.data?.cartSummary ?? null) : null,
    isLoading: enabled && query.isLoading,
    isError: enabled && query.isError,
    refetch,
  };
}
