import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../../server/config.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import type { HostMessage, TestMessage } from './race-host.ts';

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

/** Host processes on the shared database: each one a whole host with its own connection. */
export class RaceHosts {
  private constructor(private readonly children: ChildProcess[]) {}

  static async start(database: AppConfig['database'], count: number): Promise<RaceHosts> {
    const script = join(import.meta.dirname, 'race-host.ts');
    const children = Array.from({ length: count }, () =>
      fork(script, [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, RACE_DATABASE: JSON.stringify(database) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    const hosts = new RaceHosts(children);
    try {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve, reject) => {
              child.once('error', reject);
              child.once('exit', (code) => reject(new Error(`host exited with ${code} before it was ready`)));
              child.once('message', (message: HostMessage) => {
                if (message.type === 'ready') resolve();
              });
            }),
        ),
      );
    } catch (error) {
      hosts.kill();
      throw error;
    }
    for (const child of children) child.removeAllListeners('exit');
    return hosts;
  }

  /**
   * Sends the orders round-robin to the processes. Every checkout that passes its cart check waits
   * there; once every order is either waiting or already answered, all are released at once.
   */
  place(orders: RaceOrder[], timeoutMs = 60_000): Promise<RaceResult> {
    return new Promise((resolve, reject) => {
      const answers: (RaceAnswer | undefined)[] = new Array(orders.length);
      let held = 0;
      let answered = 0;
      let released = false;
      const timer = setTimeout(
        () => reject(new Error(`race: ${answered}/${orders.length} answers, ${held} held`)),
        timeoutMs,
      );
      const releaseWhenAllArrived = () => {
        if (released || held + answered < orders.length) return;
        released = true;
        for (const child of this.children) child.send({ type: 'go' } satisfies TestMessage);
      };
      const listener = (message: HostMessage) => {
        if (message.type === 'held') held++;
        if (message.type === 'answer') {
          answers[message.index] = { status: message.status, body: message.body, pid: message.pid };
          answered++;
        }
        releaseWhenAllArrived();
        if (answered === orders.length) {
          clearTimeout(timer);
          for (const child of this.children) child.off('message', listener);
          resolve({ answers: answers as RaceAnswer[], held });
        }
      };
      for (const child of this.children) child.on('message', listener);
      this.children.forEach((child, c) => {
        const mine = orders
          .map((order, index) => ({ ...order, index }))
          .filter((_, index) => index % this.children.length === c);
        child.send({ type: 'place', orders: mine } satisfies TestMessage);
      });
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.send({ type: 'close' } satisfies TestMessage);
          }),
      ),
    );
  }

  private kill(): void {
    for (const child of this.children) if (child.exitCode === null) child.kill();
  }
}
