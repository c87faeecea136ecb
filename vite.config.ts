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
  resolve: { alias: { '@': '/resources/js', 'qs-esm': '/resources/js/lib/querystring.ts' } },
  build: { reportCompressedSize: false },
});
