import type { BonusTables } from '../bonus/tables.ts';
import type { ClaimTables } from '../claims/tables.ts';
import type { ClickCollectTables } from '../click-collect/tables.ts';
import type { DataTextTables } from '../data-texts/tables.ts';
import type { DownloadTables } from '../download-area/tables.ts';
import type { InquiryTables } from '../inquiries/tables.ts';
import type { LastCustomerTables } from '../auth/tables.ts';
import type { OrderConfirmationTables } from '../order-confirmation/tables.ts';
import type { PdiTables } from '../pdi/tables.ts';
import type { RetailSalesTables } from '../retail-sales/tables.ts';
import type { SalesAreaTables } from '../sales-area/tables.ts';
import type { SignInTables } from '../auth/tables.ts';
import type { PlatformTables } from '../platform/tables.ts';
import type { ThirdPartyTables } from '../third-party/tables.ts';
import type { UploadAreaTables } from '../upload-area/tables.ts';
import type { VisitFormTables } from '../visit-forms/tables.ts';
import type { CacheGenerationTables } from '../platform/tables.ts';
import type { PeriodicTaskTables } from '../jobs/tables.ts';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { ProductCategory } from '../../src/rules/catalog-query.ts';

/** Table types as the app sees them (CamelCasePlugin maps snake_case columns). Booleans are 0/1 on both dialects. */
export interface DB
  extends PlatformTables,
    CacheGenerationTables,
    PeriodicTaskTables,
    BonusTables,
    ClaimTables,
    ClickCollectTables,
    DataTextTables,
    InquiryTables,
    DownloadTables,
    LastCustomerTables,
    PdiTables,
    RetailSalesTables,
    SalesAreaTables,
    SignInTables,
    UploadAreaTables,
    ThirdPartyTables,
    OrderConfirmationTables,
    VisitFormTables {
  salesOrganisations: SalesOrganisationTable;
  languages: { code: string; name: string };
  hosts: HostTable;
  hostLanguages: { hostId: number; languageCode: string; position: number };
  customers: CustomerTable;
  customerAreas: CustomerAreaTable;
  companies: { id: Generated<number>; code: string; name: string; sorg: string };
  creditInformation: CreditInformationTable;
  shipTos: ShipToTable;
  roles: { id: Generated<number>; name: string; description: string };
  permissions: { id: Generated<number>; name: string; description: string };
  rolePermissions: { roleId: number; permissionId: number };
  groupRoles: { id: Generated<number>; name: string; description: string };
  groupRoleRoles: { groupRoleId: number; roleId: number };
  users: UserTable;
  userRoles: { userId: number; roleId: number };
  userAreas: UserAreaTable;
  sessions: SessionTable;
  announcements: AnnouncementTable;
  banners: BannerTable;
  customerFeedback: CustomerFeedbackTable;
  pushSubscriptions: PushSubscriptionTable;
  cartLines: CartLineTable;
  bikeCategories: BikeCategoryTable;
  contentTargetMarkets: {
    id: Generated<number>;
    type: ContentMarketType;
    name: string;
    sorg: string;
    source: string | null;
    brand: string | null;
  };
  userContentTargetMarkets: { userId: number; marketId: number };
  merchandiseCategories: MerchandiseCategoryTable;
  warehouses: WarehouseTable;
  groupsets: GroupsetTable;
  productGroups: ProductGroupTable;
  articles: ArticleTable;
  articleSpecifications: ArticleSpecificationTable;
  articleImages: { id: Generated<number>; articleId: number; fileName: string; position: number };
  articleTagCategories: { code: string; name: string };
  articleTags: ArticleTagTable;
  groupsetArticles: { groupsetId: number; articleId: number; position: Generated<number> };
  stock: StockTable;
  promotions: PromotionTable;
  promotionDetails: PromotionDetailTable;
  volumeDiscounts: VolumeDiscountTable;
  customerPrices: { customerId: number; articleId: number; dealerPrice: number };
  articleAnalysis: ArticleAnalysisTable;
  restockSubscriptions: RestockSubscriptionTable;
  orderQuotas: OrderQuotaTable;
  customerPurchases: CustomerPurchaseTable;
  shipmentMethods: ShipmentMethodTable;
  paymentMethods: PaymentMethodTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  checkoutRequests: CheckoutRequestTable;
  erpOutbox: ErpOutboxTable;
  erpOrders: ErpOrderTable;
  erpNumberRanges: { kind: string; sorg: string; lastNumber: number };
  orderConfirmations: OrderConfirmationTable;
  deliveries: DeliveryTable;
  deliveryLines: DeliveryLineTable;
  paymentTerms: { customerId: number; companyId: number; code: string; days: number };
  invoices: InvoiceTable;
  invoiceLines: InvoiceLineTable;
  freightBenefits: FreightBenefitTable;
  savedPayments: SavedPaymentTable;
  paymentRequests: PaymentRequestTable;
  paymentRequestInvoices: { paymentRequestId: number; invoiceId: number; amount: number };
  gatewayEvents: { eventId: string; paymentRequestId: number | null; type: string; receivedAt: string };
  orderPayments: OrderPaymentTable;
  auditLog: AuditLogTable;
  news: NewsTable;
  newsTargetMarkets: { newsId: number; marketId: number };
  salesDocumentGroups: SalesDocumentGroupTable;
  salesDocumentGroupTargetMarkets: { groupId: number; marketId: number };
  salesDocuments: SalesDocumentTable;
  salesDocumentTargetMarkets: { documentId: number; marketId: number };
  bannerConfigs: { sorg: string; url1: string | null; url2: string | null; url3: string | null; updatedAt: string };
  files: FileTable;
  marketingMaterialLayouts: MarketingMaterialLayoutTable;
  marketingMaterialCategories: MarketingMaterialCategoryTable;
  marketingMaterials: MarketingMaterialTable;
  marketingMaterialCategoryMarkets: { categoryId: number; marketId: number };
  marketingMaterialMarkets: { materialId: number; marketId: number };
}

