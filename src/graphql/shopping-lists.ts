import { PRODUCT_FIELDS, VOLUME_DISCOUNT_FIELDS } from './catalog.ts';
import { graphql, type ResultOf } from './tada.ts';

// Shopping lists (api/shopping-lists/schema.ts): the dealer's named lists, ordered through the normal cart.

export const SHOPPING_LISTS = graphql(`
  query ShoppingLists($page: Int, $limit: Int) {
    shoppingLists(page: $page, limit: $limit) {
      lists { id name shared mine makerName lineCount updatedAt }
      info { page limit count pageTotal }
    }
  }
`);
export type ShoppingListRow = ResultOf<typeof SHOPPING_LISTS>['shoppingLists']['lists'][number];

// The cards' fields plus the discount rules, so a quantity is priced as checkout will (as on repeat order).
export const SHOPPING_LIST = graphql(
  `
  query ShoppingList($id: Int!) {
    shoppingList(id: $id) {
      id name shared makerName mayManage updatedAt precision
      schedule { frequency day shipTo shipment payment active nextRun runs { runDate outcome orderNos reason reasonKey } }
      lines {
        id articleCode articleCodeDisplay name qty uom unitPrice addedAt
        product { ...ProductFields price { discount { ...VolumeDiscountFields } } }
      }
    }
  }
`,
  [PRODUCT_FIELDS, VOLUME_DISCOUNT_FIELDS],
);
export type ShoppingListDetail = ResultOf<typeof SHOPPING_LIST>['shoppingList'];

export const CREATE_SHOPPING_LIST = graphql(`
  mutation CreateShoppingList($input: ShoppingListInput!, $lines: [ShoppingListLineInput!]) {
    createShoppingList(input: $input, lines: $lines) { message { status description } userErrors { field message messageKey params { name value } } code id }
  }
`);

export const UPDATE_SHOPPING_LIST = graphql(`
  mutation UpdateShoppingList($id: Int!, $input: ShoppingListInput!) { updateShoppingList(id: $id, input: $input) { message { status description } userErrors { field message messageKey params { name value } } code id } }
`);

export const DELETE_SHOPPING_LIST = graphql(`
  mutation DeleteShoppingList($id: Int!) { deleteShoppingList(id: $id) { message { status description } userErrors { field message messageKey params { name value } } code id } }
`);

export const ADD_TO_SHOPPING_LIST = graphql(`
  mutation AddToShoppingList($id: Int!, $lines: [ShoppingListLineInput!]!) { addToShoppingList(id: $id, lines: $lines) { message { status description } userErrors { field message messageKey params { name value } } code id } }
`);

export const SET_SHOPPING_LIST_LINES = graphql(`
  mutation SetShoppingListLines($id: Int!, $lines: [ShoppingListLineInput!]!) { setShoppingListLines(id: $id, lines: $lines) { message { status description } userErrors { field message messageKey params { name value } } code id } }
`);

export const SET_LIST_SCHEDULE = graphql(`
  mutation SetShoppingListSchedule($id: Int!, $input: ShoppingListScheduleInput!) {
    setShoppingListSchedule(id: $id, input: $input) { message { status description } userErrors { field message messageKey params { name value } } code id }
  }
`);

export const DELETE_LIST_SCHEDULE = graphql(`
  mutation DeleteShoppingListSchedule($id: Int!) {
    deleteShoppingListSchedule(id: $id) { message { status description } userErrors { field message messageKey params { name value } } code id }
  }
`);
