/**
 * Turn the tool configuration (found by cosmiconfig) and the command-line
 * overrides into what a run uses: the files patterns, and per file the
 * enabled rules with their severity and options and the settings rules read
 * (`now`, `tier`, `lists`, `removalDate`). Every problem is collected — a
 * user fixes a config file once, not once per error — with the position of
 * the offending key or value.
 *
 * Settings come in layers, ESLint's flat config applied in order: the top
 * level, then each `overrides` block whose `files` match the file (minus its
 * `ignores`), then the command line (`--rule`, `--now`, `--tier`,
 * `--removal-date`), which wins over everything. A layer's rule entry with a
 * severity alone keeps the options an earlier layer gave; one with options
 * replaces them. `configForFile` (config-for-file.ts) folds the layers for a
 * file; `ResolvedConfig.rules` and `.settings` are those of a file no
 * override matches.
 */
import type { AnyRule, LintSettings, Severity } from '../engine/rule.js';
import type { ConfiguredRule } from '../engine/run-rules.js';
import { UNUSED_DIRECTIVE_RULE_ID } from '../engine/directive-rules.js';
import type { Path } from '../model/types.js';
import { config as generatedConfigValidator } from '../schema/generated-validators.js';
import { isObject } from '../model/build.js';
import { isTier, type Tier } from '../data/plans.js';
import { ESC_REMOVAL_DATE } from '../data/esc-limits.js';
import { didYouMeanSuffix } from '../text/did-you-mean.js';
import { validateRuleOptions } from './rule-options.js';
import { parseCalendarDate } from '../text/calendar-date.js';
import { groupedDigits } from '../text/grouped-digits.js';

type SchemaValidator = ((data: unknown) => boolean) & { errors?: { keyword: string; params: Record<string, unknown>; instancePath: string }[] | null };
const validateConfigSchema = generatedConfigValidator as SchemaValidator;

/** The files linted when neither the command line nor the configuration names any. */
export const DEFAULT_FILES: readonly string[] = ['**/*.edge.{yaml,yml,json}', 'edge/**/*.{yaml,yml,json}', '**/*.tf', '**/*.tf.json'];

export const SEVERITIES: readonly Severity[] = ['off', 'info', 'warn', 'error'];

/** The keys of the configuration's top level, for "did you mean". */
const TOP_LEVEL_KEYS = ['files', 'ignores', 'rules', 'now', 'tier', 'lists', 'removalDate', 'reportUnusedDisableDirectives', 'overrides'];
/** The keys of an `overrides` block. */
const OVERRIDE_KEYS = ['files', 'ignores', 'rules', 'now', 'tier', 'lists', 'removalDate', 'reportUnusedDisableDirectives'];

/** The keys whose values are lists (their items are addressed by index). */
const LIST_KEYS = new Set(['files', 'ignores', 'overrides']);

/** Where the removal date comes from when nothing sets it, in the report's words. */
export const SPEC_REMOVAL_DATE_SOURCE = 'the spec (1.1, 8, 9.4)';

export interface ConfigProblem {
  readonly message: string;
  readonly path: Path;
  readonly target: 'key' | 'value';
}

/** A configuration that cannot be used: exit code 2, each problem with its position. */
export class ConfigError extends Error {
  constructor(
    readonly problems: readonly { message: string; filePath?: string; line?: number; column?: number }[],
  ) {
    super(problems.map((p) => p.message).join('\n'));
  }
}

/** What the command line changes in the configuration; each wins over every layer of the file. */
export interface CliOverrides {
  /** `--rule id:severity[:{json options}]`, in command-line order. */
  readonly rules?: readonly string[];
  /** `--now YYYY-MM-DD`. */
  readonly now?: string;
  /** `--tier <plan>`. */
  readonly tier?: string;
  /** `--removal-date YYYY-MM-DD`. */
  readonly removalDate?: string;
}