/** An upload (migration 0011, api/files): the original and its renditions as storage keys. */
export interface FileTable {
  id: Generated<number>;
  kind: FileKind;
  /** Read from the bytes, never from the name. */
  contentType: string;
  fileName: string;
  fileTitle: string;
  size: number;
  width: number | null;
  height: number | null;
  oriKey: string;
  hiKey: string | null;
  medKey: string | null;
  lowKey: string | null;
  thumbnailKey: string | null;
  posterKey: string | null;
  /** Null until a domain's save attaches the file, e.g. marketing_material. */
  ownerType: string | null;
  ownerId: number | null;
  uploadedBy: number | null;
  createdAt: string;
}

export type FileKind = 'image' | 'video' | 'document';

/** Which parts a card of a marketing material category shows (spec 3 §3 Layout); flags are 0/1. */
export interface MarketingMaterialLayoutTable {
  id: Generated<number>;
  type: Generated<string>;
  description: string;
  placeholderOnCard: Generated<number>;
  titleOnCard: Generated<number>;
  subtitleOnCard: Generated<number>;
  releasedonOnCard: Generated<number>;
  resolutionOnCard: Generated<number>;
  gotopdpOnCard: Generated<number>;
}

export type MarketingSection = 'brand-assets' | 'product-lineup';

