import { describe, expect, it } from 'vitest';
import { openEndedPageInfo, pageInfo } from '../../server/domain/paging.ts';

describe('paginate blocks', () => {
  it('give the last page from an exact total', () => {
    expect(pageInfo(2, 24, 50)).toEqual({ current_page: 2, last_page: 3, per_page: 24, total: 50 });
    expect(pageInfo(1, 24, 0)).toEqual({ current_page: 1, last_page: 1, per_page: 24, total: 0 });
  });

  it('keep a next page while a page is full when the total is only a lower bound', () => {
    expect(openEndedPageInfo(1, 24, 130000, 24)).toEqual({
      current_page: 1,
      last_page: 5417,
      per_page: 24,
      total: 130000,
      total_at_least: true,
    });
    // Deeper than the bound: still a next page while the list runs on.
    expect(openEndedPageInfo(60, 24, 1200, 24)).toMatchObject({ last_page: 61, total_at_least: true });
  });

  it('know the total exactly once a page is not full', () => {
    expect(openEndedPageInfo(3, 24, 1000, 10)).toEqual(pageInfo(3, 24, 58));
  });
});
