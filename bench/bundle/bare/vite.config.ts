import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { defineConfig } from 'vite';

/** Builds the bare stack (bench/bundle/bare/app.tsx) the way the app is built, into BARE_OUT_DIR. */
const out =
  process.env.BARE_OUT_DIR ?? fileURLToPath(new URL('../../../storage/bench-bare', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  plugins: [laravel({ input: ['bench/bundle/bare/app.tsx'], buildDirectory: 'bench-bare' }), react()],
  build: { outDir: out, emptyOutDir: true, reportCompressedSize: false },
});
