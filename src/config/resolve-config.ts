/**
 * Turn the tool configuration (found by cosmiconfig) and the command-line
 * overrides into what a run uses: the enabled rules with their severity and
 * options, the files patterns, and the settings rules read (`now`, `tier`,
 * lists). Every problem is collected — a user fixes a config file once, not
 * once per error — with the position of the offending key or value.
 */
import type { AnyRule, LintSettings, Severity } from '../engine/rule.js';
import type { ConfiguredRule } from '../engine/run-rules.js';
import type { Path } from '../model/types.js';
import { config as generatedConfigValidator } from '../schema/generated-validators.js';
import { isObject } from '../model/build.js';
import { isTier, type Tier } from '../data/plans.js';
import { didYouMeanSuffix } from '../text/did-you-mean.js';
import { validateRuleOptions } from './rule-options.js';
import { parseCalendarDate } from '../text/calendar-date.js';

/** The files linted when neither the command line nor the configuration names any (design.md). */
type SchemaValidator = ((data: unknown) => boolean) & { errors?: { keyword: string; params: Record<string, unknown>; instancePath: string }[] | null };
const validateConfigSchema = generatedConfigValidator as SchemaValidator;

export const DEFAULT_FILES: readonly string[] = ['**/*.edge.{yaml,yml,json}', 'edge/**/*.{yaml,yml,json}', '**/*.tf', '**/*.tf.json'];

export const SEVERITIES: readonly Severity[] = ['off', 'info', 'warn', 'error'];

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

export interface CliOverrides {
  /** `--rule id:severity[:{json options}]`, in command-line order. */
  readonly rules?: readonly string[];
  readonly now?: string;
  readonly tier?: string;
}

export interface ResolvedConfig {
  readonly files: readonly string[];
  readonly ignores: readonly string[];
  readonly rules: readonly ConfiguredRule[];
  readonly settings: LintSettings;
}

interface RuleSetting {
  severity: Severity;
  options?: Record<string, unknown>;
  path: Path;
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
  const ruleIds = [...byId.keys()];
  const input: Record<string, unknown> = raw === undefined || raw === null ? {} : isObject(raw) ? { ...raw } : {};
  if (raw !== undefined && raw !== null && !isObject(raw)) problems.push({ message: 'the configuration must be a mapping', path: [], target: 'value' });

  if (!validateConfigSchema(input)) {
    for (const error of validateConfigSchema.errors ?? []) {
      const path = error.instancePath.split('/').slice(1).map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      const message = configSchemaMessage(error, path);
      if (message) problems.push(message);
    }
  }

  const settings = new Map<string, RuleSetting>();
  if (isObject(input['rules'])) {
    for (const [id, entry] of Object.entries(input['rules'])) {
      const path: Path = ['rules', id];
      if (!byId.has(id)) {
        problems.push({ message: `unknown rule \`${id}\`${didYouMeanSuffix(id, ruleIds)}`, path, target: 'key' });
        continue;
      }
      const parsed = parseRuleEntry(entry);
      if (parsed) settings.set(id, { ...parsed, path });
    }
  }

  for (const text of overrides.rules ?? []) {
    const parsed = parseRuleFlag(text);
    if (typeof parsed === 'string') {
      overrideProblems.push(parsed);
      continue;
    }
    if (!byId.has(parsed.id)) {
      overrideProblems.push(`--rule ${text}: unknown rule \`${parsed.id}\`${didYouMeanSuffix(parsed.id, ruleIds)}`);
      continue;
    }
    const previous = settings.get(parsed.id);
    settings.set(parsed.id, { severity: parsed.severity, options: parsed.options ?? previous?.options, path: [] });
  }

  let now = defaultNow;
  if (typeof input['now'] === 'string') {
    const date = parseCalendarDate(input['now']);
    if (date) now = date;
    else if (!problems.some((p) => p.path[0] === 'now')) problems.push({ message: `\`now\` must be a date written YYYY-MM-DD, not "${input['now']}"`, path: ['now'], target: 'value' });
  }
  if (overrides.now !== undefined) {
    const date = parseCalendarDate(overrides.now);
    if (date) now = date;
    else overrideProblems.push(`--now must be a date written YYYY-MM-DD, not "${overrides.now}"`);
  }

  let tier: Tier | undefined = isTier(input['tier']) ? input['tier'] : undefined;
  if (overrides.tier !== undefined) {
    if (isTier(overrides.tier)) tier = overrides.tier;
    else overrideProblems.push(`--tier must be free, pro, business or enterprise, not "${overrides.tier}"`);
  }

