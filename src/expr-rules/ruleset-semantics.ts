/**
 * Reasoning across the rules of one ruleset with the semantic engine, shared
 * by `ruleset/unreachable-rule`, `ruleset/duplicate-rule` and
 * `ruleset/skip-no-effect` through `context.memo` (one pass per ruleset):
 *
 * - a rule is unreachable when an earlier enabled rule stops evaluation for
 *   every request it matches (a terminating action, or a skip of the rest of
 *   the ruleset) — its match set contains the later rule's;
 * - a rule is a duplicate when an earlier enabled rule has an equivalent
 *   expression and does exactly the same (action, parameters, rate limit);
 * - a skip of the rest of the ruleset skips nothing when no enabled rule
 *   follows it, or none of them can match a request it matches.
 *
 * Field values are fixed within a phase (rulesets-api.md §7), so two rules of
 * one ruleset see the same request. Rules whose expression the engine cannot
 * read (errors, unknown fields) take no part. The pair checks are quadratic in
 * the rules of a ruleset, so they stop after `MAX_PAIR_CHECKS` (staying silent,
 * never guessing); each check is bounded by the engine's budget.
 */
import { isDeepStrictEqual } from 'node:util';
import { actionInfo } from '../data/actions.js';
import type { RootNode } from '../expr/ast.js';
import type { RuleModel, RulesetModel } from '../model/types.js';
import { type ConditionAnalyzer, disjoint, isSubset, neverMatches, newAnalyzer } from '../semantic/index.js';
import { type AnyRuleContext, analysisOf, expressionSitesOf } from './expression-sites.js';
import { semanticTree } from './semantic-analysis.js';

/** Subset checks one ruleset may spend (a 500-rule ruleset needs at most ~125,000 with every rule terminating). */
export const MAX_PAIR_CHECKS = 150_000;

/** Engine work one ruleset may spend; beyond it the engine joins eagerly (coarser, still certain). */
const RULESET_BUDGET = 2_000_000;

/** Phases where a matching rule's action does not apply to every request it matches. */
const RATE_LIMITED_PHASES: ReadonlySet<string> = new Set(['http_ratelimit']);

export type Stopper = { readonly rule: RuleModel; readonly how: 'action' | 'skip' };

export interface RulesetSemantics {
  /** Rules that never run, with the earlier rule that stops evaluation for every request they match. */
  readonly unreachable: readonly { readonly rule: RuleModel; readonly by: Stopper }[];
  /** Rules equivalent to an earlier one that does the same. */
  readonly duplicates: readonly { readonly rule: RuleModel; readonly first: RuleModel }[];
  /** Skips of the rest of the ruleset that skip nothing. */
  readonly idleSkips: readonly { readonly rule: RuleModel; readonly reason: 'nothingFollows' | 'disjoint' }[];
}

/** How a rule stops the evaluation of the rules after it, for the requests it matches; `undefined` when it does not. */
export function stopsEvaluation(rule: RuleModel): Stopper['how'] | undefined {
  const phase = rule.ruleset.phase;
  if (!rule.enabled || rule.action === undefined || (phase !== undefined && RATE_LIMITED_PHASES.has(phase))) return undefined;
  const parameters = rule.parameters;
  if (rule.action === 'skip') return parameters?.['ruleset'] === 'current' ? 'skip' : undefined;
  // A bulk redirect (`from_list`) redirects only the URLs in its list; a log_custom_field rule only adds to the log.
  if (rule.action === 'redirect' && parameters?.['from_value'] === undefined) return undefined;
  if (rule.action === 'log_custom_field') return undefined;
  return actionInfo(rule.action)?.terminating === true ? 'action' : undefined;
}

/** A skip whose only effect is skipping the rest of this ruleset. */
function skipsOnlyRest(rule: RuleModel): boolean {
  const p = rule.parameters;
  if (rule.action !== 'skip' || p === undefined || p['ruleset'] !== 'current') return false;
  return Object.keys(p).every((key) => key === 'ruleset');
}

function treeOf(context: AnyRuleContext, rule: RuleModel): RootNode | undefined {
  const site = expressionSitesOf(context, rule).find((s) => s.context.kind === 'filter' && s.context.filterSlot === 'rule');
  return site === undefined ? undefined : semanticTree(analysisOf(context, site));
}

function analyse(context: AnyRuleContext, ruleset: RulesetModel): RulesetSemantics {
  const analyzer: ConditionAnalyzer = newAnalyzer(RULESET_BUDGET);
  const enabled = ruleset.rules.filter((r) => r.enabled).map((rule) => ({ rule, tree: treeOf(context, rule), stops: stopsEvaluation(rule) }));
  let checks = 0;
  const within = (): boolean => ++checks <= MAX_PAIR_CHECKS;
  const unreachable: { rule: RuleModel; by: Stopper }[] = [];
  const duplicates: { rule: RuleModel; first: RuleModel }[] = [];
  const idleSkips: { rule: RuleModel; reason: 'nothingFollows' | 'disjoint' }[] = [];
  const stoppers: { rule: RuleModel; tree: RootNode; how: Stopper['how'] }[] = [];
  enabled.forEach((entry, position) => {
    const { rule, tree } = entry;
    // A rule that never matches is expression/contradiction's (or a value rule's); it is "inside" every other rule.
    if (tree !== undefined && !neverMatches(tree, analyzer)) {
      const by = stoppers.find((s) => within() && isSubset(tree, s.tree, analyzer));
      if (by !== undefined) {
        unreachable.push({ rule, by: { rule: by.rule, how: by.how } });
      } else {
        const first = enabled.slice(0, position).find(
          (e) =>
            e.tree !== undefined &&
            e.stops === undefined &&
            e.rule.action === rule.action &&
            isDeepStrictEqual(e.rule.value['action_parameters'], rule.value['action_parameters']) &&
            isDeepStrictEqual(e.rule.value['ratelimit'], rule.value['ratelimit']) &&
            within() &&
            isSubset(tree, e.tree, analyzer) &&
            isSubset(e.tree, tree, analyzer),
        );
        if (first !== undefined) duplicates.push({ rule, first: first.rule });
      }
    }
    if (skipsOnlyRest(rule)) {
      const later = enabled.slice(position + 1);
      if (later.length === 0) idleSkips.push({ rule, reason: 'nothingFollows' });
      else if (tree !== undefined && later.every((e) => e.tree !== undefined && within() && disjoint(tree, e.tree, analyzer))) idleSkips.push({ rule, reason: 'disjoint' });
    }
    if (tree !== undefined && entry.stops !== undefined) stoppers.push({ rule, tree, how: entry.stops });
  });
  return { unreachable, duplicates, idleSkips };
}

/** The cross-rule findings of `ruleset`, computed once per document. */
export function rulesetSemanticsOf(context: AnyRuleContext, ruleset: RulesetModel): RulesetSemantics {
  return context.memo(`ruleset-semantics@${JSON.stringify(ruleset.path)}`, () => analyse(context, ruleset));
}
