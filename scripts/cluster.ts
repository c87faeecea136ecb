/**
 * The production topology on one machine, in one command (docs/deploy.md): `npm run cluster`.
 *
 * Env: DATABASE_URL (postgres://…, required), REDIS_URL (redis://127.0.0.1:6379), HOSTS (host
 * processes; the number of cores by default), SOCKETS (socket servers; 2, or 1 with one host),
 * CLUSTER_PORT (nginx, 8080), CLUSTER_HOST_PORT (first host's port, 8001), CLUSTER_SOCKET_PORT (first
 * socket server's port, 6101), CLUSTER_DIR (storage/cluster: nginx's configuration and every log),
 * CLUSTER_TLS_PORT (nginx's HTTPS, 8443; the plain port redirects to it), TLS_CERT/TLS_KEY (PEM files;
 * a self-signed certificate for localhost otherwise), CLUSTER_TLS=off (plain HTTP only).
 * The secrets (APP_KEY, PUSHER_APP_SECRET, PAYMENT_WEBHOOK_SECRET) are taken from the environment, or
 * random for the run. The built assets must exist (npm run build).
 *
 * SIGHUP restarts the hosts one after the other (a rolling restart); SIGTERM or Ctrl-C stops it all.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { clusterTls } from './cluster/tls.ts';
import { Cluster, ROOT } from './cluster/topology.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl.startsWith('postgres')) {
  console.error('DATABASE_URL=postgres://… é obrigatório: os hosts compartilham um PostgreSQL.');
  process.exit(1);
}
if (!existsSync(resolve(ROOT, 'public/build/manifest.json'))) {
  console.error('Faça o build antes: npm run build');
  process.exit(1);
}
const hosts = Math.max(1, Number(process.env.HOSTS || availableParallelism()));
const dir = resolve(ROOT, process.env.CLUSTER_DIR ?? 'storage/cluster');
const cluster = new Cluster({
  databaseUrl,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  hosts,
  sockets: Math.max(1, Number(process.env.SOCKETS || Math.min(2, hosts))),
  port: Number(process.env.CLUSTER_PORT ?? 8080),
  hostPort: Number(process.env.CLUSTER_HOST_PORT ?? 8001),
  socketPort: Number(process.env.CLUSTER_SOCKET_PORT ?? 6101),
  dir,
  tls: clusterTls(process.env, dir),
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('Parando o cluster');
  cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', () => {
  console.log('Reinício escalonado dos hosts');
  cluster.rollingRestart().then(
    () => console.log('Reinício concluído'),
    (error: unknown) => console.error(error),
  );
});

try {
  await cluster.start();
} catch (error) {
  console.error(error);
  await cluster.stop();
  process.exit(1);
}
