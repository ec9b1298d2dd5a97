/** How many page numbers an admin table's pager shows at once (spec 3 §9 'Pagination shows 10 visible pages'). */
export const VISIBLE_PAGES = 10;

/**
 * The page numbers a pager shows: `visible` consecutive pages (fewer when there are fewer) holding the current
 * one, centred on it where the ends allow, so moving page by page keeps the window steady in the middle.
 */
export function pageWindow(current: number, pageTotal: number, visible = VISIBLE_PAGES): number[] {
  const total = Math.max(1, Math.floor(pageTotal));
  const size = Math.max(1, Math.min(visible, total));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
