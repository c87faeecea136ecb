import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    laravel({
      input: ['resources/js/app.tsx'],
      refresh: ['resources/views/**', 'routes/**', 'lang/**'],
    }),
    react(),
    tailwindcss(),
  ],
  // qs-esm → the two calls Ziggy needs (resources/js/lib/querystring.ts says why).
  // An absolute file path: the dev server's dependency pre-bundling resolves it too.
  resolve: {
    alias: {
      '@': '/resources/js',
      'qs-esm': fileURLToPath(new URL('./resources/js/lib/querystring.ts', import.meta.url)),
    },
  },
  build: { reportCompressedSize: false },
});
