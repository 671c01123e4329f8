/**
 * The worker pool of a `lint` run (lint-workers.ts `WorkerPool`): the second
 * pass over the files other files tell something (lint-project.ts) runs on
 * the workers the first pass started, not on new ones that start and warm up
 * again; the results are those of one thread. The workers run the built
 * `dist/lint-worker.cjs` (`npm test` builds first).
 */
import { describe, expect, it, vi } from 'vitest';
import { project } from '../testing/cli-project.js';
import { lint } from './lint.js';
import { WorkerPool } from './lint-workers.js';

const started = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:worker_threads', async (original) => {
  const real = await original<typeof import('node:worker_threads')>();
  class CountedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      started.count++;
    }
  }
  return { ...real, Worker: CountedWorker };
});

const ACCOUNT = 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n    - { name: office_networks, kind: ip, items: ["192.0.2.0/24"] }\n';
/** A zone file that reads the account's list (so it is linted in the second pass), with a finding of its own. */
const zone = (n: number): string =>
  `zones:\n  - id: "${n.toString(16).padStart(32, 'a')}"\n    name: zone-${n}.example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: http.hots eq "a" and not ip.src in $office_networks\n`;

describe('the worker pool of a run', () => {
  it('serves both passes: one worker started for two threads, the results of one thread', async () => {
    const files: Record<string, string> = { '.edgelintrc.json': '{ "files": ["**/*.yaml"] }\n', 'account.yaml': ACCOUNT };
    for (let n = 0; n < 12; n++) files[`zones/z${n}.yaml`] = zone(n);
    const dir = project(files);
    const plain = (results: Awaited<ReturnType<typeof lint>>['results']): [string, string[]][] => results.map((r) => [r.filePath, r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`)]);
    started.count = 0;
    const threaded = await lint({ cwd: dir, concurrency: 2 });
    expect(started.count).toBe(1);
    const alone = await lint({ cwd: dir, concurrency: 'off' });
    expect(started.count).toBe(1);
    expect(plain(threaded.results)).toEqual(plain(alone.results));
    expect(plain(alone.results).filter(([, messages]) => messages.includes('8:25 expression/unknown-field'))).toHaveLength(12);
  });

  it('a worker that fails fails the run, and every later run of the pool; close still ends it', async () => {
    // A worker that cannot build its rules (an id its catalogue does not have) stops as it starts.
    const pool = new WorkerPool({ registry: ['no/such-rule'], configs: [] });
    const job = { task: { kind: 'file', filePath: '/nowhere.yaml', configured: true, fix: false, keepSource: false }, config: 0 } as const;
    const here = () => ({ result: undefined });
    await expect(pool.run([job, job, job], 2, here)).rejects.toThrow(/no\/such-rule/);
    // A later run starts no worker of its own.
    started.count = 0;
    await expect(pool.run([job, job], 2, here)).rejects.toThrow(/no\/such-rule/);
    expect(started.count).toBe(0);
    await expect(pool.close()).resolves.toBeUndefined();
    await expect(pool.run([job, job], 2, here)).rejects.toThrow(/no\/such-rule/);
  });
});
