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

export type Customer = Selectable<CustomerTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
