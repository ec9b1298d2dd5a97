/** DESIGN 'Decisions where the spec is silent': at most 3 transfer receipts per order, each at most 5 MB. */
export const MAX_RECEIPTS = 3;
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
