import type { Generated } from 'kysely';

/** New customer inquiries, countries and password reset tokens (migration 0028). */
export interface InquiryTables {
  countries: { id: string; name: string };
  customerInquiries: CustomerInquiryTable;
  passwordResetTokens: PasswordResetTokenTable;
}

export type InquiryStatus = 'new' | 'contacted' | 'converted' | 'declined';

export interface CustomerInquiryTable {
  id: Generated<number>;
  /** The host the inquiry was sent on, and its sales organisation: the market the shop wants to buy in. */
  host: string;
  sorg: string;
  reason: string;
  goal: string;
  custName: string;
  custAddress: string;
  custState: string;
  custCountry: string;
  custCityId: number;
  custEmail: string;
  custPhone: string;
  custPostalCode: string | null;
  custWeb: string | null;
  /** The page's language when it was sent: staff answer in it. */
  language: string;
  status: Generated<InquiryStatus>;
  handledBy: number | null;
  handledAt: string | null;
  note: string | null;
  createdAt: string;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  userId: number;
  /** sha256 of the token in the link; the token itself is only in the mail. */
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}
