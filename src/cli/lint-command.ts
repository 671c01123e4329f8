/**
 * `edgelint [lint] [paths...]`: the main job. Loads the configuration, finds
 * the files, lints each, formats the results and decides the exit code the
 * way ESLint does (1 for errors or more warnings than --max-warnings).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_RULES } from '../../rules/index.js';
import { lintText } from '../engine/linter.js';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { FORMAT_NAMES, loadFormatter, type RulesMetaEntry } from '../formatters/formatter.js';
import { decodeSource } from '../load/decode.js';
import { packageVersion } from '../package-info.js';
import { configAndFiles, noticeResult, readFiles } from './config-and-files.js';
import { EXIT, type CliIo } from './main.js';
import { UsageError } from './usage-error.js';
import { maskSecretsInText } from '../text/secrets.js';

export async function lintCommand(values: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const formatName = (values['format'] as string | undefined) ?? 'pretty';
  if (!FORMAT_NAMES.includes(formatName)) throw new UsageError(`unknown format "${formatName}"; use one of ${FORMAT_NAMES.join(', ')}`);
  const maxWarningsText = values['max-warnings'] as string | undefined;
  const maxWarnings = maxWarningsText === undefined ? -1 : Number(maxWarningsText);
  if (!Number.isInteger(maxWarnings) || (maxWarningsText !== undefined && maxWarnings < 0)) {
    throw new UsageError(`--max-warnings must be a whole number, not "${maxWarningsText}"`);
  }
  const quiet = values['quiet'] === true;

  const { config, files, ignored, notices } = await configAndFiles(values, positionals, io);

  const { read, unreadable } = readFiles(files);
  const results: LintResult[] = [...unreadable, ...(quiet ? [] : notices.map(noticeResult))];
  for (const { path: filePath, bytes } of read) {
    // Fixed text is written back as UTF-8, so files in another encoding are linted but not fixed.
    const fix = values['fix'] === true && decodeSource(bytes.subarray(0, 4)).encoding === 'utf-8';
    const result = lintText(filePath, bytes, config, { fix });
    if (result.output !== undefined) writeFileSync(filePath, result.output);
    results.push(quiet ? onlyErrors(result) : result);
  }
  for (const filePath of ignored) {
    // ESLint's notice for a file named explicitly but ignored by configuration.
    results.push(
      makeResult(filePath, [{ ruleId: null, severity: 1, message: 'file ignored because of a matching ignore pattern in the configuration', line: 1, column: 1, endLine: 1, endColumn: 1 }]),
    );
  }
  results.sort((a, b) => a.filePath.localeCompare(b.filePath));

  const errorCount = results.reduce((n, r) => n + r.errorCount, 0);
  const warningCount = results.reduce((n, r) => n + r.warningCount, 0);
  const tooManyWarnings = maxWarnings >= 0 && warningCount > maxWarnings;
  // A clean run prints nothing in the default format, so its formatter (and its dependencies) need not be loaded:
  // pre-commit on clean files pays the least.
  const silent = formatName === 'pretty' && results.every((r) => r.messages.length === 0);
  const formatter = silent ? undefined : await loadFormatter(formatName);
  const rulesMeta: Record<string, RulesMetaEntry> = {};
  for (const rule of ALL_RULES) rulesMeta[rule.meta.id] = { type: rule.meta.type, docs: rule.meta.docs };
  const output = !formatter ? '' : formatter(results, {
    cwd: io.cwd,
    rulesMeta,
    toolVersion: packageVersion(),
    ...(tooManyWarnings ? { maxWarningsExceeded: { maxWarnings, foundWarnings: warningCount } } : {}),
  });
  const outputPath = values['output'] as string | undefined;
  if (outputPath) writeFileSync(resolve(io.cwd, outputPath), maskSecretsInText(output));
  else io.writeOut(output);
  if (tooManyWarnings) io.writeErr(`edgelint found too many warnings (maximum: ${maxWarnings}).\n`);
  return errorCount > 0 || tooManyWarnings ? EXIT.problems : EXIT.ok;
}

/** `--quiet`: errors only (ESLint). */
function onlyErrors(result: LintResult): LintResult {
  if (result.warningCount === 0 && result.infoCount === 0) return result;
  return makeResult(
    result.filePath,
    result.messages.filter((m) => m.severity === 2),
    [...result.suppressedMessages],
  );
}
