/** The migration report as JSON: the contract of issue 6 (see `model.ts`), two-space indentation, a final newline. */
import type { MigrationReport } from './model.js';

export function renderJson(report: MigrationReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
