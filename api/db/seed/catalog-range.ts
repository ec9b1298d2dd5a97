import type { ProductCategory } from '../types.ts';
import { bikeMerchandiseCategories } from './catalog.ts';

/**
 * The maker's range as the seed draws it: bike series with their models, parts-and-accessories kinds, colours,
 * groupsets and merchandise categories. Prices are list prices in US dollars; each market converts them.
 */

export const paaMerchandiseCategories = {
  P110: 'Helmets',
  P120: 'Gloves',
  P210: 'Tyres',
  P220: 'Inner tubes',
  P310: 'Drivetrain',
  P320: 'Brakes',
  P410: 'Lights',
  P420: 'Locks',
  P430: 'Bottles and cages',
  P440: 'Bags',
  P510: 'Saddles',
  P520: 'Pedals and grips',
  P610: 'Tools and pumps',
  P710: 'Groupset kits',
} as const;

export const merchandiseCategoryRows = () => [
  ...Object.entries(bikeMerchandiseCategories).map(([id, name], position) => ({ id, name, category: 'BIKE' as ProductCategory, position })),
  ...Object.entries(paaMerchandiseCategories).map(([id, name], position) => ({
    id,
    name,
    category: 'PAA' as ProductCategory,
    position: 100 + position,
  })),
];

export interface Colour {
  code: string;
  name: string;
  hex: string;
}

export const colours: Record<string, Colour> = Object.fromEntries(
  (
    [
      ['GRN', 'Forest Green', '#2f6b3a'],
      ['BLK', 'Stealth Black', '#25262b'],
      ['WHT', 'Glacier White', '#dee2e6'],
      ['RED', 'Racing Red', '#c92a2a'],
      ['BLU', 'Ocean Blue', '#1864ab'],
      ['SND', 'Desert Sand', '#b08d57'],
      ['ORG', 'Sunset Orange', '#e8590c'],
      ['GRY', 'Slate Grey', '#5c677d'],
      ['LIM', 'Lime', '#74b816'],
      ['PRP', 'Purple Haze', '#6741d9'],
      ['TEA', 'Teal', '#0c8599'],
      ['YLW', 'Signal Yellow', '#f59f00'],
    ] as const
  ).map(([code, name, hex]) => [code, { code, name, hex }]),
);

export interface Groupset {
  code: string;
  name: string;
  brand: string;
  speeds: number;
  shifting: 'mechanical' | 'electronic';
  usd: number;
}

export const groupsets: Groupset[] = [
  { code: 'GS-TOURNEY-7', name: 'Shimano Tourney 7-speed', brand: 'Shimano', speeds: 7, shifting: 'mechanical', usd: 89 },
  { code: 'GS-NEXUS-7', name: 'Shimano Nexus 7-speed hub', brand: 'Shimano', speeds: 7, shifting: 'mechanical', usd: 169 },
  { code: 'GS-CUES-10', name: 'Shimano CUES 10-speed', brand: 'Shimano', speeds: 10, shifting: 'mechanical', usd: 229 },
  { code: 'GS-DEORE-12', name: 'Shimano Deore 12-speed', brand: 'Shimano', speeds: 12, shifting: 'mechanical', usd: 389 },
  { code: 'GS-SLX-12', name: 'Shimano SLX 12-speed', brand: 'Shimano', speeds: 12, shifting: 'mechanical', usd: 549 },
  { code: 'GS-XT-12', name: 'Shimano XT 12-speed', brand: 'Shimano', speeds: 12, shifting: 'mechanical', usd: 829 },
  { code: 'GS-NX-12', name: 'SRAM NX Eagle 12-speed', brand: 'SRAM', speeds: 12, shifting: 'mechanical', usd: 449 },
  { code: 'GS-105-12', name: 'Shimano 105 12-speed', brand: 'Shimano', speeds: 12, shifting: 'mechanical', usd: 699 },
  { code: 'GS-105DI2-12', name: 'Shimano 105 Di2 12-speed', brand: 'Shimano', speeds: 12, shifting: 'electronic', usd: 1199 },
  { code: 'GS-ULTDI2-12', name: 'Shimano Ultegra Di2 12-speed', brand: 'Shimano', speeds: 12, shifting: 'electronic', usd: 1899 },
  { code: 'GS-GRX-11', name: 'Shimano GRX 1x11', brand: 'Shimano', speeds: 11, shifting: 'mechanical', usd: 589 },
  { code: 'GS-APEX-12', name: 'SRAM Apex 1x12', brand: 'SRAM', speeds: 12, shifting: 'mechanical', usd: 649 },
];