export interface MarketingMaterialCategoryTable {
  id: Generated<number>;
  type: MarketingSection;
  title: string;
  parentId: number | null;
  /** The category's slug in reader addresses. */
  route: string;
  sorting: Generated<number>;
  showChilds: Generated<number>;
  itemPerLine: Generated<number>;
  layoutId: number | null;
  fileId: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface MarketingMaterialTable {
  id: Generated<number>;
  type: 'image' | 'video';
  title: string;
  /** Sanitised HTML (api/content/sanitize.ts). */
  body: Generated<string>;
  categoryId: number;
  itemPerLine: number | null;
  layoutId: number | null;
  placeholderFileId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One change made through the API (migration 0009); `targetIds` and `input` are JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  customerId: number | null;
  host: string;
  operation: string;
  targetType: string | null;
  targetIds: string;
  input: string;
  /** 'ok' or the error code (DESIGN 'Error codes'). */
  result: string;
}

export interface SavedPaymentTable {
  id: Generated<number>;
  userId: number;
  customerId: number;
  paymentMethodId: number;
  kind: 'card' | 'ach';
  /** 'Visa •••• 4242': the gateway keeps the number, the portal only its token. */
  display: string;
  gatewayToken: string;
  createdAt: string;
  deletedAt: string | null;
}

export type PaymentRequestStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'voided';

export interface PaymentRequestTable {
  id: Generated<number>;
  externalId: string;
  customerId: number;
  companyId: number;
  userId: number;
  payerCode: string;
  merchant: string;
  paymentMethodId: number;
  savedPaymentId: number | null;
  /** Minor units: what is charged, after the discount. */
  amount: number;
  discount: Generated<number>;
  currency: string;
  partial: Generated<number>;
  status: Generated<PaymentRequestStatus>;
  virtualAccountNo: string | null;
  expiresAt: string | null;
  failureReason: string | null;
  idempotencyKey: string;
  createdAt: string;
  settledAt: string | null;
  /** Migration 0021: the connector, the token to charge again, 1 while a gateway call is unanswered, calls made. */
  gateway: string | null;
  gatewayToken: string | null;
  gatewayWaiting: Generated<number>;
  gatewayAttempts: Generated<number>;
}

export type OrderPaymentStatus = 'waiting' | 'uploaded' | 'failed' | 'voided' | 'completed';

export interface OrderPaymentTable {
  orderId: number;
  status: Generated<OrderPaymentStatus>;
  amount: number;
  currency: string;
  expiresAt: string | null;
  decidedBy: number | null;
  decidedAt: string | null;
  createdAt: string;
}

export interface FreightBenefitTable {
  id: Generated<number>;
  sorg: string;
  warehouseArea: string;
  targetQty: number;
  /** Minor units of currency. */
  discountAmount: number;
  currency: string;
}

export interface SalesOrganisationTable {
  sorg: string;
  name: string;
  countryId: string;
  currency: string;
  merchantName: string | null;
  /** How the PAA toggle reads in this organisation: parts, pna or paa. */
  paaLabel: Generated<string>;
}

export interface HostTable {
  id: Generated<number>;
  hostname: string;
  sorg: string;
  isDefault: Generated<number>;
  /** JSON of HostConfig (src/rules/host-config.ts) less sorg and languages, which have columns and a table. */
  config: string;
  /** JSON of the feature flags. */
  features: string;
  status: Generated<'online' | 'maintenance'>;
  statusMessage: string | null;
}

export interface CustomerTable {
  id: Generated<number>;
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
}

export interface CustomerAreaTable {
  id: Generated<number>;
  customerId: number;
  sorg: string;
  custGroup: string;
  salesman: string | null;
  salesGroup: string | null;
  salesOffice: string | null;
  /** The warehouse area that serves the customer in this sales organisation (freight benefits name it home). */
  homeWarehouseArea: string | null;
}

export type ReasonBlocked = 'limit_exceeded' | 'overdue_over_limit' | 'oldest_ar_blocked' | 'other_company_blocked';

export interface CreditInformationTable {
  id: Generated<number>;
  customerId: number;
  companyId: number;
  custCode: string;
  currency: string;
  creditLimit: number;
  balance: number;
  openInvoice: number;
  openDo: number;
  consignment: number;
  creditExposure: number;
  creditControl: string;
  reasonBlocked: ReasonBlocked | null;
}

export interface ShipToTable {
  id: Generated<number>;
  customerId: number;
  code: string;
  name: string;
  address: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  countryId: string;
  phone: string | null;
  isDefault: Generated<number>;
  updatedAt: string;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string;
  passwordHash: string;
  language: string;
  /** 'audit' for read-only support staff; otherwise null. */
  limitation: string | null;
  customerId: number | null;
  groupRoleId: number | null;
  sendEmail: Generated<number>;
  sendEmailWarranty: Generated<number>;
  isFakeEmail: Generated<number>;
  createdAt: string;
  deletedAt: string | null;
  /** Digits only, at most 17 (spec 1 §5); the browser adds the country code when it shows it. */
  phone: string | null;
  /** JSON array of further addresses for the user's order confirmations (spec 3 §3 emailConfirmations). */
  emailConfirmations: Generated<string>;
  /** The admin who deleted the user (soft delete: deletedAt). */
  deletedBy: Generated<number | null>;
}

export type AreaLimitation = 'salesman' | 'sales_group' | 'sales_office';

export interface UserAreaTable {
  id: Generated<number>;
  userId: number;
  sorg: string;
  limitation: AreaLimitation;
  option: Generated<string>;
  value: string;
}

export interface SessionTable {
  id: string;
  userId: number;
  customerId: number | null;
  refreshHash: string;
  createdAt: string;
  refreshedAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

export interface AnnouncementTable {
  id: Generated<number>;
  /** home_page is the only type the shell shows. */
  type: string;
  title: string;
  url: string | null;
  /** Sanitised HTML (api/content/sanitize.ts). */
  content: string;
  /** null: every sales organisation. */
  sorg: string | null;
  from: string;
  to: string;
  createdAt: string;
  updatedAt: string;
}

export interface BannerTable {
  id: Generated<number>;
  sorg: string;
  /** A portal page the banner leads to, e.g. /catalog/bike. */
  url: string | null;
  /** An outside address the banner opens in a new tab. */
  link: string | null;
  /** The image's name in file storage under banners/; served at /bnrs/image/{bannerFile}. */
  bannerFile: string;
  /** The language of the words in the picture (ISO 639-1); null: no words, shown to every reader (migration 0019). */
  language: Generated<string | null>;
  from: string;
  to: string;
  position: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerFeedbackTable {
  id: Generated<number>;
  userId: number;
  customerId: number | null;
  host: string;
  message: string;
  createdAt: string;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  host: string;
  createdAt: string;
  updatedAt: string;
}

export interface CartLineTable {
  id: Generated<number>;
  customerId: number;
  articleCode: string;
  quantity: number;
  /** Minor units of the currency. */
  unitPrice: number;
  currency: string;
  addedAt: string;
  /** The article's sales organisation and unit as updateProductsInCart received them (null on lines from before). */
  sorg: string | null;
  uom: string | null;
}

export interface BikeCategoryTable {
  id: Generated<number>;
  sorg: string;
  /** The catalogue category the entry filters: Bike. */
  type: string;
  wording: string;
  /** JSON array of merchandise-category ids. */
  mcIds: string;
  position: Generated<number>;
}

export type ContentMarketType = 'marketing_material' | 'sales_document' | 'news';

export type Customer = Selectable<CustomerTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;

export type { ProductCategory };

export interface MerchandiseCategoryTable {
  /** e.g. B110 (bikes) or P210 (parts and accessories); bike_categories.mc_ids hold these. */
  id: string;
  name: string;
  category: ProductCategory;
  position: Generated<number>;
}

export interface WarehouseTable {
  code: string;
  sorg: string;
  name: string;
  /** The freight area a warehouse serves (cart freight benefits group by it). */
  area: string;
  position: Generated<number>;
}

export interface GroupsetTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  name: string;
  brand: string;
  speeds: number;
  shifting: 'mechanical' | 'electronic';
  position: Generated<number>;
}

/** A model in one model year and market; the thumbnail of the group view. */
export interface ProductGroupTable {
  id: Generated<number>;
  sorg: string;
  category: ProductCategory;
  parentName: string;
  /** Unique per sorg; detail pages open the group's first article's slug. */
  slug: string;
  brand: string;
  series: string;
  model: string;
  modelYear: number;
  mcId: string;
  /** The groupset bikes of this model are built with. */
  groupsetId: number | null;
  description: string;
  /** File name in storage under products/ (served at /images/products/{image}). */
  image: string;
  /** JSON array of { name, hex } in article order. */
  colours: string;
  /** Lowest dealer price and highest retail price of its articles, minor units. */
  startingAt: number;
  maxRetail: number;
  stockTotal: Generated<number>;
  /** Units sold in the last twelve months: best sellers. */
  soldQty: Generated<number>;
  /** Lower comes first in the 'recommended' sort. */
  recommendedRank: Generated<number>;
}

/** One orderable article (a colour and size of a group); group attributes are copied for one-table filters. */
export interface ArticleTable {
  id: Generated<number>;
  sorg: string;
  productGroupId: number;
  /** Unique per sorg. */
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  /** Unique per sorg: /catalog/bike/{slug}, /catalog/paa/{slug}. */
  slug: string;
  category: ProductCategory;
  brand: string;
  series: string;
  model: string;
  modelYear: number;
  mcId: string;
  /** PAA only: helmet, tyre, light… (picks the drawing). */
  paaKind: string | null;
  colour: string;
  colourHex: string;
  /** Bikes: XS…XL or 12"…; null when the article has no size of that kind. */
  frameSize: string | null;
  wheelSize: string | null;
  /** Sizes in their natural order within a colour. */
  sizeOrder: Generated<number>;
  uom: string;
  /** Minor units of the sorg's currency (sales_organisations.currency). */
  dealerPrice: number;
  retailPrice: number;
  /** Sum of stock.available over the warehouses (hasStock filter). */
  stockTotal: Generated<number>;
  /** First gallery file (article_images), under products/. */
  image: string;
  /** Codes, brand, series, model, colour, sizes and category words; FTS5 (SQLite) or trigram (PostgreSQL) source. */
  searchText: string;
}

export interface ArticleSpecificationTable {
  id: Generated<number>;
  productGroupId: number;
  code: string;
  name: string;
  value: string;
  position: number;
}

export interface ArticleTagTable {
  id: Generated<number>;
  articleId: number;
  /** article_tag_categories.code, e.g. marin_preview_page, highlight, award. */
  categoryCode: string;
  /** How the tag shows: badge, label or icon. */
  type: string;
  name: string;
  fileName: string | null;
}

export interface StockTable {
  articleId: number;
  warehouseCode: string;
  available: number;
  custorder: number;
  nextArrivalDate: string | null;
  nextArrivalQty: number | null;
  /** When a pre-order for the next arrival may be placed. */
  availableForOrderAt: string | null;
  updatedAt: string;
}

export interface PromotionTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  name: string;
  description: string;
  terms: string;
  badge: string;
  tagline: string;
  /** JSON array of where it shows: catalog, product_detail, home. */
  locations: string;
  productCategory: ProductCategory | null;
  from: string;
  to: string;
}

/** Like a volume discount, percent (whole percent) and fixed (minor units) are added to the dealer price (negative = cheaper); price is the promotion unit price. */
export interface PromotionDetailTable {
  id: Generated<number>;
  promotionId: number;
  articleId: number;
  brand: string;
  mcId: string;
  type: 'percent' | 'fixed' | 'price';
  value: number;
  minQty: number | null;
  maxQty: number | null;
}

/** Spec 2 §5: value is added to the unit price (negative = discount); percent in whole percent, fixed in minor units. */
export interface VolumeDiscountTable {
  id: Generated<number>;
  sorg: string;
  articleId: number;
  salesDealNo: string;
  description: string;
  /** null: every customer group; otherwise customer_areas.cust_group. */
  custGroup: string | null;
  term: '>=' | '<=';
  qty: number;
  type: 'percent' | 'fixed';
  value: number;
  uom: string;
  /** First matching rule in this order wins. */
  position: number;
}

/** Flags are 0/1. */
export interface ArticleAnalysisTable {
  articleId: number;
  invalidArticle: Generated<number>;
  allowToOrder: Generated<number>;
  orderBlocked: Generated<number>;
  hierarchyBlocked: Generated<number>;
  brandBlocked: Generated<number>;
  categoryBlocked: Generated<number>;
  sorgBlocked: Generated<number>;
  hasPrice: Generated<number>;
  blockedReason: string | null;
}

export interface RestockSubscriptionTable {
  id: Generated<number>;
  userId: number;
  customerId: number | null;
  articleId: number;
  sorg: string;
  createdAt: string;
}

export interface OrderQuotaTable {
  id: Generated<number>;
  sorg: string;
  articleId: number;
  /** null: the quota applies to each customer. */
  customerId: number | null;
  quotaQty: number;
  /** Ordered so far in the period (orders issue adds to it). */
  usedQty: Generated<number>;
  from: string;
  to: string;
}

export interface CustomerPurchaseTable {
  customerId: number;
  articleId: number;
  orderCount: number;
  quantity: number;
  lastOrderedAt: string;
}

export interface ShipmentMethodTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  type: string;
  description: string;
  /** Flat rate per order, minor units. */
  rate: number;
  currency: string;
  position: Generated<number>;
  active: Generated<number>;
}

