import { type CurrencyFormat, defaultFeatures, type FeatureFlags, type StoredHostConfig } from '../../../src/rules/host-config.ts';
import type { Country } from './random.ts';
import type { SeedSize } from './index.ts';

export type MarketKey = 'id' | 'us' | 'eu' | 'my' | 'sg' | 'ca';

/** One market: a sales organisation, the host(s) that serve it, and how its dealers and sales staff are laid out. */
export interface Market {
  key: MarketKey;
  name: string;
  sorg: string;
  countryId: Country;
  /** Where its dealers are; EU dealers sit in several countries, by weight. */
  countries: readonly (readonly [Country, number])[];
  hostnames: string[];
  languages: string[];
  currency: CurrencyFormat;
  /** Minor units per major unit, and the range of a bikes company's credit limit in major units. */
  minorUnits: number;
  creditLimit: { min: number; max: number; step: number };
  dealers: Record<SeedSize, number>;
  /** Sales structure: salesman codes roll up into groups, groups into offices. */
  salesmen: number;
  salesGroups: number;
  salesOffices: number;
  staffDomain: string;
  sorgName: string;
  companyNames: [bikes: string, parts: string];
  merchantName: string;
  paaLabel: 'parts' | 'pna' | 'paa';
  telpCode: string;
  overrides: Partial<StoredHostConfig>;
  features: Partial<FeatureFlags>;
  /** The banks open invoices are paid to: what the payments page offers and what the payment announcement names. */
  invoiceBanks: { code: string; bank: string; discountRate: number }[];
  /** How a transfer is made where banks open no virtual account. */
  transferScheme: 'virtual account' | 'DuitNow' | 'PayNow' | 'SEPA' | null;
}

/** The market's banks as a reader's list: "BCA or Mandiri". */
export const bankList = (m: Market, or = 'or') =>
  m.invoiceBanks
    .map((b) => b.bank)
    .join(', ')
    .replace(/, ([^,]*)$/, ` ${or} $1`);

const money = (display: string, symbol: string, thousandSeparator: string, decimalSeparator: string, decimalPrecision: number) => ({
  display,
  symbol,
  thousandSeparator,
  decimalSeparator,
  decimalPrecision,
});

export const languages = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en-ca', name: 'English (CA)' },
  { code: 'en-id', name: 'English (ID)' },
  { code: 'en-my', name: 'English (MY)' },
  { code: 'en-nl', name: 'English (NL)' },
  { code: 'en-sg', name: 'English (SG)' },
  { code: 'en-uk', name: 'English (UK)' },
  { code: 'en-us', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'id-id', name: 'Bahasa Indonesia' },
  { code: 'ms-my', name: 'Bahasa Melayu' },
];

