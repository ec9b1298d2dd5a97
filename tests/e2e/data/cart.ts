import { expect, type APIRequestContext } from '@playwright/test';
import { graphqlAs, tokenOf } from '../ordering.ts';
import { customerOf } from './people.ts';

/** One line of a cart as updateProductsInCart takes it: qty is the line's new quantity (0 removes it). */
export interface CartLineInput {
  articleCode: string;
  sorg: string;
  uom: string;
  qty: number;
}

const UPDATE = 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status description } } }';

/**
 * Sets lines of a login's cart through the API, as the catalogue's add buttons do; the test fails if the cart
 * refuses one. Answers the login's request token for further calls.
 */
export async function putInCart(request: APIRequestContext, username: string, lines: CartLineInput[]) {
  const token = await tokenOf(request, username);
  const { r3 } = await customerOf(username);
  const { updateProductsInCart } = await graphqlAs(request, token, UPDATE, { p: lines.map((l) => ({ custCode: r3, ...l })) });
  expect(updateProductsInCart.message.status, updateProductsInCart.message.description).toBe(true);
  return token;
}
