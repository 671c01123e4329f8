/**
 * `--format http`: a REST-client file (VS Code REST Client syntax, also read
 * by JetBrains' HTTP client for the parts they share). Requests are sent one
 * by one in order; credentials, the base URL and `${NAME}` values come from
 * the environment (`{{$processEnv NAME}}`), a value read from an earlier
 * response is a request variable (`{{<call id>.response.body.$.<path>}}`) and
 * a token the operator reads elsewhere is a prompt variable.
 */
import { AUTH_HEADERS, BASE_PATH_SUFFIX, DEFAULT_BASE_URL, ENV } from '../endpoints.js';
import { ENV_REFERENCE, PLACEHOLDER } from '../naming.js';
import { sourceName } from '../desired.js';
import type { Plan, PlannedCall } from '../types.js';
import { changeLabel, prettyJson, schemesUsed, scopeText, summaryLine } from './common.js';

const VARIABLE: Record<string, string> = { [ENV.baseUrl]: 'baseUrl', [ENV.token]: 'apiToken', [ENV.email]: 'apiEmail', [ENV.key]: 'apiKey' };

function substitute(text: string, prompts: ReadonlySet<string>, known: ReadonlySet<string>): string {
  return text
    .replace(PLACEHOLDER, (whole: string, inner: string) => {
      if (!known.has(whole)) return whole;
      const dot = inner.indexOf('.');
      return `{{${inner.slice(0, dot)}.response.body.$.${inner.slice(dot + 1)}}}`;
    })
    .replace(ENV_REFERENCE, (_, name: string) => (prompts.has(name) ? `{{${name}}}` : `{{$processEnv ${name}}}`));
}

/** Every character an editor or a REST client may take as the end of a line. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;

function comment(text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) => `# ${line}`.trimEnd())
    .join('\n');
}

/**
 * Text from the configuration (a ruleset's name in a call's description) on
 * a line of its own: a line break in it would start a request of its own
 * (`### 9. …` and a `DELETE` line) in the file.
 */
function oneLine(text: string): string {
  return text.replace(LINE_BREAK, ' ');
}

/** A request path with its control characters (line breaks) percent-encoded: the request line stays one line. */
function requestPath(path: string): string {
  return path.replace(/[\x00-\x1f\x7f\u0085\u2028\u2029]/g, (c) => encodeURIComponent(c));
}

function request(call: PlannedCall, number: number, prompts: ReadonlySet<string>, known: ReadonlySet<string>): string {
  const lines: string[] = [`### ${number}. ${oneLine(call.description)}`];
  lines.push(comment(`${changeLabel(call)} · ${scopeText(call.scope)} · ${call.basis}`));
  if (call.source) lines.push(comment(`from ${sourceName(call.source)} in ${call.source.file}`));
  if (call.accept?.length) lines.push(comment(`HTTP ${call.accept.join(', ')} is expected too`));
  for (const e of call.expect) lines.push(comment(`check: ${e.description}: $.${e.path}`));
  if (call.poll) lines.push(comment(`send again until $.${call.poll.path} is ${call.poll.until.join(' or ')} (stop on ${call.poll.failOn.join(', ')})`));
  for (const c of call.captures) lines.push(comment(`later requests read ${c.placeholder}: ${c.description}`));
  for (const p of call.inputs) lines.push(`# @prompt ${p.name} ${oneLine(p.description.replace(/\{\{|\}\}/g, ''))}`);
  lines.push(`# @name ${call.id}`);
  lines.push(`${call.method} {{baseUrl}}${substitute(requestPath(call.path), prompts, known)}`);
  for (const [header, env] of AUTH_HEADERS[call.auth]) {
    lines.push(`${header}: ${call.auth === 'token' ? 'Bearer ' : ''}{{${VARIABLE[env]}}}`);
  }
  if (call.body !== undefined) {
    lines.push('Content-Type: application/json', '', substitute(prettyJson(call.body), prompts, known));
  }
  return lines.join('\n');
}

export function formatHttp(plan: Plan): string {
  const out: string[] = [comment(`edgelint plan — ${summaryLine(plan)}`)];
  if (plan.forced) out.push(comment(`WARNING: planned with --force although the configuration has ${plan.forced.errorCount} lint error(s).`));
  if (plan.calls.length === 0) return `${out.join('\n')}\n`;
  const prompts = new Set(plan.inputs.filter((i) => i.kind === 'prompt').map((i) => i.name));
  const envValues = plan.inputs.filter((i) => i.kind !== 'prompt').map((i) => i.name);
  out.push(
    comment(
      [
        'Send the requests in order; each one may use values from the responses before it.',
        `Environment: ${ENV.baseUrl} (e.g. ${DEFAULT_BASE_URL}; it ends in ${BASE_PATH_SUFFIX}), ${schemesUsed(plan.calls)
          .flatMap((s) => AUTH_HEADERS[s].map(([, env]) => env))
          .join(', ')}${envValues.length ? `; values supplied at run time: ${envValues.join(', ')}` : ''}.`,
      ].join('\n'),
    ),
    '',
    `@baseUrl = {{$processEnv ${ENV.baseUrl}}}`,
  );
  for (const scheme of schemesUsed(plan.calls)) {
    for (const [, env] of AUTH_HEADERS[scheme]) out.push(`@${VARIABLE[env]} = {{$processEnv ${env}}}`);
  }
  out.push('');
  const known = new Set(plan.calls.flatMap((c) => c.captures.map((k) => k.placeholder)));
  plan.calls.forEach((call, i) => out.push(request(call, i + 1, prompts, known), ''));
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
