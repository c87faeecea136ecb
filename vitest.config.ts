import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import firstLoadTexts from './scripts/vite/firstLoadTexts.ts';

// Kept apart from vite.config.ts: laravel-vite-plugin refuses to run when CI is set.
const alias = {
  '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  // As in vite.config.ts: Ziggy's query strings come from resources/js/lib/querystring.ts.
  'qs-esm': fileURLToPath(new URL('./resources/js/lib/querystring.ts', import.meta.url)),
  // As in vite.config.ts: Inertia's Precognition imports come from resources/js/lib/precognition.ts.
  'laravel-precognition': fileURLToPath(new URL('./resources/js/lib/precognition.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, where the
    // run then took 11 minutes with the second core mostly idle. The API tests' servers listen on
    // port 0 and each test opens its own database, so two files can run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react(), firstLoadTexts(fileURLToPath(new URL('.', import.meta.url)))],
        resolve: { alias },
        test: {
          name: 'js',
          globals: true,
          environment: 'jsdom',
          include: ['tests/js/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/js/setup.ts'],
          // A limit for a hung test, not a speed check: a screen test that takes 1 s on an idle machine
          // took over 5 s (the default) with the machine's two cores shared by other runs.
          testTimeout: 20000,
          // Ziggy goes through Vite like in the build, so the qs-esm alias applies to it here too.
          server: { deps: { inline: ['ziggy-js'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Only catches a hang: PostgreSQL's runs (four workers on two cores) take several times longer.
          testTimeout: 60000,
          hookTimeout: 60000,
          // Password hashes at scrypt N = 2^10 instead of 2^14 (server/domain/auth/passwords.ts), as Laravel's
          // tests lower BCRYPT_ROUNDS: thousands of registrations and logins at full cost took minutes.
          env: { PASSWORD_HASH_COST: '10' },
          // The files share one module graph per worker: loading the whole host again for each file took
          // over half of the run. Nothing a request needs lives in a module (docs/deploy.md, "What each
          // host keeps in memory"), each test opens its own database, and what a test stubs is put back after it.
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
    ],
  },
});
