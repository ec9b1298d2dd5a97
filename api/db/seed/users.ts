import type { AreaLimitation } from '../types.ts';
import type { CustomerSeed } from './customers.ts';
import { type Market, markets, salesStructure } from './markets.ts';
import { seeded, slug } from './random.ts';
import { personName } from './shop-names.ts';

export const DEMO_PASSWORD = 'Portal2026';

export const demoLogins = [
  { username: 'admin', role: 'admin', description: 'Administrator: everything' },
  { username: 'content', role: 'content-admin', description: 'Content admin' },
  { username: 'dealer', role: 'customer', description: 'Dealer, Indonesia' },
  { username: 'dealer2', role: 'customer', description: 'Another dealer, Indonesia' },
  { username: 'sales', role: 'salesman', description: 'Salesman for some Indonesian dealers' },
  { username: 'support', role: 'support', description: 'Support, read-only audit' },
  { username: 'vendor', role: 'customer-vendor', description: 'Customer-vendor, sells as CV Ban Sejahtera' },
  { username: 'dealer-us', role: 'customer', description: 'Dealer, United States' },
  { username: 'dealer-eu', role: 'customer', description: 'Dealer, Europe (Germany, reads German)' },
  { username: 'dealer-my', role: 'customer', description: 'Dealer, Malaysia' },
  { username: 'dealer-sg', role: 'customer', description: 'Dealer, Singapore' },
  { username: 'dealer-ca', role: 'customer', description: 'Dealer, Canada' },
  { username: 'warranty', role: 'warranty', description: 'Warranty officer, Indonesia' },
];

export interface UserSeed {
  username: string;
  name: string;
  email: string;
  language: string;
  limitation: string | null;
  customerR3: string | null;
  /** Dealers give the shop's number; staff leave it empty until they edit their profile. */
  phone: string | null;
  role: string;
  /**
   * A group role adds all of its roles (api/auth/actor.ts), so it is only set where that adds nothing the user
   * should not have: 'Back office' holds admin, so content and support stay without one.
   */
  groupRole: 'Dealers' | 'Sales staff' | 'Back office' | null;
  areas: { sorg: string; limitation: AreaLimitation; value: string }[];
}

const byKey = (key: Market['key']) => markets.find((m) => m.key === key)!;

// EU dealers read the portal in their own language; elsewhere the market's first language.
const dealerLanguage = (c: CustomerSeed) =>
  c.market.key !== 'eu' ? c.market.languages[0] : (({ DE: 'de', FR: 'fr' } as Record<string, string>)[c.row.countryId] ?? 'en-nl');

function dealerUser(username: string, c: CustomerSeed, role = 'customer'): UserSeed {
  return {
    username,
    name: `${c.owner.first} ${c.owner.last}`,
    email: `${slug(c.owner.first)}.${slug(c.owner.last)}@${c.domain}`,
    language: dealerLanguage(c),
    limitation: null,
    customerR3: c.row.codeR3,
    phone: c.ownerPhone,
    role,
    groupRole: role === 'customer' ? 'Dealers' : null,
    areas: [],
  };
}

function staff(
  username: string,
  name: string,
  domain: string,
  role: string,
  groupRole: UserSeed['groupRole'],
  extra: Partial<UserSeed> = {},
): UserSeed {
  const email = `${name.split(' ').map(slug).join('.')}@${domain}`;
  return {
    username,
    name,
    email,
    language: 'en-us',
    limitation: null,
    customerR3: null,
    phone: null,
    role,
    groupRole,
    areas: [],
    ...extra,
  };
}

export function userSeeds(customers: CustomerSeed[]): UserSeed[] {
  const id = byKey('id');
  const dealerOf = (key: Market['key'], index: number) => customers.find((c) => c.market.key === key && c.index === index)!;
  const dealer = dealerOf('id', 0);
  const users: UserSeed[] = [
    staff('admin', 'Rina Wijaya', id.staffDomain, 'admin', 'Back office'),
    staff('content', 'Dewi Anggraini', id.staffDomain, 'content-admin', null),
    dealerUser('dealer', dealer),
    dealerUser('dealer2', dealerOf('id', 1)),
    staff('sales', 'Budi Santoso', id.staffDomain, 'salesman', 'Sales staff', {
      areas: [{ sorg: id.sorg, limitation: 'salesman', value: dealer.area.salesman }],
    }),
    staff('support', 'Hendra Gunawan', id.staffDomain, 'support', null, { limitation: 'audit' }),
    dealerUser('vendor', dealerOf('id', 2), 'customer-vendor'),
    // One demo dealer per market, each its market's first customer (customers.ts reservedDealers).
    ...(['us', 'eu', 'my', 'sg', 'ca'] as const).map((key) => dealerUser(`dealer-${key}`, dealerOf(key, 0))),
    // The claims of a sales organisation go to the officers whose user areas lie in it.
    staff('warranty', 'Sri Lestari', id.staffDomain, 'warranty', null, {
      areas: salesStructure(id).offices.map((value) => ({ sorg: id.sorg, limitation: 'sales_office' as const, value })),
    }),
  ];
  const taken = new Set(users.map((u) => u.customerR3));
  users.push(...markets.flatMap((m) => salesUsers(m, dealer.area.salesman)));
  users.push(...dealerLogins(customers.filter((c) => !taken.has(c.row.codeR3))));
  return withUniqueEmails(users);
}

/** Two people of the same name get jane.doe@ and jane.doe2@, as a mail server would insist. */
function withUniqueEmails(users: UserSeed[]): UserSeed[] {
  const seen = new Map<string, number>();
  return users.map((u) => {
    const n = (seen.get(u.email) ?? 0) + 1;
    seen.set(u.email, n);
    return n === 1 ? u : { ...u, email: u.email.replace('@', `${n}@`) };
  });
}

/** One user per salesman code, sales group and sales office of the market, each limited to that code. */
function salesUsers(m: Market, demoSalesman: string): UserSeed[] {
  const f = seeded(`staff-${m.key}`, m.countryId);
  const { salesmen, groups, offices } = salesStructure(m);
  const person = (username: string, role: string, limitation: AreaLimitation, value: string): UserSeed => {
    const { first, last } = personName(f, m.countryId);
    return staff(username, `${first} ${last}`, m.staffDomain, role, 'Sales staff', {
      language: m.languages[0],
      areas: [{ sorg: m.sorg, limitation, value }],
    });
  };
  return [
    ...salesmen
      .filter((s) => s.salesman !== demoSalesman)
      .map((s) => person(`sales-${m.key}-${Number(s.salesman.slice(2))}`, 'salesman', 'salesman', s.salesman)),
    ...groups.map((g, i) => person(`salesgroup-${m.key}-${i + 1}`, 'sales.group', 'sales_group', g)),
    ...offices.map((o, i) => person(`salesoffice-${m.key}-${i + 1}`, 'sales', 'sales_office', o)),
  ];
}

/** Most dealers have a login of their own; every blocked one does, so each credit state can be seen signed in. */
function dealerLogins(customers: CustomerSeed[]): UserSeed[] {
  const f = seeded('dealer-logins');
  return customers.filter((c) => c.blocked || f.number.float() < 0.6).map((c) => dealerUser(`d${c.row.codeR3}`, c));
}
