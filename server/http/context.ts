import type { AppConfig } from '../config.ts';
import type { DB, Dialect } from '../db/index.ts';
import type { Mailer } from '../drivers/mail/index.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';

/** What every route plugin receives: configuration and the services it may use. */
export interface AppServices {
  config: AppConfig;
  db: DB;
  dialect: Dialect;
  mailer: Mailer;
  /** Realtime events for the domain code (docs/realtime.md names channels and payloads). */
  broadcaster: Broadcaster;
  /**
   * Set for one page request only (web.ts): the catalogue generation read once for all the request's
   * cached answers (list-cache.ts, requestGeneration).
   */
  generation?: () => Promise<number>;
}
