/**
 * What the simulated ruleset engine runs for one zone: the entry point
 * rulesets of each phase at the account (kind `root`) and at the zone (kind
 * `zone`), the account's custom rulesets (run by `execute`), its lists, and
 * the zone's name and plan. Built from the document model; the ESC verifier
 * derives variants (a generated rule added, covering rules removed) with
 * `withRules`.
 */
import type { Tier } from '../data/plans.js';
import type { ExpressionAnalysis } from '../expr/analyze.js';
import type { ListResolver } from '../expr/context.js';
import { isObject } from '../model/build.js';
import type { JsonObject, Path, RuleModel, RulesetModel, ScopeModel } from '../model/types.js';
import { entryPointOf } from '../esc/replacement.js';
import { listLookup, type ListLookup } from './lists.js';

export interface EngineRule {
  readonly action?: string;
  readonly expression?: string;
  readonly parameters?: JsonObject;
  readonly enabled: boolean;
  readonly ref?: string;
  readonly id?: string;
  readonly description?: string;
  /** The whole rule (for `logging`, `ratelimit`). */
  readonly value: JsonObject;
  /** Where the rule is written, when it is in the configuration. */
  readonly path?: Path;
}

export interface EngineRuleset {
  readonly level: 'account' | 'zone';
  readonly phase: string;
  readonly id?: string;
  /** For traces: the ruleset's name, else `entry point`. */
  readonly label: string;
  readonly rules: readonly EngineRule[];
}

export interface EngineConfig {
  readonly zoneName?: string;
  readonly zoneId?: string;
  readonly tier?: Tier;
  /** List contents, for evaluation. */
  readonly lists: ListLookup;
  /** List kinds by name, for the type checker (account lists and the configuration's `lists`). */
  readonly listKinds: ListResolver;
  entryPoint(level: 'account' | 'zone', phase: string): EngineRuleset | undefined;
  customRuleset(id: string): EngineRuleset | undefined;
  /** Expression analyses by context and text, shared by every simulation of this configuration and its variants. */
  readonly analyses: Map<string, ExpressionAnalysis>;
}

/** How traces and outcomes name a rule: its ref, else its id, else its description, else its place (`zone http_request_transform rule 2`). */
export function ruleLabel(rule: EngineRule, index: number, ruleset: EngineRuleset): string {
  return rule.ref ?? rule.id ?? rule.description ?? `${ruleset.level} ${ruleset.phase} rule ${index + 1}`;
}

/** A rule's identity across variants of a configuration: its path in the document. */
export function pathKey(path: Path): string {
  return path.join('\u0000');
}

export function engineRule(rule: RuleModel): EngineRule {
  const description = rule.value['description'];
  return {
    ...(rule.action !== undefined ? { action: rule.action } : {}),
    ...(rule.expression !== undefined ? { expression: rule.expression } : {}),
    ...(rule.parameters !== undefined ? { parameters: rule.parameters } : {}),
    enabled: rule.enabled,
    ...(rule.ref !== undefined ? { ref: rule.ref } : {}),
    ...(rule.id !== undefined ? { id: rule.id } : {}),
    ...(typeof description === 'string' && description !== '' ? { description } : {}),
    value: rule.value,
    path: rule.path,
  };
}

function engineRuleset(ruleset: RulesetModel, level: 'account' | 'zone'): EngineRuleset {
  return {
    level,
    phase: ruleset.phase ?? '',
    ...(ruleset.id !== undefined ? { id: ruleset.id } : {}),
    label: ruleset.name ?? 'entry point',
    rules: ruleset.rules.map(engineRule),
  };
}

export interface EngineConfigOptions {
  readonly tier?: Tier;
  /** Lists known by kind only (the configuration's `lists: { name: kind }`). */
  readonly configLists?: Readonly<Record<string, string>>;
}

const LIST_KINDS = new Set(['ip', 'hostname', 'asn', 'redirect']);

/** The engine configuration of `zone` (and its account) as the manifest describes them. */
export function engineConfigOf(zone: ScopeModel, options: EngineConfigOptions = {}): EngineConfig {
  const account = zone.account;
  const kinds = new Map<string, 'ip' | 'hostname' | 'asn' | 'redirect'>();
  for (const [name, kind] of Object.entries(options.configLists ?? {})) if (LIST_KINDS.has(kind)) kinds.set(name, kind as 'ip');
  for (const list of account?.lists ?? []) if (list.name !== undefined && list.kind !== undefined && LIST_KINDS.has(list.kind)) kinds.set(list.name, list.kind as 'ip');
  const custom = new Map<string, EngineRuleset>();
  for (const ruleset of account?.rulesets ?? []) if (ruleset.kind === 'custom' && ruleset.id !== undefined) custom.set(ruleset.id, engineRuleset(ruleset, 'account'));
  return {
    ...(zone.name !== undefined ? { zoneName: zone.name } : {}),
    ...(zone.id !== undefined ? { zoneId: zone.id } : {}),
    ...(options.tier !== undefined ? { tier: options.tier } : {}),
    lists: listLookup(account?.lists ?? []),
    listKinds: (name) => {
      const kind = kinds.get(name);
      return kind === undefined ? undefined : { kind };
    },
    entryPoint(level, phase) {
      const scope = level === 'zone' ? zone : account;
      const ruleset = scope === undefined ? undefined : entryPointOf(scope, phase);
      return ruleset === undefined ? undefined : engineRuleset(ruleset, level);
    },
    customRuleset: (id) => custom.get(id),
    analyses: new Map(),
  };
}

/**
 * A variant of `config` with the rules of one entry point changed: `add`
 * appended (creating the entry point when there is none), and the rules at
 * `remove` (paths) left out.
 */
export function withRules(config: EngineConfig, change: { level: 'account' | 'zone'; phase: string; add?: readonly EngineRule[]; remove?: readonly Path[] }): EngineConfig {
  const removed = new Set((change.remove ?? []).map(pathKey));
  return {
    ...config,
    entryPoint(level, phase) {
      const base = config.entryPoint(level, phase);
      if (level !== change.level || phase !== change.phase) {
        if (base === undefined || removed.size === 0) return base;
        return { ...base, rules: base.rules.filter((r) => r.path === undefined || !removed.has(pathKey(r.path))) };
      }
      const kept = (base?.rules ?? []).filter((r) => r.path === undefined || !removed.has(pathKey(r.path)));
      return { level, phase, label: base?.label ?? 'entry point', ...(base?.id !== undefined ? { id: base.id } : {}), rules: [...kept, ...(change.add ?? [])] };
    },
  };
}

/** A rule in the API's create shape (a generated replacement) as an engine rule. */
export function apiEngineRule(rule: { action: string; expression: string; action_parameters: Readonly<Record<string, unknown>>; description: string }): EngineRule {
  const parameters = isObject(rule.action_parameters) ? (rule.action_parameters as JsonObject) : undefined;
  return { action: rule.action, expression: rule.expression, ...(parameters ? { parameters } : {}), enabled: true, description: rule.description, value: rule as unknown as JsonObject };
}