/** How a bike is drawn: the image generator varies bars, fork, fenders and battery by it. */
export type BikeShape = 'mtb' | 'fs' | 'road' | 'gravel' | 'city' | 'trekking' | 'ecity' | 'emtb' | 'kids';

export interface BikeSeries {
  brand: string;
  series: string;
  code: string;
  mc: keyof typeof bikeMerchandiseCategories;
  shape: BikeShape;
  frameSizes: string[] | null;
  wheelSizes: string[];
  colours: string[];
  /** Model suffix, US list price, groupset. */
  models: [string, number, string][];
  frame: string;
  fork: string;
}

const MTB = ['XS', 'S', 'M', 'L', 'XL'];
const ROAD = ['49 cm', '52 cm', '54 cm', '56 cm', '58 cm'];
const CITY = ['S', 'M', 'L'];

export const bikeSeries: BikeSeries[] = [
  {
    brand: 'Polygon',
    series: 'Rinjani',
    code: 'RIN',
    mc: 'B110',
    shape: 'mtb',
    frameSizes: MTB,
    wheelSizes: ['27.5"', '29"'],
    colours: ['GRN', 'BLK', 'ORG'],
    models: [
      ['3', 549, 'GS-CUES-10'],
      ['5', 799, 'GS-DEORE-12'],
      ['7', 1099, 'GS-SLX-12'],
    ],
    frame: 'ALX aluminium, internal routing',
    fork: 'Coil 100 mm, lockout',
  },
  {
    brand: 'Polygon',
    series: 'Semeru',
    code: 'SEM',
    mc: 'B120',
    shape: 'fs',
    frameSizes: MTB,
    wheelSizes: ['29"'],
    colours: ['TEA', 'BLK', 'SND'],
    models: [
      ['T7', 2299, 'GS-DEORE-12'],
      ['T8', 3199, 'GS-SLX-12'],
      ['T9', 4299, 'GS-XT-12'],
    ],
    frame: 'ALX aluminium, 140 mm four-bar',
    fork: 'Air 150 mm, 44 mm offset',
  },
  {
    brand: 'Polygon',
    series: 'Sapta',
    code: 'SAP',
    mc: 'B210',
    shape: 'road',
    frameSizes: ROAD,
    wheelSizes: ['700C'],
    colours: ['RED', 'BLK', 'WHT'],
    models: [
      ['2', 1899, 'GS-105-12'],
      ['4', 3499, 'GS-105DI2-12'],
      ['6', 5499, 'GS-ULTDI2-12'],
    ],
    frame: 'Carbon monocoque, aero tubes',
    fork: 'Full carbon, 12 mm thru-axle',
  },
  {
    brand: 'Polygon',
    series: 'Bromo',
    code: 'BRO',
    mc: 'B220',
    shape: 'road',
    frameSizes: ROAD,
    wheelSizes: ['700C'],
    colours: ['BLU', 'GRY', 'WHT'],
    models: [
      ['1', 1299, 'GS-CUES-10'],
      ['3', 1799, 'GS-105-12'],
      ['5', 2599, 'GS-105DI2-12'],
    ],
    frame: 'ALX aluminium, endurance geometry',
    fork: 'Carbon blades, alloy steerer',
  },
  {
    brand: 'Polygon',
    series: 'Lintas',
    code: 'LIN',
    mc: 'B230',
    shape: 'gravel',
    frameSizes: ROAD,
    wheelSizes: ['650B', '700C'],
    colours: ['SND', 'GRN', 'GRY'],
    models: [
      ['1', 1199, 'GS-GRX-11'],
      ['3', 1699, 'GS-APEX-12'],
      ['5', 2599, 'GS-105DI2-12'],
    ],
    frame: 'ALX aluminium, mounts for racks and bags',
    fork: 'Carbon, cargo mounts',
  },
  {
    brand: 'Polygon',
    series: 'Kota',
    code: 'KOT',
    mc: 'B310',
    shape: 'city',
    frameSizes: CITY,
    wheelSizes: ['700C'],
    colours: ['WHT', 'TEA', 'BLK'],
    models: [
      ['2', 399, 'GS-TOURNEY-7'],
      ['4', 549, 'GS-NEXUS-7'],
    ],
    frame: 'Aluminium, step-through option',
    fork: 'Rigid steel',
  },
  {
    brand: 'Polygon',
    series: 'Jelajah',
    code: 'JEL',
    mc: 'B320',
    shape: 'trekking',
    frameSizes: CITY,
    wheelSizes: ['700C'],
    colours: ['GRY', 'BLU'],
    models: [
      ['3', 649, 'GS-CUES-10'],
      ['5', 899, 'GS-DEORE-12'],
    ],
    frame: 'Aluminium, rack and fender mounts',
    fork: 'Coil 63 mm, lockout',
  },
  {
    brand: 'Polygon',
    series: 'Kota E',
    code: 'KTE',
    mc: 'B410',
    shape: 'ecity',
    frameSizes: CITY,
    wheelSizes: ['700C'],
    colours: ['WHT', 'GRY'],
    models: [
      ['5', 1999, 'GS-NEXUS-7'],
      ['7', 2799, 'GS-CUES-10'],
    ],
    frame: 'Aluminium, integrated 500 Wh battery',
    fork: 'Coil 63 mm',
  },
  {
    brand: 'Polygon',
    series: 'Semeru E',
    code: 'SME',
    mc: 'B420',
    shape: 'emtb',
    frameSizes: ['S', 'M', 'L', 'XL'],
    wheelSizes: ['Mullet 29/27.5"', '29"'],
    colours: ['BLK', 'ORG'],
    models: [
      ['7', 4499, 'GS-DEORE-12'],
      ['9', 5999, 'GS-XT-12'],
    ],
    frame: 'Aluminium, 150 mm, 720 Wh battery',
    fork: 'Air 160 mm',
  },
  {
    brand: 'Polygon',
    series: 'Bocah',
    code: 'BOC',
    mc: 'B510',
    shape: 'kids',
    frameSizes: null,
    wheelSizes: ['12"', '16"'],
    colours: ['RED', 'BLU', 'LIM'],
    models: [
      ['12', 189, 'GS-TOURNEY-7'],
      ['16', 229, 'GS-TOURNEY-7'],
    ],
    frame: 'Aluminium, low standover',
    fork: 'Rigid steel',
  },
  {
    brand: 'Polygon',
    series: 'Remaja',
    code: 'REM',
    mc: 'B520',
    shape: 'kids',
    frameSizes: null,
    wheelSizes: ['20"', '24"'],
    colours: ['PRP', 'BLU', 'YLW'],
    models: [
      ['20', 299, 'GS-TOURNEY-7'],
      ['24', 379, 'GS-CUES-10'],
    ],
    frame: 'Aluminium, kid-sized levers',
    fork: 'Rigid alloy',
  },
  {
    brand: 'Marin',
    series: 'Bolinas',
    code: 'BOL',
    mc: 'B110',
    shape: 'mtb',
    frameSizes: MTB,
    wheelSizes: ['29"'],
    colours: ['YLW', 'BLK'],
    models: [
      ['1', 699, 'GS-CUES-10'],
      ['2', 999, 'GS-DEORE-12'],
    ],
    frame: 'Series 2 aluminium',
    fork: 'Coil 120 mm',
  },
  {
    brand: 'Marin',
    series: 'Redwood',
    code: 'RDW',
    mc: 'B120',
    shape: 'fs',
    frameSizes: MTB,
    wheelSizes: ['27.5"', '29"'],
    colours: ['GRN', 'GRY'],
    models: [
      ['1', 2199, 'GS-DEORE-12'],
      ['2', 2999, 'GS-NX-12'],
      ['XR', 4599, 'GS-XT-12'],
    ],
    frame: 'Series 3 aluminium, 130 mm',
    fork: 'Air 140 mm',
  },
  {
    brand: 'Marin',
    series: 'Sausal',
    code: 'SAU',
    mc: 'B230',
    shape: 'gravel',
    frameSizes: ROAD,
    wheelSizes: ['700C'],
    colours: ['TEA', 'SND'],
    models: [
      ['1', 1299, 'GS-GRX-11'],
      ['2', 1999, 'GS-APEX-12'],
    ],
    frame: 'Cro-moly steel, three-pack mounts',
    fork: 'Cro-moly, flat mount',
  },
  {
    brand: 'Marin',
    series: 'Larkspur',
    code: 'LRK',
    mc: 'B320',
    shape: 'trekking',
    frameSizes: CITY,
    wheelSizes: ['700C'],
    colours: ['BLU', 'WHT'],
    models: [
      ['1', 749, 'GS-CUES-10'],
      ['2', 999, 'GS-DEORE-12'],
    ],
    frame: 'Aluminium, upright fit',
    fork: 'Rigid alloy',
  },
  {
    brand: 'Marin',
    series: 'Redwood E',
    code: 'RWE',
    mc: 'B420',
    shape: 'emtb',
    frameSizes: ['S', 'M', 'L', 'XL'],
    wheelSizes: ['29"'],
    colours: ['GRN', 'BLK'],
    models: [
      ['1', 4999, 'GS-DEORE-12'],
      ['2', 6499, 'GS-XT-12'],
    ],
    frame: 'Aluminium, 140 mm, 630 Wh battery',
    fork: 'Air 150 mm',
  },
  {
    brand: 'WIM',
    series: 'Arus',
    code: 'ARU',
    mc: 'B210',
    shape: 'road',
    frameSizes: ROAD,
    wheelSizes: ['700C'],
    colours: ['BLK', 'RED'],
    models: [
      ['S', 2899, 'GS-105-12'],
      ['R', 4999, 'GS-ULTDI2-12'],
    ],
    frame: 'Carbon, race geometry',
    fork: 'Full carbon',
  },
  {
    brand: 'WIM',
    series: 'Tempo',
    code: 'TMP',
    mc: 'B220',
    shape: 'road',
    frameSizes: ROAD,
    wheelSizes: ['700C'],
    colours: ['GRY', 'TEA'],
    models: [
      ['S', 1599, 'GS-105-12'],
      ['R', 2399, 'GS-105DI2-12'],
    ],
    frame: 'Carbon, endurance geometry',
    fork: 'Full carbon',
  },
  {
    brand: 'WIM',
    series: 'Kilat E',
    code: 'KLE',
    mc: 'B410',
    shape: 'ecity',
    frameSizes: CITY,
    wheelSizes: ['700C'],
    colours: ['BLK', 'SND'],
    models: [['1', 2299, 'GS-CUES-10']],
    frame: 'Aluminium, 400 Wh battery',
    fork: 'Rigid alloy',
  },
];

