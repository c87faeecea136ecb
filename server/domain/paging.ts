/** The `paginate` block of every paged answer (spec §3: a list plus paginate with current_page). */
export interface PageInfo {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function pageInfo(page: number, perPage: number, total: number): PageInfo {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
