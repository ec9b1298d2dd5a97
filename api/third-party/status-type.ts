import { ORDER_LINE_STATUSES } from '../../src/rules/third-party.ts';
import { builder } from '../graphql/builder.ts';

/** The status of a third-party order line (src/rules/third-party.ts). */
export const OrderLineStatusRef = builder.enumType('ThirdPartyOrderLineStatus', { values: ORDER_LINE_STATUSES });
