import { parentPort } from 'node:worker_threads';
import type { Instance, Mode } from './model.ts';
import { Partner } from './partner.ts';
import { exactLeavesFor, highs, type Solved, solve, warmSolver } from './solver.ts';

/**
 * The cart optimizer's solver thread (started by solve-thread.ts, kept warm for the life of the host):
 * HiGHS is compiled once when the thread starts (warmSolver), then each message is one solve, answered
 * with its result. One solve at a time: the host's side sends the next only after the answer.
 *
 *   here → host: {type: 'ready'} once HiGHS is compiled
 *   host → here: SolveJob          here → host: {type: 'solved', solved} or {type: 'failed', message}
 *   host → here: HelpJob           here → host: {type: 'helped', nodes} or {type: 'failed', message}
 *
 * A HelpJob makes this thread the helper of another thread's large solve (partner.ts): it runs that
 * solve's branch-and-bound over the shared buffer until the solve answers.
 *
 * The instance and the result are plain data (structured clone: the cost's stores are a Map). The
 * deadline crosses as wall-clock time: performance.now() counts from each thread's own start.
 */

export interface SolveJob {
  instance: Instance;
  mode: Mode;
  /** Seconds each solve may take (solver.ts, SolveLimits). */
  timeLimit?: number;
  relGap?: number;
  /**
   * The solve's deadline (solver.ts, SolveLimits.deadline) in milliseconds since the epoch
   * (performance.timeOrigin + performance.now() on the host's thread).
   */
  deadlineAt?: number;
  /** SolveLimits.graceDeadline, as `deadlineAt`. */
  graceAt?: number;
  /** The buffer shared with a helper thread (partner.ts), when one helps this solve. */
  partner?: SharedArrayBuffer;
}

export interface HelpJob {
  help: true;
  instance: Instance;
  relGap: number;
  partner: SharedArrayBuffer;
}

export type SolverMessage =
  | { type: 'ready' }
  | { type: 'solved'; solved: Solved }
  | { type: 'helped'; nodes: number }
  | { type: 'failed'; message: string };

/** The job's limits in this thread's clock. */
export function limitsOf(job: SolveJob) {
  return {
    timeLimit: job.timeLimit,
    relGap: job.relGap,
    deadline: job.deadlineAt === undefined ? undefined : job.deadlineAt - performance.timeOrigin,
    graceDeadline: job.graceAt === undefined ? undefined : job.graceAt - performance.timeOrigin,
    partner: job.partner,
  };
}

if (parentPort) {
  const port = parentPort;
  await warmSolver();
  const h = await highs();
  port.postMessage({ type: 'ready' } satisfies SolverMessage);
  const failed = (error: unknown) =>
    port.postMessage({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies SolverMessage);
  port.on('message', (job: SolveJob | HelpJob) => {
    if ('help' in job) {
      try {
        const { instance, partner } = job;
        const nodes = new Partner(partner, instance.lines.length, instance.stores.length).help(
          instance,
          job.relGap,
          (reduced, need) => exactLeavesFor(h, reduced, need, undefined),
        );
        port.postMessage({ type: 'helped', nodes } satisfies SolverMessage);
      } catch (error) {
        failed(error);
      }
      return;
    }
    solve(job.instance, job.mode, limitsOf(job)).then(
      (solved) => port.postMessage({ type: 'solved', solved } satisfies SolverMessage),
      failed,
    );
  });
}
