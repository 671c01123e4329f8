/**
 * What the `rules/esc/*` rules share, computed once per document through
 * `context.memo` whichever rules ask: a behaviour's coverage and the
 * analysis of its `when`.
 */
import type { RuleContext } from '../engine/rule.js';
import type { EscBehaviourModel } from '../model/types.js';
import { analyzeCoverage, type CoverageAnalysis } from './coverage.js';
import { analyzeWhen, type WhenAnalysis } from './when.js';

type AnyContext = Pick<RuleContext<unknown, string>, 'memo' | 'settings'>;

export function coverageOf(context: AnyContext, behaviour: EscBehaviourModel): CoverageAnalysis {
  return context.memo('esc/coverage', behaviour, () => analyzeCoverage(behaviour));
}

export function whenOf(context: AnyContext, behaviour: EscBehaviourModel): WhenAnalysis | undefined {
  return context.memo('esc/when', behaviour, () => analyzeWhen(behaviour, context.settings));
}
