/**
 * The formatter registry. Formatters are pure functions over ESLint's result
 * shape (`types.ts`), loaded by name only when used so that a run pays for
 * one formatter's dependencies, not all of them.
 */
import type { Formatter } from './types.js';

export type { Formatter, FormatterContext, RulesMetaEntry } from './types.js';

const FORMATTERS: Record<string, () => Promise<{ default: Formatter }>> = {
  pretty: () => import('./pretty.js'),
  codeframe: () => import('./codeframe.js'),
  json: () => import('./json.js'),
  sarif: () => import('./sarif.js'),
  github: () => import('./github.js'),
  gitlab: () => import('./gitlab.js'),
  junit: () => import('./junit.js'),
  checkstyle: () => import('./checkstyle.js'),
};

/** The formats that show the linted code (a result's `source`); the others never read it. */
const SHOWING_CODE: ReadonlySet<string> = new Set(['codeframe']);

/** Whether format `name` reads each result's `source`: runs for the others need not keep every file's text. */
export function formatShowsCode(name: string): boolean {
  return SHOWING_CODE.has(name);
}

/** The names `--format` and `loadFormatter` take. */
export const FORMAT_NAMES: readonly string[] = Object.keys(FORMATTERS);

/** The formatter of a format name, loaded on first use; `undefined` for a name that is none. */
export async function loadFormatter(name: string): Promise<Formatter | undefined> {
  const load = FORMATTERS[name];
  return load ? (await load()).default : undefined;
}
