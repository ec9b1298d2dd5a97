import type { Faker } from '@faker-js/faker';
import type { ProductCategory } from '../types.ts';
import { bikeMerchandiseCategories } from './catalog.ts';
import { type DescriptionParts, englishDescription } from './product-texts.ts';
import {
  type BikeSeries,
  bikeSeries,
  type Colour,
  colours,
  groupsets,
  MODEL_YEARS,
  PAA_LINE_FACTOR,
  type PaaKindSpec,
  paaBrands,
  paaKinds,
  paaMerchandiseCategories,
} from './catalog-range.ts';
import type { SeedSize } from './index.ts';
import { type Market, type MarketKey, markets } from './markets.ts';
import { seeded } from './random.ts';

/** What the image generator draws for a file: a bike of a shape or a part of a kind, in a colour. */
export type ImageArt = { file: string; colour: Colour; detail: boolean } & (
  | { type: 'bike'; shape: BikeSeries['shape']; label: string }
  | { type: 'paa'; kind: string; label: string }
);

export interface ArticleSeed {
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  slug: string;
  paaKind: string | null;
  colour: Colour;
  frameSize: string | null;
  wheelSize: string | null;
  sizeOrder: number;
  uom: string;
  dealerPrice: number;
  retailPrice: number;
  images: ImageArt[];
  searchText: string;
}

export interface GroupSeed {
  category: ProductCategory;
  parentName: string;
  slug: string;
  brand: string;
  series: string;
  model: string;
  modelYear: number;
  mcId: string;
  groupsetCode: string | null;
  description: string;
  descriptionParts: DescriptionParts;
  specs: { code: string; name: string; value: string }[];
  soldQty: number;
  recommendedRank: number;
  articles: ArticleSeed[];
}

/** Articles per market; large is 50,000 over the six markets. */
export const articlesPerMarket = (size: SeedSize, index: number) =>
  size === 'small' ? 150 : size === 'demo' ? 2000 : Math.floor(50_000 / markets.length) + (index < 50_000 % markets.length ? 1 : 0);

/** Dollars to each market's currency, and the step its retail prices are rounded to (in major units). */
const pricing: Record<MarketKey, { rate: number; step: number }> = {
  id: { rate: 15_500, step: 5_000 },
  us: { rate: 1, step: 1 },
  eu: { rate: 0.95, step: 1 },
  my: { rate: 4.4, step: 1 },
  sg: { rate: 1.35, step: 1 },
  ca: { rate: 1.38, step: 1 },
};

/** Minor units: retail rounded to the market's step, dealer at the category's margin (IDR to hundreds, others to cents). */
function prices(m: Market, usd: number, margin: number) {
  const { rate, step } = pricing[m.key];
  const retailMajor = Math.max(step, Math.round((usd * rate) / step) * step);
  const retailPrice = retailMajor * m.minorUnits;
  const dealerPrice = m.minorUnits === 1 ? Math.round((retailPrice * margin) / 100) * 100 : Math.round(retailPrice * margin);
  return { retailPrice, dealerPrice };
}

