import '../css/app.css';

/*
 * The entry. A page the server rendered is on screen and readable before any script runs, so the app
 * that makes it interactive (resources/js/boot.tsx: React, Inertia, the page's chunk, then hydration)
 * is fetched right after the first paint instead of competing with the HTML, the CSS and the page's
 * images for the first one. Without server-rendered markup (SSR off or failed) nothing is on screen
 * yet, so the app loads at once.
 *
 * The app runs in steps, each in a task of its own: React DOM (the 'react' chunk, vite.config.ts),
 * then Inertia and our core (the 'core' chunk), then the app. Run at once, the three made one task of
 * several hundred milliseconds on a mid-range phone, during which a tap waits (docs/architecture.md,
 * "Page load, measured").
 */
const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@inertiajs/react');
  await nextTask();
  await import('./boot');
}

/** Runs `then` once the browser has painted the page (its first contentful paint was presented). */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  // A hidden tab paints nothing until shown, and a browser without paint timing cannot tell: no wait.
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    run();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(run, 0);
  }).observe({ type: 'paint', buffered: true });
  // Should a paint never be reported, the page still comes to life.
  setTimeout(run, 3000);
}

if (document.getElementById('app')?.hasAttribute('data-server-rendered')) {
  afterFirstPaint(start);
} else {
  void start();
}
