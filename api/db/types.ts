import type { Generated, Insertable, Selectable } from 'kysely';

/** Table types as the app sees them (CamelCasePlugin maps snake_case columns). Booleans are 0/1 on both dialects. */
export interface DB {
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
  loginAttempts: { id: Generated<number>; key: string; at: string };
  announcements: AnnouncementTable;
  banners: BannerTable;
  customerFeedback: CustomerFeedbackTable;
  pushSubscriptions: PushSubscriptionTable;
  cartLines: CartLineTable;
  bikeCategories: BikeCategoryTable;
  contentTargetMarkets: { id: Generated<number>; type: ContentMarketType; name: string; sorg: string };
  userContentTargetMarkets: { userId: number; marketId: number };
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