/** How a part or accessory is drawn. */
export type PaaKind =
  | 'helmet'
  | 'gloves'
  | 'tyre'
  | 'tube'
  | 'chain'
  | 'cassette'
  | 'derailleur'
  | 'brake'
  | 'light'
  | 'lock'
  | 'bottle'
  | 'bag'
  | 'saddle'
  | 'pedals'
  | 'grips'
  | 'pump'
  | 'tool'
  | 'groupset';

export interface PaaKindSpec {
  kind: PaaKind;
  code: string;
  noun: string;
  mc: keyof typeof paaMerchandiseCategories;
  uom: 'PC' | 'PR' | 'SET';
  /** Sizes go to frame_size (fit sizes) or wheel_size (tyres, tubes); null for one size. */
  sizes: { field: 'frameSize' | 'wheelSize'; values: string[] } | null;
  colours: string[];
  usd: [number, number];
  material: string;
}

export const paaKinds: PaaKindSpec[] = [
  {
    kind: 'helmet',
    code: 'HLM',
    noun: 'helmet',
    mc: 'P110',
    uom: 'PC',
    sizes: { field: 'frameSize', values: ['S', 'M', 'L'] },
    colours: ['BLK', 'WHT', 'RED', 'BLU'],
    usd: [45, 180],
    material: 'In-moulded EPS, polycarbonate shell',
  },
  {
    kind: 'gloves',
    code: 'GLV',
    noun: 'gloves',
    mc: 'P120',
    uom: 'PR',
    sizes: { field: 'frameSize', values: ['S', 'M', 'L', 'XL'] },
    colours: ['BLK', 'GRY'],
    usd: [18, 45],
    material: 'Synthetic leather palm, mesh back',
  },
  {
    kind: 'tyre',
    code: 'TYR',
    noun: 'tyre',
    mc: 'P210',
    uom: 'PC',
    sizes: { field: 'wheelSize', values: ['29x2.35', '27.5x2.25', '700x28C', '700x40C'] },
    colours: ['BLK', 'SND'],
    usd: [25, 70],
    material: 'Dual compound, tubeless ready',
  },
  {
    kind: 'tube',
    code: 'TUB',
    noun: 'inner tube',
    mc: 'P220',
    uom: 'PC',
    sizes: { field: 'wheelSize', values: ['29"', '27.5"', '700C', '20"'] },
    colours: ['BLK'],
    usd: [6, 12],
    material: 'Butyl, 48 mm presta valve',
  },
  {
    kind: 'chain',
    code: 'CHN',
    noun: 'chain',
    mc: 'P310',
    uom: 'PC',
    sizes: null,
    colours: ['GRY'],
    usd: [20, 60],
    material: 'Nickel-plated steel, quick link',
  },
  {
    kind: 'cassette',
    code: 'CST',
    noun: 'cassette',
    mc: 'P310',
    uom: 'PC',
    sizes: null,
    colours: ['GRY', 'BLK'],
    usd: [45, 200],
    material: 'Steel cogs on alloy spider',
  },
  {
    kind: 'derailleur',
    code: 'RDR',
    noun: 'rear derailleur',
    mc: 'P310',
    uom: 'PC',
    sizes: null,
    colours: ['BLK'],
    usd: [40, 250],
    material: 'Aluminium cage, clutch',
  },
  {
    kind: 'brake',
    code: 'BRK',
    noun: 'disc brake set',
    mc: 'P320',
    uom: 'SET',
    sizes: null,
    colours: ['BLK', 'GRY'],
    usd: [70, 220],
    material: 'Hydraulic, mineral oil, 180/160 mm rotors',
  },
  {
    kind: 'light',
    code: 'LGT',
    noun: 'front light',
    mc: 'P410',
    uom: 'PC',
    sizes: null,
    colours: ['BLK'],
    usd: [20, 120],
    material: 'Aluminium body, USB-C charging',
  },
  {
    kind: 'lock',
    code: 'LCK',
    noun: 'U-lock',
    mc: 'P420',
    uom: 'PC',
    sizes: null,
    colours: ['BLK', 'ORG'],
    usd: [25, 90],
    material: 'Hardened steel shackle, 14 mm',
  },
  {
    kind: 'bottle',
    code: 'BTL',
    noun: 'water bottle',
    mc: 'P430',
    uom: 'PC',
    sizes: { field: 'frameSize', values: ['550 ml', '750 ml'] },
    colours: ['WHT', 'BLU', 'LIM', 'BLK'],
    usd: [6, 15],
    material: 'BPA-free polypropylene',
  },
  {
    kind: 'bag',
    code: 'BAG',
    noun: 'frame bag',
    mc: 'P440',
    uom: 'PC',
    sizes: { field: 'frameSize', values: ['S', 'M', 'L'] },
    colours: ['BLK', 'GRN'],
    usd: [25, 110],
    material: 'Waterproof ripstop, welded seams',
  },
  {
    kind: 'saddle',
    code: 'SDL',
    noun: 'saddle',
    mc: 'P510',
    uom: 'PC',
    sizes: { field: 'frameSize', values: ['143 mm', '155 mm'] },
    colours: ['BLK', 'WHT'],
    usd: [30, 120],
    material: 'Cro-moly rails, pressure-relief channel',
  },
  {
    kind: 'pedals',
    code: 'PDL',
    noun: 'flat pedals',
    mc: 'P520',
    uom: 'PR',
    sizes: null,
    colours: ['BLK', 'ORG', 'BLU'],
    usd: [25, 140],
    material: 'Forged aluminium, replaceable pins',
  },
  {
    kind: 'grips',
    code: 'GRP',
    noun: 'lock-on grips',
    mc: 'P520',
    uom: 'PR',
    sizes: null,
    colours: ['BLK', 'RED', 'TEA'],
    usd: [12, 35],
    material: 'Dual-density rubber, alloy clamp',
  },
  {
    kind: 'pump',
    code: 'PMP',
    noun: 'floor pump',
    mc: 'P610',
    uom: 'PC',
    sizes: null,
    colours: ['BLK', 'RED'],
    usd: [20, 70],
    material: 'Steel barrel, 160 psi gauge',
  },
  {
    kind: 'tool',
    code: 'TOL',
    noun: 'multi-tool',
    mc: 'P610',
    uom: 'PC',
    sizes: null,
    colours: ['GRY'],
    usd: [15, 45],
    material: 'Chrome-vanadium bits, 16 functions',
  },
];

