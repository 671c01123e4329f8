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
 * A rule of a Terraform `dynamic` block may be absent or repeated: it is
 * checked against the rules before it, but is never the earlier rule.
 *
 * Field values are fixed within a phase (rulesets-api.md §7), so two rules of
 * one ruleset see the same request. Rules whose expression the engine cannot
 * read (errors, unknown fields) take no part. A rule meets only the earlier
 * rules that may contain it: those a `ContainmentIndex` finds for its witness
 * (a request it matches), and of those only the ones whose set holds the
 * witness get a proof — so a ruleset of distinct rules costs about linear
 * time, where comparing every pair made a 600-rule ruleset take a second.
 * Rules that do overlap still need proofs, which stop after
 * `MAX_PAIR_CHECKS` per ruleset (staying silent, never guessing), as do the
 * idle-skip checks (each skip against the rules after it); each proof is
 * bounded by the engine's budget.
 */
import { actionInfo } from '../data/actions.js';
import type { RootNode } from '../expr/ast.js';
import type { RuleModel, RulesetModel } from '../model/types.js';
import { ContainmentIndex, type MatchSet, type Witness, disjointSets, holdsSomewhere, matchSetOf, witnessOf } from '../semantic/index.js';
import { type AnyRuleContext, analysisOf, expressionSitesOf } from './expression-sites.js';
import { analyzerOf, semanticTree } from './semantic-analysis.js';

/** Subset checks one ruleset may spend (a 500-rule ruleset needs at most ~125,000 with every rule terminating). */
export const MAX_PAIR_CHECKS = 150_000;

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

/** A rule's filter expression and its tree, when the engine may reason about it. */
function filterOf(context: AnyRuleContext, rule: RuleModel): { text: string; tree: RootNode } | undefined {
  const site = expressionSitesOf(context, rule).find((s) => s.context.kind === 'filter' && s.context.filterSlot === 'rule');
  if (site === undefined) return undefined;
  const tree = semanticTree(analysisOf(context, site));
  return tree === undefined ? undefined : { text: site.text, tree };
}

/**
 * The engine's view of one expression of the ruleset, shared by the rules
 * that repeat it (the same filter with another action or in another group is
 * common): its sets are built, and its proofs made, once.
 */
interface Condition {
  readonly tree: RootNode;
  /** The requests it matches. */
  readonly matches: MatchSet;
  /** One of those requests, when one could be built: rules whose sets cannot hold it cannot contain this rule. */
  readonly witness: Witness | undefined;
  /** The requests it does not match, with the keys of each box: computed when the rule is first asked to contain another. */
  misses(): { readonly set: MatchSet; readonly keys: readonly ReadonlySet<string>[] };
  /** Keys constrained anywhere in `matches`. */
  readonly keys: ReadonlySet<string>;
  /** Whether it lies inside another condition, once proved (or given up on). */
  readonly inside: Map<Condition, boolean>;
}

/** A rule with the engine's view of its expression. */
interface Entry {
  readonly rule: RuleModel;
  readonly condition: Condition;
  readonly stops: Stopper['how'] | undefined;
  /** Action, parameters and rate limit in canonical JSON (non-stopping rules only, for duplicates). */
  readonly behaviour: string | undefined;
}

/** JSON with sorted keys, so that two equal values print the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object).sort().map((k) => `${JSON.stringify(k)}:${canonical(object[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * Whether `inner ⊆ outer` is worth proving: the proof needs every box of
 * "not outer" to conflict with `inner`, and a conflict needs a key both
 * constrain. Most pairs of rules constrain different fields and stop here.
 */
function mayBeInside(inner: Condition, outer: Condition): boolean {
  for (const keys of outer.misses().keys) {
    let shared = false;
    for (const key of keys) {
      if (inner.keys.has(key)) {
        shared = true;
        break;
      }
    }
    if (!shared) return false;
  }
  return true;
}

