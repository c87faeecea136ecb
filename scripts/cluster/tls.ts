import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ClusterTls } from './nginx.ts';

/**
 * nginx's certificate for `npm run cluster` (docs/deploy.md, "TLS"): `TLS_CERT` and `TLS_KEY` (PEM
 * paths, e.g. Let's Encrypt's fullchain.pem and privkey.pem) when given; otherwise a self-signed one for
 * localhost and 127.0.0.1, made once with openssl under `dir/tls` (browsers warn about it: it is for
 * trying the topology on one machine). `CLUSTER_TLS=off` runs the cluster on plain HTTP.
 */
export function clusterTls(env: NodeJS.ProcessEnv, dir: string): ClusterTls | undefined {
  if (env.CLUSTER_TLS === 'off') return undefined;
  const port = Number(env.CLUSTER_TLS_PORT ?? 8443);
  if (env.TLS_CERT || env.TLS_KEY) {
    if (!env.TLS_CERT || !env.TLS_KEY)
      throw new Error('TLS_CERT e TLS_KEY vão juntos: informe os dois arquivos PEM.');
    return { port, cert: resolve(env.TLS_CERT), key: resolve(env.TLS_KEY) };
  }
  const folder = resolve(dir, 'tls');
  const cert = resolve(folder, 'cert.pem');
  const key = resolve(folder, 'key.pem');
  if (!existsSync(cert) || !existsSync(key)) {
    mkdirSync(folder, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '365',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { port, cert, key };
}