  const rules: ConfiguredRule[] = [];
  for (const rule of registry) {
    const setting = settings.get(rule.meta.id);
    const severity = setting?.severity ?? rule.meta.defaultSeverity;
    if (severity === 'off') continue;
    let options: unknown = rule.defaultOptions;
    if (setting?.options !== undefined) {
      const optionProblems = validateRuleOptions(rule, setting.options);
      if (optionProblems.length) {
        for (const message of optionProblems) {
          if (setting.path.length) problems.push({ message: `options of \`${rule.meta.id}\`: ${message}`, path: [...setting.path, 1], target: 'value' });
          else overrideProblems.push(`--rule ${rule.meta.id}: ${message}`);
        }
        continue;
      }
      options = isObject(rule.defaultOptions) ? { ...rule.defaultOptions, ...setting.options } : setting.options;
    }
    rules.push({ rule, severity, options });
  }

  const lists: Record<string, string> = isObject(input['lists']) ? Object.fromEntries(Object.entries(input['lists']).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  const files = Array.isArray(input['files']) ? (input['files'] as string[]) : DEFAULT_FILES;
  const ignores = Array.isArray(input['ignores']) ? (input['ignores'] as string[]) : [];
  if (problems.length || overrideProblems.length) return { problems, overrideProblems };
  return { config: { files, ignores, rules, settings: { now, tier, lists } }, problems, overrideProblems };
}

function parseRuleEntry(entry: unknown): { severity: Severity; options?: Record<string, unknown> } | undefined {
  if (typeof entry === 'string' && (SEVERITIES as readonly string[]).includes(entry)) return { severity: entry as Severity };
  if (Array.isArray(entry) && typeof entry[0] === 'string' && (SEVERITIES as readonly string[]).includes(entry[0])) {
    const options = entry[1];
    return { severity: entry[0] as Severity, ...(isObject(options) ? { options: { ...options } } : {}) };
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
  if (!(SEVERITIES as readonly string[]).includes(severity)) return `--rule ${text}: severity must be off, info, warn or error, not "${severity}"`;
  if (second < 0) return { id, severity: severity as Severity };
  try {
    const options: unknown = JSON.parse(rest.slice(second + 1));
    if (!isObject(options)) return `--rule ${text}: options must be a JSON object`;
    return { id, severity: severity as Severity, options: { ...options } };
  } catch {
    return `--rule ${text}: options are not valid JSON`;
  }
}

function configSchemaMessage(error: { keyword: string; params: Record<string, unknown>; instancePath: string }, path: string[]): ConfigProblem | undefined {
  const where = path.length ? `\`${path.join('.')}\`` : 'the configuration';
  switch (error.keyword) {
    case 'additionalProperties': {
      if (path.length) return undefined; // nested maps have none
      const key = String(error.params['additionalProperty']);
      return { message: `unknown configuration key \`${key}\`${didYouMeanSuffix(key, ['files', 'ignores', 'rules', 'now', 'tier', 'lists'])}`, path: [key], target: 'key' };
    }
    case 'anyOf':
      return { message: `${where} must be a severity ("off", "info", "warn" or "error") or [severity, options]`, path, target: 'value' };
    case 'enum':
      if (path[0] === 'rules') return undefined; // reported by the anyOf error of the rule entry
      return { message: `${where} must be one of ${(error.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, path, target: 'value' };
    case 'type':
      if (path[0] === 'rules' && path.length >= 2) return undefined; // the rule entry's anyOf error says it all
      return { message: `${where} must be ${String(error.params['type']) === 'object' ? 'a mapping' : String(error.params['type']) === 'array' ? 'a list' : `a ${String(error.params['type'])}`}`, path, target: 'value' };
    case 'format':
      return { message: `${where} must be a date written YYYY-MM-DD`, path, target: 'value' };
    case 'pattern':
      return { message: `list name \`${path[path.length - 1] ?? ''}\` may hold only letters, digits and underscores`, path, target: 'key' };
    case 'propertyNames':
      return undefined;
    case 'minLength':
      return { message: `${where} must not be empty`, path, target: 'value' };
    case 'minItems':
    case 'additionalItems':
      return { message: `${where} must be [severity] or [severity, options]`, path, target: 'value' };
    default:
      return { message: `${where} is not valid (${error.keyword})`, path, target: 'value' };
  }
}
