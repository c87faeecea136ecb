import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoEnv, HOST_SECRETS } from '../server/production-check.ts';

/**
 * What `npm start` did about `.env`:
 * - `created`: a fresh clone started without any setting: a demo `.env` was written (random secrets,
 *   SANDBOX=true), so the one command opens the demo marketplace;
 * - `exists`: the `.env` already there (a demo one from an earlier start, or the deployment's own);
 * - `configured`: none, and NODE_ENV or a secret is set in the environment: a deployment that sets its
 *   own variables, which a demo file must not switch the sandbox on for.
 */
export type DemoEnvOutcome = 'created' | 'exists' | 'configured';

export function ensureDemoEnv(root: string, env: NodeJS.ProcessEnv = process.env): DemoEnvOutcome {
  const file = join(root, '.env');
  if (existsSync(file)) return 'exists';
  if (env.NODE_ENV !== undefined || Object.keys(HOST_SECRETS).some((name) => env[name] !== undefined))
    return 'configured';
  const lines = [
    '# Criado por `npm start` num clone sem configuração: o modo demonstração (SANDBOX=true, pagamentos',
    '# simulados, e-mails em /_sandbox/mail) com segredos aleatórios desta máquina. Não é para produção:',
    '# lá, defina as variáveis no ambiente (README, "Settings") e apague este arquivo.',
    ...Object.entries(demoEnv()).map(([name, value]) => `${name}=${value}`),
    '',
  ];
  // wx: never overwrite a file another start wrote meanwhile; 0600: the secrets are this user's only.
  writeFileSync(file, lines.join('\n'), { flag: 'wx', mode: 0o600 });
  return 'created';
}
