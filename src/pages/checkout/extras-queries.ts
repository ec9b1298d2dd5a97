import { graphql, type ResultOf } from '../../graphql/tada.ts';

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