export interface PaymentMethodTable {
  id: Generated<number>;
  sorg: string;
  code: string;
  type: string;
  description: string;
  instruction: string | null;
  position: Generated<number>;
  active: Generated<number>;
  /** Offered at checkout / for paying open invoices (spec: payments(sorg, module)). */
  forOrders: Generated<number>;
  forInvoices: Generated<number>;
  /** Basis points off a full payment (150 = 1.5 %); 0 for none. */
  discountRate: Generated<number>;
}

export type OrderStatus = 'awaiting_confirmation' | 'in_progress' | 'shipped' | 'complete' | 'cancelled';

export interface OrderTable {
  id: Generated<number>;
  /** 'B2B-<sorg>-<seq>'. */
  orderNo: string;
  seq: number;
  customerId: number;
  sorg: string;
  shipTo: string;
  shipmentMethod: string;
  paymentMethod: string;
  requestDeliveryDate: string | null;
  poNumber: string | null;
  notes: string | null;
  status: Generated<OrderStatus>;
  /** Minor units: the lines, the shipment rate and both together. */
  linesTotal: number;
  shipmentAmount: number;
  total: number;
  currency: string;
  createdBy: number;
  placedFor: number;
  createdAt: string;
  soNumber: string | null;
  /** The ERP's document type: OR standard, CF consignment fill-up. */
  orderType: Generated<OrderType>;
  /** The customer code the ERP booked the order on (r3, or isr); null until the ERP took it. */
  custCode: string | null;
}