/** Lines of the parts brands; each line is one product group per kind and model year. */
export const paaBrands: { brand: string; lines: string[] }[] = [
  { brand: 'Entrada', lines: ['Sport', 'Comp', 'Pro', 'Race', 'Elite'] },
  { brand: 'Trailcraft', lines: ['Trail', 'Enduro', 'All-Mountain', 'XC', 'Gravel'] },
  { brand: 'Nusa Gear', lines: ['Urban', 'Commute', 'Tour', 'Kids', 'City'] },
  { brand: 'Kinetik', lines: ['Carbon', 'Alloy', 'Junior', 'Tempo', 'Velo'] },
];

export const PAA_LINE_FACTOR: Record<string, number> = {
  Sport: 0.2,
  Comp: 0.45,
  Pro: 0.75,
  Race: 1,
  Trail: 0.4,
  Enduro: 0.8,
  'All-Mountain': 0.6,
  XC: 0.9,
  Urban: 0.3,
  Commute: 0.35,
  Tour: 0.5,
  Kids: 0.1,
  Elite: 0.95,
  Gravel: 0.55,
  City: 0.25,
  Carbon: 0.85,
  Alloy: 0.5,
  Junior: 0.15,
  Tempo: 0.65,
  Velo: 0.7,
};

/** Newest first: a small seed carries only this year's and next year's range. */
export const MODEL_YEARS = [2027, 2026, 2025, 2024, 2023, 2022];
