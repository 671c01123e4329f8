/**
 * `--format json`: the plan as data (`{ "calls": [ { "method", "path",
 * "auth", "body", "description", ... } ] }`), paths relative to a base URL
 * ending in `/client/v4`. Members are snake_case like the other JSON outputs.
 */
import { AUTH_HEADERS, BASE_PATH_SUFFIX, DEFAULT_BASE_URL, ENV } from '../endpoints.js';
import type { Plan, PlannedCall } from '../types.js';
import { schemesUsed, summaryLine } from './common.js';

/** One call as the `json` format writes it (for other JSON outputs such as the migration report). */
export function callJson(call: PlannedCall): Record<string, unknown> {
  return {
    method: call.method,
    path: call.path,
    auth: call.auth,
    ...(call.body !== undefined ? { body: call.body } : {}),
    description: call.description,
    id: call.id,
    operation: call.operation,
    change: call.change,
    scope: call.scope,
    basis: call.basis,
    ...(call.source ? { source: call.source } : {}),
    ...(call.accept ? { accept_status: call.accept } : {}),
    ...(call.captures.length ? { captures: call.captures.map(({ placeholder, path, jq, description }) => ({ placeholder, path, jq, description })) } : {}),
    ...(call.expect.length ? { expect: call.expect } : {}),
    ...(call.poll ? { poll: { path: call.poll.path, jq: call.poll.jq, until: call.poll.until, fail_on: call.poll.failOn } } : {}),
    ...(call.inputs.length ? { prompts: call.inputs } : {}),
    ...(call.dependsOn.length ? { depends_on: call.dependsOn } : {}),
    ...(call.sensitive ? { sensitive_response: true } : {}),
  };
}

export function formatJson(plan: Plan): string {
  const schemes = schemesUsed(plan.calls);
  const out = {
    summary: summaryLine(plan),
    counts: plan.summary,
    compared_with_current_state: plan.compared,
    ...(plan.forced ? { forced: { lint_errors: plan.forced.errorCount } } : {}),
    base_url: { env: ENV.baseUrl, default: DEFAULT_BASE_URL, ends_with: BASE_PATH_SUFFIX },
    auth: Object.fromEntries(
      schemes.map((scheme) => [
        scheme,
        { headers: Object.fromEntries(AUTH_HEADERS[scheme].map(([header, env]) => [header, scheme === 'token' ? `Bearer \${${env}}` : `\${${env}}`])) },
      ]),
    ),
    inputs: plan.inputs,
    calls: plan.calls.map(callJson),
    notes: plan.notes,
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}
