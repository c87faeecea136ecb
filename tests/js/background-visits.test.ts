import { router } from '@inertiajs/react';
import { BACKGROUND_LOAD, quietDeferredPropLoads } from '@/lib/backgroundVisits';

/** What `inertia:start` carries (Inertia's fireStartEvent dispatches it on the document). */
const start = (visit: Record<string, unknown>) =>
  document.dispatchEvent(new CustomEvent('inertia:start', { detail: { visit } }));

describe('the deferred props requests run in the background', () => {
  it('reach neither the progress bar nor router.on listeners; every other visit does', () => {
    const heard = vi.fn();
    const offRouter = router.on('start', (event) => heard(event.detail.visit));
    const offQuiet = quietDeferredPropLoads();
    start({ url: '/product/1', deferredProps: true, async: true, showProgress: false });
    // A section's props asked for when it scrolls near (WhenVisible with BACKGROUND_LOAD).
    start({ url: '/', only: ['rankings'], ...BACKGROUND_LOAD });
    expect(heard).not.toHaveBeenCalled();
    // A partial reload the user asked for (load more, a filter) is still a visit the shell shows.
    start({ url: '/product/1?page=2', async: true, showProgress: false });
    start({ url: '/cart', showProgress: true });
    expect(heard).toHaveBeenCalledTimes(2);
    // Removed, the deferred props' requests are heard again.
    offQuiet();
    start({ url: '/product/1', deferredProps: true });
    expect(heard).toHaveBeenCalledTimes(3);
    offRouter();
  });
});
