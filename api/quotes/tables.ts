import type { Generated } from 'kysely';

/** Quotes a dealer asked for and their lines (migration 0052). */
export interface QuoteTables {
  quotes: {
    id: Generated<number>;
    customerId: number;
    sorg: string;
    hostname: string;
    requestedBy: number;
    note: string | null;
    /** requested, answered, declined or ordered; an answered quote past validUntil reads as expired. */
    status: 'requested' | 'answered' | 'declined' | 'ordered';
    answeredBy: number | null;
    answeredAt: string | null;
    answerNote: string | null;
    declineReason: string | null;
    /** The market's last day (YYYY-MM-DD) the quoted prices hold. */
    validUntil: string | null;
    orderedBy: number | null;
    orderedAt: string | null;
    currency: string;
    createdAt: string;
    updatedAt: string;
  };
  quoteLines: {
    id: Generated<number>;
    quoteId: number;
    articleCode: string;
    /** The article's name when asked: still readable once the market stops selling it. */
    name: string;
    quantity: number;
    uom: string;
    /** Minor units: the price rule's unit price when the dealer asked. */
    listPrice: number;
    /** Minor units: the unit price the answer gives; null until answered. */
    quotedPrice: number | null;
  };
}
