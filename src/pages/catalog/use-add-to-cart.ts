import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPDATE_PRODUCTS_IN_CART } from '../../graphql/cart.ts';
import type { Product } from '../../graphql/catalog.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';

/** The most one add may ask for from a product page, card or groupset. */
export const MAX_ADD_QTY = 9_999;

/** A cart line's new quantity (0 removes it). */
export interface CartLineChange {
  product: Pick<Product, 'articleCode' | 'sorg' | 'uom' | 'name'>;
  qty: number;
}

/**
 * Sets cart lines of the active customer in one updateProductsInCart call (all or none on the server), tells the
 * dealer how it went and lets the navbar's badge and dropdown follow through the cart-changed event. `failed`
 * words a refusal when the caller can say more (which line of several stopped the change); without `success`
 * a change that worked goes without a word (the cart page shows it in place).
 */
export function useCartUpdate() {
  const { t, i18n } = useTranslation('catalog');
  const { message } = App.useApp();
  const { send } = usePortalMutation(UPDATE_PRODUCTS_IN_CART);
  const { user } = usePortalUser();
  const custCode = user?.customerData?.custCode.unified ?? '';
  const [busy, setBusy] = useState<string | null>(null);

  const update = async (
    busyKey: string,
    lines: CartLineChange[],
    words: { success?: string; failed?: (reason: string, line: CartLineChange | undefined) => string } = {},
  ) => {
    setBusy(busyKey);
    try {
      const { data, error } = await send({
        products: lines.map(({ product: p, qty }) => ({ custCode, articleCode: p.articleCode, sorg: p.sorg, uom: p.uom, qty })),
      });
      if (error || !data) throw error;
      const result = data.updateProductsInCart;
      const problem = result?.userErrors[0];
      if (!result?.message.status || problem) {
        const key = problem?.messageKey;
        // A message with numbers (how many are available) carries them beside its key.
        const values = Object.fromEntries((problem?.params ?? []).map((p) => [p.name, p.value]));
        const reason = key && i18n.exists(key) ? t(key, values) : (problem?.message ?? result?.message.description ?? t('cart.failed'));
        // The field names the line (products.2.qty).
        const line = lines[Number(problem?.field.split('.')[1])];
        void message.error(words.failed ? words.failed(reason, line) : reason);
        return false;
      }
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      if (words.success) void message.success(words.success);
      return true;
    } catch (error) {
      console.error('Failed changing the cart', error);
      void message.error(t('cart.failed'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { update, busy };
}

/** Adds a quantity of one article: the line's new quantity is what it had plus the added pieces. */
export function useAddToCart() {
  const { t } = useTranslation('catalog');
  const { update, busy } = useCartUpdate();
  const add = (product: Pick<Product, 'articleCode' | 'sorg' | 'uom' | 'cartQty' | 'name'>, qty: number) =>
    update(product.articleCode, [{ product, qty: product.cartQty + qty }], { success: t('cart.added', { qty, name: product.name }) });
  return { add, busy };
}
