import type { Transaction } from 'kysely';
import type { RegionCategory } from '../../../src/rules/sales-area.ts';
import type { DB } from '../types.ts';

// Sales-area map regions per sales organisation (spec 3 §3): the first-level regions of each market as Natural Earth's
// admin-1 layer names them (public domain; the shapes are in src/pages/sales-area/maps), ISO 3166-2 codes, the point
// inside each region its marker stands on, and the group it belongs to. Alaska, Hawaii, France's departments and the
// Dutch Caribbean stay off the maps: they would shrink the mainland to a corner.

type Region = [code: string, description: string, lat: number, lng: number, group: string];

const MARKETS: Record<string, { groups: Record<string, string>; regions: Region[] }> = {
  // Indonesia
  '1000': {
    groups: { SUM: 'Sumatera', JAW: 'Jawa', KAL: 'Kalimantan', SUL: 'Sulawesi', BNT: 'Bali & Nusa Tenggara', MPA: 'Maluku & Papua' },
    regions: [
      ['ID-AC', 'Aceh', 4.31, 96.93, 'SUM'],
      ['ID-BA', 'Bali', -8.35, 115.13, 'BNT'],
      ['ID-BB', 'Kepulauan Bangka Belitung', -2.25, 106, 'SUM'],
      ['ID-BE', 'Bengkulu', -3.55, 102.39, 'SUM'],
      ['ID-BT', 'Banten', -6.46, 106.13, 'JAW'],
      ['ID-GO', 'Gorontalo', 0.69, 122.36, 'SUL'],
      ['ID-JA', 'Jambi', -1.7, 102.75, 'SUM'],
      ['ID-JB', 'Jawa Barat', -6.92, 107.62, 'JAW'],
      ['ID-JI', 'Jawa Timur', -7.82, 112.64, 'JAW'],
      ['ID-JK', 'DKI Jakarta', -6.2, 106.85, 'JAW'],
      ['ID-JT', 'Jawa Tengah', -7.27, 110.22, 'JAW'],
      ['ID-KB', 'Kalimantan Barat', -0.09, 111.17, 'KAL'],
      ['ID-KI', 'Kalimantan Timur', 1.34, 116.38, 'KAL'],
      ['ID-KR', 'Kepulauan Riau', 3.94, 108.21, 'SUM'],
      ['ID-KS', 'Kalimantan Selatan', -2.94, 115.38, 'KAL'],
      ['ID-KT', 'Kalimantan Tengah', -1.6, 113.43, 'KAL'],
      ['ID-LA', 'Lampung', -4.92, 105.03, 'SUM'],
      ['ID-MA', 'Maluku', -3.2, 129.48, 'MPA'],
      ['ID-MU', 'Maluku Utara', 0.86, 128.02, 'MPA'],
      ['ID-NB', 'Nusa Tenggara Barat', -8.75, 117.55, 'BNT'],
      ['ID-NT', 'Nusa Tenggara Timur', -8.6, 121.16, 'BNT'],
      ['ID-PA', 'Papua', -4.56, 138.71, 'MPA'],
      ['ID-PB', 'Papua Barat', -2.1, 133.15, 'MPA'],
      ['ID-RI', 'Riau', 0.46, 101.75, 'SUM'],
      ['ID-SA', 'Sulawesi Utara', 0.87, 124.25, 'SUL'],
      ['ID-SB', 'Sumatera Barat', -0.66, 100.63, 'SUM'],
      ['ID-SG', 'Sulawesi Tenggara', -3.82, 121.84, 'SUL'],
      ['ID-SN', 'Sulawesi Selatan', -3.61, 120.16, 'SUL'],
      ['ID-SR', 'Sulawesi Barat', -2.46, 119.35, 'SUL'],
      ['ID-SS', 'Sumatera Selatan', -3.23, 104.19, 'SUM'],
      ['ID-ST', 'Sulawesi Tengah', -1.63, 120.9, 'SUL'],
      ['ID-SU', 'Sumatera Utara', 2.32, 99.14, 'SUM'],
      ['ID-YO', 'DI Yogyakarta', -7.9, 110.45, 'JAW'],
    ],
  },
  // Malaysia
  '2000': {
    groups: { N: 'Northern', C: 'Central', S: 'Southern', E: 'East Coast', EM: 'East Malaysia' },
    regions: [
      ['MY-01', 'Johor', 2.05, 103.38, 'S'],
      ['MY-02', 'Kedah', 5.92, 100.66, 'N'],
      ['MY-03', 'Kelantan', 5.29, 102.03, 'E'],
      ['MY-04', 'Melaka', 2.32, 102.31, 'S'],
      ['MY-05', 'Negeri Sembilan', 2.78, 102.21, 'S'],
      ['MY-06', 'Pahang', 3.73, 102.55, 'E'],
      ['MY-07', 'Pulau Pinang', 5.35, 100.47, 'N'],
      ['MY-08', 'Perak', 4.77, 101.11, 'N'],
      ['MY-09', 'Perlis', 6.5, 100.24, 'N'],
      ['MY-10', 'Selangor', 3.27, 101.51, 'C'],
      ['MY-11', 'Terengganu', 4.93, 102.96, 'E'],
      ['MY-12', 'Sabah', 5.33, 117.13, 'EM'],
      ['MY-13', 'Sarawak', 2.59, 113.29, 'EM'],
      ['MY-14', 'Kuala Lumpur', 3.13, 101.69, 'C'],
      ['MY-15', 'Labuan', 5.32, 115.22, 'EM'],
      ['MY-16', 'Putrajaya', 2.93, 101.7, 'C'],
    ],
  },
  // Singapore
  '5000': {
    groups: { CEN: 'City', OUT: 'Outer districts' },
    regions: [
      ['SG-01', 'Central Singapore', 1.35, 103.85, 'CEN'],
      ['SG-02', 'North East', 1.38, 103.93, 'OUT'],
      ['SG-03', 'North West', 1.4, 103.81, 'OUT'],
      ['SG-04', 'South East', 1.35, 103.93, 'OUT'],
      ['SG-05', 'South West', 1.35, 103.73, 'OUT'],
    ],
  },
  // Canada
  '6000': {
    groups: { WC: 'West Coast', PR: 'Prairies', CE: 'Central Canada', AT: 'Atlantic', NO: 'The North' },
    regions: [
      ['CA-AB', 'Alberta', 55.17, -114.5, 'PR'],
      ['CA-BC', 'British Columbia', 54.98, -124.58, 'WC'],
      ['CA-MB', 'Manitoba', 54.92, -97.43, 'PR'],
      ['CA-NB', 'New Brunswick', 46.62, -66.37, 'AT'],
      ['CA-NL', 'Newfoundland and Labrador', 54.22, -62.05, 'AT'],
      ['CA-NS', 'Nova Scotia', 44.91, -63.94, 'AT'],
      ['CA-NT', 'Northwest Territories', 64.37, -119.62, 'NO'],
      ['CA-NU', 'Nunavut', 65.9, -98.65, 'NO'],
      ['CA-ON', 'Ontario', 50.05, -85.84, 'CE'],
      ['CA-PE', 'Prince Edward Island', 46.38, -63.21, 'AT'],
      ['CA-QC', 'Québec', 53.74, -71.97, 'CE'],
      ['CA-SK', 'Saskatchewan', 54.42, -105.9, 'PR'],
      ['CA-YT', 'Yukon', 63.63, -135.5, 'NO'],
    ],
  },
  // Europe: Germany and the Netherlands
  '4000': {
    groups: { DE: 'Deutschland', NL: 'Nederland' },
    regions: [
      ['DE-BB', 'Brandenburg', 52.47, 13.39, 'DE'],
      ['DE-BE', 'Berlin', 52.5, 13.41, 'DE'],
      ['DE-BW', 'Baden-Württemberg', 48.54, 9.05, 'DE'],
      ['DE-BY', 'Bayern', 48.94, 11.41, 'DE'],
      ['DE-HB', 'Bremen', 53.12, 8.79, 'DE'],
      ['DE-HE', 'Hessen', 50.6, 9.04, 'DE'],
      ['DE-HH', 'Hamburg', 53.54, 10.03, 'DE'],
      ['DE-MV', 'Mecklenburg-Vorpommern', 53.72, 12.45, 'DE'],
      ['DE-NI', 'Niedersachsen', 52.76, 9.15, 'DE'],
      ['DE-NW', 'Nordrhein-Westfalen', 51.47, 7.55, 'DE'],
      ['DE-RP', 'Rheinland-Pfalz', 49.91, 7.44, 'DE'],
      ['DE-SH', 'Schleswig-Holstein', 54.17, 9.84, 'DE'],
      ['DE-SL', 'Saarland', 49.38, 6.94, 'DE'],
      ['DE-SN', 'Sachsen', 51.04, 13.34, 'DE'],
      ['DE-ST', 'Sachsen-Anhalt', 52, 11.7, 'DE'],
      ['DE-TH', 'Thüringen', 50.9, 11.02, 'DE'],
      ['NL-DR', 'Drenthe', 52.86, 6.62, 'NL'],
      ['NL-FL', 'Flevoland', 52.56, 5.52, 'NL'],
      ['NL-FR', 'Fryslân', 53.07, 5.81, 'NL'],
      ['NL-GE', 'Gelderland', 52.06, 5.94, 'NL'],
      ['NL-GR', 'Groningen', 53.22, 6.73, 'NL'],
      ['NL-LI', 'Limburg', 51.2, 5.92, 'NL'],
      ['NL-NB', 'Noord-Brabant', 51.56, 5.19, 'NL'],
      ['NL-NH', 'Noord-Holland', 52.58, 4.93, 'NL'],
      ['NL-OV', 'Overijssel', 52.45, 6.43, 'NL'],
      ['NL-UT', 'Utrecht', 52.1, 5.17, 'NL'],
      ['NL-ZE', 'Zeeland', 51.31, 3.76, 'NL'],
      ['NL-ZH', 'Zuid-Holland', 51.94, 4.5, 'NL'],
    ],
  },
  // United States: the lower 48 and DC
  '3000': {
    groups: { NE: 'Northeast', MW: 'Midwest', SO: 'South', WE: 'West' },
    regions: [
      ['US-AL', 'Alabama', 32.79, -86.83, 'SO'],
      ['US-AR', 'Arkansas', 34.9, -92.44, 'SO'],
      ['US-AZ', 'Arizona', 34.29, -111.67, 'WE'],
      ['US-CA', 'California', 37.25, -119.62, 'WE'],
      ['US-CO', 'Colorado', 39, -105.55, 'WE'],
      ['US-CT', 'Connecticut', 41.62, -72.74, 'NE'],
      ['US-DC', 'District of Columbia', 38.9, -77.02, 'SO'],
      ['US-DE', 'Delaware', 38.97, -75.49, 'SO'],
      ['US-FL', 'Florida', 28.67, -82.52, 'SO'],
      ['US-GA', 'Georgia', 32.65, -83.45, 'SO'],
      ['US-IA', 'Iowa', 42.08, -93.5, 'MW'],
      ['US-ID', 'Idaho', 44.39, -114.67, 'WE'],
      ['US-IL', 'Illinois', 40.06, -89.2, 'MW'],
      ['US-IN', 'Indiana', 39.91, -86.27, 'MW'],
      ['US-KS', 'Kansas', 38.48, -98.38, 'MW'],
      ['US-KY', 'Kentucky', 37.53, -85.29, 'SO'],
      ['US-LA', 'Louisiana', 31.07, -92, 'SO'],
      ['US-MA', 'Massachusetts', 42.26, -71.85, 'NE'],
      ['US-MD', 'Maryland', 39.03, -76.76, 'SO'],
      ['US-ME', 'Maine', 45.38, -69.23, 'NE'],
      ['US-MI', 'Michigan', 43.48, -84.62, 'MW'],
      ['US-MN', 'Minnesota', 46.32, -94.31, 'MW'],
      ['US-MO', 'Missouri', 38.38, -92.48, 'MW'],
      ['US-MS', 'Mississippi', 32.74, -89.66, 'SO'],
      ['US-MT', 'Montana', 47.04, -109.64, 'WE'],
      ['US-NC', 'North Carolina', 35.55, -79.33, 'SO'],
      ['US-ND', 'North Dakota', 47.45, -100.46, 'MW'],
      ['US-NE', 'Nebraska', 41.53, -99.82, 'MW'],
      ['US-NH', 'New Hampshire', 43.68, -71.58, 'NE'],
      ['US-NJ', 'New Jersey', 40.2, -74.66, 'NE'],
      ['US-NM', 'New Mexico', 34.42, -106.1, 'WE'],
      ['US-NV', 'Nevada', 39.35, -116.66, 'WE'],
      ['US-NY', 'New York', 42.95, -75.5, 'NE'],
      ['US-OH', 'Ohio', 40.29, -82.79, 'MW'],
      ['US-OK', 'Oklahoma', 35.58, -97.51, 'SO'],
      ['US-OR', 'Oregon', 43.94, -120.56, 'WE'],
      ['US-PA', 'Pennsylvania', 40.88, -77.8, 'NE'],
      ['US-RI', 'Rhode Island', 41.7, -71.59, 'NE'],
      ['US-SC', 'South Carolina', 33.9, -80.9, 'SO'],
      ['US-SD', 'South Dakota', 44.44, -100.24, 'MW'],
      ['US-TN', 'Tennessee', 35.85, -86.34, 'SO'],
      ['US-TX', 'Texas', 31.49, -99.36, 'SO'],
      ['US-UT', 'Utah', 39.32, -111.68, 'WE'],
      ['US-VA', 'Virginia', 37.52, -78.86, 'SO'],
      ['US-VT', 'Vermont', 44.07, -72.66, 'NE'],
      ['US-WA', 'Washington', 47.37, -120.44, 'WE'],
      ['US-WI', 'Wisconsin', 44.64, -90.02, 'MW'],
      ['US-WV', 'West Virginia', 38.64, -80.61, 'SO'],
      ['US-WY', 'Wyoming', 43, -107.57, 'WE'],
    ],
  },
};

