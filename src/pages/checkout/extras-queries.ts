import { gql } from '@urql/core';

/** What one warehouse area of the cart earns on the freight; money in minor units. */
export interface FreightBenefit {
  warehouseArea: string;
  qty: number;
  targetQty: number;
  isHomeWarehouse: boolean;
  discountAmount: number;
  currentDiscountAmount: number;
  missingQty: number;
  currency: string;
  precision: number;
}

/** The cart's freight benefits, the API taking the cart from stock the way checkout will. */
export const CART_FREIGHT_BENEFITS = gql`
  query CartFreightBenefits {
    cartFreightBenefits { warehouseArea qty targetQty isHomeWarehouse discountAmount currentDiscountAmount missingQty currency precision }
  }
`;

/** A supply the ERP expects to confirm for a line. */
export interface ExpectedSupply { qty: number; date: string; site: string; location: string }

export interface StockOrderConfirmation {
  sorg: string;
  requestDeliveryDate: string | null;
  lines: { articleCode: string; qty: number; uom: string; supplies: ExpectedSupply[] }[];
}

/** What the ERP expects to confirm per line of each order the cart becomes, for a requested delivery date. */
export const STOCK_ORDER_CONFIRMATIONS = gql`
  query StockOrderConfirmations($reqDeliveryDate: String) {
    stockOrderConfirmations(reqDeliveryDate: $reqDeliveryDate) {
      sorg requestDeliveryDate lines { articleCode qty uom supplies { qty date site location } }
    }
  }
`;