export const kebab = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/"/g, 'in')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const compact = (text: string) =>
  text
    .toUpperCase()
    .replace(/"/g, '')
    .replace(/[^A-Z0-9]+/g, '');
const describedBy = (parts: DescriptionParts) => ({ description: englishDescription(parts), descriptionParts: parts });
const words = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(' ');

/** Caps on colours and sizes per group: a small seed spreads its few articles over more groups and categories. */
const variantCaps: Record<SeedSize, { colours: number; sizes: number }> = {
  small: { colours: 2, sizes: 3 },
  demo: { colours: 3, sizes: 5 },
  large: { colours: 3, sizes: 5 },
};

/** The middle `n` sizes of a run (M before XL), keeping their order. */
function middle<T>(values: T[], n: number): T[] {
  if (values.length <= n) return values;
  const start = Math.floor((values.length - n) / 2);
  return values.slice(start, start + n);
}

function bikeGroup(
  m: Market,
  f: Faker,
  s: BikeSeries,
  [modelName, usd, groupset]: [string, number, string],
  year: number,
  size: SeedSize,
): GroupSeed {
  const yy = String(year).slice(2);
  const parentName = `${s.brand} ${s.series} ${modelName}`;
  // Older model years sell at a clearance-ready list price.
  const listUsd = usd * (1 - Math.max(0, 2027 - year) * 0.04) * f.number.float({ min: 0.97, max: 1.03 });
  const { retailPrice, dealerPrice } = prices(m, listUsd, 0.7);
  const caps = variantCaps[size];
  const frameSizes = s.frameSizes ? middle(s.frameSizes, caps.sizes) : [null];
  const articles: ArticleSeed[] = [];
  for (const colourCode of s.colours.slice(0, caps.colours)) {
    const colour = colours[colourCode];
    frameSizes.forEach((frameSize, i) => {
      const sizeIndex = frameSize ? s.frameSizes!.indexOf(frameSize) : 0;
      const wheelSize = s.shape === 'kids' ? `${modelName}"` : s.wheelSizes[sizeIndex < 2 ? 0 : s.wheelSizes.length - 1];
      const sizeCode = compact(frameSize ?? wheelSize);
      const articleCode = `BK${yy}-${s.code}${compact(modelName)}-${sizeCode}-${colour.code}`;
      const file = `bike-${kebab(parentName)}-${kebab(colour.name)}`;
      const label = `${parentName}`;
      articles.push({
        articleCode,
        articleCodeDisplay: `${s.code}${compact(modelName)} ${sizeCode} ${colour.code} MY${yy}`,
        name: words(parentName, year, colour.name, frameSize, wheelSize),
        slug: kebab(words(parentName, year, colour.name, frameSize, frameSize ? null : wheelSize)),
        paaKind: null,
        colour,
        frameSize,
        wheelSize,
        sizeOrder: i,
        uom: 'PC',
        dealerPrice,
        retailPrice,
        images: [
          { type: 'bike', shape: s.shape, file: `${file}.svg`, colour, detail: false, label },
          { type: 'bike', shape: s.shape, file: `${file}-detail.svg`, colour, detail: true, label },
        ],
        searchText: words(
          articleCode,
          s.brand,
          s.series,
          modelName,
          year,
          colour.name,
          frameSize,
          wheelSize,
          bikeMerchandiseCategories[s.mc],
          'bike',
          groupsets.find((g) => g.code === groupset)?.name,
        ).toLowerCase(),
      });
    });
  }
  const gs = groupsets.find((g) => g.code === groupset)!;
  const electric = s.shape === 'ecity' || s.shape === 'emtb';
  return {
    category: 'BIKE',
    parentName,
    slug: kebab(`${parentName} ${year}`),
    brand: s.brand,
    series: s.series,
    model: `${s.series} ${modelName}`,
    modelYear: year,
    mcId: s.mc,
    groupsetCode: groupset,
    ...describedBy({ kind: 'bike', name: parentName, year, category: bikeMerchandiseCategories[s.mc], groupset: gs.name }),
    specs: [
      { code: 'FRAME', name: 'Frame', value: s.frame },
      { code: 'FORK', name: 'Fork', value: s.fork },
      { code: 'GROUPSET', name: 'Groupset', value: gs.name },
      { code: 'SPEEDS', name: 'Speeds', value: `${gs.speeds}-speed, ${gs.shifting}` },
      { code: 'BRAKES', name: 'Brakes', value: usd > 700 ? 'Hydraulic disc, 180/160 mm' : 'Mechanical disc, 160 mm' },
      { code: 'WHEELS', name: 'Wheel size', value: s.shape === 'kids' ? `${modelName}"` : s.wheelSizes.join(', ') },
      { code: 'SIZES', name: 'Frame sizes', value: s.frameSizes?.join(', ') ?? 'One size' },
      ...(electric ? [{ code: 'MOTOR', name: 'Motor', value: s.shape === 'emtb' ? 'Mid-drive, 85 Nm' : 'Mid-drive, 60 Nm' }] : []),
      {
        code: 'WEIGHT',
        name: 'Weight',
        value: `${((electric ? 22 : s.shape === 'road' ? 8.4 : s.shape === 'kids' ? 7.5 : 13.2) + f.number.int({ min: 0, max: 12 }) / 10).toFixed(1)} kg`,
      },
      { code: 'YEAR', name: 'Model year', value: String(year) },
    ],
    soldQty: f.number.int({ min: 5, max: 400 }) * (year >= 2026 ? 2 : 1),
    recommendedRank: f.number.int({ min: 1, max: 9_999 }),
    articles,
  };
}

function paaGroup(m: Market, f: Faker, k: PaaKindSpec, brand: string, line: string, year: number, size: SeedSize): GroupSeed {
  const yy = String(year).slice(2);
  const parentName = `${brand} ${line} ${k.noun}`;
  const usd = k.usd[0] + (k.usd[1] - k.usd[0]) * PAA_LINE_FACTOR[line] * f.number.float({ min: 0.95, max: 1.05 });
  const { retailPrice, dealerPrice } = prices(m, usd, 0.6);
  const caps = variantCaps[size];
  const sizes = k.sizes ? middle(k.sizes.values, Math.max(2, caps.sizes - 1)) : [null];
  const codeBase = `PA${yy}-${k.code}-${compact(brand).slice(0, 2)}${compact(line).slice(0, 3)}`;
  const articles: ArticleSeed[] = [];
  for (const colourCode of k.colours.slice(0, caps.colours)) {
    const colour = colours[colourCode];
    sizes.forEach((value, i) => {
      const frameSize = k.sizes?.field === 'frameSize' ? value : null;
      const wheelSize = k.sizes?.field === 'wheelSize' ? value : null;
      const articleCode = [codeBase, value ? compact(value) : null, colour.code].filter(Boolean).join('-');
      articles.push({
        articleCode,
        articleCodeDisplay: articleCode.slice(5),
        name: words(parentName, value, colour.name),
        slug: kebab(words(parentName, year, value, colour.name)),
        paaKind: k.kind,
        colour,
        frameSize,
        wheelSize,
        sizeOrder: i,
        uom: k.uom,
        dealerPrice,
        retailPrice,
        images: [{ type: 'paa', kind: k.kind, file: `paa-${k.kind}-${kebab(colour.name)}.svg`, colour, detail: false, label: k.noun }],
        searchText: words(
          articleCode,
          brand,
          line,
          k.noun,
          year,
          value,
          colour.name,
          paaMerchandiseCategories[k.mc],
          'parts accessories',
        ).toLowerCase(),
      });
    });
  }
  return {
    category: 'PAA',
    parentName,
    slug: kebab(`${parentName} ${year}`),
    brand,
    series: line,
    model: `${line} ${k.noun}`,
    modelYear: year,
    mcId: k.mc,
    groupsetCode: null,
    ...describedBy({ kind: 'paa', noun: k.noun, brand, line, year, material: k.material }),
    specs: [
      { code: 'MATERIAL', name: 'Material', value: k.material },
      { code: 'SIZES', name: 'Sizes', value: k.sizes?.values.join(', ') ?? 'One size' },
      { code: 'COLOURS', name: 'Colours', value: k.colours.map((c) => colours[c].name).join(', ') },
      { code: 'UOM', name: 'Sold per', value: k.uom === 'PR' ? 'Pair' : k.uom === 'SET' ? 'Set' : 'Piece' },
      { code: 'WARRANTY', name: 'Warranty', value: PAA_LINE_FACTOR[line] > 0.7 ? '2 years' : '1 year' },
      { code: 'YEAR', name: 'Model year', value: String(year) },
    ],
    soldQty: f.number.int({ min: 10, max: 3_000 }),
    recommendedRank: f.number.int({ min: 1, max: 9_999 }),
    articles,
  };
}

function groupsetKit(m: Market, f: Faker, g: (typeof groupsets)[number]): GroupSeed {
  const { retailPrice, dealerPrice } = prices(m, g.usd, 0.65);
  const colour = colours.GRY;
  const articleCode = `PA27-KIT-${compact(g.code.slice(3))}`;
  return {
    category: 'PAA',
    parentName: `${g.name} groupset kit`,
    slug: kebab(`${g.name} groupset kit`),
    brand: g.brand,
    series: 'Groupset kits',
    model: g.name,
    modelYear: 2027,
    mcId: 'P710',
    groupsetCode: g.code,
    ...describedBy({ kind: 'kit', groupset: g.name }),
    specs: [
      { code: 'SPEEDS', name: 'Speeds', value: String(g.speeds) },
      { code: 'SHIFTING', name: 'Shifting', value: g.shifting },
      { code: 'CONTENTS', name: 'Contents', value: 'Shifters, front and rear derailleur, crankset, cassette, chain, brakes' },
    ],
    soldQty: f.number.int({ min: 5, max: 300 }),
    recommendedRank: f.number.int({ min: 1, max: 9_999 }),
    articles: [
      {
        articleCode,
        articleCodeDisplay: g.code,
        name: `${g.name} groupset kit`,
        slug: kebab(`${g.name} groupset kit`),
        paaKind: 'groupset',
        colour,
        frameSize: null,
        wheelSize: null,
        sizeOrder: 0,
        uom: 'SET',
        dealerPrice,
        retailPrice,
        images: [
          { type: 'paa', kind: 'groupset', file: `paa-groupset-${kebab(g.brand)}-${g.speeds}.svg`, colour, detail: false, label: g.name },
        ],
        searchText: words(articleCode, g.code, g.name, g.brand, 'groupset kit', `${g.speeds}-speed`, g.shifting).toLowerCase(),
      },
    ],
  };
}

/** Round robin over buckets, so the first few groups taken cover every category. */
function interleave<T>(buckets: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; buckets.some((b) => i < b.length); i++) for (const b of buckets) if (i < b.length) out.push(b[i]);
  return out;
}

