import { browser } from '@/lib/browser';

/** Observes full page loads (assign/reload) for a test; the page's query string comes from its URL. */
export function stubLocation(url: string) {
  window.history.replaceState({}, '', url);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  return { assign, reload };
}
