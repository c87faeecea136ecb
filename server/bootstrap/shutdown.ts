import type { FastifyInstance } from 'fastify';

/**
 * A host's graceful stop (docs/deploy.md, "Restarts"): on SIGTERM (or SIGINT) it stops accepting
 * connections, lets the requests in flight finish (Fastify's close waits for them and closes idle
 * keep-alive connections), sends its websocket clients the Pusher protocol's 4200 close code
 * (reconnect: they come back through the proxy to another socket server), waits for the jobs' runs
 * under way, ends the worker threads (the optimizer's solvers: once the requests are answered, none
 * is at work), closes the database and exits 0. The proxy sends new requests to the other hosts from
 * the moment the listening socket is closed. A stop that takes longer than `timeoutMs`
 * (SHUTDOWN_TIMEOUT_MS, 20 s by default) exits 1 with what was left; a second signal exits at once.
 */
export interface StoppableHost {
  app: Pick<FastifyInstance, 'close'>;
  /** The in-process socket server (sends 4200 to every client), if the host runs one. */
  realtime: { close(): Promise<void> };
  /** The jobs' stop functions (each waits for its run under way). */
  jobs: Array<() => unknown>;
  /** The worker threads the requests use (the cart optimizer's solvers), ended after the requests. */
  threads?: { close(): Promise<void> };
  database: { close(): Promise<void> };
}

/** Stops the host in order; resolves when everything is closed. */
export async function stopHost(
  host: StoppableHost,
  log: (line: string) => void = console.log,
): Promise<void> {
  log('Encerrando: sem novas conexões, terminando as requisições em curso');
  // The sockets and the HTTP listener at once: the clients reconnect elsewhere while the requests finish.
  await Promise.all([host.app.close(), host.realtime.close(), ...host.jobs.map((stop) => stop())]);
  await host.threads?.close();
  await host.database.close();
  log('Encerrado');
}

/** Calls stopHost on SIGTERM or SIGINT, then exits (0 when everything closed in time). */
export function stopOnSignals(
  host: StoppableHost,
  { timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 20_000) }: { timeoutMs?: number } = {},
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`${signal} de novo: saindo sem esperar`);
      process.exit(1);
    }
    stopping = true;
    const timer = setTimeout(() => {
      console.error(`Encerramento passou de ${timeoutMs} ms: saindo assim mesmo`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    stopHost(host).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Falha ao encerrar', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
