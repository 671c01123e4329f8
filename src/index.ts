/**
 * edgelint's library API. The CLI is a thin shell over the high-level
 * functions — `lint`, `plan`, `report`, `importManifests`, `formatResults`,
 * `loadConfig` — which take a working folder and its configuration as the
 * commands do. The lower-level ones are pure (`lintText` with a given
 * configuration, `analyzeExpression`, `explain`, the semantic engine, the
 * formatters). Every function works with the defaults its documentation
 * states (`src/api/api-surface.test.ts` calls each one with the fewest
 * arguments), and README "Library" lists them (generated from this file).
 */
export { lint, writeFixes, IGNORED_FILE_MESSAGE, type LintProjectOptions, type LintProjectResult, type LintTarget, type SuppressionsOptions, type SuppressionsOutcome, type CacheOutcome } from './api/lint.js';
export { AUTO_BYTES_PER_THREAD, type Concurrency } from './api/concurrency.js';
export { DEFAULT_CACHE_FILE, type CacheStrategy } from './api/cache-location.js';
export { plan, type PlanProjectOptions, type PlanProjectResult } from './api/plan.js';
export { report, type ReportProjectOptions, type ReportProjectResult } from './api/report.js';
export { renderReport, REPORT_FORMATS, type MigrationReport } from './report/index.js';
export { renderPlan, PLAN_FORMATS } from './plan/format/index.js';
export type { Plan } from './plan/types.js';
export { importManifests, type ImportOptions, type ImportResult } from './api/import.js';
export { formatResults, type FormatOptions } from './api/format.js';
export { loadConfig, type ProjectOptions, type ProjectConfig, type EdgelintConfig, type EdgelintOverride, type RuleSetting } from './api/project.js';
export { resolveConfig, lintText, type ResolveOptions } from './api/config.js';
export { configForFile, type FileConfig } from './config/config-for-file.js';
export { effectiveConfig, type EffectiveConfig } from './config/effective-config.js';
export { ConfigError, DEFAULT_FILES, type CliOverrides, type ResolvedConfig } from './config/resolve-config.js';
export { writeSuppressionsFile, readSuppressionsFile, DEFAULT_SUPPRESSIONS_FILE } from './suppressions/suppressions-file.js';
export type { SuppressionCounts } from './suppressions/suppressions.js';
export { DEFAULT_LIMITS, type LintConfig, type LintLimits, type LintOptions } from './engine/linter.js';
export type { LintResult, LintMessage, LintFix, MessageSeverity, SuppressedMessage } from './engine/lint-result.js';
export { defineRule, type RuleModule, type RuleContext, type Visitor, type Severity, type LintSettings } from './engine/rule.js';
export type { ValueProblem } from './engine/value-problem.js';
export { parseCalendarDate, today } from './text/calendar-date.js';
export { findFiles, type FileNotice, type FindFilesOptions } from './files/find-files.js';
export { loadFormatter, formatShowsCode, FORMAT_NAMES, type Formatter, type FormatterContext } from './formatters/formatter.js';
export { loadSource, prepareFrontEnds, type SourceFile } from './load/source-file.js';
export { buildDocumentModel } from './model/build.js';
export type * from './model/types.js';
export { analyzeExpression, type ExpressionContext, type ExpressionAnalysis } from './expr/analyze.js';
export { explain } from './expr/explain.js';
export { matchSetOf, neverMatches, alwaysMatches, isSubset, disjoint, semanticProblems, newAnalyzer, type MatchSet } from './semantic/index.js';
export { ALL_RULES } from '../rules/index.js';
