import { useCustomMutation } from '@refinedev/core';
import { useRef, useState } from 'react';
import { CHECKOUT, type CheckoutInput, type CheckoutResult } from '../../graphql/checkout.ts';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';

export type CheckoutDetails = Omit<CheckoutInput, 'idempotencyKey'>;
export type PlaceOutcome = { kind: 'placed'; result: CheckoutResult } | { kind: 'refused'; result: CheckoutResult } | { kind: 'unreachable' };

/**
 * Sends the checkout once. One idempotency key per attempt: a network retry or a second click of the same
 * submit reuses it, so the API answers the first answer and never orders twice. A refusal ends the attempt
 * (nothing was stored), so the corrected form gets a new key.
 */
export function usePlaceOrder() {
  const { mutateAsync } = useCustomMutation<{ checkout: CheckoutResult }>();
  const key = useRef<string | null>(null);
  // A ref as well as state: a double click arrives before React draws the loading button.
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  const place = async (details: CheckoutDetails): Promise<PlaceOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPlacing(true);
    key.current ??= crypto.randomUUID();
    try {
      const { data } = await mutateAsync({
        url: '',
        method: 'post',
        values: { input: { ...details, idempotencyKey: key.current } },
        meta: { gqlMutation: CHECKOUT },
        successNotification: false,
        errorNotification: false,
      });
      const result = data.checkout;
      if (result.message.status && result.orders.length) {
        window.dispatchEvent(new Event(CART_CHANGED_EVENT));
        return { kind: 'placed', result };
      }
      key.current = null;
      return { kind: 'refused', result };
    } catch (error) {
      // The order may or may not have been placed: keep the key, so trying again is safe.
      console.error('Checkout did not reach the server', error);
      return { kind: 'unreachable' };
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };
  return { place, placing };
}
