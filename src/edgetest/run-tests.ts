/**
 * Runs test files: loads the documents each names (or the configured files),
 * finds each test's zone, simulates its request (src/eval/) and checks its
 * expectations. Pure apart from the `readDocument` seam the caller supplies;
 * a document is loaded once however many test files name it.
 */
import { dirname, resolve } from 'node:path';
import type { Tier } from '../data/plans.js';
import { engineConfigOf } from '../eval/engine-config.js';
import { simulate } from '../eval/simulate.js';
import { loadSourceBytes } from '../load/source-file.js';
import { buildDocumentModel } from '../model/build.js';
import type { RulesetModel, ScopeModel } from '../model/types.js';
import { checkExpectations, outcomeOf, type Failure, type Outcome } from './outcome.js';
import { readTestFile, type TestCase, type TestFile, type TestProblem } from './test-file.js';
import type { TraceItem } from '../eval/simulate.js';

export type TestStatus = 'passed' | 'failed' | 'undecided';

export interface TestResult {
  readonly file: string;
  readonly name: string;
  readonly line: number;
  readonly status: TestStatus;
  readonly failures: readonly Failure[];
  readonly outcome: Outcome;
  readonly trace: readonly TraceItem[];
}

export interface FileProblems {
  readonly file: string;
  readonly problems: readonly TestProblem[];
}

export interface TestRun {
  readonly passed: number;
  readonly failed: number;
  readonly undecided: number;
  /** Tests not run: they hold errors, or name a zone the documents lack (each in `problems`). */
  readonly notRun: number;
  readonly tests: readonly TestResult[];
  /** Problems in test files (and the documents they name): the run exits with 2. */
  readonly problems: readonly FileProblems[];
}

export interface RunOptions {
  /** Test files: the path shown (relative to the working directory) and the absolute path. */
  readonly files: readonly { readonly path: string; readonly absolutePath: string; readonly text: string }[];
  /** The configured documents (absolute paths), for test files without `documents`. */
  readonly defaultDocuments: readonly string[];
  /** Reads a document; `undefined` when it does not exist. */
  readDocument(absolutePath: string): Uint8Array | undefined;
  /**
   * Why a document a test file names may not be read (it leads outside the
   * project), or `undefined` when it may: a test file arrives with a change
   * like any configuration, and its `documents` must not reach other files.
   */
  refuseDocument?(absolutePath: string, testFile: string): string | undefined;
  /** Shows an absolute path (relative to the working directory). */
  display(absolutePath: string): string;
  readonly tier?: Tier;
  readonly configLists?: Readonly<Record<string, string>>;
}

/**
 * Raw API rulesets (an exported entry point, a list response) belong to no
 * named zone: zone rulesets form one unnamed zone, account rulesets its
 * account, for tests that name no zone.
 */
function implicitZone(rulesets: readonly RulesetModel[]): ScopeModel | undefined {
  if (rulesets.length === 0) return undefined;
  const scope = (kind: 'account' | 'zone', own: RulesetModel[], account?: ScopeModel): ScopeModel => ({ path: [], value: {}, kind, rulesets: own, logpushJobs: [], escBehaviours: [], lists: [], ...(account ? { account } : {}) });
  const accountRulesets = rulesets.filter((r) => r.level === 'account');
  const account = accountRulesets.length ? scope('account', accountRulesets) : undefined;
  return scope('zone', rulesets.filter((r) => r.level !== 'account'), account);
}

function zoneOf(zones: readonly ScopeModel[], test: TestCase): ScopeModel | string {
  if (test.zone === undefined) {
    if (zones.length === 1) return zones[0]!;
    return zones.length === 0 ? 'The documents hold no zone to test; name documents with `zones:` under `documents`.' : `Name the zone (\`zone:\`): the documents hold ${zones.length} zones.`;
  }
  const found = zones.find((z) => z.name === test.zone) ?? zones.find((z) => z.id === test.zone);
  if (found) return found;
  const names = zones.map((z) => z.name ?? z.id).filter((n): n is string => n !== undefined);
  return `No zone \`${test.zone}\` in the documents${names.length ? `; they hold ${names.slice(0, 5).map((n) => `\`${n}\``).join(', ')}` : ''}.`;
}

export function runTests(options: RunOptions): TestRun {
  const cache = new Map<string, ScopeModel[] | undefined>();
  const load = (absolutePath: string): ScopeModel[] | undefined => {
    if (cache.has(absolutePath)) return cache.get(absolutePath);
    const bytes = options.readDocument(absolutePath);
    let zones: ScopeModel[] | undefined;
    if (bytes !== undefined) {
      const file = loadSourceBytes(absolutePath, bytes);
      zones = [];
      const raw: RulesetModel[] = [];
      for (const doc of file.documents) {
        if (doc.fatal) continue;
        const model = buildDocumentModel(doc.index, doc.value);
        // One push per item: a document may hold more zones or rulesets than a spread's arguments can.
        if (model.kind === 'manifest') for (const zone of model.zones) zones.push(zone);
        else for (const ruleset of model.rulesets) raw.push(ruleset);
      }
      const implicit = implicitZone(raw);
      if (implicit) zones.push(implicit);
    }
    cache.set(absolutePath, zones);
    return zones;
  };

  const results: TestResult[] = [];
  const problems: FileProblems[] = [];
  let notRun = 0;
  for (const input of options.files) {
    const file: TestFile = readTestFile(input.path, input.text);
    notRun += file.notRun;
    const fileProblems: TestProblem[] = [...file.problems];
    const zones: ScopeModel[] = [];
    if (file.documents) {
      for (const ref of file.documents) {
        const absolutePath = resolve(dirname(input.absolutePath), ref.path);
        const refused = options.refuseDocument?.(absolutePath, input.absolutePath);
        if (refused !== undefined) {
          fileProblems.push(file.problemAt(ref.at, 'outside-project', refused));
          continue;
        }
        const loaded = load(absolutePath);
        if (loaded === undefined) fileProblems.push(file.problemAt(ref.at, 'missing-document', `No document \`${ref.path}\` (paths are relative to the test file).`));
        else for (const zone of loaded) zones.push(zone);
      }
    } else {
      for (const path of options.defaultDocuments) for (const zone of load(path) ?? []) zones.push(zone);
    }
    for (const test of file.tests) {
      const zone = zoneOf(zones, test);
      if (typeof zone === 'string') {
        fileProblems.push(file.problemAt(test.zone === undefined ? test.path : [...test.path, 'zone'], 'unknown-zone', zone));
        notRun++;
        continue;
      }
      results.push(runTest(input.path, test, zone, options));
    }
    if (fileProblems.length > 0) problems.push({ file: input.path, problems: fileProblems });
  }
  return {
    passed: results.filter((r) => r.status === 'passed').length,
    failed: results.filter((r) => r.status === 'failed').length,
    undecided: results.filter((r) => r.status === 'undecided').length,
    notRun,
    tests: results,
    problems,
  };
}

function runTest(file: string, test: TestCase, zone: ScopeModel, options: RunOptions): TestResult {
  const config = engineConfigOf(zone, { ...(options.tier !== undefined ? { tier: options.tier } : {}), ...(options.configLists !== undefined ? { configLists: options.configLists } : {}) });
  const simulation = simulate(config, test.request);
  const outcome = outcomeOf(simulation);
  const failures = checkExpectations(test.expect, simulation, outcome);
  const status: TestStatus = failures.some((f) => f.kind === 'differs') ? 'failed' : failures.length > 0 ? 'undecided' : 'passed';
  return { file, name: test.name, line: test.line, status, failures, outcome, trace: simulation.trace };
}