/** A rule's entry in one layer: its severity, and options when the layer gives them. */
export interface RuleEntry {
  readonly severity: Severity;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** One layer of settings (the top level, an `overrides` block, the command line): only what it sets. */
export interface ConfigLayer {
  readonly rules: ReadonlyMap<string, RuleEntry>;
  readonly now?: Date;
  readonly tier?: Tier;
  /** Merged name by name over earlier layers. */
  readonly lists?: Readonly<Record<string, string>>;
  /** YYYY-MM-DD. */
  readonly removalDate?: string;
}

/** An `overrides` block: the files it applies to and what it sets. */
export interface ResolvedOverride {
  /** Glob patterns, relative to the configuration's folder like the top-level `files` (config/base-path.ts). */
  readonly files: readonly string[];
  readonly ignores: readonly string[];
  readonly layer: ConfigLayer;
}

/** A configuration ready to lint with: the files patterns, the rules and settings of a file no override matches, and the layers `configForFile` folds per file. */
export interface ResolvedConfig {
  /** The patterns of the files linted when no paths are given, relative to the configuration's folder (config/base-path.ts). */
  readonly files: readonly string[];
  /** Patterns of files never linted. */
  readonly ignores: readonly string[];
  /** The enabled rules of a file no override matches. */
  readonly rules: readonly ConfiguredRule[];
  /** The settings of a file no override matches. */
  readonly settings: LintSettings;
  /** Where `settings.removalDate` comes from, in words (the migration report shows it). */
  readonly removalDateSource: string;
  /** The `overrides` blocks, in order. */
  readonly overrides: readonly ResolvedOverride[];
  /** The layers `configForFile` folds: the top level before the overrides, the command line after them. */
  readonly layers: { readonly top: ConfigLayer; readonly commandLine: ConfigLayer };
  /** The rules the configuration was resolved against. */
  readonly registry: readonly AnyRule[];
}

interface MutableLayer {
  rules: Map<string, RuleEntry>;
  now?: Date;
  tier?: Tier;
  lists?: Record<string, string>;
  removalDate?: string;
}

/**
 * Resolve the configuration. `raw` is the configuration object (or
 * `undefined` when there is none); `problems` in it are returned, not thrown,
 * so the caller can attach positions from the config file's source.
 */
export function resolveConfig(
  raw: unknown,
  overrides: CliOverrides,
  registry: readonly AnyRule[],
  defaultNow: Date,
): { config?: ResolvedConfig; problems: ConfigProblem[]; overrideProblems: string[] } {
  const problems: ConfigProblem[] = [];
  const overrideProblems: string[] = [];
  const byId = new Map(registry.map((rule) => [rule.meta.id, rule]));
  // Values JSON cannot hold (YAML's `!!binary` and `!!timestamp`, a code configuration's objects) would pass the schema's
  // "object" test and be read member by member; each is one problem at its place, and nothing else is checked.
  const foreign = nonDataValues(raw);
  if (foreign.length) return { problems: foreign, overrideProblems };
  const input: Record<string, unknown> = raw === undefined || raw === null ? {} : isObject(raw) ? { ...raw } : {};
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.push({ message: 'the configuration must be a mapping', path: [], target: 'value' });

  if (!validateConfigSchema(input)) {
    for (const error of validateConfigSchema.errors ?? []) {
      const segments = error.instancePath.split('/').slice(1).map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      // Indexes of the configuration's lists are numbers in a JSON path; keys of its mappings stay strings.
      const path = segments.map((s, i) => (/^\d+$/.test(s) && LIST_KEYS.has(segments[i - 1] ?? '') ? Number(s) : s));
      const message = configSchemaMessage(error, path);
      if (message) problems.push(message);
    }
  }

  const top = readLayer(input, [], byId, problems);
  const blocks: ResolvedOverride[] = [];
  if (Array.isArray(input['overrides'])) {
    input['overrides'].forEach((block: unknown, index) => {
      if (!isObject(block)) return; // the schema reported it
      const files = stringList(block['files']);
      if (files.length === 0) return; // the schema reported it
      blocks.push({ files, ignores: stringList(block['ignores']), layer: readLayer(block, ['overrides', index], byId, problems) });
    });
  }
  const commandLine = readCommandLine(overrides, byId, overrideProblems);

  const files = Array.isArray(input['files']) ? stringList(input['files']) : DEFAULT_FILES;
  const ignores = stringList(input['ignores']);
  if (problems.length || overrideProblems.length) return { problems, overrideProblems };
  const removalDateSource =
    commandLine.removalDate !== undefined ? '--removal-date' : top.removalDate !== undefined ? 'the configuration (`removalDate`)' : SPEC_REMOVAL_DATE_SOURCE;
  const folded = foldLayers([top, commandLine], registry, defaultNow);
  return {
    config: { files, ignores, rules: folded.rules, settings: folded.settings, removalDateSource, overrides: blocks, layers: { top, commandLine }, registry },
    problems,
    overrideProblems,
  };
}

/**
 * The places of values that are not JSON data (a `Uint8Array`, a `Date`, a class instance, a function), one problem each.
 * Each object is walked once: a code configuration may share one (YAML aliases do too) or hold a cycle, which a walk by
 * paths would follow forever (or, shared at each level, 2^depth times).
 */
function nonDataValues(raw: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const stack: [unknown, Path][] = [[raw, []]];
  const seen = new Set<object>();
  while (stack.length) {
    const [value, path] = stack.pop() as [unknown, Path];
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === undefined) continue;
    if (typeof value === 'object') {
      if (seen.has(value)) continue;
      seen.add(value);
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, [...path, i]]));
      continue;
    }
    const proto: unknown = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
    if (typeof value === 'object' && (proto === Object.prototype || proto === null)) {
      for (const [key, item] of Object.entries(value)) stack.push([item, [...path, key]]);
      continue;
    }
    const kind = value instanceof Uint8Array ? 'binary data' : value instanceof Date ? 'a timestamp' : `a ${typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value}`;
    problems.push({ message: `${kind} is not a configuration value; write a string, number, boolean, list or mapping`, path, target: 'value' });
  }
  return problems.reverse();
}

