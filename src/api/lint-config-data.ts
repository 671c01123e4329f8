/**
 * A file's configuration (`LintConfig`) as plain data: rule ids instead of
 * rule modules. A worker thread cannot receive functions, so it gets this
 * and looks the rules up in its own copy of the catalogue; the cache hashes
 * it, so a cached result is reused only under the very settings it was
 * computed with (rules, severities, options, now, tier, lists, removal
 * date, caps) — overrides, `--rule`, `--now`, `--tier` and code
 * configurations are already folded in, by the main thread, once.
 */
import type { LintConfig, LintLimits } from '../engine/linter.js';
import type { AnyRule, LintSettings, Severity } from '../engine/rule.js';

/** A `LintConfig` whose rules are named by id; the registry travels apart, as ids. */
export interface LintConfigData {
  readonly rules: readonly (readonly [id: string, severity: Exclude<Severity, 'off'>, options: unknown])[];
  readonly settings: LintSettings;
  readonly limits?: LintLimits;
}

export function lintConfigData(config: LintConfig): LintConfigData {
  return {
    rules: config.rules.map((r) => [r.rule.meta.id, r.severity, r.options] as const),
    settings: config.settings,
    ...(config.limits ? { limits: config.limits } : {}),
  };
}

/** The rules `ids` name, taken from `catalogue` (which must hold every one). */
export function rulesByIds(ids: readonly string[], catalogue: readonly AnyRule[]): AnyRule[] {
  const byId = new Map(catalogue.map((rule) => [rule.meta.id, rule]));
  return ids.map((id) => {
    const rule = byId.get(id);
    if (!rule) throw new Error(`edgelint: rule ${id} is not in this thread's catalogue`);
    return rule;
  });
}

/** The `LintConfig` `data` describes, its rules taken from `registry` (which holds every rule it names). */
export function lintConfigFromData(data: LintConfigData, registry: readonly AnyRule[]): LintConfig {
  const found = rulesByIds(data.rules.map(([id]) => id), registry);
  const rules = data.rules.map(([, severity, options], i) => ({ rule: found[i]!, severity, options }));
  return { rules, settings: data.settings, registry, ...(data.limits ? { limits: data.limits } : {}) };
}

/**
 * Whether every rule of `registry` is one of `catalogue` (edgelint's own
 * rules): only then can another thread, or a later run, stand for the same
 * rules by their ids. Rules a library caller wrote are functions of theirs.
 */
export function isCatalogued(registry: readonly AnyRule[], catalogue: readonly AnyRule[]): boolean {
  const known = new Set(catalogue);
  return registry.every((rule) => known.has(rule));
}
