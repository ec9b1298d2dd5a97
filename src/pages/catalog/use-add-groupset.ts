import { useTranslation } from 'react-i18next';
import type { Groupset, Product } from '../../graphql/catalog.ts';
import { useCartUpdate } from './use-add-to-cart.ts';

/**
 * Adds one of each given part of a groupset in a single updateProductsInCart call: the server checks every line
 * first and writes all or none, so a dealer never ends up with half a groupset in the cart.
 */
export function useAddGroupset() {
  const { t } = useTranslation('catalog');
  const { update, busy } = useCartUpdate();
  const addSet = (groupset: Pick<Groupset, 'code' | 'name'>, parts: Product[]) =>
    update(
      groupset.code,
      parts.map((product) => ({ product, qty: product.cartQty + 1 })),
      {
        success: t('groupset.added', { count: parts.length, name: groupset.name }),
        // Say which part stopped the set.
        failed: (reason, line) => (line ? t('groupset.part_failed', { part: line.product.name, reason }) : reason),
      },
    );
  return { addSet, busy };
}