/** Fold layers in order into the rules and settings a file is linted with. */
export function foldLayers(layers: readonly ConfigLayer[], registry: readonly AnyRule[], defaultNow: Date): { rules: ConfiguredRule[]; settings: LintSettings } {
  const entries = new Map<string, RuleEntry>();
  let now = defaultNow;
  let tier: Tier | undefined;
  let lists: Record<string, string> = {};
  let removalDate = ESC_REMOVAL_DATE;
  for (const layer of layers) {
    for (const [id, entry] of layer.rules) {
      const previous = entries.get(id);
      entries.set(id, { severity: entry.severity, ...(entry.options ?? previous?.options ? { options: entry.options ?? previous?.options } : {}) });
    }
    if (layer.now) now = layer.now;
    if (layer.tier) tier = layer.tier;
    if (layer.lists) lists = { ...lists, ...layer.lists };
    if (layer.removalDate) removalDate = layer.removalDate;
  }
  const rules: ConfiguredRule[] = [];
  for (const rule of registry) {
    const entry = entries.get(rule.meta.id);
    const severity = entry?.severity ?? rule.meta.defaultSeverity;
    if (severity === 'off') continue;
    const options = entry?.options === undefined ? rule.defaultOptions : isObject(rule.defaultOptions) ? { ...rule.defaultOptions, ...entry.options } : entry.options;
    rules.push({ rule, severity, options });
  }
  return { rules, settings: { now, tier, lists, removalDate } };
}

