/** The plan renderers: pure functions from a plan to text. */
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

/** A plan as `json`, a `curl` script, an `http` file, or `md` (the default). */
export function renderPlan(plan: Plan, format: PlanFormat = 'md'): string {
  return RENDERERS[format](plan);
}

export { callJson, formatCurl, formatHttp, formatJson, formatMarkdown, formatMarkdownCalls, formatTerraform };
