import '../css/app.css';

/*
 * The entry. A page the server rendered is on screen and readable before any script runs, so the app
 * that makes it interactive (resources/js/boot.tsx: React, Inertia, the page's chunk, then hydration)
 * is fetched right after the first paint instead of competing with the HTML, the CSS and the page's
 * images for the first one. Without server-rendered markup (SSR off or failed) nothing is on screen
 * yet, so the app loads at once.
 */
const start = () => import('./boot');

if (document.getElementById('app')?.hasAttribute('data-server-rendered')) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
