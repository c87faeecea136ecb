import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { defineConfig } from 'vite';
import firstLoadTexts from './scripts/vite/firstLoadTexts.ts';
import inertiaHydrationSnapshot from './scripts/vite/inertiaHydrationSnapshot.ts';

/*
 * What every first load runs, in two chunks rather than the dozen small ones the bundler would make
 * (each compressed on its own; bench/bundle/report.ts weighs the result), and two because the entry
 * (app.tsx) evaluates them one task at a time: a module graph is evaluated in one task, and React DOM,
 * Inertia and the app together made one of several hundred milliseconds on a mid-range phone.
 * - 'react': React, React DOM and the scheduler;
 * - 'core': Inertia and Ziggy; not es-toolkit as a whole: what Inertia takes of it comes along as its
 *   import, while the many helpers the dashboard's charts use stay in the charts' chunk; of ours,
 *   beyond what the entry imports: the session, the http facade, formats and the product card that
 *   the home page and most catalogue screens share. Their imports come along.
 */
const REACT_PACKAGES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const CORE_PACKAGES = /node_modules[\\/](@inertiajs|ziggy-js)[\\/]/;
const CORE_MODULES =
  /resources[\\/]js[\\/](lib[\\/](session|format|storage|precognition)|api[\\/]catalogue|hooks[\\/]catalogue[\\/](useLookup|references)|Components[\\/]Catalogue[\\/](ProductCard|ProductImage|LoadingState))\./;
const inCore = (id: string) => CORE_PACKAGES.test(id) || CORE_MODULES.test(id);

export default defineConfig({
  plugins: [
    laravel({
      input: ['resources/js/app.tsx'],
      // `vite build --ssr` builds the server renderer to bootstrap/ssr/ssr.js (Laravel's default place).
      ssr: 'resources/js/ssr.tsx',
      refresh: ['resources/views/**', 'routes/**', 'lang/**'],
    }),
    react(),
    tailwindcss(),
    firstLoadTexts(fileURLToPath(new URL('.', import.meta.url))),
    inertiaHydrationSnapshot(),
  ],
  // qs-esm → the two calls Ziggy needs (resources/js/lib/querystring.ts says why).
  // An absolute file path: the dev server's dependency pre-bundling resolves it too.
  resolve: {
    alias: {
      '@': '/resources/js',
      '@shared': '/shared',
      'qs-esm': fileURLToPath(new URL('./resources/js/lib/querystring.ts', import.meta.url)),
      // Inertia's Precognition support, unused here (resources/js/lib/precognition.ts says why).
      'laravel-precognition': fileURLToPath(new URL('./resources/js/lib/precognition.ts', import.meta.url)),
    },
  },
  build: {
    reportCompressedSize: false,
    // No <link rel="modulepreload"> added by script for a dynamic import's static imports: the browser
    // finds them as it fetches each chunk. Vite's helper added one per chunk of the page in the task
    // that evaluated the app, 50–200 ms of it on a mid-range phone (docs/architecture.md, "Page load,
    // measured"); the fetches now start as each module arrives, in tasks of their own.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Vite's preload helper in a chunk of its own: the entry needs it to load the app (boot.tsx)
        // after the first paint, and must not pull the whole core chunk in with it.
        codeSplitting: {
          groups: [
            { name: 'preload', test: /vite\/preload-helper/ },
            { name: 'react', test: REACT_PACKAGES },
            { name: 'core', test: inCore },
          ],
        },
      },
    },
  },
});
