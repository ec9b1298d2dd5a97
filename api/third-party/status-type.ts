import { ORDER_LINE_STATUSES, type OrderLineStatus } from '../../src/rules/third-party.ts';
import { builder } from '../graphql/builder.ts';

const statusTexts: Record<OrderLineStatus, string> = {
  ordered: 'Placed by the dealer, waiting for the vendor to confirm it',
  confirmed: 'The vendor confirmed it and will ship it',
  shipped: 'The vendor shipped it',
  delivered: 'The vendor marked it delivered to the dealer; final',
  cancelled: 'The vendor cancelled it before shipping and its stock went back; final',
};

/** The status of a third-party order line (src/rules/third-party.ts). */
export const OrderLineStatusRef = builder.enumType('ThirdPartyOrderLineStatus', {
  description:
    'Where one article of a third-party order stands; the vendor moves it one step forward at a time, or cancels it until it has shipped.',
  values: Object.fromEntries(ORDER_LINE_STATUSES.map((s) => [s, { description: statusTexts[s] }])) as Record<
    OrderLineStatus,
    { description: string }
  >,
});
