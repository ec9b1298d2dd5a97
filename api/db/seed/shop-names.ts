import type { Faker } from '@faker-js/faker';
import type { Country } from './random.ts';

// Bicycle-shop names as dealers in each country name themselves; {last}, {first}, {city} and {word} are filled in.
const patterns: Record<Country, { names: string[]; words: string[] }> = {
  ID: {
    names: [
      'Toko Sepeda {last}',
      'Sepeda {word} {city}',
      'CV {word} Sepeda',
      'UD {last} Cycle',
      '{word} Bike Shop',
      'Bengkel Sepeda {first}',
      '{city} Bike Center',
      'Toko Sepeda {word}',
    ],
    words: ['Jaya', 'Makmur', 'Sentosa', 'Abadi', 'Maju', 'Sejahtera', 'Mandiri', 'Lancar', 'Sumber Rejeki', 'Mulia', 'Sinar', 'Baru'],
  },
  US: {
    names: [
      '{last} Cycles',
      '{last} Bicycle Co.',
      '{city} Bike Shop',
      '{word} Cyclery',
      '{last} & Sons Bicycles',
      'The {word} Spoke',
      '{word} Wheelworks',
      '{city} Bicycle Works',
    ],
    words: [
      'Summit',
      'Riverside',
      'Trailhead',
      'Velo',
      'Crankset',
      'Main Street',
      'Gearhouse',
      'Freewheel',
      'Sprocket',
      'Ridgeline',
      'Lakeside',
    ],
  },
  NL: {
    names: [
      'Fietsenwinkel {last}',
      'Rijwielhandel {last}',
      '{city} Fietsen',
      'Tweewielercentrum {last}',
      'Fietsplus {last}',
      'De Fietsenmaker {city}',
      'Fietshuis {word}',
    ],
    words: ['De Spaak', 'Het Wiel', 'De Trapper', 'Centrum', 'De Ketting', 'Noord', 'Zuid'],
  },
  DE: {
    names: [
      'Fahrradhaus {last}',
      'Radsport {last}',
      'Zweirad {last}',
      'Fahrrad-Center {city}',
      'Velo {last}',
      'Radhaus {city}',
      'Zweiradcenter {word}',
    ],
    words: ['Nord', 'Süd', 'Mitte', 'am Markt', 'Pedal', 'Kette & Ritzel'],
  },
  FR: {
    names: ['Cycles {last}', 'Vélos {city}', 'Atelier Vélo {last}', 'Cycles et Sports {last}', 'Le Vélo {word}', 'Vélo Station {city}'],
    words: ['Bleu', 'Libre', 'du Centre', 'Rouge', 'des Quais', 'Urbain'],
  },
  MY: {
    names: [
      'Kedai Basikal {last}',
      '{city} Cycle Sdn. Bhd.',
      'Basikal {word} Enterprise',
      '{last} Cycle Trading',
      'Pusat Basikal {word}',
      '{last} Bike Hub',
    ],
    words: ['Maju', 'Jaya', 'Rakyat', 'Setia', 'Bintang', 'Gemilang', 'Sinar'],
  },
  SG: {
    names: [
      '{last} Bicycle Trading Pte. Ltd.',
      '{region} Cycles',
      '{word} Bikes Pte. Ltd.',
      'Cycle {word} Singapore',
      '{last} Cycle Centre',
    ],
    words: ['Lion City', 'Merlion', 'Pedal Point', 'Red Dot', 'Orchard', 'Harbourfront'],
  },
  CA: {
    names: ['{last} Bikes', '{city} Cycle Works', '{word} Cycles', '{last} Bicycle Shop', '{word} Bike Co.', 'Vélo {city}'],
    words: ['Maple Leaf', 'North Shore', 'Rocky Mountain Trail', 'Great Lakes', 'Prairie', 'Coastline', 'Cedar'],
  },
};

// Malaysian and Singaporean names (Malay, Chinese, Indian), which faker's English locale lacks.
const asian = {
  MY: {
    first: [
      'Aiman',
      'Farid',
      'Siti',
      'Nurul',
      'Wei Ming',
      'Jia Hui',
      'Kok Leong',
      'Priya',
      'Suresh',
      'Hafiz',
      'Mei Ling',
      'Arjun',
      'Azlan',
      'Chee Keong',
    ],
    last: ['Ahmad', 'Rahman', 'Ismail', 'Lim', 'Tan', 'Wong', 'Lee', 'Ng', 'Raj', 'Kumar', 'Hassan', 'Yusof', 'Chong', 'Abdullah'],
  },
  SG: {
    first: ['Wei Jie', 'Hui Min', 'Jun Hao', 'Xin Yi', 'Ravi', 'Kavitha', 'Farhan', 'Nur Aisyah', 'Zhi Hao', 'Shu Fen', 'Daniel', 'Rachel'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Goh', 'Chua', 'Koh', 'Teo', 'Ong', 'Wong', 'Nair', 'Rahman'],
  },
};

export function personName(f: Faker, country: Country): { first: string; last: string } {
  if (country === 'MY' || country === 'SG') {
    return { first: f.helpers.arrayElement(asian[country].first), last: f.helpers.arrayElement(asian[country].last) };
  }
  return { first: f.person.firstName(), last: f.person.lastName() };
}

export function shopName(f: Faker, country: Country, city: string, region: string | null): string {
  const { names, words } = patterns[country];
  const { first, last } = personName(f, country);
  return f.helpers
    .arrayElement(names)
    .replace('{last}', last)
    .replace('{first}', first)
    .replace('{city}', city)
    .replace('{region}', region ?? city)
    .replace('{word}', f.helpers.arrayElement(words));
}

export const countryTld: Record<Country, string> = {
  ID: 'co.id',
  US: 'com',
  NL: 'nl',
  DE: 'de',
  FR: 'fr',
  MY: 'com.my',
  SG: 'com.sg',
  CA: 'ca',
};
