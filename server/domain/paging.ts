/** The `paginate` block of every paged answer (spec §3: a list plus paginate with current_page). */
export interface PageInfo {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** Set when `total` is a lower bound (a list too large to count exactly): "mais de N". */
  total_at_least?: true;
  /** Keyset paging (product lists): sent back as `cursor` with the next page, it starts after this page. */
  next_cursor?: string;
}

export function pageInfo(page: number, perPage: number, total: number): PageInfo {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/**
 * The block of a page whose total is only a lower bound (`atLeast`): while the page is full there is a
 * next one; a page that is not full ends the list, so its total is known exactly.
 */
export function openEndedPageInfo(page: number, perPage: number, atLeast: number, rows: number): PageInfo {
  if (rows > 0 && rows < perPage) return pageInfo(page, perPage, (page - 1) * perPage + rows);
  const last = rows === perPage ? page + 1 : page;
  return {
    current_page: page,
    last_page: Math.max(last, Math.ceil(atLeast / perPage)),
    per_page: perPage,
    total: atLeast,
    total_at_least: true,
  };
}
