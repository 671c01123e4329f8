/**
 * The settings a file is linted with, as plain data (`edgelint
 * --print-config <file>`, ESLint's `--print-config`): every rule of the
 * registry with its severity and options ("off" when disabled), the dates,
 * the plan tier, the lists, and which `overrides` blocks applied.
 */
import { formatCalendarDate } from '../text/calendar-date.js';
import { ESC_REMOVAL_DATE } from '../data/esc-limits.js';
import type { Severity } from '../engine/rule.js';
import { configForFile } from './config-for-file.js';
import type { ResolvedConfig } from './resolve-config.js';

/** The settings a file is linted with, as `--print-config` prints them. */
export interface EffectiveConfig {
  /** The file, as given. */
  readonly file: string;
  /** Indexes of the `overrides` blocks that apply to the file, in the order they were applied. */
  readonly overrides: readonly number[];
  /** YYYY-MM-DD. */
  readonly now: string;
  /** YYYY-MM-DD. */
  readonly removalDate: string;
  readonly tier: string | null;
  readonly lists: Readonly<Record<string, string>>;
  /** Every rule: `"off"`, or `[severity]` / `[severity, options]`, sorted by id. */
  readonly rules: Readonly<Record<string, 'off' | readonly [Exclude<Severity, 'off'>] | readonly [Exclude<Severity, 'off'>, unknown]>>;
}

/**
 * The settings `filePath` is linted with in a run in `cwd` (patterns relative to `base`, `ProjectConfig.basePath`), as
 * plain data: every rule of the registry, the dates, the tier, the lists, the overrides that apply.
 */
export function effectiveConfig(config: ResolvedConfig, filePath: string, cwd: string = process.cwd(), base: string = cwd): EffectiveConfig {
  const resolved = configForFile(config, filePath, cwd, base);
  const enabled = new Map(resolved.rules.map((r) => [r.rule.meta.id, r]));
  const rules: Record<string, EffectiveConfig['rules'][string]> = {};
  for (const id of config.registry.map((r) => r.meta.id).sort()) {
    const rule = enabled.get(id);
    rules[id] = !rule ? 'off' : rule.options === undefined ? [rule.severity] : [rule.severity, rule.options];
  }
  return {
    file: filePath,
    overrides: resolved.overrides,
    now: formatCalendarDate(resolved.settings.now),
    removalDate: resolved.settings.removalDate ?? ESC_REMOVAL_DATE,
    tier: resolved.settings.tier ?? null,
    lists: resolved.settings.lists,
    rules,
  };
}
