/**
 * `--format curl`: a runnable POSIX shell script. `set -eu`; the base URL and
 * credentials come from the environment (never from the plan); every
 * `${NAME}` in a path or body is filled from the environment and every
 * `{{call.path}}` from an earlier response, by `jq`, inside JSON strings (so
 * any value is escaped correctly). Credentials travel in header files of a
 * private temporary folder, bodies in files: nothing secret appears on a
 * command line. The script stops at the first failed call; the responses it
 * received stay in a folder for review (a replaced entry point can be
 * restored from its earlier GET), except those that may echo a secret.
 */
import { AUTH_HEADERS, BASE_PATH_SUFFIX, DEFAULT_BASE_URL, ENV } from '../endpoints.js';
import { sourceName } from '../desired.js';
import type { Plan, PlannedCall } from '../types.js';
import { changeLabel, prettyJson, schemesUsed, scopeText, summaryLine } from './common.js';

/** A shell word holding `text` literally. */
export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function comment(text: string): string {
  return text
    .split('\n')
    .map((line) => `# ${line}`.trimEnd())
    .join('\n');
}

const HEREDOC = 'EDGELINT_BODY';

/** The script's fixed part: checks, helpers and the jq substitution. */
function prologue(plan: Plan): string[] {
  const schemes = schemesUsed(plan.calls);
  const lines: string[] = [];
  lines.push(
    'set -eu',
    '',
    `: "\${${ENV.baseUrl}:=${DEFAULT_BASE_URL}}"`,
    `case $${ENV.baseUrl} in`,
    `  *${BASE_PATH_SUFFIX}) ;;`,
    `  *) echo "edgelint plan: ${ENV.baseUrl} must end in ${BASE_PATH_SUFFIX} (it is $${ENV.baseUrl})" >&2; exit 2 ;;`,
    'esac',
  );
  for (const scheme of schemes) {
    for (const [header, env] of AUTH_HEADERS[scheme]) lines.push(`: "\${${env}:?set ${env} (${header} header of the ${scheme === 'token' ? 'bearer token' : 'key pair'} scheme)}"`);
  }
  for (const input of plan.inputs) {
    if (input.kind === 'prompt') continue;
    lines.push(`: "\${${input.name}:?set ${input.name}: ${input.description.replace(/["`$\\{}]/g, '')}}"`, `export ${input.name}`);
  }
  lines.push(
    'for tool in curl jq; do',
    '  command -v "$tool" >/dev/null 2>&1 || { echo "edgelint plan: $tool is needed" >&2; exit 2; }',
    'done',
    '',
    'umask 077',
    'work=$(mktemp -d)',
    'responses=${EDGELINT_RESPONSES:-$work/responses}',
    'mkdir -p "$responses"',
    'trap \'rm -f "$work"/*.headers "$work"/body.json "$work"/request.json "$work"/values.next\' EXIT',
  );
  if (schemes.includes('token')) lines.push(`printf 'Authorization: Bearer %s\\n' "$${ENV.token}" > "$work/token.headers"`);
  if (schemes.includes('key')) lines.push(`printf 'X-Auth-Email: %s\\nX-Auth-Key: %s\\n' "$${ENV.email}" "$${ENV.key}" > "$work/key.headers"`);
  lines.push(
    'printf \'{}\' > "$work/values.json"',
    '',
    '# ${NAME} comes from the environment, {{call.path}} from an earlier response (values.json); other {{...}} stay as they are.',
    `subst='def subst: gsub("\\\\$\\\\{(?<env>[A-Za-z_][A-Za-z0-9_]*)\\\\}|\\\\{\\\\{(?<value>[a-z0-9_]+\\\\.[^{}]+)\\\\}\\\\}"; if .env then ($ENV[.env] // error("not set: " + .env)) else ($values[0]["{{" + .value + "}}"] // ("{{" + .value + "}}")) end);'`,
    '',
    'fail() { echo "edgelint plan: $*" >&2; exit 1; }',
    '',
    '# api ID METHOD PATH AUTH [BODY-FILE] [OTHER-ACCEPTED-STATUSES]',
    'api() {',
    '  id=$1 method=$2 path=$3 auth=$4 body=${5:-} accept=${6:-}',
    '  url=$API_BASE_URL$(jq -rn --arg p "$path" --slurpfile values "$work/values.json" "$subst"\' $p | subst\')',
    '  out=$responses/$id.json',
    '  set -- -sS -X "$method" -H "@$work/$auth.headers" -o "$out" -w \'%{http_code}\'',
    '  if [ -n "$body" ]; then',
    '    jq --slurpfile values "$work/values.json" "$subst"\' walk(if type == "string" then subst else . end)\' "$body" > "$work/request.json"',
    '    set -- "$@" -H \'Content-Type: application/json\' --data-binary "@$work/request.json"',
    '  fi',
    '  status=$(curl "$@" "$url") || fail "$id: $method $path: curl failed"',
    '  rm -f "$work/request.json" "$work/body.json"',
    '  echo "$id: $method $path -> HTTP $status" >&2',
    '  case $status in',
    '    2??) if jq -e \'type == "object" and .success == false\' "$out" >/dev/null 2>&1; then fail "$id: the API answered success: false (see $out)"; fi ;;',
    '    *) case " $accept " in *" $status "*) ;; *) fail "$id: HTTP $status (see $out)" ;; esac ;;',
    '  esac',
    '}',
    '',
    '# capture ID PLACEHOLDER JQ: remember a response value for later calls',
    'capture() {',
    '  value=$(jq -er "$3 | select(. != null) | tostring" "$responses/$1.json") || fail "$1: the response has no value for $2"',
    '  jq --arg k "$2" --arg v "$value" \'. + {($k): $v}\' "$work/values.json" > "$work/values.next"',
    '  mv "$work/values.next" "$work/values.json"',
    '}',
    '',
    '# check ID JQ DESCRIPTION',
    'check() {',
    '  jq -e "$2" "$responses/$1.json" >/dev/null || fail "$1: expected $3"',
    '}',
    '',
    '# poll ID PATH AUTH JQ UNTIL FAIL-ON: repeat a GET until the status is done',
    'poll() {',
    '  tries=0',
    '  while :; do',
    '    api "$1" GET "$2" "$3"',
    '    state=$(jq -r "$4" "$responses/$1.json")',
    '    case " $5 " in *" $state "*) return 0 ;; esac',
    '    case " $6 " in *" $state "*) fail "$1: status $state" ;; esac',
    '    tries=$((tries + 1))',
    '    [ "$tries" -lt 60 ] || fail "$1: status still $state after $tries tries"',
    '    sleep 2',
    '  done',
    '}',
    '',
    '# ask NAME DESCRIPTION: a value the operator reads elsewhere (from the environment, or typed in)',
    'ask() {',
    '  eval "given=\\${$1:-}"',
    '  if [ -z "$given" ]; then',
    '    text=$(jq -rn --arg p "$2" --slurpfile values "$work/values.json" "$subst"\' $p | subst\')',
    '    [ -t 0 ] || fail "set $1: $text"',
    '    printf \'%s: \' "$1 ($text)" >&2',
    '    IFS= read -r given || fail "$1 was not given"',
    '  fi',
    '  export "$1=$given"',
    '}',
  );
  return lines;
}

