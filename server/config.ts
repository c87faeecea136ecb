import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';

export interface AppConfig {
  appName: string;
  port: number;
  /** HOST: the address both servers bind (127.0.0.1 unless set; 0.0.0.0 for the local network). */
  host: string;
  /** Public URL the browser reaches the host at; used by Ziggy and e-mail links. */
  appUrl: string;
  wsPort: number;
  wsHost: string;
  pusher: { appId: string; key: string; secret: string };
  /**
   * PostgreSQL's `poolSize`: the connections each host opens at most for requests (DB_POOL_SIZE, 10
   * unless set; one more is kept for its own reads). docs/deploy.md, "Connections".
   */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize?: number };
  root: string;
  /** Bearer token lifetime and the grace an old token keeps after /v1/refresh. */
  tokenTtlSeconds: number;
  refreshGraceSeconds: number;
  mailDriver: 'sandbox';
  /**
   * Whether the sandbox endpoints (outbox, CEP lookup, payment simulation) are served: in production
   * only with SANDBOX=true (the demo mode), elsewhere unless SANDBOX=false (sandboxEnabled).
   */
  sandbox: boolean;
  realtime: boolean;
  /** PAYMENT_DRIVER: the payment gateway (docs/payments.md "Drivers"); the in-memory sandbox by default. */
  paymentDriver: 'sandbox' | 'pagarme' | 'pagbank';
  /** SSR=false turns server-side rendering off (the client renders every page, as before). */
  ssr: boolean;
  /**
   * APP_KEY: the secret the keys encrypting stored credentials (Bling's client secret and OAuth
   * tokens, docs/payouts-and-plans.md) are derived from. The default is for development only:
   * production refuses it (server/production-check.ts), as it refuses the default PUSHER_APP_SECRET.
   */
  appKey: string;
  /** BLING_DRIVER: `sandbox` (default, the host's /_sandbox/bling pages) or `bling` (Bling API v3). */
  blingDriver: 'sandbox' | 'bling';
  /**
   * Whose X-Forwarded-* headers are believed (TRUSTED_PROXIES: addresses, CIDR ranges or proxy-addr's
   * names such as `loopback`). Links and redirects use the origin the visitor used, so a forged
   * X-Forwarded-Host from anyone else must not change it.
   */
  trustedProxies: string[];
  /**
   * The host names a visitor's links may be built on (APP_HOSTS, comma-separated, plus APP_URL's);
   * outside production, and in the demo mode (SANDBOX=true, which `npm start` uses on a fresh clone:
   * opened as localhost, 127.0.0.1 or the machine's address from a phone), also localhost, the
   * loopback addresses and this machine's own addresses. A
   * request on any other name gets APP_URL's origin in its links (docs/security.md, "Input and origin").
   */
  allowedHosts: string[];
  /** The HttpOnly session cookie set at login (docs/decisions.md, "Session"). */
  sessionCookie: { secure: boolean };
  /** CATALOGUE_CACHE=off turns the list cache off (docs/catalogue.md, "List cache"). */
  catalogueCache?: boolean;
}

const root = resolve(import.meta.dirname, '..');

/** DB_POOL_SIZE as a whole number of at least 1; anything else is refused at start. */
function poolSizeOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`DB_POOL_SIZE must be a whole number ≥ 1, not "${value}"`);
  return size;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8000);
  const databaseUrl = env.DATABASE_URL ?? '';
  return {
    appName: env.APP_NAME ?? 'Mercado de Cartas',
    port,
    // This machine only by default (the demo accounts and the sandbox's pay buttons are open to anyone
    // who reaches it); HOST=0.0.0.0 serves the local network too (a phone on the same Wi-Fi).
    host: env.HOST ?? '127.0.0.1',
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
    wsPort: Number(env.WS_PORT ?? 6001),
    wsHost: env.WS_HOST ?? '',
    pusher: {
      appId: env.PUSHER_APP_ID ?? 'marketplace',
      key: env.PUSHER_APP_KEY ?? 'marketplace-key',
      secret: env.PUSHER_APP_SECRET ?? 'marketplace-secret',
    },
    database: databaseUrl.startsWith('postgres')
      ? { kind: 'postgres', url: databaseUrl, poolSize: poolSizeOf(env.DB_POOL_SIZE) }
      : { kind: 'sqlite', file: resolve(root, env.DB_DATABASE ?? 'database/marketplace.sqlite') },
    root,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 7),
    refreshGraceSeconds: 120,
    mailDriver: 'sandbox',
    sandbox: sandboxEnabled(env),
    realtime: env.REALTIME !== 'false',
    paymentDriver: paymentDriverOf(env.PAYMENT_DRIVER),
    ssr: env.SSR !== 'false',
    appKey: env.APP_KEY || 'dev-only-app-key-do-not-use-in-production',
    blingDriver: env.BLING_DRIVER === 'bling' ? 'bling' : 'sandbox',
    trustedProxies: (env.TRUSTED_PROXIES ?? 'loopback')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
    allowedHosts: allowedHostsOf(env),
    sessionCookie: {
      secure: (env.APP_URL ?? '').startsWith('https:'),
    },
    catalogueCache: env.CATALOGUE_CACHE !== 'off',
  };
}

/** NODE_ENV=production: what `npm start` and server/main.ts run as unless told otherwise. */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * SANDBOX: off in production unless set to `true` (server/production-check.ts warns loudly then);
 * on elsewhere (development, tests) unless set to `false`.
 */
export function sandboxEnabled(env: NodeJS.ProcessEnv): boolean {
  const value = env.SANDBOX?.trim().toLowerCase();
  return isProduction(env) ? value === 'true' : value !== 'false';
}

function paymentDriverOf(value: string | undefined): AppConfig['paymentDriver'] {
  const driver = (value ?? '').trim().toLowerCase() || 'sandbox';
  if (driver === 'sandbox' || driver === 'pagarme' || driver === 'pagbank') return driver;
  throw new Error(`PAYMENT_DRIVER inválido: "${value}" (use sandbox, pagarme ou pagbank).`);
}

export function allowedHostsOf(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.APP_HOSTS ?? '').split(',');
  const appHost = env.APP_URL ? [new URL(env.APP_URL).hostname] : ['localhost'];
  const local =
    isProduction(env) && !sandboxEnabled(env)
      ? []
      : [
          'localhost',
          '127.0.0.1',
          '[::1]',
          ...Object.values(networkInterfaces()).flatMap((list) =>
            (list ?? []).map((a) => (a.family === 'IPv6' ? `[${a.address}]` : a.address)),
          ),
        ];
  return [...new Set([...listed, ...appHost, ...local].map((h) => h.trim().toLowerCase()).filter(Boolean))];
}
