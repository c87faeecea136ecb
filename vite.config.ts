import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { defineConfig } from 'vite';
import firstLoadTexts from './scripts/vite/firstLoadTexts';
import pageGuards from './scripts/vite/pageGuards';

const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|@inertiajs|es-toolkit|laravel-precognition|laravel-react-i18n|ziggy-js)[\\/]/;
// Not in it: the plural rules, loaded on demand (lib/i18n.ts), and the library provider that imports
// them (lib/I18nProvider.tsx replaces it).
const LAZY_VENDOR =
  /laravel-react-i18n[\\/]dist[\\/](index|provider|utils[\\/](pluralization|recognizer|resolver)|contrib)/;

export default defineConfig({
  plugins: [
    laravel({
      input: ['resources/js/app.tsx'],
      refresh: ['resources/views/**', 'routes/**', 'lang/**'],
    }),
    react(),
    tailwindcss(),
    firstLoadTexts(fileURLToPath(new URL('.', import.meta.url))),
    pageGuards(fileURLToPath(new URL('.', import.meta.url))),
  ],
  // qs-esm → the two calls Ziggy needs (resources/js/lib/querystring.ts says why).
  // An absolute file path: the dev server's dependency pre-bundling resolves it too.
  resolve: {
    alias: {
      '@': '/resources/js',
      'qs-esm': fileURLToPath(new URL('./resources/js/lib/querystring.ts', import.meta.url)),
    },
  },
  build: {
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every first load runs from node_modules, in one chunk. Left to itself the bundler
          // spread it over several small chunks, each compressed on its own.
          groups: [
            {
              name: 'vendor',
              test: (id: string) =>
                (VENDOR.test(id) && !LAZY_VENDOR.test(id)) ||
                /resources[\\/]js[\\/](lib[\\/](session|format|storage)|api[\\/]catalogue|hooks[\\/]catalogue[\\/](useLookup|references)|Components[\\/]Catalogue[\\/](ProductCard|ProductImage|LoadingState))\./.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
});
