/** Every list answers its rows plus this (DESIGN 'Conventions'): the page asked for, its size, and the rows in all. */
export interface PageInfo {
  page: number;
  limit: number;
  count: number;
  pageTotal: number;
}

/** A list's paging facts from the page asked for, its size and the number of rows that match. */
export const pageInfo = (page: number, limit: number, count: number): PageInfo => ({
  page,
  limit,
  count,
  pageTotal: Math.max(1, Math.ceil(count / limit)),
});
