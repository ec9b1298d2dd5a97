import type { Generated, Insertable, Selectable } from 'kysely';

/** Users with their roles, areas and content target markets, as user administration writes them. */
export interface UserTables {
  users: UserTable;
  userRoles: { userId: number; roleId: number };
  userAreas: UserAreaTable;
  userContentTargetMarkets: { userId: number; marketId: number };
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

export type User = Selectable<UserTable>;

export type NewUser = Insertable<UserTable>;
