/**
 * A worker thread of `lint` (`concurrency`, lint-workers.ts): the rules
 * come from its own copy of the catalogue, each file's configuration as
 * data (lint-config-data.ts), and batches of files arrive as messages; each
 * batch's results go back in file order. Built as a CommonJS bundle of its
 * own (`dist/lint-worker-bundle.cjs`), run by lint-worker-launch.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ALL_RULES } from '../../rules/index.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { lintConfigFromData, rulesByIds } from './lint-config-data.js';
import { lintFileTask } from './lint-file.js';
import type { WorkerBatch, WorkerReply, WorkerSetup } from './lint-workers.js';

const setup = workerData as WorkerSetup;
const registry = rulesByIds(setup.registry, ALL_RULES);
const configs = setup.configs.map((data) => lintConfigFromData(data, registry));
const port = parentPort!;

port.on('message', (batch: WorkerBatch | null) => {
  // `null`: the run is over; closing the port lets the thread end on its own (and write its code cache).
  if (batch === null) port.close();
  else void lintBatch(batch).then((reply) => port.postMessage(reply));
});

async function lintBatch(batch: WorkerBatch): Promise<WorkerReply> {
  try {
    // Parsers only some files need (HCL for `.tf`) are loaded before the synchronous per-file step.
    await prepareFrontEnds(batch.jobs.map((job) => job.task.filePath));
    return { id: batch.id, results: batch.jobs.map((job) => lintFileTask(job.task, configs[job.config]!)) };
  } catch (error) {
    return { id: batch.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
