import type { Faker } from '@faker-js/faker';
import { blockPlan, type Block, creditFor, type CreditSeed } from './credit.ts';
import { type Market, markets, salesStructure } from './markets.ts';
import { addressIn, phoneIn, places } from './places.ts';
import { internationalPhone } from '../../../src/rules/forms.ts';
import { type Country, REFERENCE_DATE, seeded, slug, weighted } from './random.ts';
import { countryTld, personName, shopName } from './shop-names.ts';
import type { SeedSize } from './index.ts';

/**
 * The first dealers of a market are the demo logins' customers (users.ts): Indonesia 0 = dealer, 1 = dealer2,
 * 2 = vendor; the first of every other market is its demo dealer (dealer-us, dealer-eu, dealer-my, dealer-sg,
 * dealer-ca). They are never blocked, so a demo can order at once.
 */
export const reservedDealers: Partial<Record<Market['key'], number>> = { id: 3, us: 1, eu: 1, my: 1, sg: 1, ca: 1 };

/** Where a market's demo dealer sits when the market spans countries: Europe's reads German, from Germany. */
const demoDealerCountry: Partial<Record<Market['key'], Country>> = { eu: 'DE' };

export interface CustomerSeed {
  market: Market;
  /** Position within its market. */
  index: number;
  row: {
    codeUnified: string;
    codeIsr: string | null;
    codeR3: string;
    name: string;
    address: string;
    city: string;
    region: string | null;
    phone: string | null;
    email: string | null;
    countryId: string;
  };
  area: { sorg: string; custGroup: string; salesman: string; salesGroup: string; salesOffice: string };
  shipTos: {
    code: string;
    name: string;
    address: string;
    city: string;
    region: string | null;
    postalCode: string | null;
    countryId: string;
    phone: string | null;
    isDefault: number;
    updatedAt: string;
  }[];
  credit: CreditSeed[];
  blocked: boolean;
  /** Who runs the shop, for the dealer's own login. */
  owner: { first: string; last: string };
  /** The owner's own number in national digits, as the profile keeps it. */
  ownerPhone: string | null;
  domain: string;
}

export function customerSeeds(size: SeedSize): CustomerSeed[] {
  return markets.flatMap((m) => marketCustomers(m, m.dealers[size]));
}

function marketCustomers(m: Market, count: number): CustomerSeed[] {
  const f = seeded(`customers-${m.key}`);
  const perCountry = new Map<Country, Faker>(m.countries.map(([c]) => [c, seeded(`customers-${m.key}-${c}`, c)]));
  const plan = blockPlan(seeded(`credit-plan-${m.key}`), count, reservedDealers[m.key] ?? 0);
  const creditFaker = seeded(`credit-${m.key}`);
  const { salesmen } = salesStructure(m);
  const d = Number(m.sorg[0]);
  // Codes rise by small random steps, each market in its own range, so their last six digits (what the portal
  // shows) never collide across markets, and an ISR code never reads like another dealer's R3 code.
  let r3 = d * 100_000,
    isr = d * 100_000 + 50_000,
    unified = 0;
  return Array.from({ length: count }, (_, index) => {
    r3 += f.number.int({ min: 1, max: 12 });
    unified += f.number.int({ min: 1, max: 40 });
    const hasIsr = f.number.float() < 2 / 3;
    if (hasIsr) isr += f.number.int({ min: 1, max: 12 });
    const drawn = weighted(f, m.countries);
    const country = (index === 0 && demoDealerCountry[m.key]) || drawn;
    const cf = perCountry.get(country)!;
    const where = addressIn(cf, country);
    const name = shopName(cf, country, where.city, where.region);
    const owner = personName(cf, country);
    // The demo dealer shows every field of the customer panel.
    const isDealerDemo = m.key === 'id' && index === 0;
    const domain = `${slug(name.replace(/\b(CV|UD|Pte\. Ltd\.|Sdn\. Bhd\.|Co\.|Enterprise|Trading)(?=\s|$)/g, '')).slice(0, 30)}.${countryTld[country]}`;
    const codeR3 = `0000${r3}`;
    const row = {
      codeUnified: `U${d}${String(unified).padStart(6, '0')}`,
      codeIsr: hasIsr ? `I200${isr}` : null,
      codeR3,
      name,
      address: where.address,
      city: where.city,
      region: where.region,
      phone: isDealerDemo || cf.number.float() < 0.9 ? phoneIn(cf, country) : null,
      email:
        isDealerDemo || cf.number.float() < 0.9
          ? `${cf.helpers.arrayElement(['info', 'sales', 'order', slug(owner.first)])}@${domain}`
          : null,
      countryId: country,
    };
    // The shop's number as dialled from abroad: one market spans several countries, so the host's code would mislead.
    const ownerPhone = row.phone;
    row.phone = ownerPhone && internationalPhone(ownerPhone, country);
    // Round robin over the salesmen: each covers an even share (1 in 6 of Indonesia), and dealer and dealer2
    // (the first two) get different ones.
    const area = {
      sorg: m.sorg,
      custGroup: weighted(f, [
        ['Z1 Premium', 2],
        ['Z2 Standard', 6],
        ['Z3 Online', 2],
      ]),
      ...salesmen[index % salesmen.length],
    };
    const block: Block | undefined = plan.get(index);
    return {
      market: m,
      index,
      row,
      area,
      blocked: !!block,
      owner,
      ownerPhone,
      domain,
      shipTos: shipTosOf(
        cf,
        country,
        row,
        isDealerDemo
          ? 3
          : weighted(f, [
              [1, 55],
              [2, 30],
              [3, 15],
            ]),
      ),
      credit: creditFor(creditFaker, m, codeR3, block, isDealerDemo, index < (reservedDealers[m.key] ?? 0)),
    };
  });
}

function shipTosOf(f: Faker, country: Country, c: CustomerSeed['row'], count: number): CustomerSeed['shipTos'] {
  const [warehouse, branch] = places[country].shipTo;
  return Array.from({ length: count }, (_, i) => {
    // The shop itself first (the default), then a warehouse in the same town, then a branch elsewhere.
    const where =
      i === 0 ? { ...c, postalCode: addressIn(f, country, c.city).postalCode } : addressIn(f, country, i === 1 ? c.city : undefined);
    const name = i === 0 ? c.name : i === 1 ? `${c.name} - ${warehouse}` : `${c.name} - ${branch} ${where.city}`;
    return {
      code: `${c.codeR3}-${String(i + 1).padStart(2, '0')}`,
      name,
      address: where.address,
      city: where.city,
      region: where.region,
      postalCode: where.postalCode,
      countryId: country,
      phone: i === 0 ? c.phone : internationalPhone(phoneIn(f, country), country),
      isDefault: i === 0 ? 1 : 0,
      updatedAt: REFERENCE_DATE,
    };
  });
}
