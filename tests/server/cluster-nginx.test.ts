import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../scripts/cluster/nginx.ts';
import { clusterTls } from '../../scripts/cluster/tls.ts';

/**
 * The cluster's nginx configuration (scripts/cluster/nginx.ts), checked by nginx itself (`nginx -t`)
 * with and without TLS. The cluster test (tests/cluster) runs the plain form under load.
 */
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const dir = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(config: string): string {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, config);
  return execFileSync(nginx as string, ['-t', '-p', dir, '-c', conf, '-g', `pid ${dir}/nginx.pid;`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const base = { dir, port: 18080, hosts: [18001, 18002], sockets: [16101], root: process.cwd() };

describe('the cluster nginx configuration', () => {
  it('ends TLS on its own port and redirects the plain one to it', () => {
    const tls = clusterTls({ CLUSTER_TLS_PORT: '18443' }, dir);
    if (!tls) throw new Error('TLS expected');
    expect(existsSync(tls.cert) && existsSync(tls.key)).toBe(true);
    const config = nginxConfig({ ...base, tls });
    expect(config).toContain('listen 127.0.0.1:18443 ssl http2;');
    expect(config).toContain('return 301 https://$host:18443$request_uri;');
    expect(config).toContain(`ssl_certificate ${tls.cert};`);
    if (nginx) expect(() => check(config)).not.toThrow();
  });

  it('speaks plain HTTP with CLUSTER_TLS=off', () => {
    expect(clusterTls({ CLUSTER_TLS: 'off' }, dir)).toBeUndefined();
    const config = nginxConfig(base);
    expect(config).not.toContain('ssl');
    expect(config).toContain('listen 127.0.0.1:18080;');
    if (nginx) expect(() => check(config)).not.toThrow();
  });

  it('refuses a certificate without its key', () => {
    expect(() => clusterTls({ TLS_CERT: '/etc/ssl/cert.pem' }, dir)).toThrow(/TLS_CERT e TLS_KEY/);
  });
});
