/**
 * edgelint's library API. The CLI is a thin shell over these functions; the
 * pure ones (`lintText`, `analyzeExpression`, the formatters) do no I/O, and
 * `loadConfig` is the one that reads configuration files.
 */
export { lintText, lintSource, type LintConfig, type LintOptions } from './engine/linter.js';
export type { LintResult, LintMessage, LintFix, MessageSeverity } from './engine/lint-result.js';
export { defineRule, type RuleModule, type RuleContext, type Visitor, type Severity, type LintSettings } from './engine/rule.js';
export type { ValueProblem } from './engine/value-problem.js';
export { loadConfig } from './config/load-config.js';
export { resolveConfig, DEFAULT_FILES, type ResolvedConfig } from './config/resolve-config.js';
export { parseCalendarDate, today } from './text/calendar-date.js';
export { findFiles } from './files/find-files.js';
export { loadFormatter, FORMAT_NAMES, type Formatter, type FormatterContext } from './formatters/formatter.js';
export { loadSource, prepareFrontEnds, type SourceFile } from './load/source-file.js';
export { buildDocumentModel } from './model/build.js';
export type * from './model/types.js';
export { analyzeExpression, type ExpressionContext, type ExpressionAnalysis } from './expr/analyze.js';
export { explain } from './expr/explain.js';
export { matchSetOf, neverMatches, alwaysMatches, isSubset, disjoint, semanticProblems, newAnalyzer, type MatchSet } from './semantic/index.js';
export { ALL_RULES } from '../rules/index.js';
