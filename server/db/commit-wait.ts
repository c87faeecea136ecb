import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';

/**
 * The commit wait (docs/catalogue.md, "List cache"), on PostgreSQL. This process notes when each
 * write to the database commits (`CommitNoticingDialect`, below), and holds what it sends out after one
 * (answers, realtime messages: `commitWait`) until COMMIT_WAIT_MS have passed since that commit.
 *
 * In exchange, a cached answer may use any catalogue generation read sent within the last
 * COMMIT_WAIT_MS and after this process's last committed write (`generationReadFloor`), instead of a
 * read of its own: whoever saw a write's answer or message asks again at least COMMIT_WAIT_MS after
 * the commit, so a read sent within COMMIT_WAIT_MS before that request was sent after the commit and
 * sees it, on any host sharing the database. Writes made in this process (a job, a test) count from
 * their own commit, whatever they send. A writer that does not wait (psql, a script) is seen by every
 * request sent COMMIT_WAIT_MS or more after its commit.
 */
export const COMMIT_WAIT_MS = 5;

interface Writes {
  /** performance.now() when the last write of this process committed; -Infinity before any. */
  last: number;
  /** How long answers and messages wait after a commit (COMMIT_WAIT_MS; tests stretch it). */
  waitMs: number;
}

const writesOf = new WeakMap<object, Writes>();

/** Statements that change nothing by themselves: transaction control, settings, plain reads. */
const CONTROL = /^\s*(begin|start|commit|end|rollback|savepoint|release|set|show|explain|listen|unlisten)\b/i;
const READ = /^\s*(select|with|values|table)\b/i;
/** A write inside a read statement (a data-modifying WITH). Row locks (FOR UPDATE) write nothing. */
const WRITE_WORD = /\b(insert|update|delete|merge)\b/i;
const ROW_LOCK = /\bfor\s+(no\s+key\s+)?update\b/gi;

/** Whether a statement may write (anything not known to be a read or transaction control). */
export function mayWrite(text: string): boolean {
  if (CONTROL.test(text)) return false;
  if (READ.test(text)) return WRITE_WORD.test(text.replace(ROW_LOCK, ''));
  return true;
}

/**
 * Kysely's dialect with every committed write noted in `writes`: a statement that may write, when it
 * ends outside a transaction (it committed, or it failed and may have), or the commit of a transaction
 * that ran one. A transaction that only read notes nothing.
 */
export class CommitNoticingDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly writes: Writes,
  ) {}
  createDriver(): Driver {
    return new CommitNoticingDriver(this.inner.createDriver(), this.writes);
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
  createAdapter() {
    return this.inner.createAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return this.inner.createIntrospector(db);
  }
}

/** Per connection: whether a transaction is open on it, and whether it has run a write. */
interface ConnectionWrites {
  open: boolean;
  wrote: boolean;
}

class CommitNoticingDriver implements Driver {
  private readonly states = new WeakMap<DatabaseConnection, ConnectionWrites>();
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly writes: Writes,
  ) {
    this.savepoint = inner.savepoint?.bind(inner);
    this.rollbackToSavepoint = inner.rollbackToSavepoint?.bind(inner);
    this.releaseSavepoint = inner.releaseSavepoint?.bind(inner);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    if (!this.states.has(connection)) this.watch(connection);
    return connection;
  }

  /** Wraps the connection's executeQuery once (the pool hands the same connection out again). */
  private watch(connection: DatabaseConnection): void {
    const state: ConnectionWrites = { open: false, wrote: false };
    this.states.set(connection, state);
    const execute = connection.executeQuery.bind(connection);
    const writes = this.writes;
    connection.executeQuery = (async (query: CompiledQuery) => {
      const writing = mayWrite(query.sql);
      try {
        return await execute(query);
      } finally {
        if (writing && state.open) state.wrote = true;
        else if (writing) writes.last = performance.now();
      }
    }) as DatabaseConnection['executeQuery'];
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(connection, settings);
    const state = this.states.get(connection);
    if (state) {
      state.open = true;
      state.wrote = false;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.states.get(connection);
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      // A failed commit may still have committed (the connection dropped after the server did).
      if (state?.wrote) this.writes.last = performance.now();
      if (state) state.open = state.wrote = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.states.get(connection);
    try {
      await this.inner.rollbackTransaction(connection);
    } finally {
      if (state) state.open = state.wrote = false;
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect `inner` noticing its commits, and `register`, which ties them to `db` once it exists. */
export function commitNoticing(inner: Dialect): { dialect: Dialect; register(db: object): void } {
  const writes: Writes = { last: Number.NEGATIVE_INFINITY, waitMs: COMMIT_WAIT_MS };
  return { dialect: new CommitNoticingDialect(inner, writes), register: (db) => writesOf.set(db, writes) };
}

/** Whether `db` notices its commits (PostgreSQL opened here): otherwise nothing ever waits. */
export function noticesCommits(db: object): boolean {
  return writesOf.has(db);
}

/**
 * The oldest a generation read may have been sent and still serve a request asked now (list-cache.ts),
 * or null when `db` does not notice its commits (SQLite: each request reads the generation itself).
 */
export function generationReadFloor(db: object, now = performance.now()): number | null {
  const writes = writesOf.get(db);
  if (!writes) return null;
  // A read sent in the same microsecond as a commit was noted counts as sent before it.
  return Math.max(now - writes.waitMs, writes.last + 0.001);
}

/**
 * What an answer or a message sent now must wait for: the end of the commit wait of this process's last
 * write, when that write committed at or after `since` (for an answer, its request's start: a request
 * that wrote nothing does not wait for others' writes). Null when there is nothing to wait for.
 */
export function commitWait(db: object, since = Number.NEGATIVE_INFINITY): Promise<void> | null {
  const writes = writesOf.get(db);
  if (!writes || writes.last < since) return null;
  const left = writes.last + writes.waitMs - performance.now();
  if (left <= 0) return null;
  return new Promise((done) => setTimeout(done, Math.ceil(left)));
}

/** Sets the commit wait of `db` (tests stretch it to see what it protects). */
export function setCommitWait(db: object, ms: number): void {
  const writes = writesOf.get(db);
  if (writes) writes.waitMs = ms;
}