export type OrderType = 'OR' | 'CF';

export interface OrderLineTable {
  id: Generated<number>;
  orderId: number;
  articleId: number;
  articleCode: string;
  qty: number;
  uom: string;
  /** Minor units. */
  unitPrice: number;
  subtotal: number;
}

export interface CheckoutRequestTable {
  id: Generated<number>;
  idempotencyKey: string;
  customerId: number;
  userId: number;
  cartHash: string;
  requestHash: string;
  /** JSON of the first answer. */
  answer: string;
  createdAt: string;
}

export interface ErpOutboxTable {
  id: Generated<number>;
  orderId: number;
  kind: string;
  payload: string;
  createdAt: string;
  sentAt: string | null;
}

/** What the ERP has done with an order; each step's time is set once. */
export interface ErpOrderTable {
  orderId: number;
  soNumber: string;
  receivedAt: string;
  confirmedAt: string | null;
  shippedAt: string | null;
  invoicedAt: string | null;
}

export interface OrderConfirmationTable {
  id: Generated<number>;
  orderId: number;
  orderLineId: number;
  qty: number;
  /** YYYY-MM-DD. */
  confirmedDate: string;
  site: string;
  sloc: string;
  shippingPoint: string;
  location: string;
  priority: number;
  createdAt: string;
}

