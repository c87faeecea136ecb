/**
 * Marks a partial reload the page makes on its own (a section's props asked for when it scrolls near,
 * Inertia's `WhenVisible`): the visit's options carry it, and the server ignores the header.
 */
export const BACKGROUND_HEADER = 'X-Background-Load';

/**
 * The options of such a reload (`<WhenVisible params={BACKGROUND_LOAD}>`): it cancels no visit, adds
 * no history entry (back after a filter must not land on the same address) and keeps the address the
 * page has when it lands (it may have been asked for before a filter's visit changed it).
 */
export const BACKGROUND_LOAD = {
  async: true,
  showProgress: false,
  replace: true,
  preserveUrl: true,
  headers: { [BACKGROUND_HEADER]: '1' },
};

/**
 * The requests for a page's deferred props (Inertia sends them right after the page loads) and the
 * ones marked with BACKGROUND_LOAD are background work: the page is there, its figures fill in when
 * they arrive. Their `inertia:start` stops here, before Inertia's progress bar and the loading overlay
 * (hooks/useNavigationLoading.ts) hear of it. Inertia's progress bar, even hidden for such a visit,
 * adds its element and a class on `<html>` and reads `offsetWidth` every 200 ms while the request is
 * pending: a style recalculation and layout of the whole page each time, on the main thread, while the
 * page comes to life (docs/architecture.md, "Page load, measured"). A capture listener on the document
 * runs before the ones Inertia and `router.on` add there. Returns a function that removes it.
 */
export function quietDeferredPropLoads(target: Document = document): () => void {
  const stop = (event: Event) => {
    const visit = (
      event as CustomEvent<{ visit?: { deferredProps?: boolean; headers?: Record<string, string> } }>
    ).detail?.visit;
    if (visit?.deferredProps === true || visit?.headers?.[BACKGROUND_HEADER] === '1') {
      event.stopImmediatePropagation();
    }
  };
  target.addEventListener('inertia:start', stop, { capture: true });
  return () => target.removeEventListener('inertia:start', stop, { capture: true });
}
