import { graphql, type ResultOf } from './tada.ts';

// The documents of the third-party pages (spec 3 §7 'Third party').

export const MESSAGE_FIELDS = graphql(`fragment ThirdPartyUserError on UserError { field message messageKey params { name value } }`);

export const PRODUCT_FIELDS = graphql(`
  fragment ThirdPartyProductFields on ThirdPartyProduct {
    id articleCode name description salesUnit uomConverter sorg price currency stock available imageUrl openOrder shippedOrder active
    displayOrder newArrival { from to active } vendor { id name email }
  }
`);

export const PRODUCTS = graphql(
  `
  query ProductThirdParties($search: String, $withStock: Boolean, $vendorId: Int, $maintain: Boolean, $page: Int, $limit: Int) {
    productThirdParties(search: $search, withStock: $withStock, vendorId: $vendorId, maintain: $maintain, page: $page, limit: $limit) {
      asVendor products { ...ThirdPartyProductFields } info { page limit count pageTotal }
    }
  }
`,
  [PRODUCT_FIELDS],
);

export const VENDORS = graphql(`query VendorThirdParties { vendorThirdParties { id code name email address city sorg } }`);

export const MAINTENANCE_VENDORS = graphql(`
  query MaintenanceVendorThirdParties($search: String, $page: Int, $limit: Int) {
    maintenanceVendorThirdParties(search: $search, page: $page, limit: $limit) {
      anyVendor own { id code name sorg } vendors { id code name city sorg } info { page limit count pageTotal }
    }
  }
`);

export const SHIP_TOS = graphql(`query CustVendorThirdPartyAddress { custVendorThirdPartyAddress { code name address city isDefault } }`);

export const CHECKOUT = graphql(
  `
  mutation CheckoutThirdParty($idempotencyKey: String!, $shipment: ThirdPartyShipmentInput!, $products: [ThirdPartyCheckoutProductInput!]!) {
    checkoutThirdParty(idempotencyKey: $idempotencyKey, shipment: $shipment, products: $products) {
      message { status description } code orders userErrors { ...ThirdPartyUserError }
      productErrors { vendorId articleCode product qty subtotal message messageKey params { name value } }
    }
  }
`,
  [MESSAGE_FIELDS],
);

export const ORDERS = graphql(`
  query OrderThirdParties($page: Int, $limit: Int, $filter: ThirdPartyOrderFilter) {
    orderThirdParties(page: $page, limit: $limit, filter: $filter) {
      asVendor info { page limit count pageTotal }
      orders {
        id orderNo address reqDeliveryDate notes totalOrder currency createdAt vendor { id name email } custThirdParty { code name }
        details { id articleCode name price subtotal orderQty salesUnit notes status updatedAt nextStatuses }
      }
    }
  }
`);

export const UPDATE_STATUS = graphql(
  `
  mutation UpdateStatusOrderItemThirdParty($orderNo: String!, $articleCode: String!, $status: ThirdPartyOrderLineStatus!) {
    updateStatusOrderItemThirdParty(orderNo: $orderNo, articleCode: $articleCode, status: $status) {
      message { status description } code status userErrors { ...ThirdPartyUserError }
    }
  }
`,
  [MESSAGE_FIELDS],
);

export const MAINTENANCE_RESULT = graphql(
  `
  fragment ThirdPartyMaintenanceFields on ThirdPartyMaintenanceResult {
    message { status description } code data userErrors { ...ThirdPartyUserError }
    rowErrors { line field message messageKey params { name value } }
  }
`,
  [MESSAGE_FIELDS],
);

export const UPLOAD_STOCK = graphql(
  `mutation UploadStockThirdParties($file: File!, $vendorId: Int) { uploadStockThirdParties(file: $file, vendorId: $vendorId) { ...ThirdPartyMaintenanceFields } }`,
  [MAINTENANCE_RESULT],
);
export const UPLOAD_PRODUCTS = graphql(
  `mutation UploadProductThirdParties($file: File!, $vendorId: Int) { uploadProductThirdParties(file: $file, vendorId: $vendorId) { ...ThirdPartyMaintenanceFields } }`,
  [MAINTENANCE_RESULT],
);
export const UPDATE_ATTRIBUTES = graphql(
  `
  mutation UpdateProductAttributes($products: [ThirdPartyProductAttributeInput!]!, $vendorId: Int) {
    updateProductAttributes(products: $products, vendorId: $vendorId) { ...ThirdPartyMaintenanceFields }
  }
`,
  [MAINTENANCE_RESULT],
);
export const DELETE_PRODUCTS = graphql(
  `
  mutation DeleteProducts($products: [ThirdPartyProductKeyInput!]!, $vendorId: Int) {
    deleteProducts(products: $products, vendorId: $vendorId) { ...ThirdPartyMaintenanceFields }
  }
`,
  [MAINTENANCE_RESULT],
);

export type Product = ResultOf<typeof PRODUCT_FIELDS>;
export type Order = ResultOf<typeof ORDERS>['orderThirdParties']['orders'][number];
export type OrderLine = Order['details'][number];
export type MaintenanceAnswer = ResultOf<typeof MAINTENANCE_RESULT>;
export type RowError = MaintenanceAnswer['rowErrors'][number];
export type MaintenanceVendor = ResultOf<typeof MAINTENANCE_VENDORS>['maintenanceVendorThirdParties']['vendors'][number];
export type ProductError = ResultOf<typeof CHECKOUT>['checkoutThirdParty']['productErrors'][number];
export type UserErrorOf = ResultOf<typeof MESSAGE_FIELDS>;
