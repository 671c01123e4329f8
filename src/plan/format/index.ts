/** The plan renderers: pure functions from a plan to text. */
import { markCodePath } from '../../engine/code-paths.js';
import { maskSecretsInText } from '../../text/secrets.js';
import type { Plan } from '../types.js';
import { formatCurl } from './curl.js';
import { formatHttp } from './http.js';
import { callJson, formatJson } from './json.js';
import { formatMarkdown, formatMarkdownCalls } from './md.js';
import { formatTerraform } from './terraform.js';

/** The formats a plan renders as (`--format` of `edgelint plan`). */
export const PLAN_FORMATS = ['json', 'curl', 'http', 'md', 'terraform'] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

const RENDERERS: Readonly<Record<PlanFormat, (plan: Plan) => string>> = {
  json: formatJson,
  curl: formatCurl,
  http: formatHttp,
  md: formatMarkdown,
  terraform: formatTerraform,
};

export function isPlanFormat(name: string): name is PlanFormat {
  return (PLAN_FORMATS as readonly string[]).includes(name);
}

/** A plan as `json`, a `curl` script, an `http` file, `terraform`, or `md` (the default); secrets that escaped the planner's references are masked on the way out (`src/text/secrets.ts`). */
export function renderPlan(plan: Plan, format: PlanFormat = 'md'): string {
  markCodePath(`plan:${format}`);
  return maskSecretsInText(RENDERERS[format](plan));
}

export { callJson, formatCurl, formatHttp, formatJson, formatMarkdown, formatMarkdownCalls, formatTerraform };
