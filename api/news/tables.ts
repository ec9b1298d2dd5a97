import type { Generated } from 'kysely';

/** News items and the content target markets they show in (migration 0010). */
export interface NewsTables {
  news: NewsTable;
  newsTargetMarkets: { newsId: number; marketId: number };
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
  /** Its card layout (migration 0045): a layout of type news. */
  layoutId: number | null;
  /** Its picture (migration 0045), one of its own files; its other files are attachments. */
  fileId: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}
