import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDemoEnv } from './demo-env.ts';

/**
 * `npm start` / `npm run serve`: the host (server/main.ts) with the settings of `.env` under those of
 * the environment (a variable already set wins). On a fresh clone with nothing set, `.env` is first
 * written for the demo mode (scripts/demo-env.ts; docs/decisions.md, "Production mode and the demo").
 */
const root = resolve(import.meta.dirname, '..');
const file = join(root, '.env');
if (ensureDemoEnv(root) === 'created')
  console.warn(
    `Modo demonstração: ${file} criado com segredos aleatórios e SANDBOX=true (pagamentos simulados).`,
  );
if (existsSync(file)) process.loadEnvFile(file);
await import('../server/main.ts');
