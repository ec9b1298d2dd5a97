import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

/**
 * The choices of the checkout form in one request: the active customer's ship-to addresses (the default first),
 * the market's shipment methods with their rate per order in minor units, and its payment methods, whose
 * instruction tells the dealer how paying works.
 */
export const CHECKOUT_OPTIONS = graphql(`
  query CheckoutOptions {
    shipTos { code name address city postalCode region countryId phone isDefault }
    customerShipmentRates { code type description rate currency precision }
    paymentMethods { code type description instruction }
  }
`);

export type CheckoutOptions = ResultOf<typeof CHECKOUT_OPTIONS>;
export type ShipTo = CheckoutOptions['shipTos'][number];
export type ShipmentRate = CheckoutOptions['customerShipmentRates'][number];
export type PaymentMethod = CheckoutOptions['paymentMethods'][number];

/** userErrors' params are the values a translated message fills in (how many are available). */
export const CHECKOUT = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      code
      orders { orderNo sorg seller linesTotal shipmentAmount total currency precision }
    }
  }
`);

export type CheckoutInput = VariablesOf<typeof CHECKOUT>['input'];
export type CheckoutResult = ResultOf<typeof CHECKOUT>['checkout'];
export type PlacedOrder = CheckoutResult['orders'][number];
