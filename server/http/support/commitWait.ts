import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commitWait, noticesCommits } from '../../db/commit-wait.ts';
import type { DB } from '../../db/index.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';

/**
 * The commit wait's way out of the host (server/db/commit-wait.ts): an answer goes out once the commit
 * wait of a write committed since its request began has passed. Requests that wrote nothing are not
 * held, unless a write of a request running beside them committed meanwhile.
 */
export function holdAnswersForCommitWait(app: FastifyInstance, db: DB): void {
  // SQLite notes no commits: no answer is ever held, so its requests pay for no hooks.
  if (!noticesCommits(db)) return;
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, performance.now());
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const wait = commitWait(db, started.get(request) ?? Number.NEGATIVE_INFINITY);
    if (!wait) return done(null, payload);
    wait.then(() => done(null, payload));
  });
}

/** A broadcaster whose messages wait for the commit wait of the host's last write (commit-wait.ts). */
export function afterCommitWait(db: DB, broadcaster: Broadcaster): Broadcaster {
  return {
    async broadcast(channels, event, payload, options) {
      await commitWait(db);
      return broadcaster.broadcast(channels, event, payload, options);
    },
  };
}
