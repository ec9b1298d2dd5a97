import { gql } from '@urql/core';

/** A ship-to address of the active customer; the default comes first. */
export interface ShipTo {
  code: string;
  name: string;
  address: string;
  city: string;
  postalCode: string | null;
  region: string | null;
  phone: string | null;
  isDefault: boolean;
}

/** A shipment method of the market with its rate per order, in minor units. */
export interface ShipmentRate { code: string; type: string; description: string; rate: number; currency: string; precision: number }

/** A payment method of the market; the instruction tells the dealer how paying works. */
export interface PaymentMethod { code: string; type: string; description: string; instruction: string | null }

export interface CheckoutOptions { shipTos: ShipTo[]; customerShipmentRates: ShipmentRate[]; paymentMethods: PaymentMethod[] }

/** The choices of the checkout form in one request. */
export const CHECKOUT_OPTIONS = gql`
  query CheckoutOptions {
    shipTos { code name address city postalCode region phone isDefault }
    customerShipmentRates { code type description rate currency precision }
    paymentMethods { code type description instruction }
  }
`;

export interface CheckoutInput {
  idempotencyKey: string;
  shipTo: string;
  shipment: string;
  payment: string;
  requestDeliveryDate?: string;
  poNumber?: string;
  notes?: string;
}

export interface PlacedOrder { orderNo: string; sorg: string; linesTotal: number; shipmentAmount: number; total: number; currency: string; precision: number }

export interface CheckoutResult {
  message: { status: boolean; description: string | null };
  /** params: the values a translated message fills in (how many are available). */
  userErrors: { field: string; message: string; messageKey: string | null; params?: { name: string; value: string }[] }[];
  code: string | null;
  orders: PlacedOrder[];
}

export const CHECKOUT = gql`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      code
      orders { orderNo sorg linesTotal shipmentAmount total currency precision }
    }
  }
`;
