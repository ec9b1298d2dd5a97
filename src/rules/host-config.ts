/** The configuration object of one host (spec 1 §3.1). The API builds it from the hosts table; the app reads it. */
export interface HostConfig {
  host: string;
  sorg: string;
  webTitle: string;
  webLogo: string;
  webCopyright: string;
  webDescription: string;
  webKeywords: string;
  dateFormat: string;
  timeFormat: string;
  imageLogin: string;
  imageNavbar: string;
  imageLoginBackground: string;
  email: string;
  languages: { code: string; name: string }[];
  maskStock: boolean;
  maskNextArrival: boolean;
  itemViewQuota: number;
  modelViewQuota: number;
  canCheckout: boolean;
  creditCheck: boolean;
  creditStatusUsage: boolean;
  creditStatusBlockedReason: boolean;
  googleAnalyticId: string | null;
  nextArrivalDisplay: 'quantity' | 'days' | 'date';
  nextArrivalMonth: number;
  /**
   * Stock rules, each on its own:
   * - availableStockCheck: checkout takes stock only when it covers the whole cart, else refuses it with the spec's
   *   stock message (S001) and changes nothing; without it, what is in stock is taken and the rest is back-ordered.
   * - exactQtyCheck: the cart refuses a quantity above the article's available stock when a line is added or
   *   changed, saying how many are available.
   * - exactQtyCheckout: checkout first compares every line with the available stock and refuses, naming each line
   *   over it and how many are available, even where back orders are otherwise taken.
   */
  availableStockCheck: boolean;
  exactQtyCheck: boolean;
  exactQtyCheckout: boolean;
  orderConfirmation: boolean;
  forgotPassword: boolean;
  payment: boolean;
  paymentGateway: string | null;
  cartDisclaimer: string | null;
  countryId: string;
  telpCode: string;
  claimNonCode: boolean;
  claimProblemRequired: boolean;
  claimAllowNonCode: boolean;
  claimAllowPAA: boolean;
  /**
   * The market sells no parts and accessories (spec 1 §6 'disabled PAA'): its PAA pages are closed and the catalogue
   * answers no PAA article. Left out: PAA is sold.
   */
  paaDisabled?: boolean;
  /**
   * A dealer may ask for a quote on a cart of at least this many pieces (1: any cart); left out, the host offers no
   * quotes (src/rules/quotes.ts).
   */
  quoteFromPieces?: number | null;
  checkStock3rdParty: boolean;
  checkPrice3rdParty: boolean;
  custGroupOnCustSelect: boolean;
  allowNewCustomerInquiry: boolean;
  newCustomerInquiryUrl: string | null;
  allowPreviewPage: boolean;
  orderTypeDisplay: boolean;
  stockDisplay: 'cumulative' | 'warehouse';
  futureConfirmationDisplay: boolean;
  supplyLocation: boolean;
  preOrderDisplay: boolean;
  catalogDefaultView: 'group' | 'list';
  invoicePaymentRule: 'overdue' | 'oldest';
  allowPartialPayment: boolean;
  merchantName: string | null;
  /** What the market calls its parts-and-accessories catalogue: the navbar key 'parts', 'pna' or 'paa'. */
  paaLabel: 'parts' | 'pna' | 'paa';
  currency: CurrencyFormat;
  features: FeatureFlags;
  /** The host's own texts in each of its languages (the VAT note, the login page's title and description). */
  texts?: Partial<Record<string, Partial<Record<HostText, string>>>>;
}

/** The host config fields that are texts a reader reads, translated per language like the interface. */
export const HOST_TEXTS = ['webTitle', 'webDescription', 'cartDisclaimer'] as const;
export type HostText = (typeof HOST_TEXTS)[number];

/** The config as one reader sees it: the host's texts in their language (else as stored), money in their locale. */
export function readersConfig(config: HostConfig, language: string | undefined): HostConfig {
  if (!language) return config;
  const own = config.texts?.[language.toLowerCase()] ?? {};
  return { ...config, ...own, currency: { ...config.currency, locale: language } };
}

export interface CurrencyFormat {
  display: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
  /**
   * The reader's locale ('de', 'en-us'): amounts are then grouped and placed the reader's way through Intl. The
   * browser sets it from the page's language; without it the market's separators above apply.
   */
  locale?: string;
}

/** Feature flags of spec 1 §9, per host. */
export interface FeatureFlags {
  CATALOG_REDESIGN: boolean;
  CATALOG_REDESIGN_APP_BAR: boolean;
  HIDE_CATEGORY_MENU: boolean;
  CART_COUNT_TOTAL_QTY: boolean;
  /** Host fragments on which the new-customer inquiry link is hidden. */
  CUSTOM_URL_TO_HIDE_NEW_INQUIRY: string[];
  WEB_MANIFEST: boolean;
  WEB_NOTIFICATION: boolean;
  NEW_CUSTOMER_SELECTION_LIST: boolean;
  NEWS: boolean;
}

export const defaultFeatures: FeatureFlags = {
  CATALOG_REDESIGN: false,
  CATALOG_REDESIGN_APP_BAR: false,
  HIDE_CATEGORY_MENU: false,
  CART_COUNT_TOTAL_QTY: true,
  CUSTOM_URL_TO_HIDE_NEW_INQUIRY: [],
  WEB_MANIFEST: true,
  WEB_NOTIFICATION: false,
  NEW_CUSTOMER_SELECTION_LIST: true,
  NEWS: true,
};

/** What a host stores; the rest (host, sorg, languages, merchantName, paaLabel, features) comes from its own columns and tables. */
export type StoredHostConfig = Omit<HostConfig, 'host' | 'sorg' | 'languages' | 'merchantName' | 'paaLabel' | 'features'>;

/** The spec's defaults for fields a host leaves out. */
export const configDefaults = {
  dateFormat: 'DD MMM YYYY',
  timeFormat: 'HH:mm:ss',
  stockDisplay: 'cumulative',
  catalogDefaultView: 'group',
  invoicePaymentRule: 'overdue',
  decimalPrecision: 0,
} as const;