export interface DeliveryTable {
  id: Generated<number>;
  doNumber: string;
  orderId: number;
  customerId: number;
  sorg: string;
  shipTo: string;
  /** YYYY-MM-DD dates. */
  deliveryDate: string;
  requestDeliveryDate: string | null;
  estimatedDeliveryDate: string;
  expeditionName: string;
  trackingNo: string | null;
  trackingUrl: string | null;
  notes: string | null;
  currency: string;
  createdAt: string;
}

export interface DeliveryLineTable {
  id: Generated<number>;
  deliveryId: number;
  orderLineId: number;
  articleCode: string;
  qty: number;
  uom: string;
  /** Minor units. */
  price: number;
  subtotal: number;
}

export type InvoiceStatus = 'open' | 'pending_payment' | 'waiting_for_payment' | 'paid';

export interface InvoiceTable {
  id: Generated<number>;
  invoiceNo: string;
  sorg: string;
  companyId: number;
  customerId: number;
  orderId: number | null;
  deliveryId: number | null;
  doNo: string | null;
  payerCode: string;
  payerName: string;
  /** YYYY-MM-DD dates. */
  invoiceDate: string;
  dueDate: string;
  fiscalYear: number;
  terms: string;
  status: Generated<InvoiceStatus>;
  currency: string;
  /** Minor units; grandTotal = linesTotal - discount + shippingCost + surcharges + recycleFee - freightAllowance + tax. */
  linesTotal: number;
  discount: Generated<number>;
  shippingCost: Generated<number>;
  surcharges: Generated<number>;
  recycleFee: Generated<number>;
  freightAllowance: Generated<number>;
  tax: number;
  grandTotal: number;
  paidAmount: Generated<number>;
  clearingDate: string | null;
  accountingNo: string;
  assignment: string | null;
  expeditionName: string | null;
  expeditionTracking: string | null;
  notes: string | null;
  createdAt: string;
}

export interface InvoiceLineTable {
  id: Generated<number>;
  invoiceId: number;
  orderLineId: number | null;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string;
  uom: string;
  qty: number;
  /** Minor units. */
  price: number;
  subtotal: number;
}

/** A news item (migration 0010): shown inside its window to users of its target markets, until soft-deleted. */
export interface NewsTable {
  id: Generated<number>;
  title: string;
  /** Sanitised HTML. */
  body: string;
  validFrom: string;
  validTo: string;
  itemPerLine: Generated<number>;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface SalesDocumentGroupTable {
  id: Generated<number>;
  name: string;
  title: string;
  subtitle: string | null;
  createdAt: string;
  updatedAt: string;
}

export type SalesDocumentType = 'sales' | 'technical';

/** A sales or technical document (migration 0010); its files are rows of `files` with owner_type 'sales_document'. */
export interface SalesDocumentTable {
  id: Generated<number>;
  type: SalesDocumentType;
  title: string;
  subtitle: string | null;
  /** Sanitised HTML. */
  body: string;
  groupId: number | null;
  validFrom: string;
  validTo: string;
  itemPerLine: Generated<number>;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
