import { randomBytes } from 'node:crypto';
import { isProduction, sandboxEnabled } from './config.ts';
import { DEFAULT_HASH_COST, hashCost } from './domain/auth/passwords.ts';

/**
 * What production mode (NODE_ENV=production) refuses to start with, the way Laravel refuses to run
 * without APP_KEY: a secret that is missing, short, or one of the values this code base ships as a
 * default (they are public, so anyone can sign with them), and the sandbox payment driver without
 * the demo mode asked for explicitly (its test cards approve and its PIX can be marked paid by anyone).
 * docs/security.md, "Production mode".
 */

/** The secrets every production host needs, with what each one protects. */
export const HOST_SECRETS = {
  APP_KEY: 'cifra as credenciais guardadas do Bling e do PagBank',
  PUSHER_APP_SECRET: 'assina a autorização dos canais privados e a API do tempo real',
  PAYMENT_WEBHOOK_SECRET: 'assina os avisos de pagamento recebidos em /webhooks/payments',
} as const;

export type HostSecret = keyof typeof HOST_SECRETS;

/** The standalone socket server (server/realtime/main.ts) signs with the realtime secret only. */
export const REALTIME_SECRETS: readonly HostSecret[] = ['PUSHER_APP_SECRET'];

export const MIN_SECRET_LENGTH = 32;

/**
 * Every value the code or the docs give as a default or a sandbox key: never a secret in production.
 * (The gateways' sandbox webhook keys are SANDBOX_GATEWAY_WEBHOOK_KEYS in server/domain/payments.)
 */
export const PUBLIC_DEFAULT_SECRETS: readonly string[] = [
  'dev-only-app-key-do-not-use-in-production',
  'marketplace-secret',
  'marketplace-key',
  'marketplace',
  'sandbox-webhook-secret',
  'sandbox-pagarme-webhook-secret',
  'sandbox-pagbank-token',
];

/** Gateway keys that are checked only against the public sandbox values (their length is the gateway's). */
const GATEWAY_KEYS = ['PAGARME_SECRET_KEY', 'PAGARME_WEBHOOK_SECRET', 'PAGBANK_TOKEN'] as const;

export const NEW_SECRET_COMMAND = `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`;

/** A fresh random secret, as NEW_SECRET_COMMAND prints one (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The settings of a host in demo mode with fresh random secrets: what `npm start` writes to `.env`
 * on a fresh clone, and what the browser tests and the benchmarks give the hosts they start.
 */
export function demoEnv(): Record<HostSecret | 'SANDBOX', string> {
  return {
    APP_KEY: newSecret(),
    PUSHER_APP_SECRET: newSecret(),
    PAYMENT_WEBHOOK_SECRET: newSecret(),
    SANDBOX: 'true',
  };
}

export interface ProductionCheck {
  /** Each reason the process must not start, in Portuguese, naming the variable. */
  problems: string[];
  /** Things that may run but must be said loudly at start. */
  warnings: string[];
}

/** What is wrong with this environment for production; nothing at all outside production. */
export function checkProduction(
  env: NodeJS.ProcessEnv,
  scope: 'host' | 'realtime' = 'host',
): ProductionCheck {
  const check: ProductionCheck = { problems: [], warnings: [] };
  if (!isProduction(env)) return check;
  const names = scope === 'host' ? (Object.keys(HOST_SECRETS) as HostSecret[]) : REALTIME_SECRETS;
  for (const name of names) {
    const problem = secretProblem(name, env[name]);
    if (problem) check.problems.push(problem);
  }
  const seen = new Map<string, HostSecret>();
  for (const name of names) {
    const value = env[name]?.trim();
    if (!value) continue;
    const first = seen.get(value);
    if (first)
      check.problems.push(`${name} é igual a ${first}: use um segredo diferente para cada variável.`);
    else seen.set(value, name);
  }
  if (scope === 'realtime') return check;

  for (const name of GATEWAY_KEYS) {
    const value = env[name]?.trim();
    if (value && PUBLIC_DEFAULT_SECRETS.includes(value))
      check.problems.push(`${name} é a chave pública do sandbox ("${value}"): use a chave do seu gateway.`);
  }
  const cost = env.PASSWORD_HASH_COST?.trim();
  const used = hashCost(env);
  if (cost && used !== Number(cost))
    check.warnings.push(
      `PASSWORD_HASH_COST="${cost}" é ignorado em produção: as senhas usam custo ${used} (de ${DEFAULT_HASH_COST} a 20; valores menores servem só aos testes).`,
    );
  const sandboxValue = env.SANDBOX?.trim().toLowerCase();
  if (sandboxValue && sandboxValue !== 'true' && sandboxValue !== 'false')
    check.problems.push(`SANDBOX deve ser "true" ou "false", não "${env.SANDBOX}".`);
  const driver = (env.PAYMENT_DRIVER ?? '').trim().toLowerCase() || 'sandbox';
  if (sandboxEnabled(env)) {
    check.warnings.push(DEMO_WARNING);
  } else if (driver === 'sandbox') {
    check.problems.push(
      'PAYMENT_DRIVER é sandbox (o padrão), que não cobra de verdade: em produção use PAYMENT_DRIVER=pagarme ou pagbank, ou ligue o modo demonstração com SANDBOX=true.',
    );
  }
  return check;
}

function secretProblem(name: HostSecret, raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  const what = `${name} (${HOST_SECRETS[name]})`;
  if (raw === undefined) return `${what} não está definida.`;
  if (!value) return `${what} está vazia.`;
  if (PUBLIC_DEFAULT_SECRETS.includes(value)) return `${what} é o valor padrão público "${value}".`;
  if (value.length < MIN_SECRET_LENGTH)
    return `${what} é curta demais (${value.length} caractere${value.length === 1 ? '' : 's'}; use pelo menos ${MIN_SECRET_LENGTH}).`;
  return null;
}

const DEMO_WARNING = [
  '*'.repeat(78),
  '*  MODO DEMONSTRAÇÃO (SANDBOX=true) com NODE_ENV=production',
  '*  Pagamentos simulados: qualquer pessoa pode marcar um pedido como pago em /_sandbox/*,',
  '*  e os e-mails (com links de validação) ficam legíveis em /_sandbox/mail.',
  '*  Não use com dinheiro nem com dados de verdade. Em produção: SANDBOX=false e um gateway.',
  '*'.repeat(78),
].join('\n');

export interface CheckOutput {
  error: (text: string) => void;
  warn: (text: string) => void;
  exit: (code: number) => never;
}

/**
 * Stops the process (exit 1) with a message naming every bad variable and how to make a secret when
 * the environment is unsafe for production, and prints the warnings. Called first thing by
 * server/main.ts and server/realtime/main.ts, before a database or a port is opened.
 */
export function refuseUnsafeProduction(
  scope: 'host' | 'realtime',
  env: NodeJS.ProcessEnv = process.env,
  output: CheckOutput = { error: console.error, warn: console.warn, exit: process.exit },
): void {
  const { problems, warnings } = checkProduction(env, scope);
  if (problems.length > 0) {
    output.error(
      [
        'Configuração insegura para produção (NODE_ENV=production): o servidor não vai iniciar.',
        ...problems.map((problem) => `  - ${problem}`),
        `Gere um segredo (pelo menos ${MIN_SECRET_LENGTH} caracteres) para cada variável com:`,
        `  ${NEW_SECRET_COMMAND}`,
        'Para só experimentar a loja na sua máquina: `npm start` sem NODE_ENV nem segredos definidos cria um .env de demonstração.',
      ].join('\n'),
    );
    output.exit(1);
  }
  for (const warning of warnings) output.warn(warning);
}
