/**
 * The cluster with nginx as the TLS end (docs/deploy.md, "TLS"), end to end: 2 hosts + nginx + 1 socket
 * server on a fresh PostgreSQL database, with the self-signed certificate `npm run cluster` makes.
 *
 * - the plain port answers 301 to the same path on HTTPS;
 * - HTTPS answers over HTTP/2 (ALPN) and HTTP/1.1, verified against the generated certificate, with HSTS;
 * - the hosts know they are behind HTTPS: absolute URLs in the page are https, cookies are `Secure`;
 * - in Chromium, a buyer signs in through HTTPS, and the realtime socket goes through nginx as wss and
 *   subscribes to the buyer's private channel (signed by a host over HTTPS).
 *
 * `npx tsx tests/cluster/tls.ts` prints "N passed, N failed" (exit 1 on a failure). Needs PostgreSQL
 * (TEST_DATABASE_URL), Redis (REDIS_URL), nginx, openssl, Debian's chromium and the build. Ports:
 * CLUSTER_PORT (8889), CLUSTER_TLS_PORT (8899), CLUSTER_HOST_PORT (8860), CLUSTER_SOCKET_PORT (6860).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { clusterTls } from '../../scripts/cluster/tls.ts';
import { Cluster } from '../../scripts/cluster/topology.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { checker, makeBuyers, PASSWORD, scratchDatabase } from './support.ts';

const watchdog = setTimeout(() => {
  console.error('O teste de TLS do cluster passou do tempo limite.');
  process.exit(2);
}, 240_000);
watchdog.unref();

const { check, failed, run } = checker();
const scratch = scratchDatabase('cluster_tls');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET over HTTP/1.1 (`http:` or `https:` with `ca` trusted). */
function get(url: string, ca?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { ca, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One GET over HTTP/2, negotiated by ALPN, verified against `ca`: the status. */
function getHttp2(origin: string, path: string, ca: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve(Number(headers[':status']));
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}

async function main() {
  await scratch.create();
  const dir = mkdtempSync(join(tmpdir(), 'cluster-tls-'));
  const database = openDatabase({ kind: 'postgres', url: scratch.url });
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db, { scale: 0.05 });
  const [buyer] = await makeBuyers(database.db, 1);

  const tlsPort = Number(process.env.CLUSTER_TLS_PORT ?? 8899);
  const tls = clusterTls({ CLUSTER_TLS_PORT: String(tlsPort) }, dir);
  if (!tls) throw new Error('sem TLS');
  const plainPort = Number(process.env.CLUSTER_PORT ?? 8889);
  const cluster = new Cluster({
    databaseUrl: scratch.url,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    hosts: 2,
    sockets: 1,
    port: plainPort,
    hostPort: Number(process.env.CLUSTER_HOST_PORT ?? 8860),
    socketPort: Number(process.env.CLUSTER_SOCKET_PORT ?? 6860),
    dir,
    tls,
    log: (line) => console.log(`[cluster] ${line}`),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    await cluster.start();
    const origin = cluster.url;
    const ca = readFileSync(tls.cert);

    const plain = await get(`http://127.0.0.1:${plainPort}/product/list?page=2`);
    check(
      'a porta sem TLS redireciona para o mesmo caminho em HTTPS',
      plain.status === 301 && plain.headers.location === `${origin}/product/list?page=2`,
      `${plain.status} ${plain.headers.location}`,
    );

    const home = await get(`${origin}/`, ca);
    const cookies = ([] as string[]).concat(home.headers['set-cookie'] ?? []);
    check('HTTPS responde 200 com o certificado gerado', home.status === 200, String(home.status));
    check('HSTS', String(home.headers['strict-transport-security'] ?? '').includes('max-age='));
    check(
      'os cookies são Secure atrás do TLS',
      cookies.length > 0 && cookies.every((c) => /;\s*Secure/i.test(c)),
      cookies.map((c) => c.split(';')[0].split('=')[0]).join(', '),
    );
    check(
      'as URLs absolutas da página são https',
      home.body.includes(`"url":"https:\\/\\/127.0.0.1:${tlsPort}"`),
    );
    check('HTTP/2 por ALPN', (await getHttp2(origin, '/', ca)) === 200);

    // A buyer in Chromium: signs in over HTTPS; the realtime socket is wss through nginx.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
    const tab = await context.newPage();
    const subscribed = new Promise<string>((resolve) => {
      tab.on('websocket', (ws) => {
        ws.on('framereceived', (frame) => {
          const text = String(frame.payload);
          if (text.includes('pusher_internal:subscription_succeeded') && text.includes('private-'))
            resolve(ws.url());
        });
      });
    });
    await tab.goto('/auth/login');
    await tab
      .getByLabel(/e-mail/i)
      .first()
      .fill(buyer.email);
    await tab.getByLabel(/senha/i).first().fill(PASSWORD);
    await tab
      .getByRole('button', { name: /entrar/i })
      .first()
      .click();
    await tab.waitForURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 30_000 });
    check('o comprador entra pelo HTTPS', new URL(tab.url()).protocol === 'https:', tab.url());
    const session = await context.cookies();
    check(
      'o cookie de sessão é Secure e HttpOnly',
      session.some((c) => c.httpOnly && c.secure) && session.every((c) => c.secure),
      session.map((c) => `${c.name}${c.secure ? ' Secure' : ''}${c.httpOnly ? ' HttpOnly' : ''}`).join(', '),
    );
    const socketUrl = await Promise.race([
      subscribed,
      new Promise<string>((resolve) => setTimeout(() => resolve(''), 20_000)),
    ]);
    check(
      'o socket de tempo real é wss pelo nginx e assina o canal privado do comprador',
      socketUrl.startsWith(`wss://127.0.0.1:${tlsPort}/app/`),
      socketUrl || 'sem inscrição',
    );
    await context.close();
  } finally {
    await browser.close();
    await cluster.stop();
    await database.close();
    await scratch.drop();
    if (failed() === 0) rmSync(dir, { recursive: true, force: true });
    else console.log(`Logs em ${dir}/logs`);
  }
}

run(main);
