import { refuseUnsafeProduction } from '../production-check.ts';
import { realtimeOptionsFromEnv } from './env.ts';
import { startRealtimeServer } from './server.ts';

/**
 * Standalone socket server: `npx tsx server/realtime/main.ts`. A deployment's, like the host's main.ts:
 * production unless NODE_ENV says otherwise, so it refuses the public default PUSHER_APP_SECRET.
 */
process.env.NODE_ENV ??= 'production';
refuseUnsafeProduction('realtime');

const options = realtimeOptionsFromEnv();
const server = await startRealtimeServer(options);
console.info(`realtime server on ws://${server.host}:${server.port}/app/${options.apps[0].key}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Clients get 4200 and reconnect to whichever instance comes up next.
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
