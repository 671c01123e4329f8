/**
 * What a formatter is, apart from the registry that loads formatters (ESLint
 * types its formatters in lib/types/index.d.ts the same way), so a formatter
 * module never imports its own loader.
 */
import type { LintResult } from '../engine/lint-result.js';
import type { Severity } from '../engine/rule.js';

export interface RulesMetaEntry {
  readonly type: string;
  readonly docs: { readonly description: string; readonly url: string };
  /** The severity the rule has when the configuration does not set one (SARIF's `defaultConfiguration`). */
  readonly defaultSeverity?: Severity;
}

/** What a formatter is told about the run besides the results. */
export interface FormatterContext {
  /** The working folder: terminal formats show paths relative to it. */
  readonly cwd: string;
  /**
   * The repository root (the nearest folder above `cwd` holding `.git`, else
   * `cwd`): CI formats give paths relative to it, as code scanning and merge
   * request widgets expect. Defaults to `cwd`.
   */
  readonly projectRoot?: string;
  /** ANSI colour in terminal formats; the CLI decides (`--color`, `NO_COLOR`, `FORCE_COLOR`, a terminal). Default off. */
  readonly color?: boolean;
  /** edgelint's version, for formats that name their tool (SARIF). */
  readonly toolVersion: string;
  readonly maxWarningsExceeded?: { readonly maxWarnings: number; readonly foundWarnings: number };
  /** Rule id → meta, for documentation links (ESLint's `rulesMeta`). */
  readonly rulesMeta: Readonly<Record<string, RulesMetaEntry>>;
}

/** A formatter: results in, the output text out (ESLint's formatter function). */
export type Formatter = (results: readonly LintResult[], context: FormatterContext) => string;
