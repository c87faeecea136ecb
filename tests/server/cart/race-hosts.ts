import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { AppConfig } from '../../../server/config.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import type { HostMessage, RaceRequest, TestMessage } from './race-host.ts';

/**
 * What the race tests need that the usual test host cannot give: a database several processes share.
 * SQLite: a file (WAL, busy_timeout 5 s) in a temporary folder, so every process has its own
 * connection and their writers really contend for the database lock; PostgreSQL (TEST_DATABASE_URL):
 * the usual throw-away database, each process with its own pool.
 */
export type SharedTestApp = TestApp;

export async function createSharedTestApp(): Promise<SharedTestApp> {
  const folder = process.env.TEST_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'race-'));
  const t = await createTestApp({}, folder ? { sqliteFile: join(folder, 'race.sqlite') } : {});
  return {
    ...t,
    async close() {
      await t.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface RaceOrder {
  path: string;
  token: string;
  body: unknown;
}

export interface RaceAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read a few known fields of the answers.
  body: any;
  /** The host process that answered. */
  pid: number;
}

export interface RaceResult {
  answers: RaceAnswer[];
  /** How many checkouts passed their cart check and waited at the reservation together. */
  held: number;
}

/**
 * The host processes of a test file, started once and kept for its tests: starting a process (Node,
 * tsx and the whole host) took seconds each, four per test; opening a database in a running one takes
 * a few milliseconds. Each test still gets processes with their own connections to its own database.
 */
const processes: ChildProcess[] = [];

function forkHost(): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, 'race-host.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`host exited with ${code} before it was ready`)));
    child.once('message', (message: HostMessage) => {
      if (message.type !== 'ready') return;
      child.removeAllListeners('exit');
      resolve(child);
    });
  });
}

/** Sends one message to each process and waits for each one's reply of the given type. */
function each(children: ChildProcess[], message: TestMessage, reply: HostMessage['type']): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          if (child.exitCode !== null) return reject(new Error(`host ${child.pid} has exited`));
          const listener = (m: HostMessage) => {
            if (m.type !== reply) return;
            child.off('message', listener);
            resolve();
          };
          child.on('message', listener);
          child.send(message);
        }),
    ),
  ).then(() => undefined);
}

afterAll(() => {
  for (const child of processes.splice(0)) if (child.exitCode === null) child.kill();
});

/** Host processes on the shared database: each one a whole host with its own connection. */
export class RaceHosts {
  private constructor(private readonly children: ChildProcess[]) {}

  static async start(database: AppConfig['database'], count: number): Promise<RaceHosts> {
    for (let i = processes.length - 1; i >= 0; i--)
      if (processes[i].exitCode !== null) processes.splice(i, 1);
    const started = await Promise.all(
      Array.from({ length: Math.max(0, count - processes.length) }, forkHost),
    );
    processes.push(...started);
    const children = processes.slice(0, count);
    await each(children, { type: 'open', database }, 'opened');
    return new RaceHosts(children);
  }

  /**
   * Sends the orders round-robin to the processes. Every checkout that passes its cart check waits
   * there; once every order is either waiting or already answered, all are released at once.
   */
  place(orders: RaceOrder[], timeoutMs = 60_000): Promise<RaceResult> {
    let held = 0;
    return this.race(
      orders,
      'place',
      (message, answered, go) => {
        if (message.type === 'held') held++;
        if (held + answered === orders.length) go();
      },
      timeoutMs,
    ).then((answers) => ({ answers, held }));
  }

  /** Loads the requests round-robin into the processes, then releases every process at once. */
  fire(requests: RaceOrder[], timeoutMs = 60_000): Promise<RaceAnswer[]> {
    let loaded = 0;
    return this.race(
      requests,
      'load',
      (message, _answered, go) => {
        if (message.type === 'loaded' && ++loaded === this.children.length) go();
      },
      timeoutMs,
    );
  }

  /** The processes close their connections to this test's database; they stay for the next test. */
  close(): Promise<void> {
    return each(this.children, { type: 'release' }, 'released');
  }

  private race(
    requests: RaceOrder[],
    type: 'place' | 'load',
    onMessage: (message: HostMessage, answered: number, go: () => void) => void,
    timeoutMs: number,
  ): Promise<RaceAnswer[]> {
    return new Promise((resolve, reject) => {
      const answers: (RaceAnswer | undefined)[] = new Array(requests.length);
      let answered = 0;
      let released = false;
      const go = () => {
        if (released) return;
        released = true;
        for (const child of this.children) child.send({ type: 'go' } satisfies TestMessage);
      };
      const timer = setTimeout(
        () => reject(new Error(`race: ${answered}/${requests.length} answers`)),
        timeoutMs,
      );
      const listener = (message: HostMessage) => {
        if (message.type === 'answer') {
          answers[message.index] = { status: message.status, body: message.body, pid: message.pid };
          answered++;
        }
        onMessage(message, answered, go);
        if (answered === requests.length) {
          clearTimeout(timer);
          for (const child of this.children) child.off('message', listener);
          resolve(answers as RaceAnswer[]);
        }
      };
      for (const child of this.children) child.on('message', listener);
      this.children.forEach((child, c) => {
        const mine: RaceRequest[] = requests
          .map((request, index) => ({ ...request, index }))
          .filter((_, index) => index % this.children.length === c);
        const message: TestMessage = type === 'place' ? { type, orders: mine } : { type, moves: mine };
        child.send(message);
      });
    });
  }
}
