/**
 * `formatResults(results, options)`: lint results as one of the output
 * formats, the last step of the lint pipeline (lint.ts). The formatter is
 * loaded only when used; a clean run in a terminal format loads none and
 * prints nothing.
 */
import { markCodePath } from '../engine/code-paths.js';
import { ALL_RULES } from '../../rules/index.js';
import type { LintResult } from '../engine/lint-result.js';
import type { AnyRule } from '../engine/rule.js';
import { findProjectRoot } from '../files/project-path.js';
import { loadFormatter, type RulesMetaEntry } from '../formatters/formatter.js';
import { packageVersion } from '../package-info.js';
import { maskSecretsInText } from '../text/secrets.js';

/** How `formatResults` formats: the format, the working folder, colour, the rules for docs links, `--max-warnings`. */
export interface FormatOptions {
  /** A format name (`FORMAT_NAMES`). Default: `pretty`. */
  readonly format?: string;
  /** The working folder terminal formats show paths relative to. Default: `process.cwd()`. */
  readonly cwd?: string;
  /** ANSI colour in the terminal formats. Default: false. */
  readonly color?: boolean;
  /** The rules whose docs links the formats show. Default: every edgelint rule. */
  readonly rules?: readonly AnyRule[];
  /** Set when the run had more warnings than `--max-warnings` (the pretty format says so). */
  readonly maxWarningsExceeded?: { readonly maxWarnings: number; readonly foundWarnings: number };
  /** Mask credentials found anywhere in the output (`***`), as every edgelint output is (README "Security"). Default: true. */
  readonly maskSecrets?: boolean;
}

/** Terminal formats print nothing for a run without messages. */
const QUIET_WHEN_CLEAN: ReadonlySet<string> = new Set(['pretty', 'codeframe']);

/** The results in `format`; throws for a format that does not exist. */
export async function formatResults(results: readonly LintResult[], options: FormatOptions = {}): Promise<string> {
  const format = options.format ?? 'pretty';
  if (QUIET_WHEN_CLEAN.has(format) && results.every((r) => r.messages.length === 0)) return '';
  const formatter = await loadFormatter(format);
  if (!formatter) throw new Error(`no format "${format}"`);
  markCodePath(`format:${format}`);
  const cwd = options.cwd ?? process.cwd();
  const rulesMeta: Record<string, RulesMetaEntry> = {};
  for (const rule of options.rules ?? ALL_RULES) rulesMeta[rule.meta.id] = { type: rule.meta.type, docs: rule.meta.docs, defaultSeverity: rule.meta.defaultSeverity };
  const output = await formatter(results, {
    cwd,
    projectRoot: findProjectRoot(cwd),
    color: options.color === true,
    rulesMeta,
    toolVersion: packageVersion(),
    ...(options.maxWarningsExceeded ? { maxWarningsExceeded: options.maxWarningsExceeded } : {}),
  });
  return options.maskSecrets === false ? output : maskSecretsInText(output);
}
