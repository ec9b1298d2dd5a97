/**
 * Reference data of migration 0014: the cities a consumer's address is chosen from, per country of the markets
 * (api/db/seed/markets.ts), and each bike brand's warranty per component in months. Kept beside the migration that
 * writes it, so a database migrated once holds the same rows as the day it was written.
 */
export const CITIES: Record<string, string[]> = {
  ID: [
    'Jakarta',
    'Surabaya',
    'Bandung',
    'Medan',
    'Semarang',
    'Makassar',
    'Palembang',
    'Denpasar',
    'Yogyakarta',
    'Malang',
    'Balikpapan',
    'Pontianak',
    'Manado',
    'Pekanbaru',
    'Batam',
    'Padang',
    'Banjarmasin',
    'Bogor',
    'Bekasi',
    'Tangerang',
    'Depok',
    'Solo',
  ],
  US: ['New York', 'Los Angeles', 'Chicago', 'Portland', 'Denver', 'Seattle', 'Austin', 'San Francisco'],
  NL: ['Amsterdam', 'Rotterdam', 'Utrecht', 'The Hague', 'Eindhoven', 'Groningen'],
  DE: ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Frankfurt', 'Stuttgart'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Nantes'],
  MY: ['Kuala Lumpur', 'George Town', 'Johor Bahru', 'Ipoh', 'Kuching', 'Kota Kinabalu', 'Malacca', 'Shah Alam'],
  SG: ['Singapore', 'Jurong East', 'Tampines', 'Woodlands', 'Ang Mo Kio', 'Bedok'],
  CA: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa', 'Edmonton'],
};

/** Months of warranty per bike brand of the catalogue: frame, fork, parts. Brands without a row get the default of src/rules/registration.ts. */
export const WARRANTY_TERMS: Record<string, { frame: number; fork: number; parts: number }> = {
  Polygon: { frame: 60, fork: 24, parts: 24 },
  Marin: { frame: 84, fork: 24, parts: 12 },
  WIM: { frame: 36, fork: 12, parts: 12 },
};

export const cityRows = () =>
  Object.entries(CITIES).flatMap(([countryId, names]) => names.map((description) => ({ country_id: countryId, description })));

export const warrantyTermRows = () =>
  Object.entries(WARRANTY_TERMS).flatMap(([brand, terms]) =>
    Object.entries(terms).map(([component, months]) => ({ brand, component, months })),
  );
