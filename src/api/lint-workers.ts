/**
 * Step 3 of `lint` on several threads (`concurrency`): this one and
 * workers. Files go out in small batches, each worker keeping a few in hand
 * so that it never waits for the main thread, and the results come back in the order of the jobs —
 * so the run's results are those of a single-thread run. The workers of a
 * run serve each of its passes (`WorkerPool`). Loaded only when a run uses
 * threads (lint.ts imports it on demand).
 *
 * Every rule sees one file at a time: what it knows of other files (their
 * lists, their entry points) arrives in the file's task as its project
 * context (lint-project.ts), so a file's result depends on nothing but the
 * task and its configuration, and any thread can compute it; its project
 * facts come back with its result.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../package-info.js';
import type { LintConfigData } from './lint-config-data.js';
import type { FileTask, LintedFile } from './lint-file.js';

/** A file and the index of its configuration in `WorkerSetup.configs`. */
export interface WorkerJob {
  readonly task: FileTask;
  readonly config: number;
}

/** What each worker starts with. */
export interface WorkerSetup {
  /** The ids of the rules the configuration knows, in order (the registry). */
  readonly registry: readonly string[];
  /** The distinct file configurations of the run. */
  readonly configs: readonly LintConfigData[];
}

export interface WorkerBatch {
  readonly id: number;
  readonly jobs: readonly WorkerJob[];
}

export type WorkerReply = { readonly id: number; readonly results: readonly LintedFile[] } | { readonly id: number; readonly error: string };

/** Batches small enough to share the end of a run evenly, large enough that messages cost nothing next to linting. */
const BATCHES_PER_THREAD = 16;
const MAX_BATCH = 16;
/** Batches a worker holds at once: one it works on, the others waiting while this thread lints a file. */
const IN_FLIGHT = 3;

/** The bundled worker script (lint-worker-launch.ts); tests running `src/` use the built one too. */
function workerScript(): string {
  const script = join(packageRoot(), 'dist', 'lint-worker.cjs');
  if (!existsSync(script)) throw new Error(`edgelint: ${script} is missing; build the package (npm run build) or lint with concurrency "off"`);
  return script;
}

/** What a run of the pool listens for from each worker; the workers outlive runs, so their events go to the run at hand. */
interface RunListeners {
  readonly message: (worker: Worker, reply: WorkerReply) => void;
  readonly failed: (error: Error) => void;
}

/**
 * Worker threads for the passes of one `lint` run (lint.ts): started by the
 * first pass that uses them and kept for the next (lint-project.ts lints the
 * files other files tell something in a second pass), so a second pass does
 * not start and warm up new threads; `close` ends them.
 */
export class WorkerPool {
  private readonly workers: Worker[] = [];
  private current: RunListeners | undefined;
  /** A worker that failed or stopped between runs: the next run fails with it. */
  private broken: Error | undefined;

  constructor(private readonly setup: WorkerSetup) {}

  /**
   * Each job's result, in the order of `jobs`, linted on `threads` threads:
   * this one (`lintHere`), which would otherwise only wait, and `threads - 1`
   * workers. This thread takes one file at a time and then lets the workers'
   * replies in, so that they are never left without work.
   */
  async run(jobs: readonly WorkerJob[], threads: number, lintHere: (job: WorkerJob) => LintedFile): Promise<LintedFile[]> {
    const size = Math.max(1, Math.min(MAX_BATCH, Math.ceil(jobs.length / (threads * BATCHES_PER_THREAD))));
    const batches: WorkerBatch[] = [];
    for (let start = 0, id = 0; start < jobs.length; start += size, id++) batches.push({ id, jobs: jobs.slice(start, start + size) });
    const results: LintedFile[][] = new Array(batches.length);
    // A pool that is closed, or lost a worker, starts none.
    if (this.broken) throw this.broken;
    const workers = this.workersFor(Math.min(threads - 1, batches.length));
    try {
      await new Promise<void>((resolve, reject) => {
        let next = 0;
        let done = 0;
        const send = (worker: Worker): void => {
          if (next < batches.length) worker.postMessage(batches[next++]);
        };
        let failed = false;
        const fail = (error: unknown): void => {
          failed = true;
          reject(error);
        };
        const finished = (): void => {
          if (++done === batches.length) resolve();
        };
        this.current = {
          message: (worker, reply) => {
            if ('error' in reply) {
              fail(new Error(`edgelint: a worker thread failed: ${reply.error}`));
              return;
            }
            results[reply.id] = [...reply.results];
            send(worker);
            finished();
          },
          failed: fail,
        };
        for (const worker of workers) for (let k = 0; k < IN_FLIGHT; k++) send(worker);
        if (batches.length === 0) resolve();
        // This thread's share: a batch at a time, a file at a time, replies let in between.
        const work = async (): Promise<void> => {
          while (next < batches.length && !failed) {
            const batch = batches[next++]!;
            const out: LintedFile[] = [];
            for (const job of batch.jobs) {
              out.push(lintHere(job));
              await new Promise<void>((go) => setImmediate(go));
            }
            results[batch.id] = out;
            finished();
          }
        };
        work().catch(fail);
      });
    } catch (error) {
      // A worker whose batch is lost cannot serve another run.
      this.broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      this.current = undefined;
    }
    return results.flat();
  }

  /** The first `count` workers, started as needed. */
  private workersFor(count: number): Worker[] {
    while (this.workers.length < count) {
      const worker = new Worker(workerScript(), { workerData: this.setup });
      worker.on('message', (reply: WorkerReply) => this.current?.message(worker, reply));
      worker.on('error', (error) => this.stopped(error));
      worker.on('exit', (code) => this.stopped(new Error(`edgelint: a worker thread stopped (exit code ${code}) before the run's files were linted`)));
      this.workers.push(worker);
    }
    return this.workers.slice(0, count);
  }

  private stopped(error: Error): void {
    this.broken ??= error;
    this.current?.failed(error);
  }

  /** End the workers: each ends on its own, as a thread that found no code cache writes it then (lint-worker.ts); after a failure they are stopped. */
  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    try {
      if (!this.broken) {
        this.broken = new Error('edgelint: the worker pool is closed');
        await Promise.all(
          workers.map((worker) => {
            const ended = new Promise((resolve) => worker.once('exit', resolve));
            worker.postMessage(null);
            return ended;
          }),
        );
      }
    } finally {
      // After a failure (or a worker that did not end): stop them.
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  }
}