function analyse(context: AnyRuleContext, ruleset: RulesetModel): RulesetSemantics {
  const analyzer = analyzerOf(context);
  // One ruleset is one phase and one context: the same text is the same condition.
  const conditions = new Map<string, Condition | undefined>();
  const conditionOf = (text: string, tree: RootNode): Condition | undefined => {
    if (conditions.has(text)) return conditions.get(text);
    let condition: Condition | undefined;
    const matches = matchSetOf(tree, analyzer);
    // A rule that never matches is expression/contradiction's (or a value rule's); it is "inside" every other rule.
    if (matches.boxes.length > 0) {
      let misses: { set: MatchSet; keys: ReadonlySet<string>[] } | undefined;
      const keys = new Set<string>();
      for (const box of matches.boxes) for (const key of box.keys()) keys.add(key);
      condition = {
        tree,
        matches,
        witness: witnessOf(matches),
        misses() {
          if (misses === undefined) {
            const set = analyzer.setOf(tree, false);
            misses = { set, keys: set.boxes.map((box) => new Set(box.keys())) };
          }
          return misses;
        },
        keys,
        inside: new Map(),
      };
    }
    conditions.set(text, condition);
    return condition;
  };
  const enabled: { rule: RuleModel; entry: Entry | undefined }[] = [];
  for (const rule of ruleset.rules) {
    if (!rule.enabled) continue;
    const filter = filterOf(context, rule);
    const condition = filter && conditionOf(filter.text, filter.tree);
    let entry: Entry | undefined;
    if (condition !== undefined) {
      const stops = stopsEvaluation(rule);
      entry = {
        rule,
        condition,
        stops,
        behaviour: stops !== undefined ? undefined : `${rule.action ?? ''}\u0000${canonical(rule.value['action_parameters'])}\u0000${canonical(rule.value['ratelimit'])}`,
      };
    }
    enabled.push({ rule, entry });
  }
  let checks = 0;
  const inside = (inner: Condition, outer: Condition): boolean => {
    const known = inner.inside.get(outer);
    if (known !== undefined) return known;
    const proved =
      (inner.witness === undefined || holdsSomewhere(outer.matches, inner.witness)) &&
      mayBeInside(inner, outer) &&
      ++checks <= MAX_PAIR_CHECKS &&
      disjointSets(inner.matches, outer.misses().set, analyzer.budget);
    inner.inside.set(outer, proved);
    return proved;
  };
  /** Whether no enabled rule from `from` on can match a request `skip` matches (no copy of the rest per skip). */
  const laterAllDisjoint = (skip: Entry, from: number): boolean => {
    for (let k = from; k < enabled.length; k++) {
      const later = enabled[k]!.entry;
      if (later === undefined || ++checks > MAX_PAIR_CHECKS || !disjointSets(skip.condition.matches, later.condition.matches, analyzer.budget)) return false;
    }
    return true;
  };
  const unreachable: { rule: RuleModel; by: Stopper }[] = [];
  const duplicates: { rule: RuleModel; first: RuleModel }[] = [];
  const idleSkips: { rule: RuleModel; reason: 'nothingFollows' | 'disjoint' }[] = [];
  // An index holds each condition once, with its first rule: `find` returns the first match, so a later copy would never be found.
  const stoppers = { index: new ContainmentIndex<Entry>(), held: new Set<Condition>() };
  /** Earlier non-stopping rules by what they do. */
  const byBehaviour = new Map<string, typeof stoppers>();
  const file = (into: typeof stoppers, entry: Entry): void => {
    if (into.held.has(entry.condition)) return;
    into.held.add(entry.condition);
    into.index.add(entry, entry.condition.matches);
  };
  enabled.forEach(({ rule, entry }, position) => {
    // A rule Terraform may make none or several of (a `dynamic` block) is checked, but is never the earlier rule of a finding.
    const certain = rule.mayRepeat !== true;
    if (entry !== undefined) {
      const { condition } = entry;
      const by = stoppers.index.find(condition.witness, (s) => inside(condition, s.condition));
      if (by !== undefined) {
        unreachable.push({ rule, by: { rule: by.rule, how: by.stops! } });
      } else if (entry.behaviour !== undefined) {
        const twin = byBehaviour.get(entry.behaviour)?.index.find(condition.witness, (e) => inside(condition, e.condition) && inside(e.condition, condition));
        if (twin !== undefined) duplicates.push({ rule, first: twin.rule });
      }
      if (!certain) return;
      if (entry.stops !== undefined) file(stoppers, entry);
      else if (entry.behaviour !== undefined) {
        let same = byBehaviour.get(entry.behaviour);
        if (same === undefined) byBehaviour.set(entry.behaviour, (same = { index: new ContainmentIndex(), held: new Set() }));
        file(same, entry);
      }
    }
    if (certain && skipsOnlyRest(rule)) {
      if (position === enabled.length - 1) idleSkips.push({ rule, reason: 'nothingFollows' });
      else if (entry !== undefined && laterAllDisjoint(entry, position + 1)) idleSkips.push({ rule, reason: 'disjoint' });
    }
  });
  return { unreachable, duplicates, idleSkips };
}

/** The cross-rule findings of `ruleset`, computed once per document. */
export function rulesetSemanticsOf(context: AnyRuleContext, ruleset: RulesetModel): RulesetSemantics {
  return context.memo('ruleset-semantics', ruleset, () => analyse(context, ruleset));
}
