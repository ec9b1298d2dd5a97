import type { Generated } from 'kysely';

/** Announcements, banners, content target markets and customer feedback. */
export interface ContentTables {
  announcements: AnnouncementTable;
  banners: BannerTable;
  bannerConfigs: { sorg: string; url1: string | null; url2: string | null; url3: string | null; updatedAt: string };
  customerFeedback: CustomerFeedbackTable;
  contentTargetMarkets: {
    id: Generated<number>;
    type: ContentMarketType;
    name: string;
    sorg: string;
    source: string | null;
    brand: string | null;
  };
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

export type ContentMarketType = 'marketing_material' | 'sales_document' | 'news';