/** Some regions start categorised and some TBD, so the map shows both; the pattern keeps reseeds identical. */
const START: (RegionCategory | null)[] = ['A', 'B', null, 'C', 'A', 'D', null, 'B', 'C'];

export async function seedSalesAreas(tx: Transaction<DB>): Promise<void> {
  for (const [sorg, { groups, regions }] of Object.entries(MARKETS)) {
    await tx
      .insertInto('salesAreaRegionGroups')
      .values(Object.entries(groups).map(([code, description]) => ({ sorg, code, description })))
      .execute();
    await tx
      .insertInto('salesAreaRegions')
      .values(regions.map(([code, description, lat, lng], i) => ({ sorg, code, description, lat, lng, category: START[i % START.length] })))
      .execute();
    const [groupRows, regionRows] = await Promise.all([
      tx.selectFrom('salesAreaRegionGroups').select(['id', 'code']).where('sorg', '=', sorg).execute(),
      tx.selectFrom('salesAreaRegions').select(['id', 'code']).where('sorg', '=', sorg).execute(),
    ]);
    const groupId = new Map(groupRows.map((g) => [g.code, g.id]));
    const regionId = new Map(regionRows.map((r) => [r.code, r.id]));
    await tx
      .insertInto('salesAreaRegionGroupMembers')
      .values(regions.map(([code, , , , group]) => ({ groupId: groupId.get(group)!, regionId: regionId.get(code)! })))
      .execute();
  }
}
