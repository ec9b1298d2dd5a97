import { PRICE_COMPONENTS } from '../../graphql/invoices.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { type PriceModule, showsComponent } from '../../rules/price-components.ts';

/**
 * Whether the market shows an optional money component in a module (priceComponents). Until the answer is in, none
 * shows: a component the market leaves out never flashes up first.
 */
export function usePriceComponents(module: PriceModule) {
  const query = usePortalQuery(['priceComponents', module], PRICE_COMPONENTS, { module });
  const configured = query.data?.priceComponents;
  return (name: string) => !!configured && showsComponent(configured, name);
}
