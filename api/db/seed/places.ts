import type { Faker } from '@faker-js/faker';
import { type Country, digitsFor } from './random.ts';

// Real cities and common street names: faker's invented towns ("Lake Alejandra") would look fake on a dealer list.
// A city is 'City|Region|postcode prefix'.
interface Place {
  cities: string[];
  streets: string[];
  address: (street: string, number: number, f: Faker) => string;
  postcode: (prefix: string, f: Faker) => string;
  /** National format, digits only; customers store it with their country's dialling code in front. */
  phone: string[];
  /** Streets belong to the city at the same position (a Singapore street names its district). */
  streetPerCity?: boolean;
  /** How a second delivery address is named: a warehouse and a branch. */
  shipTo: [warehouse: string, branch: string];
}

const fill = (length: number) => (prefix: string, f: Faker) => prefix + digitsFor(f, '#'.repeat(length - prefix.length));

export const places: Record<Country, Place> = {
  ID: {
    cities: [
      'Jakarta Selatan|DKI Jakarta|12',
      'Jakarta Barat|DKI Jakarta|11',
      'Bandung|Jawa Barat|40',
      'Surabaya|Jawa Timur|60',
      'Semarang|Jawa Tengah|50',
      'Yogyakarta|DI Yogyakarta|55',
      'Medan|Sumatera Utara|20',
      'Denpasar|Bali|80',
      'Makassar|Sulawesi Selatan|90',
      'Malang|Jawa Timur|65',
      'Bekasi|Jawa Barat|17',
      'Tangerang|Banten|15',
      'Bogor|Jawa Barat|16',
      'Palembang|Sumatera Selatan|30',
      'Balikpapan|Kalimantan Timur|76',
      'Surakarta|Jawa Tengah|57',
    ],
    streets: [
      'Sudirman',
      'Gatot Subroto',
      'Diponegoro',
      'Ahmad Yani',
      'Gajah Mada',
      'Pemuda',
      'Imam Bonjol',
      'Merdeka',
      'Veteran',
      'Pahlawan',
      'Hayam Wuruk',
      'Kartini',
      'Raya Bogor',
      'Asia Afrika',
      'Teuku Umar',
      'Dr. Sutomo',
      'Pattimura',
      'Cihampelas',
    ],
    address: (s, n, f) => `Jl. ${s} No. ${n}` + (f.datatype.boolean() ? `, RT ${digitsFor(f, '00#')}/RW ${digitsFor(f, '00#')}` : ''),
    postcode: fill(5),
    phone: ['0812########', '0813#######', '0857########', '021#######'],
    shipTo: ['Gudang', 'Cabang'],
  },
  US: {
    cities: [
      'Portland|OR|972',
      'Boulder|CO|803',
      'Austin|TX|787',
      'Minneapolis|MN|554',
      'Seattle|WA|981',
      'San Diego|CA|921',
      'Madison|WI|537',
      'Asheville|NC|288',
      'Burlington|VT|054',
      'Chicago|IL|606',
      'Denver|CO|802',
      'Salt Lake City|UT|841',
      'Boise|ID|837',
      'Tucson|AZ|857',
      'Brooklyn|NY|112',
      'Ann Arbor|MI|481',
    ],
    streets: [
      'Main St',
      'Oak Ave',
      'Maple St',
      'Broadway',
      '2nd Ave',
      'Pine St',
      'Elm St',
      'Pearl St',
      'Market St',
      'Washington Ave',
      'Lincoln Blvd',
      'Lake St',
      'Cedar Ave',
      'River Rd',
      'Park Ave',
      'Grand Ave',
    ],
    address: (s, n) => `${n * 7} ${s}`,
    postcode: fill(5),
    phone: ['5032######', '3034######', '5126######', '6127######', '2068######', '3129######'],
    shipTo: ['Warehouse', 'Branch'],
  },
  NL: {
    cities: [
      'Amsterdam|Noord-Holland|10',
      'Utrecht|Utrecht|35',
      'Rotterdam|Zuid-Holland|30',
      'Den Haag|Zuid-Holland|25',
      'Eindhoven|Noord-Brabant|56',
      'Groningen|Groningen|97',
      'Zwolle|Overijssel|80',
      'Nijmegen|Gelderland|65',
      'Haarlem|Noord-Holland|20',
      'Leiden|Zuid-Holland|23',
      'Breda|Noord-Brabant|48',
      'Maastricht|Limburg|62',
      'Amersfoort|Utrecht|38',
    ],
    streets: [
      'Kerkstraat',
      'Hoofdstraat',
      'Stationsweg',
      'Dorpsstraat',
      'Molenweg',
      'Nieuwstraat',
      'Marktplein',
      'Julianalaan',
      'Wilhelminastraat',
      'Beatrixlaan',
      'Schoolstraat',
      'Havenstraat',
      'Oude Gracht',
      'Vondelstraat',
    ],
    address: (s, n) => `${s} ${n}`,
    postcode: (p, f) => `${fill(4)(p, f)} ${f.helpers.arrayElement(['AB', 'BC', 'CD', 'EK', 'GH', 'JL', 'KM', 'NP', 'RT', 'VW'])}`,
    phone: ['06########', '020#######', '030#######'],
    shipTo: ['Magazijn', 'Filiaal'],
  },
  DE: {
    cities: [
      'Berlin|Berlin|10',
      'München|Bayern|80',
      'Hamburg|Hamburg|20',
      'Köln|Nordrhein-Westfalen|50',
      'Münster|Nordrhein-Westfalen|48',
      'Freiburg im Breisgau|Baden-Württemberg|79',
      'Leipzig|Sachsen|04',
      'Dresden|Sachsen|01',
      'Hannover|Niedersachsen|30',
      'Stuttgart|Baden-Württemberg|70',
      'Frankfurt am Main|Hessen|60',
      'Nürnberg|Bayern|90',
    ],
    streets: [
      'Hauptstraße',
      'Bahnhofstraße',
      'Schulstraße',
      'Gartenstraße',
      'Dorfstraße',
      'Bergstraße',
      'Lindenstraße',
      'Kirchstraße',
      'Goethestraße',
      'Schillerstraße',
      'Mozartstraße',
      'Marktplatz',
    ],
    address: (s, n) => `${s} ${n}`,
    postcode: fill(5),
    phone: ['0151########', '030########', '089#######'],
    shipTo: ['Lager', 'Filiale'],
  },
  FR: {
    cities: [
      'Paris|Île-de-France|7501',
      'Lyon|Auvergne-Rhône-Alpes|6900',
      'Toulouse|Occitanie|310',
      'Nantes|Pays de la Loire|440',
      'Bordeaux|Nouvelle-Aquitaine|330',
      'Lille|Hauts-de-France|590',
      'Strasbourg|Grand Est|670',
      'Grenoble|Auvergne-Rhône-Alpes|380',
      'Montpellier|Occitanie|340',
      'Rennes|Bretagne|350',
      'Annecy|Auvergne-Rhône-Alpes|740',
    ],
    streets: [
      'rue de la République',
      'avenue Jean Jaurès',
      'rue Victor Hugo',
      'boulevard Gambetta',
      'rue Pasteur',
      'rue du Général de Gaulle',
      'place de la Mairie',
      'rue de la Gare',
      'avenue Foch',
      'rue Nationale',
    ],
    address: (s, n) => `${n} ${s}`,
    postcode: fill(5),
    phone: ['06########', '01########', '04########'],
    shipTo: ['Entrepôt', 'Succursale'],
  },
  MY: {
    cities: [
      'Kuala Lumpur|Wilayah Persekutuan|50',
      'Petaling Jaya|Selangor|46',
      'Shah Alam|Selangor|40',
      'Johor Bahru|Johor|80',
      'George Town|Pulau Pinang|10',
      'Ipoh|Perak|30',
      'Kota Kinabalu|Sabah|88',
      'Kuching|Sarawak|93',
      'Melaka|Melaka|75',
      'Seremban|Negeri Sembilan|70',
      'Kuantan|Pahang|25',
      'Alor Setar|Kedah|05',
    ],
    streets: [
      'Jalan Ampang',
      'Jalan Tun Razak',
      'Jalan Sultan Ismail',
      'Jalan Bukit Bintang',
      'Jalan Klang Lama',
      'Jalan Gasing',
      'Jalan SS 2/24',
      'Jalan Meru',
      'Jalan Tebrau',
      'Jalan Burma',
      'Jalan Sultan Idris Shah',
      'Jalan Penampang',
    ],
    address: (s, n) => `No. ${n}, ${s}`,
    postcode: fill(5),
    phone: ['012#######', '016#######', '03########'],
    shipTo: ['Gudang', 'Cawangan'],
  },
  SG: {
    cities: [
      'Singapore|Ang Mo Kio|56',
      'Singapore|Bedok|46',
      'Singapore|Tampines|52',
      'Singapore|Jurong East|60',
      'Singapore|Bukit Timah|58',
      'Singapore|Toa Payoh|31',
      'Singapore|Kallang|33',
      'Singapore|Queenstown|14',
      'Singapore|Woodlands|73',
      'Singapore|Geylang|38',
    ],
    streets: [
      'Ang Mo Kio Ave 3',
      'Bedok North Road',
      'Tampines Street 11',
      'Jurong Gateway Road',
      'Upper Bukit Timah Road',
      'Lorong 1 Toa Payoh',
      'Kallang Bahru',
      'Commonwealth Drive',
      'Woodlands Avenue 6',
      'Sims Avenue',
    ],
    address: (s, n, f) => `${n} ${s}, #${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${digitsFor(f, '##')}`,
    postcode: fill(6),
    phone: ['6#######', '8#######', '9#######'],
    streetPerCity: true,
    shipTo: ['Warehouse', 'Outlet'],
  },
  CA: {
    cities: [
      'Vancouver|BC|V5K',
      'Victoria|BC|V8W',
      'Calgary|AB|T2P',
      'Edmonton|AB|T5J',
      'Toronto|ON|M5V',
      'Ottawa|ON|K1P',
      'Montréal|QC|H2X',
      'Québec|QC|G1R',
      'Halifax|NS|B3H',
      'Winnipeg|MB|R3C',
      'Kelowna|BC|V1Y',
      'Squamish|BC|V8B',
    ],
    streets: [
      'Main St',
      'King St W',
      'Queen St E',
      'Yonge St',
      'Granville St',
      'Rue Saint-Denis',
      'Jasper Ave',
      '17th Ave SW',
      'Spring Garden Rd',
      'Portage Ave',
      'Bank St',
      'Commercial Dr',
    ],
    address: (s, n) => `${n * 3} ${s}`,
    postcode: (p, f) =>
      `${p} ${digitsFor(f, '#')}${f.string.alpha({ casing: 'upper', exclude: ['D', 'F', 'I', 'O', 'Q', 'U'] })}${digitsFor(f, '#')}`,
    phone: ['604#######', '416#######', '514#######', '403#######'],
    shipTo: ['Warehouse', 'Branch'],
  },
};

export interface Address {
  address: string;
  city: string;
  region: string | null;
  postalCode: string;
}

/** A street address in the country; `city` pins it to a known city (a warehouse in the same town). */
export function addressIn(f: Faker, country: Country, city?: string): Address {
  const p = places[country];
  const at = city && !p.streetPerCity ? p.cities.findIndex((c) => c.startsWith(`${city}|`)) : f.number.int(p.cities.length - 1);
  const [name, region, prefix] = p.cities[at].split('|');
  const street = p.streetPerCity ? p.streets[at] : f.helpers.arrayElement(p.streets);
  return { address: p.address(street, f.number.int({ min: 1, max: 240 }), f), city: name, region, postalCode: p.postcode(prefix, f) };
}

export const phoneIn = (f: Faker, country: Country) => digitsFor(f, f.helpers.arrayElement(places[country].phone));
