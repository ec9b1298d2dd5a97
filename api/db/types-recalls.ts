/** Recall campaigns (migration 0015); recalls and recall_frames themselves are in types-claims.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RecallCampaignTables {}
