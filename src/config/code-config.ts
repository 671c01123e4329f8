/**
 * Configuration files that are code (`edgelint.config.{js,mjs,cjs}`,
 * `.edgelintrc.{js,mjs,cjs}`, `.config/edgelintrc.{js,mjs,cjs}`): imported
 * as modules, and when one throws or does not parse, the error is reported
 * as itself at its line and column in the file — not as whatever the
 * fallback loader of cosmiconfig says (`__filename is not defined` in the
 * bundled CLI).
 *
 * Importing one runs its code, as ESLint runs `eslint.config.js`; the README
 * ("Security") says how to lint untrusted changes without that
 * (`--no-code-config`, or `--config` with a YAML file).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { hostImport } from './host-import.js';
import type { ConfigError } from './resolve-config.js';

/** Extensions cosmiconfig loads by running the file. */
export const CODE_CONFIG_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.cjs', '.ts'];

export function isCodeConfig(filePath: string): boolean {
  return CODE_CONFIG_EXTENSIONS.some((extension) => filePath.endsWith(extension));
}

type ConfigProblem = ConfigError['problems'][number];

/** Import a JavaScript configuration: its default export (`module.exports` for CommonJS), or the problem with its position. */
export async function importCodeConfig(filePath: string): Promise<{ config: unknown } | { problem: ConfigProblem }> {
  try {
    const module = (await hostImport(pathToFileURL(filePath).href)) as { default?: unknown };
    return { config: module.default };
  } catch (error) {
    return { problem: codeConfigProblem(filePath, error) };
  }
}

/** What went wrong loading the file, where: a frame of the error's stack in the file, else (a syntax error) Node's own syntax check. */
export function codeConfigProblem(filePath: string, error: unknown): ConfigProblem {
  const message = describeError(error);
  const position = positionInStack(filePath, error instanceof Error ? error.stack : undefined) ?? (error instanceof SyntaxError ? syntaxErrorPosition(filePath) : undefined);
  return { message: `the configuration file failed to load: ${message}`, filePath, ...(position ?? {}) };
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const first = error.message.split('\n')[0] ?? '';
  return error.name && error.name !== 'Error' ? `${error.name}: ${first}` : first;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The first `file:line:column` of the stack that names the configuration
 * file, or the `file:line` header with a caret line that V8 puts before a
 * CommonJS syntax error.
 */
function positionInStack(filePath: string, stack: string | undefined): { line: number; column: number } | undefined {
  if (!stack) return undefined;
  const names = `(?:${escapeRegExp(pathToFileURL(filePath).href)}|${escapeRegExp(filePath)})`;
  const frame = new RegExp(`${names}:(\\d+):(\\d+)`).exec(stack);
  if (frame) return { line: Number(frame[1]), column: Number(frame[2]) };
  return headerPosition(names, stack);
}

/** `path:LINE`, the source line, and a line with `^` under the column (V8's syntax error header). */
function headerPosition(names: string, text: string): { line: number; column: number } | undefined {
  const header = new RegExp(`${names}:(\\d+)\\r?\\n[^\\n]*\\r?\\n( *)\\^`).exec(text);
  return header ? { line: Number(header[1]), column: (header[2]?.length ?? 0) + 1 } : undefined;
}

/**
 * Where Node's syntax check (`node --check`) puts a syntax error: a dynamic
 * import of an ES module reports the message alone. Runs only when a
 * configuration failed to parse.
 */
function syntaxErrorPosition(filePath: string): { line: number; column: number } | undefined {
  // Loaded here, for the rare syntax error: child_process (and the network modules it pulls in) costs every run's start-up.
  const { spawnSync } = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
  const check = spawnSync(process.execPath, ['--check', filePath], { encoding: 'utf8', timeout: 10_000 });
  const names = `(?:${escapeRegExp(pathToFileURL(filePath).href)}|${escapeRegExp(filePath)})`;
  return typeof check.stderr === 'string' ? headerPosition(names, check.stderr) : undefined;
}