/** The settings one mapping (the top level or an `overrides` block at `at`) gives, its problems collected. */
function readLayer(input: Record<string, unknown>, at: Path, byId: ReadonlyMap<string, AnyRule>, problems: ConfigProblem[]): ConfigLayer {
  const layer: MutableLayer = { rules: new Map() };
  const unused = input['reportUnusedDisableDirectives'];
  // ESLint's boolean form: true is "warn", false is "off". The rules below may still set the rule itself.
  const unusedSeverity = unused === true ? 'warn' : unused === false ? 'off' : typeof unused === 'string' && isSeverity(unused) ? unused : undefined;
  if (unusedSeverity && byId.has(UNUSED_DIRECTIVE_RULE_ID)) layer.rules.set(UNUSED_DIRECTIVE_RULE_ID, { severity: unusedSeverity });
  if (isObject(input['rules'])) {
    const ruleIds = [...byId.keys()];
    for (const [id, entry] of Object.entries(input['rules'])) {
      const path: Path = [...at, 'rules', id];
      const rule = byId.get(id);
      if (!rule) {
        problems.push({ message: `unknown rule \`${id}\`${didYouMeanSuffix(id, ruleIds)}`, path, target: 'key' });
        continue;
      }
      const parsed = parseRuleEntry(entry);
      if (!parsed) continue; // the schema reported it
      if (parsed.options !== undefined) {
        const optionProblems = validateRuleOptions(rule, parsed.options);
        for (const message of optionProblems) problems.push({ message: `options of \`${id}\`: ${message}`, path: [...path, 1], target: 'value' });
        if (optionProblems.length) continue;
      }
      layer.rules.set(id, parsed);
    }
  }
  const now = dateSetting(input, 'now', at, problems);
  if (now) layer.now = parseCalendarDate(now);
  const removalDate = dateSetting(input, 'removalDate', at, problems);
  if (removalDate) layer.removalDate = removalDate;
  if (isTier(input['tier'])) layer.tier = input['tier'];
  if (isObject(input['lists'])) layer.lists = Object.fromEntries(Object.entries(input['lists']).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return layer;
}

/** A YYYY-MM-DD setting; the schema's `format` check catches most bad dates, this one the impossible ones (2024-02-30). */
function dateSetting(input: Record<string, unknown>, key: 'now' | 'removalDate', at: Path, problems: ConfigProblem[]): string | undefined {
  const value = input[key];
  if (typeof value !== 'string') return undefined;
  if (parseCalendarDate(value)) return value;
  const path: Path = [...at, key];
  const reported = problems.some((p) => p.path.length === path.length && p.path.every((s, i) => s === path[i]));
  if (!reported) problems.push({ message: `\`${key}\` must be a date written YYYY-MM-DD, not "${value}"`, path, target: 'value' });
  return undefined;
}

/** The command line as the last layer; its problems are worded for the flags. */
function readCommandLine(overrides: CliOverrides, byId: ReadonlyMap<string, AnyRule>, problems: string[]): ConfigLayer {
  const layer: MutableLayer = { rules: new Map() };
  const ruleIds = [...byId.keys()];
  for (const text of overrides.rules ?? []) {
    const parsed = parseRuleFlag(text);
    if (typeof parsed === 'string') {
      problems.push(parsed);
      continue;
    }
    const rule = byId.get(parsed.id);
    if (!rule) {
      problems.push(`--rule ${text}: unknown rule \`${parsed.id}\`${didYouMeanSuffix(parsed.id, ruleIds)}`);
      continue;
    }
    if (parsed.options !== undefined) {
      const optionProblems = validateRuleOptions(rule, parsed.options);
      problems.push(...optionProblems.map((message) => `--rule ${parsed.id}: ${message}`));
      if (optionProblems.length) continue;
    }
    const previous = layer.rules.get(parsed.id);
    layer.rules.set(parsed.id, { severity: parsed.severity, ...(parsed.options ?? previous?.options ? { options: parsed.options ?? previous?.options } : {}) });
  }
  if (overrides.now !== undefined) {
    const date = parseCalendarDate(overrides.now);
    if (date) layer.now = date;
    else problems.push(`--now must be a date written YYYY-MM-DD, not "${overrides.now}"`);
  }
  if (overrides.removalDate !== undefined) {
    if (parseCalendarDate(overrides.removalDate)) layer.removalDate = overrides.removalDate;
    else problems.push(`--removal-date must be a date written YYYY-MM-DD, not "${overrides.removalDate}"`);
  }
  if (overrides.tier !== undefined) {
    if (isTier(overrides.tier)) layer.tier = overrides.tier;
    else problems.push(`--tier must be free, pro, business or enterprise, not "${overrides.tier}"`);
  }
  return layer;
}

function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

function parseRuleEntry(entry: unknown): RuleEntry | undefined {
  if (typeof entry === 'string' && isSeverity(entry)) return { severity: entry };
  if (Array.isArray(entry) && typeof entry[0] === 'string' && isSeverity(entry[0])) {
    const options = entry[1];
    return { severity: entry[0], ...(isObject(options) ? { options: { ...options } } : {}) };
  }
  return undefined; // the schema reported it
}

/** `id:severity` or `id:severity:{json}`; a string is the problem. */
export function parseRuleFlag(text: string): { id: string; severity: Severity; options?: Record<string, unknown> } | string {
  const first = text.indexOf(':');
  if (first <= 0) return `--rule ${text}: expected <rule-id>:<severity>, e.g. --rule ruleset/known-phase:warn`;
  const id = text.slice(0, first).trim();
  const rest = text.slice(first + 1);
  const second = rest.indexOf(':');
  const severity = (second < 0 ? rest : rest.slice(0, second)).trim();
  if (!isSeverity(severity)) return `--rule ${text}: severity must be off, info, warn or error, not "${severity}"`;
  if (second < 0) return { id, severity };
  try {
    const options: unknown = JSON.parse(rest.slice(second + 1));
    if (!isObject(options)) return `--rule ${text}: options must be a JSON object`;
    return { id, severity, options: { ...options } };
  } catch {
    return `--rule ${text}: options are not valid JSON`;
  }
}

function configSchemaMessage(error: { keyword: string; params: Record<string, unknown>; instancePath: string }, path: Path): ConfigProblem | undefined {
  const where = path.length ? `\`${path.join('.')}\`` : 'the configuration';
  // Inside an override block the same keys mean the same as at the top level.
  const inOverride = path[0] === 'overrides' && typeof path[1] === 'number';
  const local = inOverride ? path.slice(2) : path;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params['additionalProperty']);
      if (local.length === 0 && !inOverride) return { message: `unknown configuration key \`${key}\`${didYouMeanSuffix(key, TOP_LEVEL_KEYS)}`, path: [key], target: 'key' };
      if (local.length === 0 && inOverride) return { message: `unknown key \`${key}\` in an override${didYouMeanSuffix(key, OVERRIDE_KEYS)}`, path: [...path, key], target: 'key' };
      return undefined; // nested maps have none
    }
    case 'required':
      return { message: `${where} needs \`${String(error.params['missingProperty'])}\`: the patterns of the files it applies to`, path, target: 'value' };
    case 'anyOf':
      if (local[0] === 'reportUnusedDisableDirectives') return { message: `${where} must be a severity ("off", "info", "warn" or "error") or true or false`, path, target: 'value' };
      return { message: `${where} must be a severity ("off", "info", "warn" or "error") or [severity, options]`, path, target: 'value' };
    case 'enum':
      if (local[0] === 'rules' || local[0] === 'reportUnusedDisableDirectives') return undefined; // reported by the anyOf error of the entry
      return { message: `${where} must be one of ${(error.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, path, target: 'value' };
    case 'type':
      if (local[0] === 'rules' && local.length >= 2) return undefined; // the rule entry's anyOf error says it all
      if (local[0] === 'reportUnusedDisableDirectives') return undefined; // likewise
      return { message: `${where} must be ${String(error.params['type']) === 'object' ? 'a mapping' : String(error.params['type']) === 'array' ? 'a list' : `a ${String(error.params['type'])}`}`, path, target: 'value' };
    case 'format':
      return { message: `${where} must be a date written YYYY-MM-DD`, path, target: 'value' };
    case 'pattern':
      return { message: `list name \`${path[path.length - 1] ?? ''}\` may hold only letters, digits and underscores`, path, target: 'key' };
    case 'propertyNames':
      return undefined;
    case 'minLength':
      return { message: `${where} must not be empty`, path, target: 'value' };
    case 'maxLength':
      return { message: `${where} is longer than the ${groupedDigits(Number((error.params as { limit: number }).limit))} characters a glob may have`, path, target: 'value' };
    case 'minItems':
      if (local[0] === 'files') return { message: `${where} must name at least one pattern`, path, target: 'value' };
      return { message: `${where} must be [severity] or [severity, options]`, path, target: 'value' };
    case 'additionalItems':
      return { message: `${where} must be [severity] or [severity, options]`, path, target: 'value' };
    default:
      return { message: `${where} is not valid (${error.keyword})`, path, target: 'value' };
  }
}