export const markets: Market[] = [
  {
    invoiceBanks: [
      { code: 'VA_BCA', bank: 'BCA', discountRate: 150 },
      { code: 'VA_MANDIRI', bank: 'Mandiri', discountRate: 0 },
    ],
    transferScheme: 'virtual account',
    key: 'id',
    name: 'Indonesia',
    sorg: '1000',
    countryId: 'ID',
    countries: [['ID', 1]],
    hostnames: ['localhost', 'id.localhost'],
    languages: ['en-us', 'id-id'],
    currency: money('IDR', 'Rp', '.', ',', 0),
    minorUnits: 1,
    creditLimit: { min: 100_000_000, max: 1_500_000_000, step: 25_000_000 },
    dealers: { small: 12, demo: 120, large: 1200 },
    salesmen: 6,
    salesGroups: 3,
    salesOffices: 2,
    staffDomain: 'sepedanusantara.co.id',
    sorgName: 'PT Sepeda Nusantara',
    companyNames: ['PT Sepeda Nusantara', 'PT Nusantara Suku Cadang'],
    merchantName: 'SEPEDA NUSANTARA',
    paaLabel: 'parts',
    telpCode: '+62',
    overrides: {
      maskStock: true,
      maskNextArrival: true,
      creditStatusUsage: true,
      allowPartialPayment: true,
      custGroupOnCustSelect: true,
      allowNewCustomerInquiry: true,
      orderConfirmation: true,
      orderTypeDisplay: true,
      preOrderDisplay: true,
      claimAllowNonCode: true,
      claimNonCode: true,
      checkStock3rdParty: true,
      checkPrice3rdParty: true,
      nextArrivalDisplay: 'quantity',
      cartDisclaimer: 'Prices exclude 11% VAT (PPN). Delivery dates are estimates until the order is confirmed.',
    },
    features: { WEB_NOTIFICATION: true },
  },
  {
    invoiceBanks: [],
    transferScheme: null,
    key: 'us',
    name: 'United States',
    sorg: '3000',
    countryId: 'US',
    countries: [['US', 1]],
    hostnames: ['us.localhost'],
    languages: ['en-us'],
    currency: money('USD', '$', ',', '.', 2),
    minorUnits: 100,
    creditLimit: { min: 15_000, max: 250_000, step: 5_000 },
    dealers: { small: 4, demo: 50, large: 500 },
    salesmen: 5,
    salesGroups: 2,
    salesOffices: 2,
    staffDomain: 'nusantaracycles.com',
    sorgName: 'Nusantara Cycles USA Inc.',
    companyNames: ['Nusantara Cycles USA Inc.', 'Nusantara Parts & Accessories USA LLC'],
    merchantName: 'NUSANTARA CYCLES USA',
    paaLabel: 'paa',
    telpCode: '+1',
    overrides: {
      dateFormat: 'MMM DD, YYYY',
      timeFormat: 'hh:mm A',
      nextArrivalDisplay: 'date',
      exactQtyCheck: true,
      stockDisplay: 'warehouse',
      futureConfirmationDisplay: true,
      preOrderDisplay: true,
      cartDisclaimer: 'Prices exclude state sales tax. Freight is charged at shipment.',
    },
    features: { NEW_CUSTOMER_SELECTION_LIST: false },
  },
  {
    invoiceBanks: [{ code: 'SEPA', bank: 'ING', discountRate: 0 }],
    transferScheme: 'SEPA',
    key: 'eu',
    name: 'Europe',
    sorg: '4000',
    countryId: 'NL',
    countries: [
      ['NL', 4],
      ['DE', 4],
      ['FR', 2],
    ],
    hostnames: ['eu.localhost'],
    languages: ['de', 'fr', 'en-nl', 'en-uk'],
    currency: money('EUR', '€', '.', ',', 2),
    minorUnits: 100,
    creditLimit: { min: 15_000, max: 200_000, step: 5_000 },
    dealers: { small: 5, demo: 50, large: 500 },
    salesmen: 5,
    salesGroups: 2,
    salesOffices: 1,
    staffDomain: 'nusantaracycles.eu',
    sorgName: 'Nusantara Cycles Europe B.V.',
    companyNames: ['Nusantara Cycles Europe B.V.', 'Nusantara Parts Europe B.V.'],
    merchantName: 'NUSANTARA CYCLES EUROPE',
    paaLabel: 'paa',
    telpCode: '+31',
    overrides: {
      invoicePaymentRule: 'oldest',
      nextArrivalDisplay: 'date',
      futureConfirmationDisplay: true,
      supplyLocation: true,
      exactQtyCheckout: true,
      // European dealers ask for a quote on a larger order only.
      quoteFromPieces: 10,
      // Wide screens at European dealers: more cards a page; the only market that reports to analytics.
      itemViewQuota: 20,
      modelViewQuota: 24,
      googleAnalyticId: 'G-NCEU2026B2B',
      webKeywords: 'Händlerportal, vélos, fietsen, bicycles, parts, accessories, dealer ordering',
      cartDisclaimer: 'Prices exclude VAT. Orders above € 2.500 ship free of charge within the EU.',
    },
    features: { CATALOG_REDESIGN: true, CATALOG_REDESIGN_APP_BAR: true },
  },
  {
    invoiceBanks: [
      { code: 'DUITNOW_MAYBANK', bank: 'Maybank', discountRate: 150 },
      { code: 'DUITNOW_CIMB', bank: 'CIMB', discountRate: 0 },
    ],
    transferScheme: 'DuitNow',
    key: 'my',
    name: 'Malaysia',
    sorg: '2000',
    countryId: 'MY',
    countries: [['MY', 1]],
    hostnames: ['my.localhost'],
    languages: ['ms-my', 'en-my'],
    currency: money('MYR', 'RM', ',', '.', 2),
    minorUnits: 100,
    creditLimit: { min: 30_000, max: 600_000, step: 10_000 },
    dealers: { small: 3, demo: 30, large: 300 },
    salesmen: 4,
    salesGroups: 2,
    salesOffices: 1,
    staffDomain: 'nusantaracycles.com.my',
    sorgName: 'Nusantara Cycles Malaysia Sdn. Bhd.',
    companyNames: ['Nusantara Cycles Malaysia Sdn. Bhd.', 'Nusantara Parts Malaysia Sdn. Bhd.'],
    merchantName: 'NUSANTARA CYCLES MY',
    paaLabel: 'pna',
    telpCode: '+60',
    overrides: { allowPartialPayment: true, nextArrivalDisplay: 'days', cartDisclaimer: 'Prices exclude 10% sales tax (SST).' },
    features: {},
  },
  {
    invoiceBanks: [
      { code: 'PAYNOW_DBS', bank: 'DBS', discountRate: 150 },
      { code: 'PAYNOW_OCBC', bank: 'OCBC', discountRate: 0 },
    ],
    transferScheme: 'PayNow',
    key: 'sg',
    name: 'Singapore',
    sorg: '5000',
    countryId: 'SG',
    countries: [['SG', 1]],
    hostnames: ['sg.localhost'],
    languages: ['en-sg'],
    currency: money('SGD', 'S$', ',', '.', 2),
    minorUnits: 100,
    creditLimit: { min: 10_000, max: 150_000, step: 5_000 },
    dealers: { small: 3, demo: 20, large: 200 },
    salesmen: 3,
    salesGroups: 1,
    salesOffices: 1,
    staffDomain: 'nusantaracycles.com.sg',
    sorgName: 'Nusantara Cycles Singapore Pte. Ltd.',
    companyNames: ['Nusantara Cycles Singapore Pte. Ltd.', 'Nusantara Parts Singapore Pte. Ltd.'],
    merchantName: 'NUSANTARA CYCLES SG',
    paaLabel: 'paa',
    telpCode: '+65',
    overrides: { nextArrivalDisplay: 'days', cartDisclaimer: 'Prices exclude 9% GST.' },
    features: { HIDE_CATEGORY_MENU: true },
  },
  {
    invoiceBanks: [],
    transferScheme: null,
    key: 'ca',
    name: 'Canada',
    sorg: '6000',
    countryId: 'CA',
    countries: [['CA', 1]],
    hostnames: ['ca.localhost'],
    languages: ['en-ca'],
    currency: money('CAD', 'CA$', ',', '.', 2),
    minorUnits: 100,
    creditLimit: { min: 15_000, max: 250_000, step: 5_000 },
    dealers: { small: 3, demo: 30, large: 300 },
    salesmen: 4,
    salesGroups: 2,
    salesOffices: 1,
    staffDomain: 'nusantaracycles.ca',
    sorgName: 'Nusantara Cycles Canada Ltd.',
    companyNames: ['Nusantara Cycles Canada Ltd.', 'Nusantara Parts Canada Ltd.'],
    merchantName: 'NUSANTARA CYCLES CANADA',
    paaLabel: 'paa',
    telpCode: '+1',
    overrides: { nextArrivalDisplay: 'quantity', cartDisclaimer: null },
    features: { CART_COUNT_TOTAL_QTY: false, WEB_MANIFEST: false },
  },
];

