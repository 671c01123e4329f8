/**
 * Formatters are pure functions over ESLint's result shape (ESLint's
 * `(results, context) => string`), loaded by name only when used so that a
 * run pays for one formatter's dependencies, not all of them.
 */
import type { LintResult } from '../engine/lint-result.js';

export interface RulesMetaEntry {
  readonly type: string;
  readonly docs: { readonly description: string; readonly url: string };
}

export interface FormatterContext {
  readonly cwd: string;
  /** edgelint's version, for formats that name their tool (SARIF). */
  readonly toolVersion: string;
  readonly maxWarningsExceeded?: { readonly maxWarnings: number; readonly foundWarnings: number };
  /** Rule id → meta, for documentation links (ESLint's `rulesMeta`). */
  readonly rulesMeta: Readonly<Record<string, RulesMetaEntry>>;
}

export type Formatter = (results: readonly LintResult[], context: FormatterContext) => string;

const FORMATTERS: Record<string, () => Promise<{ default: Formatter }>> = {
  pretty: () => import('./pretty.js'),
  json: () => import('./json.js'),
  sarif: () => import('./sarif.js'),
  github: () => import('./github.js'),
};

export const FORMAT_NAMES: readonly string[] = Object.keys(FORMATTERS);

export async function loadFormatter(name: string): Promise<Formatter | undefined> {
  const load = FORMATTERS[name];
  return load ? (await load()).default : undefined;
}
