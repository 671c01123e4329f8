/**
 * The migration report's library API (design.md: the CLI is a thin shell
 * over pure functions that do no I/O):
 *
 * - `buildMigrationReport(input)`: files (path + text), `now`, the removal
 *   date, the lint configuration and the planner seam in; the report out;
 * - `renderReport(report, format)`: `md`, `json` (the contract of issue 6)
 *   or `html` (one self-contained page).
 */
import { markCodePath } from '../engine/code-paths.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import type { MigrationReport } from './model.js';
import { maskSecretsInText } from '../text/secrets.js';

export { buildMigrationReport, pathText, type PlanCallsProvider, type PlanScopeRef, type ReportInput, type ReportSource } from './build.js';
export type * from './model.js';
export { renderHtml } from './html.js';
export { renderJson } from './json.js';
export { renderMarkdown } from './markdown.js';

/** The formats the migration report renders as (`--format` of `edgelint report`). */
export const REPORT_FORMATS = ['md', 'json', 'html'] as const;

export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function isReportFormat(value: unknown): value is ReportFormat {
  return typeof value === 'string' && (REPORT_FORMATS as readonly string[]).includes(value);
}

/** The migration report as `md` (the default), `json` (the contract) or `html` (one offline page); a secret that escaped the report's own masking is masked on the way out (`src/text/secrets.ts`). */
export function renderReport(report: MigrationReport, format: ReportFormat = 'md'): string {
  markCodePath(`report:${format}`);
  switch (format) {
    case 'md':
      return maskSecretsInText(renderMarkdown(report));
    case 'json':
      return maskSecretsInText(renderJson(report));
    case 'html':
      return maskSecretsInText(renderHtml(report));
  }
}