/** Sales codes of a market: salesmen S1001…, groups G10…, offices O11…; each salesman belongs to one group, each group to one office. */
export function salesStructure(m: Market) {
  const d = m.sorg[0];
  const groups = Array.from({ length: m.salesGroups }, (_, i) => `G${d}${i}`);
  const offices = Array.from({ length: m.salesOffices }, (_, i) => `O${d}${i + 1}`);
  const salesmen = Array.from({ length: m.salesmen }, (_, i) => {
    const group = Math.floor((i * m.salesGroups) / m.salesmen);
    return {
      salesman: `S${d}${String(i + 1).padStart(3, '0')}`,
      salesGroup: groups[group],
      salesOffice: offices[Math.floor((group * m.salesOffices) / m.salesGroups)],
    };
  });
  return { salesmen, groups, offices };
}

export const salesOrganisationRows = () =>
  markets.map((m) => ({
    sorg: m.sorg,
    name: m.sorgName,
    countryId: m.countryId,
    currency: m.currency.display,
    merchantName: m.merchantName,
    paaLabel: m.paaLabel,
  }));

export const companyRows = () =>
  markets.flatMap((m) => [
    { code: `${m.sorg}-B`, name: m.companyNames[0], sorg: m.sorg },
    { code: `${m.sorg}-P`, name: m.companyNames[1], sorg: m.sorg },
  ]);

