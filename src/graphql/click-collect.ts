import { graphql, type ResultOf } from './tada.ts';

// The documents of the click-and-collect pages (spec 3 §7 'Click and collect') and of the public order form.

export const CLICK_COLLECT_ORDER_FIELDS = graphql(`
  fragment ClickCollectOrderFields on ClickCollectOrder {
    id orderNo status createdAt updatedAt submitted submittedAt shipmentUpdatedAt nextStatuses mayChoose mayUpdateShipments
    customer { fullName email phone }
    details { id sku name qty qtyShipped price currency choice makerOrderId makerOrderNo image }
  }
`);
export type ClickCollectOrder = ResultOf<typeof CLICK_COLLECT_ORDER_FIELDS>;

export const CLICK_COLLECT_ORDERS = graphql(
  `
  query ClickCollectOrders($status: [String!], $page: Int, $limit: Int) {
    clickCollectOrders(status: $status, page: $page, limit: $limit) {
      orders { ...ClickCollectOrderFields }
      info { page limit count pageTotal }
      counts { status count }
    }
  }
`,
  [CLICK_COLLECT_ORDER_FIELDS],
);

export const CLICK_COLLECT_ORDER = graphql(
  `
  query ClickCollectOrder($orderId: Int!) { clickCollectOrder(orderId: $orderId) { ...ClickCollectOrderFields } }
`,
  [CLICK_COLLECT_ORDER_FIELDS],
);

export const CLICK_COLLECT_RESULT_FIELDS = graphql(
  `
  fragment ClickCollectResultFields on ClickCollectResult {
    message { status description } userErrors { field message messageKey } code
    order { ...ClickCollectOrderFields }
  }
`,
  [CLICK_COLLECT_ORDER_FIELDS],
);
export type ClickCollectAnswer = ResultOf<typeof CLICK_COLLECT_RESULT_FIELDS>;

export const CLICK_COLLECT_CHOOSE = graphql(
  `
  mutation ClickCollectChooseArticles($orderId: Int!, $choices: [ClickCollectChoiceInput!]!) {
    clickCollectChooseArticles(orderId: $orderId, choices: $choices) { ...ClickCollectResultFields }
  }
`,
  [CLICK_COLLECT_RESULT_FIELDS],
);

export const CLICK_COLLECT_SUBMIT = graphql(
  `
  mutation ClickCollectSubmit($orderId: Int!) { clickCollectSubmit(orderId: $orderId) { ...ClickCollectResultFields } }
`,
  [CLICK_COLLECT_RESULT_FIELDS],
);

export const CLICK_COLLECT_UPDATE_STATUS = graphql(
  `
  mutation ClickCollectUpdateStatus($orderId: Int!, $status: String!) {
    clickCollectUpdateStatus(orderId: $orderId, status: $status) { ...ClickCollectResultFields }
  }
`,
  [CLICK_COLLECT_RESULT_FIELDS],
);

export const CLICK_COLLECT_UPDATE_SHIPMENTS = graphql(
  `
  mutation ClickCollectUpdateShipments($shipment: ClickCollectShipmentInput!) {
    clickCollectUpdateShipments(shipment: $shipment) { ...ClickCollectResultFields }
  }
`,
  [CLICK_COLLECT_RESULT_FIELDS],
);

// The public order form (POST /public/graphql).

export const CLICK_COLLECT_PRODUCTS = graphql(`
  query ClickCollectProducts($search: String) {
    clickCollectProducts(search: $search) { articleCode name brand category retailPrice currency precision image }
  }
`);

export const CLICK_COLLECT_CITIES = graphql(`
  query ClickCollectCities { clickCollectCities }
`);

export const CLICK_COLLECT_DEALERS = graphql(`
  query ClickCollectDealers($city: String!) { clickCollectDealers(city: $city) { id name address city region } }
`);

export const CLICK_COLLECT_PLACE_ORDER = graphql(`
  mutation ClickCollectPlaceOrder($input: ClickCollectOrderInput!) {
    clickCollectPlaceOrder(input: $input) { message { status description } userErrors { field message messageKey } code orderNo }
  }
`);
