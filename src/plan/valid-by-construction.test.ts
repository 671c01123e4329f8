/**
 * Plans are valid by construction: for every fixture that lints without
 * errors, every planned body — with its placeholders replaced by realistic
 * values — passes edgelint's own JSON Schemas and lint rules (no errors).
 * A fixture with lint errors yields no plan.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { lintText } from '../engine/linter.js';
import { loadSource } from '../load/source-file.js';
import * as validators from '../schema/generated-validators.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { planSources } from './index.js';
import { PLACEHOLDER } from './naming.js';
import { runScenario, scenarioDirs } from '../../fixtures/plan/scenarios.js';
import type { Plan, PlannedCall } from './types.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = globSync(['fixtures/**/*.{yaml,yml,json}'], { cwd: repo }).sort();
const rules = ALL_RULES.filter((r) => r.meta.defaultSeverity !== 'off').map((rule) => ({
  rule,
  severity: rule.meta.defaultSeverity as 'info' | 'warn' | 'error',
  options: rule.defaultOptions,
}));
const config = { rules, settings: { now: TEST_NOW, lists: {} } };

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };
const schema = validators as unknown as Record<'ruleset' | 'rule' | 'logpushJob' | 'escSetting' | 'manifest', Validator>;

function withExamples(plan: Plan, value: unknown): unknown {
  const examples = new Map(plan.calls.flatMap((c) => c.captures.map((k) => [k.placeholder, k.example] as const)));
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(PLACEHOLDER, (p) => examples.get(p) ?? p);
    if (Array.isArray(v)) return v.map(visit);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value);
}

/** The configuration value a call comes from (`zones[0].logpush_jobs[1]` in its file). */
function configurationValue(call: PlannedCall): unknown {
  if (!call.source) return undefined;
  let value: unknown = loadSource(call.source.file, readFileSync(join(repo, call.source.file), 'utf8')).documents[0]?.value;
  for (const [, key, index] of call.source.path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = index !== undefined ? (value as unknown[])[Number(index)] : (value as Record<string, unknown>)[key!];
  }
  return value;
}

/** The body as the API object edgelint lints, and the schema it must pass. */
function asDocument(call: PlannedCall, body: unknown): { document: unknown; validator: Validator; schemaInput: unknown } | undefined {
  switch (call.operation) {
    case 'entrypoint.put':
    case 'rulesets.create':
    case 'rulesets.update':
      return { document: body, validator: schema.ruleset, schemaInput: body };
    case 'rules.patch':
      return { document: { kind: 'zone', phase: 'http_request_firewall_managed', rules: [body] }, validator: schema.rule, schemaInput: body };
    case 'esc.secret':
    case 'esc.disable':
      return { document: body, validator: schema.escSetting, schemaInput: body };
    case 'logpush.jobs.create':
    case 'logpush.ownership':
      return { document: body, validator: schema.logpushJob, schemaInput: body };
    case 'logpush.jobs.update': {
      // A PUT carries the changed members only: the body passes the schema, and the job it makes (the configured job with the body applied) the rules.
      const job = configurationValue(call);
      return { document: { ...(job !== null && typeof job === 'object' ? job : {}), ...(body as object) }, validator: schema.logpushJob, schemaInput: body };
    }
    case 'lists.create': {
      const manifest = { account: { id: '01a7362d577a6c3019a474fd6f485823', lists: [body] } };
      return { document: manifest, validator: schema.manifest, schemaInput: manifest };
    }
    case 'lists.items.add':
    case 'lists.items.replace': {
      // The items are checked as items of the configured list's kind (a redirect list's items are not IP items).
      const list = configurationValue(call);
      const kind = list !== null && typeof list === 'object' && typeof (list as Record<string, unknown>)['kind'] === 'string' ? (list as Record<string, unknown>)['kind'] : 'ip';
      const manifest = { account: { id: '01a7362d577a6c3019a474fd6f485823', lists: [{ name: 'list', kind, items: body }] } };
      return { document: manifest, validator: schema.manifest, schemaInput: manifest };
    }
    default:
      return undefined;
  }
}

const outcomes = [
  ...fixtures.map((file) => ({ file, outcome: planSources([{ filePath: file, text: readFileSync(join(repo, file), 'utf8') }], { config }) })),
  // The plan scenarios as they are planned for their goldens: with their current state and options (updates, deletions, --force).
  ...scenarioDirs()
    .filter((dir) => !dir.endsWith('forced-with-errors'))
    .map((dir) => ({ file: `${relative(repo, dir)} (scenario)`, outcome: runScenario(dir) })),
];

it('covers many bodies of every kind the planner sends', () => {
  const calls = outcomes.flatMap((o) => o.outcome.plan?.calls ?? []).filter((c) => c.body !== undefined);
  const operations = new Set(calls.map((c) => c.operation));
  expect(calls.length).toBeGreaterThan(30);
  for (const op of ['entrypoint.put', 'rulesets.create', 'rules.patch', 'esc.secret', 'esc.disable', 'logpush.jobs.create', 'logpush.jobs.update', 'logpush.ownership', 'lists.create', 'lists.items.add', 'lists.items.replace'] as const) {
    expect(operations.has(op), op).toBe(true);
  }
  // The check itself catches a bad body: a rule with an unknown member and a wrong type.
  const bad = lintText('bad.json', JSON.stringify({ kind: 'zone', phase: 'http_request_firewall_managed', rules: [{ action: 'execute', expresion: 'true', enabled: 'yes' }] }), config);
  expect(bad.errorCount).toBeGreaterThan(0);
});

describe('every planned body passes edgelint\'s own schemas and rules', () => {
  for (const { file, outcome } of outcomes) {
    it(file, () => {
      if (outcome.errorCount > 0) {
        expect(outcome.plan).toBeUndefined();
        expect(outcome.blockedReason).toMatch(/^no plan: the configuration has \d+ lint errors?/);
        return;
      }
      const plan = outcome.plan!;
      for (const call of plan.calls) {
        if (call.body === undefined) continue;
        const body = withExamples(plan, call.body);
        const target = asDocument(call, body);
        expect(target, `${call.id}: a body of ${call.operation} that no check covers`).toBeDefined();
        if (!target) continue;
        const valid = target.validator(target.schemaInput);
        expect(valid ? [] : target.validator.errors, `${call.id}: schema`).toEqual([]);
        const result = lintText(`${relative(repo, file)}#${call.id}.json`, JSON.stringify(target.document, null, 2), config);
        const errors = result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
        expect(errors, `${call.id}: lint errors in the planned body`).toEqual([]);
      }
    });
  }
});
