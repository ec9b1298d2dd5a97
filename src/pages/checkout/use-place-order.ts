import { CHECKOUT, type CheckoutInput, type CheckoutResult } from '../../graphql/checkout.ts';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';
import { useIdempotentSubmit } from '../../shell/use-idempotent-submit.ts';

export type CheckoutDetails = Omit<CheckoutInput, 'idempotencyKey'>;
export type PlaceOutcome =
  | { kind: 'placed'; result: CheckoutResult }
  | { kind: 'refused'; result: CheckoutResult }
  | { kind: 'unreachable' };

/** Places the cart once, however often the button is pressed or the answer is lost; a placed order empties the cart badge. */
export function usePlaceOrder() {
  const { submit, sending } = useIdempotentSubmit<CheckoutResult, CheckoutDetails>(
    CHECKOUT,
    'checkout',
    (r) => r.message.status && r.orders.length > 0,
    'Checkout',
  );
  const place = async (details: CheckoutDetails): Promise<PlaceOutcome | null> => {
    const outcome = await submit(details);
    if (outcome?.kind !== 'accepted') return outcome;
    window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    return { kind: 'placed', result: outcome.result };
  };
  return { place, placing: sending };
}