/**
 * One market's range: the groupset kits, then bikes up to about 45% of the articles (newest model years first, the
 * categories interleaved), then parts and accessories up to the market's article count. Singapore sells no gravel bikes.
 */
export function catalogOf(m: Market, marketIndex: number, size: SeedSize): GroupSeed[] {
  const f = seeded(`catalogue-${m.key}`);
  const target = articlesPerMarket(size, marketIndex);
  const groups: GroupSeed[] = groupsets.map((g) => groupsetKit(m, f, g));
  let count = groups.length;
  const take = (g: GroupSeed, limit: number) => {
    const room = limit - count;
    if (room <= 0) return false;
    if (g.articles.length > room) g.articles = g.articles.slice(0, room);
    groups.push(g);
    count += g.articles.length;
    return true;
  };

  const series = bikeSeries.filter((s) => !(m.key === 'sg' && s.mc === 'B230'));
  const bikeTarget = Math.round(target * 0.45);
  bikes: for (const year of MODEL_YEARS) {
    const byMc = Object.keys(bikeMerchandiseCategories).map((mc) =>
      f.helpers.shuffle(series.filter((s) => s.mc === mc).flatMap((s) => s.models.map((model) => [s, model] as const))),
    );
    for (const [s, model] of interleave(byMc)) if (!take(bikeGroup(m, f, s, model, year, size), bikeTarget)) break bikes;
  }
  paa: for (const year of MODEL_YEARS) {
    const byKind = paaKinds.map((k) => f.helpers.shuffle(paaBrands.flatMap((b) => b.lines.map((line) => [k, b.brand, line] as const))));
    for (const [k, brand, line] of interleave(byKind)) if (!take(paaGroup(m, f, k, brand, line, year, size), target)) break paa;
  }
  return groups;
}
