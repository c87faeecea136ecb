/** A box an IntersectionObserver watches, and how to make it come near the screen. */
export interface WatchedBox {
  target: Element;
  /** The observer's rootMargin (WhenVisible's buffer). */
  margin?: string;
  near: () => void;
}

/**
 * jsdom lays nothing out: an IntersectionObserver whose boxes the test brings near the screen itself.
 * Returns the boxes watched, in the order observed; `vi.unstubAllGlobals()` puts the setup's back.
 */
export function watchIntersections(): WatchedBox[] {
  const watched: WatchedBox[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options: IntersectionObserverInit = {},
      ) {}
      observe(target: Element) {
        const near = () =>
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
        watched.push({ target, near, margin: this.options.rootMargin });
      }
      disconnect() {}
      unobserve() {}
    },
  );
  return watched;
}
