import type { Faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { DB } from '../types.ts';
import type { ArticleSeed, GroupSeed } from './catalog-articles.ts';
import type { Market, MarketKey } from './markets.ts';
import { REFERENCE_DATE } from './random.ts';

/**
 * What the trade side knows about a market's articles: warehouses and stock, promotions, volume discounts, tags,
 * order blocks, quotas, customer prices and purchase history. Pure builders; catalog-seed.ts adds the ids.
 */

const CURRENT = { from: '2026-10-01T00:00:00.000Z', to: '2029-12-31T23:59:59.000Z' };
const EXPIRED = { from: '2026-06-01T00:00:00.000Z', to: '2026-08-31T23:59:59.000Z' };
const SCHEDULED = { from: '2030-01-01T00:00:00.000Z', to: '2030-03-31T23:59:59.000Z' };

export const warehousesOf: Record<MarketKey, [code: string, name: string, area: string][]> = {
  id: [
    ['ID-CKR', 'Cikarang', 'West Java'],
    ['ID-SDA', 'Sidoarjo', 'East Java'],
    ['ID-MDN', 'Medan', 'Sumatra'],
  ],
  us: [
    ['US-CRS', 'Carson, CA', 'West'],
    ['US-CMH', 'Columbus, OH', 'East'],
  ],
  eu: [['EU-VNL', 'Venlo', 'Benelux']],
  my: [
    ['MY-SHA', 'Shah Alam', 'Peninsular'],
    ['MY-KCH', 'Kuching', 'East Malaysia'],
  ],
  sg: [['SG-TUA', 'Tuas', 'Singapore']],
  ca: [
    ['CA-MSS', 'Mississauga, ON', 'East'],
    ['CA-YYC', 'Calgary, AB', 'West'],
  ],
};

const day = (offset: number) => new Date(Date.parse(REFERENCE_DATE) + offset * 86_400_000).toISOString().slice(0, 10);

export type StockSeed = Omit<Insertable<DB['stock']>, 'articleId'>;

/** Stock of one article: the first warehouse holds most; about a quarter is sold out, many have an arrival coming. */
export function stockOf(f: Faker, m: Market, bike: boolean): StockSeed[] {
  const soldOut = f.number.float() < 0.25;
  return warehousesOf[m.key].map(([code], i) => {
    const available = soldOut ? 0 : Math.round(f.number.int(bike ? { min: 0, max: 40 } : { min: 0, max: 400 }) / (i + 1));
    const arriving = f.number.float() < (available === 0 ? 0.85 : 0.45);
    const arrival = f.number.int({ min: 10, max: 150 });
    return {
      warehouseCode: code,
      available,
      custorder: f.number.int({ min: 0, max: Math.ceil(available / 4) }),
      nextArrivalDate: arriving ? day(arrival) : null,
      nextArrivalQty: arriving ? f.number.int(bike ? { min: 10, max: 120 } : { min: 50, max: 1_000 }) : null,
      // Pre-orders open three weeks before a sold-out article arrives.
      availableForOrderAt: arriving && available === 0 ? day(arrival - 21) : null,
      updatedAt: REFERENCE_DATE,
    };
  });
}

/** A seeded article: its group, market position and (after insert) id. */
export interface Placed {
  a: ArticleSeed;
  g: GroupSeed;
  index: number;
  id: number;
  stockTotal: number;
}

/** Each group's position in its market, for picking every n-th model. */
export function groupOrder(placed: Placed[]): Map<GroupSeed, number> {
  const order = new Map<GroupSeed, number>();
  for (const p of placed) if (!order.has(p.g)) order.set(p.g, order.size);
  return order;
}

export const tagCategoryRows = [
  { code: 'marin_preview_page', name: 'Marin preview page' },
  { code: 'highlight', name: 'Highlights' },
  { code: 'award', name: 'Awards' },
];

export function tagsOf(p: Placed, groupIndex: number): Omit<Insertable<DB['articleTags']>, 'articleId'>[] {
  const { g } = p;
  const tags: Omit<Insertable<DB['articleTags']>, 'articleId'>[] = [];
  if (g.brand === 'Marin' && g.category === 'BIKE' && g.modelYear === 2027) {
    tags.push({ categoryCode: 'marin_preview_page', type: 'label', name: 'Marin 2027 preview', fileName: null });
  }
  if (g.modelYear === 2027 && g.mcId !== 'P710')
    tags.push({ categoryCode: 'highlight', type: 'badge', name: 'New', fileName: 'tag-new.svg' });
  if (g.category === 'BIKE' && g.modelYear <= 2024)
    tags.push({ categoryCode: 'highlight', type: 'badge', name: 'Clearance', fileName: null });
  if (g.category === 'BIKE' && groupIndex % 7 === 3)
    tags.push({ categoryCode: 'award', type: 'icon', name: 'Award winner', fileName: 'tag-award.svg' });
  if (g.category === 'PAA' && groupIndex % 11 === 5)
    tags.push({ categoryCode: 'highlight', type: 'label', name: 'Workshop pick', fileName: null });
  return tags;
}

// Spread so a small market has one of each and a demo market a few dozen in all.
const blocks: [
  every: number,
  at: number,
  flag: 'orderBlocked' | 'brandBlocked' | 'categoryBlocked' | 'hierarchyBlocked' | 'sorgBlocked' | 'invalidArticle' | 'hasPrice',
  reason: string,
][] = [
  [151, 7, 'orderBlocked', 'Discontinued: no further production'],
  [211, 11, 'brandBlocked', 'Brand not released for this customer group'],
  [263, 13, 'categoryBlocked', 'Category on hold during the range change'],
  [307, 17, 'hierarchyBlocked', 'Product hierarchy under review'],
  [353, 19, 'sorgBlocked', 'Not sold in this market'],
  [401, 23, 'invalidArticle', 'Article code retired'],
  [457, 29, 'hasPrice', 'No price in this market yet'],
];

/** Every article's order flags; a few in each market are blocked, each for one reason. Every row names every flag (bulk inserts). */
export function analysisOf(p: Placed): Insertable<DB['articleAnalysis']> {
  const hit = blocks.find(([every, at]) => p.index % every === at);
  const flag = hit?.[2];
  const on = (f: typeof flag) => (flag === f ? 1 : 0);
  return {
    articleId: p.id,
    invalidArticle: on('invalidArticle'),
    allowToOrder: hit ? 0 : 1,
    orderBlocked: on('orderBlocked'),
    hierarchyBlocked: on('hierarchyBlocked'),
    brandBlocked: on('brandBlocked'),
    categoryBlocked: on('categoryBlocked'),
    sorgBlocked: on('sorgBlocked'),
    hasPrice: flag === 'hasPrice' ? 0 : 1,
    blockedReason: hit?.[3] ?? null,
  };
}

export const isBlocked = (index: number) => blocks.some(([every, at]) => index % every === at);

export function promotionsOf(m: Market, placed: Placed[]) {
  const present = new Set(placed.map((p) => p.g.mcId));
  const season = present.has('B230') ? 'B230' : 'B220';
  const groupIndex = groupOrder(placed);
  const list: {
    promotion: Omit<Insertable<DB['promotions']>, 'sorg' | 'code'>;
    pick: (p: Placed) => boolean;
    detail: (p: Placed) => Pick<Insertable<DB['promotionDetails']>, 'type' | 'value' | 'minQty' | 'maxQty'>;
  }[] = [
    {
      promotion: {
        name: 'Dealer days',
        description: 'Make room for the new range: 12% off bikes of model year 2025 and before, and selected current models.',
        terms: 'While stock lasts. Not combinable with volume discounts.',
        badge: 'Dealer days',
        tagline: '12% off selected bikes',
        locations: '["catalog","product_detail","home"]',
        productCategory: 'BIKE',
        ...CURRENT,
      },
      pick: (p) => p.g.category === 'BIKE' && (p.g.modelYear <= 2025 || groupIndex.get(p.g)! % 4 === 1),
      detail: () => ({ type: 'percent', value: -12, minQty: 1, maxQty: null }),
    },
    {
      promotion: {
        name: 'Helmet week',
        description: 'Order five helmets or more and save on each.',
        terms: 'Minimum 5, maximum 50 helmets per order.',
        badge: 'Bundle',
        tagline: 'Save on 5 or more helmets',
        locations: '["catalog","product_detail"]',
        productCategory: 'PAA',
        ...CURRENT,
      },
      pick: (p) => p.g.mcId === 'P110',
      detail: (p) => ({ type: 'fixed', value: -Math.round(p.a.dealerPrice * 0.1), minQty: 5, maxQty: 50 }),
    },
    {
      promotion: {
        name: 'Ride the season',
        description: "A special dealer price on this season's drop-bar bikes.",
        terms: 'Up to 10 bikes per order.',
        badge: 'Special price',
        tagline: 'Special dealer price',
        locations: '["catalog","product_detail","home"]',
        productCategory: 'BIKE',
        ...CURRENT,
      },
      pick: (p) => p.g.mcId === season && p.g.modelYear >= 2026,
      detail: (p) => ({
        type: 'price',
        value: Math.round((p.a.dealerPrice * 0.9) / (m.minorUnits === 1 ? 100 : 1)) * (m.minorUnits === 1 ? 100 : 1),
        minQty: null,
        maxQty: 10,
      }),
    },
    {
      promotion: {
        name: 'Lights on',
        description: '15% off front lights for the dark months.',
        terms: 'Maximum 20 per article per order.',
        badge: '-15%',
        tagline: '15% off lights',
        locations: '["catalog","product_detail"]',
        productCategory: 'PAA',
        ...CURRENT,
      },
      pick: (p) => p.g.mcId === 'P410',
      detail: () => ({ type: 'percent', value: -15, minQty: null, maxQty: 20 }),
    },
    {
      promotion: {
        name: 'Summer e-bike deal',
        description: '8% off e-bikes.',
        terms: 'Ended 31 August.',
        badge: '-8%',
        tagline: 'E-bikes for summer',
        locations: '["catalog"]',
        productCategory: 'BIKE',
        ...EXPIRED,
      },
      pick: (p) => p.g.mcId === 'B410' || p.g.mcId === 'B420',
      detail: () => ({ type: 'percent', value: -8, minQty: null, maxQty: null }),
    },
    {
      promotion: {
        name: 'New year tyre stock-up',
        description: '10% off tyres from January.',
        terms: 'From 1 January to 31 March.',
        badge: '-10%',
        tagline: 'Tyres for the new season',
        locations: '["catalog","product_detail"]',
        productCategory: 'PAA',
        ...SCHEDULED,
      },
      pick: (p) => p.g.mcId === 'P210',
      detail: () => ({ type: 'percent', value: -10, minQty: null, maxQty: null }),
    },
  ];
  return list.map((entry, i) => ({
    promotion: { ...entry.promotion, sorg: m.sorg, code: `PR-${m.sorg}-${String(i + 1).padStart(2, '0')}` },
    // Capped so a large market's clearance does not list thousands of lines.
    details: placed
      .filter(entry.pick)
      .slice(0, 400)
      .map((p) => ({ articleId: p.id, brand: p.g.brand, mcId: p.g.mcId, ...entry.detail(p) })),
  }));
}

type Rule = [term: '>=' | '<=', qty: number, type: 'percent' | 'fixed', value: (p: Placed) => number];

/** Sales deals per article: tried in order, the first that matches prices the whole quantity (spec 2 §5). */
export function volumeDiscountsOf(m: Market, placed: Placed[]): Insertable<DB['volumeDiscounts']>[] {
  const pct = (v: number) => () => v;
  const off = (share: number) => (p: Placed) =>
    -Math.round((p.a.dealerPrice * share) / (m.minorUnits === 1 ? 100 : 1)) * (m.minorUnits === 1 ? 100 : 1);
  const deals: {
    pick: (p: Placed, groupIndex: number) => boolean;
    no: string;
    description: string;
    custGroup: string | null;
    rules: Rule[];
  }[] = [
    {
      pick: (p) => ['tube', 'chain', 'bottle', 'grips', 'tyre'].includes(p.a.paaKind ?? ''),
      no: 'CONS',
      description: 'Workshop consumables',
      custGroup: null,
      rules: [
        ['>=', 50, 'percent', pct(-10)],
        ['>=', 20, 'percent', pct(-7)],
        ['>=', 10, 'percent', pct(-5)],
      ],
    },
    {
      pick: (p, gi) => p.g.category === 'BIKE' && gi % 3 === 0,
      no: 'BIKE',
      description: 'Bike volume deal',
      custGroup: null,
      rules: [
        ['>=', 10, 'fixed', off(0.05)],
        ['>=', 5, 'fixed', off(0.03)],
      ],
    },
    {
      pick: (p) => p.a.paaKind === 'helmet',
      no: 'PREM',
      description: 'Premium dealer helmet deal',
      custGroup: 'Z1 Premium',
      rules: [['>=', 3, 'percent', pct(-6)]],
    },
    {
      pick: (p) => p.a.paaKind === 'pump',
      no: 'PUMP',
      description: 'Pump starter pack',
      custGroup: null,
      rules: [
        ['<=', 5, 'percent', pct(-3)],
        ['>=', 6, 'percent', pct(-6)],
      ],
    },
  ];
  const groupIndex = groupOrder(placed);
  return deals.flatMap((d) =>
    placed
      .filter((p) => d.pick(p, groupIndex.get(p.g)!))
      .flatMap((p) =>
        d.rules.map(([term, qty, type, value], position) => ({
          sorg: m.sorg,
          articleId: p.id,
          salesDealNo: `SD-${m.sorg}-${d.no}`,
          description: d.description,
          custGroup: d.custGroup,
          term,
          qty,
          type,
          value: value(p),
          uom: p.a.uom,
          position,
        })),
      ),
  );
}

/** E-mountain bikes are allocated: ten per customer in the season; the first customer has a tighter quota on one article. */
export function quotasOf(m: Market, placed: Placed[], firstCustomerId: number | undefined): Insertable<DB['orderQuotas']>[] {
  const rows: Insertable<DB['orderQuotas']>[] = placed
    .filter((p) => p.g.mcId === 'B420')
    .map((p) => ({ sorg: m.sorg, articleId: p.id, customerId: null, quotaQty: 10, usedQty: 0, ...CURRENT }));
  const orderable = placed.find((p) => p.g.category === 'BIKE' && !isBlocked(p.index) && p.g.mcId !== 'B420');
  if (firstCustomerId && orderable)
    rows.push({ sorg: m.sorg, articleId: orderable.id, customerId: firstCustomerId, quotaQty: 3, usedQty: 1, ...CURRENT });
  return rows;
}

/** A customer's own price on a few articles, 3–8% under the dealer price. */
export function customerPricesOf(f: Faker, m: Market, placed: Placed[], customerIds: number[]): Insertable<DB['customerPrices']>[] {
  return customerIds.slice(0, 2).flatMap((customerId) =>
    f.helpers.arrayElements(placed, Math.min(8, placed.length)).map((p) => {
      const price = p.a.dealerPrice * (1 - f.number.int({ min: 3, max: 8 }) / 100);
      return { customerId, articleId: p.id, dealerPrice: m.minorUnits === 1 ? Math.round(price / 100) * 100 : Math.round(price) };
    }),
  );
}

/** What each dealer has bought before: a handful of articles, some often. */
export function purchasesOf(f: Faker, placed: Placed[], customerIds: number[]): Insertable<DB['customerPurchases']>[] {
  return customerIds.flatMap((customerId) =>
    f.helpers.arrayElements(placed, Math.min(placed.length, f.number.int({ min: 6, max: 20 }))).map((p) => {
      const orderCount = f.number.int({ min: 1, max: 12 });
      return {
        customerId,
        articleId: p.id,
        orderCount,
        quantity: orderCount * f.number.int({ min: 1, max: p.g.category === 'BIKE' ? 3 : 10 }),
        lastOrderedAt: `${day(-f.number.int({ min: 1, max: 360 }))}T00:00:00.000Z`,
      };
    }),
  );
}
