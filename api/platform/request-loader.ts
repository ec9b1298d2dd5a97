import DataLoader from 'dataloader';

/**
 * One DataLoader per request for a batch lookup: a page of rows that each ask for the same kind of fact (a frame, a
 * brand's warranty terms, an article's stock) makes one query, and nothing is shared between two requests. `batch`
 * answers one value per key, in the order of the keys.
 */
export function perRequest<C extends object, K, V>(batch: (ctx: C, keys: readonly K[]) => Promise<readonly (V | Error)[]>) {
  const loaders = new WeakMap<C, DataLoader<K, V>>();
  return (ctx: C): DataLoader<K, V> => {
    let loader = loaders.get(ctx);
    if (!loader) loaders.set(ctx, (loader = new DataLoader((keys: readonly K[]) => batch(ctx, keys))));
    return loader;
  };
}
