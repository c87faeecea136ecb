import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { route } from 'ziggy-js';
import { ON_DEMAND_PARTS, SHELL_PARTS } from '../../resources/js/Layouts/shellParts';
import { preloadDeferred } from '../../resources/js/lib/deferred';
import { loadHttp } from '../../resources/js/lib/http';
import { loadTexts } from '../../resources/js/lib/i18n';
import pages from '../../routes/pages.json';
import { type PageRoute, ziggyConfig } from '../../shared/routeTable';
import { mockHttp } from './support/http';

// jsdom has no requestIdleCallback. The tests' browser is always idle: an idle callback runs at once,
// inside the render or event that asked for it (Testing Library's act), as on a page the user has
// left alone; lib/idle.ts's fallback for browsers without it would wait a second, after the test.
globalThis.requestIdleCallback ??= (callback: IdleRequestCallback) => {
  callback({ didTimeout: false, timeRemaining: () => 50 });
  return 0;
};
globalThis.cancelIdleCallback ??= () => {};

// jsdom has no IntersectionObserver and lays nothing out: nothing ever comes near the screen, so a
// section asked for when it does (Inertia's WhenVisible) keeps its placeholder. A test that scrolls
// one into view stubs its own observer (tests/js/support/intersection.ts).
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
} as unknown as typeof IntersectionObserver;

// What the root view's @routes directive prints in the browser.
globalThis.Ziggy = ziggyConfig(pages as PageRoute[], 'http://localhost');
globalThis.route = ((...args: Parameters<typeof route>) => route(...args)) as typeof route;

// Loaded on demand in the app (axios with the first request; the first toast, error, menu opening;
// with a session, the notices badge and live events); loaded up front here so they appear without delay
// and mockHttp can reach the axios instance's adapter.
await loadHttp();
await loadTexts('pt_BR');
await import('react-toastify');
await import('@/Components/Feedback/Toasts');
await import('@/Components/Feedback/ErrorDialog');
await import('@/Components/Feedback/LoadingOverlay');
await import('@/Components/Header/StoreHeader');
await import('@/Components/Header/CheckoutHeader');
await import('@/Components/Header/Footer');
await import('@/api/stores');
await import('@/Components/Header/SideMenu');
await import('@/Components/Header/NoticesBell');
await import('@/Components/Realtime/LiveEvents');
// The shell's parts as a hydrated page has them: rendered at once, not by a state update after the
// test's render (which React reports as an update outside act()).
await Promise.all([...SHELL_PARTS, ...ON_DEMAND_PARTS].map((load) => preloadDeferred<never>(load)));

// No test reaches a network: calls a test did not mock answer 404.
beforeEach(() => {
  mockHttp({});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
