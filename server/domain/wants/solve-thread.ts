import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { UpstreamError } from '../errors.ts';
import { threadBoot } from '../threads.ts';
import type { Instance, Mode } from './model.ts';
import { Partner, partnerBuffer } from './partner.ts';
import type { HelpJob, SolveJob, SolverMessage } from './solve-worker.ts';
import { LARGE_SOLVE_MAX_SECONDS, type Solved, type SolveLimits, solve, storeSearchFor } from './solver.ts';

/**
 * The cart optimizer's solves off the host's thread (docs/optimizer.md, "Where the solve runs"): the
 * instance is loaded on the host's thread (offers.ts reads the database), then solved in a solver
 * thread (solve-worker.ts), so that a ×10 solve (up to 1.6 s of CPU) never holds the event loop.
 *
 * The threads stay warm: each compiles HiGHS once when it starts and then takes one solve after
 * another. At most SOLVER_THREADS run (the machine's cores, at most 2); more solves wait in order for
 * a free one. A thread is started when a solve finds none free (or by `warm`, at the host's start).
 * A thread that fails, exits or overruns its solve's time (then it is ended) fails that solve with
 * SOLVE_FAILED (an UpstreamError, 502), and the next solve gets a fresh thread: a request never hangs
 * on a solver.
 *
 * A large solve (×10) that finds a second thread idle, and no other solve waiting, takes it as its
 * helper (partner.ts): the helper runs the solve's branch-and-bound while the solve's own thread
 * searches for carts. A solve that arrives while every thread is busy releases the helpers, which stop
 * within a node and take it: a helper only ever uses a core no other solve asks for.
 *
 * The threads keep the host's priority (unlike the stock import's checker): a lower one would give a
 * solve less CPU on a busy machine, and so a worse cart within the same deadline.
 *
 * A pool library (piscina, tinypool) is not used: none is a dependency of the project, and the pool
 * needed (a queue, a warm thread per core, a fresh one after a failure) is this file.
 */

export const SOLVE_FAILED =
  'Não foi possível calcular o carrinho otimizado agora. Tente de novo em alguns instantes.';

