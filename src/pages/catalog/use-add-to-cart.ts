import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { gql } from '@urql/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MutationResult, Product } from '../../graphql/catalog.ts';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';

/** Sets a cart line's quantity (0 removes it); the API checks orderability and quotas. */
export const UPDATE_PRODUCTS_IN_CART = gql`
  mutation UpdateProductsInCart($products: [CartProductInput!]!) {
    updateProductsInCart(products: $products) { message { status description } userErrors { field message messageKey } }
  }
`;

/**
 * Adds a quantity of one article to the active customer's cart: the line's new quantity is what it had plus
 * the added pieces. The navbar's badge and dropdown follow through the cart-changed event.
 */
export function useAddToCart() {
  const { t, i18n } = useTranslation('catalog');
  const { message } = App.useApp();
  const { mutateAsync } = useCustomMutation<{ updateProductsInCart: MutationResult | null }>();
  const { user } = usePortalUser();
  const custCode = user?.customerData?.custCode.unified ?? '';
  const [busy, setBusy] = useState<string | null>(null);

  const add = async (product: Pick<Product, 'articleCode' | 'sorg' | 'uom' | 'cartQty' | 'name'>, qty: number) => {
    setBusy(product.articleCode);
    try {
      const { data } = await mutateAsync({
        url: '',
        method: 'post',
        values: { products: [{ custCode, articleCode: product.articleCode, sorg: product.sorg, uom: product.uom, qty: product.cartQty + qty }] },
        meta: { gqlMutation: UPDATE_PRODUCTS_IN_CART },
        successNotification: false,
        errorNotification: false,
      });
      const result = data.updateProductsInCart;
      const problem = result?.userErrors[0];
      if (!result?.message.status || problem) {
        const key = problem?.messageKey;
        void message.error(key && i18n.exists(key) ? t(key) : (problem?.message ?? result?.message.description ?? t('cart.failed')));
        return false;
      }
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      void message.success(t('cart.added', { qty, name: product.name }));
      return true;
    } catch (error) {
      console.error('Failed adding to cart', error);
      void message.error(t('cart.failed'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { add, busy };
}