export function hostConfig(m: Market, hostname: string): StoredHostConfig {
  return {
    webTitle: `Dealer Portal ${m.name}`,
    webLogo: '/brand/logo.svg',
    webCopyright: `© 2026 ${m.sorgName}`,
    webDescription: `Order bikes, parts and accessories, pay invoices and follow your credit with ${m.sorgName.replace(/\.$/, '')}.`,
    webKeywords: 'dealer portal, bicycles, bikes, parts, accessories, groupsets, b2b ordering',
    dateFormat: 'DD MMM YYYY',
    timeFormat: 'HH:mm:ss',
    imageLogin: '/brand/login.svg',
    imageNavbar: '/brand/navbar.svg',
    imageLoginBackground: '/brand/login-bg.svg',
    email: `dealer.support@${m.staffDomain}`,
    maskStock: false,
    maskNextArrival: false,
    itemViewQuota: 10,
    modelViewQuota: 12,
    canCheckout: true,
    creditCheck: true,
    creditStatusUsage: false,
    creditStatusBlockedReason: true,
    googleAnalyticId: null,
    nextArrivalDisplay: 'quantity',
    nextArrivalMonth: 3,
    availableStockCheck: true,
    exactQtyCheck: false,
    exactQtyCheckout: false,
    orderConfirmation: false,
    forgotPassword: true,
    payment: true,
    paymentGateway: 'sandbox',
    cartDisclaimer: null,
    countryId: m.countryId,
    telpCode: m.telpCode,
    claimNonCode: false,
    claimProblemRequired: true,
    claimAllowNonCode: false,
    claimAllowPAA: true,
    checkStock3rdParty: false,
    checkPrice3rdParty: false,
    custGroupOnCustSelect: false,
    allowNewCustomerInquiry: false,
    newCustomerInquiryUrl: null,
    allowPreviewPage: false,
    orderTypeDisplay: false,
    stockDisplay: 'cumulative',
    futureConfirmationDisplay: false,
    supplyLocation: false,
    preOrderDisplay: false,
    catalogDefaultView: 'group',
    invoicePaymentRule: 'overdue',
    allowPartialPayment: false,
    // Any cart may ask for a quote, unless the market says from how many pieces.
    quoteFromPieces: 1,
    currency: m.currency,
    ...m.overrides,
    // Only the default host shows the preview-page chip, so the two Indonesian hosts differ in one visible way; and the
    // default host sends orders straight to the ERP, while id.localhost holds them for staff confirmation (orderConfirmation).
    ...(hostname === 'localhost' ? { allowPreviewPage: true, orderConfirmation: false } : {}),
  };
}

/** One row per hostname; the languages go to host_languages in the market's order. */
export const hostRows = () =>
  markets.flatMap((m) =>
    m.hostnames.map((hostname) => ({
      row: {
        hostname,
        sorg: m.sorg,
        isDefault: hostname === 'localhost' ? 1 : 0,
        status: 'online' as const,
        statusMessage: null,
        config: JSON.stringify(hostConfig(m, hostname)),
        features: JSON.stringify({ ...defaultFeatures, ...m.features }),
      },
      languages: m.languages,
    })),
  );
