/**
 * Every output edgelint makes from one file, produced in-process: the lint
 * result, the plan (forced past lint errors) in each format, and the
 * migration report in each format — what the CLI's lint, plan and report
 * commands print. For tests that check something of all outputs (the
 * fuzzers: nothing throws; the secret probes: nothing leaks).
 */
import { ALL_RULES } from '../../rules/index.js';
import { resolveConfig } from '../config/resolve-config.js';
import type { LintConfig } from '../engine/linter.js';
import { lintText } from '../engine/linter.js';
import type { LintResult } from '../engine/lint-result.js';
import { currentProblemText, planScope, planSources, PLAN_FORMATS, renderPlan, type PlanSource } from '../plan/index.js';
import { buildMigrationReport, renderReport, REPORT_FORMATS } from '../report/index.js';
import { TEST_NOW } from './rule-tester.js';

/** Every rule at its default severity, as a run without configuration has them. */
export const DEFAULT_CONFIG: LintConfig = resolveConfig(undefined, {}, ALL_RULES, TEST_NOW).config!;

export interface PipelineOutputs {
  readonly lint: LintResult;
  /** Rendered plans by format (`md`, `json`, `curl`, `http`), plus `blocked` or `current` problems when there is no plan. */
  readonly plans: Readonly<Record<string, string>>;
  /** Rendered reports by format (`md`, `json`, `html`). */
  readonly reports: Readonly<Record<string, string>>;
}

/** Lint, plan (with `force`) and report one file, with every output rendered. */
export function runPipeline(sources: readonly PlanSource[], config: LintConfig = DEFAULT_CONFIG, current?: readonly PlanSource[]): PipelineOutputs {
  const [first] = sources;
  const lint = first ? lintText(first.filePath, first.text, config) : lintText('empty.yaml', '', config);
  const outcome = planSources(sources, { config, force: true, ...(current ? { current } : {}) });
  const plans: Record<string, string> = {};
  if (outcome.plan) for (const format of PLAN_FORMATS) plans[format] = renderPlan(outcome.plan, format);
  else plans['blocked'] = outcome.blockedReason ?? '';
  if (outcome.currentProblems.length) plans['current'] = outcome.currentProblems.map(currentProblemText).join('\n');
  const report = buildMigrationReport({
    sources,
    now: config.settings.now,
    lint: config,
    planCalls: ({ document, filePath, scope }) => planScope(document, scope, { filePath }),
  });
  const reports: Record<string, string> = {};
  for (const format of REPORT_FORMATS) reports[format] = renderReport(report, format);
  return { lint, plans, reports };
}
