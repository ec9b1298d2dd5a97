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
    paymentMethods { code type description instruction padDebit }
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

/**
 * The cart's freight benefits per warehouse area, the API taking the cart from stock the way checkout will; money
 * in minor units.
 */
export const CART_FREIGHT_BENEFITS = graphql(`
  query CartFreightBenefits {
    cartFreightBenefits { warehouseArea qty targetQty isHomeWarehouse discountAmount currentDiscountAmount missingQty currency precision }
  }
`);

/** What one warehouse area of the cart earns on the freight. */
export type FreightBenefit = ResultOf<typeof CART_FREIGHT_BENEFITS>['cartFreightBenefits'][number];

/** What the ERP expects to confirm per line of each order the cart becomes, for a requested delivery date. */
export const STOCK_ORDER_CONFIRMATIONS = graphql(`
  query StockOrderConfirmations($reqDeliveryDate: String) {
    stockOrderConfirmations(reqDeliveryDate: $reqDeliveryDate) {
      sorg requestDeliveryDate lines { articleCode qty uom supplies { qty date site location } }
    }
  }
`);

type StockOrderConfirmation = ResultOf<typeof STOCK_ORDER_CONFIRMATIONS>['stockOrderConfirmations'][number];

/** A supply the ERP expects to confirm for a line. */
export type ExpectedSupply = StockOrderConfirmation['lines'][number]['supplies'][number];
