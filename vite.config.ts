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
  resolve: { alias: { '@': '/resources/js' } },
  build: { reportCompressedSize: false },
});