/** How many solver threads may run at once: one per core, at most 2. */
export const SOLVER_THREADS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * A solve's time in its thread beyond which the thread is taken to be stuck and is ended: twice its
 * time limit (a `fewest` solve runs HiGHS twice) plus SOLVE_GRACE_MS (a fresh thread's start and
 * HiGHS's compile, on a loaded machine).
 */
const SOLVE_GRACE_MS = 10_000;

const ENTRY = new URL('./solve-worker.ts', import.meta.url).href;

interface Job {
  message: SolveJob | HelpJob;
  resolve: (solved: Solved) => void;
  reject: (error: Error) => void;
  /** The buffer shared by a solve and its helper (released when either thread fails). */
  partner?: Partner;
}

const helping = (job: Job | null): boolean => job !== null && 'help' in job.message;

interface Thread {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
  /** Settles once HiGHS is compiled in the thread (or the thread failed before). */
  ready: Promise<void>;
  isReady: boolean;
}

export interface SolverThreadsOptions {
  /** The worker's module (tests give one that fails). */
  entry?: string;
  /** At most this many threads (SOLVER_THREADS). */
  size?: number;
  /** SOLVE_GRACE_MS, for tests. */
  graceMs?: number;
}

export class SolverThreads {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private closed = false;
  private helped = 0;

  constructor(private readonly options: SolverThreadsOptions = {}) {}

  /**
   * Starts the threads now, so that the first solve finds HiGHS compiled (and a large one its
   * helper); resolves when they are ready (the host does not wait for them, the benchmark and tests
   * do).
   */
  async warm(): Promise<void> {
    if (this.closed) return;
    while (this.threads.size < this.size) this.start();
    await Promise.all([...this.threads].map((t) => t.ready));
  }

  /** How many solves took a helper thread (partner.ts). */
  get helpedSolves(): number {
    return this.helped;
  }

  private get size(): number {
    return this.options.size ?? SOLVER_THREADS;
  }

  /**
   * The instance solved in a thread under the mode and limits (solver.ts, `solve`), or an
   * UpstreamError (SOLVE_FAILED) when its thread fails. `limits.deadline` and `limits.graceDeadline`
   * are in this thread's performance.now() and cross as wall-clock time.
   */
  solve(instance: Instance, mode: Mode, limits: Partial<SolveLimits> = {}): Promise<Solved> {
    if (this.closed) return Promise.reject(new UpstreamError(SOLVE_FAILED));
    const message: SolveJob = {
      instance,
      mode,
      timeLimit: limits.timeLimit,
      relGap: limits.relGap,
      deadlineAt: limits.deadline === undefined ? undefined : performance.timeOrigin + limits.deadline,
      graceAt: limits.graceDeadline === undefined ? undefined : performance.timeOrigin + limits.graceDeadline,
    };
    return new Promise<Solved>((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.next();
    });
  }

  /** Ends the threads (the host's stop, after the requests in flight): solves still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new UpstreamError(SOLVE_FAILED));
    await Promise.all([...this.threads].map((t) => t.worker.terminate()));
  }

  /**
   * Hands the waiting solves to free threads, starting threads up to the limit; when none is free,
   * the helpers are released to make room. The last large solve waiting takes a second idle thread
   * as its helper.
   */
  private next(): void {
    while (this.queue.length > 0 && !this.closed) {
      let thread = [...this.threads].find((t) => t.job === null);
      if (!thread) {
        if (this.threads.size >= this.size) {
          for (const t of this.threads) if (helping(t.job)) t.job?.partner?.release();
          return;
        }
        thread = this.start();
      }
      const job = this.queue.shift() as Job;
      const helper =
        this.queue.length === 0 &&
        'mode' in job.message &&
        storeSearchFor(pairCount(job.message.instance), job.message.mode)
          ? [...this.threads].find((t) => t !== thread && t.job === null && t.isReady)
          : undefined;
      if (helper && 'mode' in job.message) {
        const { instance } = job.message;
        const buffer = partnerBuffer(instance.lines.length, instance.stores.length);
        job.message.partner = buffer;
        job.partner = new Partner(buffer, instance.lines.length, instance.stores.length);
        this.helped++;
        const help: HelpJob = { help: true, instance, relGap: job.message.relGap ?? 0, partner: buffer };
        this.run(helper, { message: help, resolve: () => {}, reject: () => {}, partner: job.partner });
      }
      this.run(thread, job);
    }
  }

  private run(thread: Thread, job: Job): void {
    thread.job = job;
    const seconds = ('timeLimit' in job.message && job.message.timeLimit) || LARGE_SOLVE_MAX_SECONDS;
    thread.timer = setTimeout(
      () => {
        console.error('[optimizer] a solve overran its time: its thread is ended');
        this.fail(thread);
      },
      2 * seconds * 1000 + (this.options.graceMs ?? SOLVE_GRACE_MS),
    );
    // A thread at work keeps the process alive (a script awaiting its solve). An idle one is unref'd,
    // but tsx's registration in it leaves a MessagePort open on this thread, so a process that used
    // the threads ends them with close() (the host's stop does; so do the bench scripts).
    thread.worker.ref();
    thread.worker.postMessage(job.message);
  }

  private start(): Thread {
    const worker = new Worker(threadBoot(this.options.entry ?? ENTRY), { eval: true });
    worker.unref();
    let ready = () => {};
    const thread: Thread = {
      worker,
      job: null,
      ready: new Promise<void>((r) => (ready = r)),
      isReady: false,
    };
    this.threads.add(thread);
    worker.once('exit', ready);
    worker.on('message', (message: SolverMessage) => {
      if (message.type === 'ready') {
        thread.isReady = true;
        ready();
        return this.next();
      }
      const job = this.settle(thread);
      if (!job) return;
      if (message.type === 'solved') job.resolve(message.solved);
      else if (message.type === 'helped') {
        // The helper's work went into its solve's answer through the shared buffer.
      } else if (helping(job)) {
        console.error('[optimizer] a helper failed in its thread:', message.message);
        job.partner?.finish();
      } else {
        console.error('[optimizer] the solve failed in its thread:', message.message);
        job.reject(new UpstreamError(SOLVE_FAILED));
      }
      this.next();
    });
    worker.on('error', (error) => {
      console.error('[optimizer] the solver thread failed:', error);
      this.fail(thread);
    });
    worker.on('exit', () => this.fail(thread));
    return thread;
  }

  /** The thread's solve, taken off it (the thread is free again). */
  private settle(thread: Thread): Job | null {
    const job = thread.job;
    clearTimeout(thread.timer);
    thread.job = null;
    if (this.threads.has(thread)) thread.worker.unref();
    return job;
  }

  /** A thread that failed: its solve fails, it is ended and dropped, the waiting solves go on. */
  private fail(thread: Thread): void {
    const job = this.settle(thread);
    // A solve's failure stops its helper; a helper's tells its solve to wait for it no more.
    if (helping(job)) job?.partner?.finish();
    else job?.partner?.release();
    if (this.threads.delete(thread)) void thread.worker.terminate();
    job?.reject(new UpstreamError(SOLVE_FAILED));
    this.next();
  }
}

/** The host's solver threads. */
export const solverThreads = new SolverThreads();

/**
 * Instances with at most this many offer/line pairs are solved on the host's thread. Measured
 * (bench/optimizer/inline.ts: random instances, 30 of each size, after warm-up): a thread's round trip
 * costs 0.2–0.9 ms (median) beyond the solve; inline, a 15-pair solve takes 0.9 ms (median; max 4 ms),
 * a 40-pair one 2.1 ms, a 100-pair one 6 ms, a 320-pair one 18 ms, a 600-pair one 62 ms (max 600 ms).
 * Up to this size the host's thread is held about a millisecond, no more than a light request's own
 * work, and such a solve never waits behind a ×10 one for a thread; above it the hop is the cheaper.
 */
export const INLINE_PAIRS = 20;

/** The instance's offer/line pairs (model.ts's pairsOf, counted without listing them). */
function pairCount(instance: Instance): number {
  let pairs = 0;
  for (const offer of instance.offers) pairs += offer.lines.length;
  return pairs;
}

/** The API's solve (optimize.ts): a tiny instance inline, any other in a solver thread. */
export function solveOffThread(
  instance: Instance,
  mode: Mode,
  limits: Partial<SolveLimits>,
  threads: SolverThreads = solverThreads,
): Promise<Solved> {
  return pairCount(instance) <= INLINE_PAIRS
    ? solve(instance, mode, limits)
    : threads.solve(instance, mode, limits);
}