function callLines(call: PlannedCall, number: number): string[] {
  const lines: string[] = [];
  lines.push(comment(`${number}. ${call.description}.\n${changeLabel(call)} · ${scopeText(call.scope)} · ${call.basis}${call.source ? `\nfrom ${sourceName(call.source)} in ${call.source.file}` : ''}`));
  for (const input of call.inputs) lines.push(`ask ${input.name} ${shellQuote(input.description)}`);
  if (call.poll) {
    lines.push(`poll ${call.id} ${shellQuote(call.path)} ${call.auth} ${shellQuote(call.poll.jq)} ${shellQuote(call.poll.until.join(' '))} ${shellQuote(call.poll.failOn.join(' '))}`);
    return lines;
  }
  const args = [call.id, call.method, shellQuote(call.path), call.auth];
  if (call.body !== undefined) {
    lines.push(`cat > "$work/body.json" <<'${HEREDOC}'`, prettyJson(call.body), HEREDOC);
    args.push('"$work/body.json"');
  } else if (call.accept?.length) {
    args.push("''");
  }
  if (call.accept?.length) args.push(shellQuote(call.accept.join(' ')));
  lines.push(`api ${args.join(' ')}`);
  for (const e of call.expect) lines.push(`check ${call.id} ${shellQuote(e.jq)} ${shellQuote(e.description)}`);
  for (const c of call.captures) lines.push(`capture ${call.id} ${shellQuote(c.placeholder)} ${shellQuote(c.jq)}`);
  if (call.sensitive) lines.push(`rm -f "$responses/${call.id}.json"  # the response may echo a secret`);
  return lines;
}

export function formatCurl(plan: Plan): string {
  const header = [
    '#!/bin/sh',
    comment(`edgelint plan — ${summaryLine(plan)}`),
  ];
  if (plan.forced) header.push(comment(`WARNING: planned with --force although the configuration has ${plan.forced.errorCount} lint error(s).`));
  if (plan.calls.length === 0) return `${[...header, 'set -eu', 'echo \'edgelint plan: nothing to do\' >&2', ''].join('\n')}`;
  const schemes = schemesUsed(plan.calls);
  header.push(
    comment(
      [
        'Generated by edgelint: review it before running. It makes the calls in order and stops at the first failure.',
        'Environment:',
        `  ${ENV.baseUrl}  base URL ending in ${BASE_PATH_SUFFIX} (default ${DEFAULT_BASE_URL})`,
        ...schemes.map((s) => `  ${AUTH_HEADERS[s].map(([, env]) => env).join(', ')}  ${s === 'token' ? 'bearer token' : 'key pair'}`),
        ...plan.inputs.map((i) => `  ${i.name}  ${i.description}${i.kind === 'prompt' ? ' (asked for while running when not set)' : ''}`),
        'Needs curl 7.55+ and jq 1.6+. Responses are kept in $EDGELINT_RESPONSES (default: a new temporary folder).',
      ].join('\n'),
    ),
  );
  const body: string[] = [];
  plan.calls.forEach((call, i) => body.push('', ...callLines(call, i + 1)));
  return `${[...header, ...prologue(plan), ...body, '', 'echo "edgelint plan: done; responses are in $responses" >&2', ''].join('\n')}`;
}
