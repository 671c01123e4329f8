/**
 * The test procedure of an ESC migration (spec 1.2, 3.1, 4.1; reference
 * esc.md §5): create the secret, send test requests carrying
 * `Cookie: disable_esc=<secret>` and compare them with requests without it,
 * then disable ESC for the zone (re-enable with DELETE on problems), and
 * once every zone passes, for the account. The secret is always written as
 * its `${NAME}` reference (an environment variable in commands), never as a
 * value.
 */
import { disableEscPath, ESC_AUTH, ESC_COOKIE_NAME } from '../data/esc-limits.js';
import { isObject } from '../model/build.js';
import type { EscBehaviourModel, ScopeModel } from '../model/types.js';
import { isSecretReference } from '../text/secrets.js';
import { behaviourWhen, describeBehaviour, headerOperations, integerMember, redirectOf, stringMember } from './behaviour.js';
import { controlState } from './controls.js';

export interface ApiCall {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Under `/client/v4`. */
  readonly path: string;
  readonly auth: string;
  readonly body?: Readonly<Record<string, unknown>>;
}

export interface TestRequest {
  /** 1-based position of the behaviour in the zone's `esc.behaviours`. */
  readonly behaviour: number;
  readonly useCase: string;
  readonly url: string;
  /** A shell command; the secret comes from the environment variable named by the reference. */
  readonly command: string;
  /** What the response (or the origin) must show, with and without the cookie alike. */
  readonly expect: string;
}

export interface TestStep {
  readonly id: 'create-secret' | 'test-requests' | 'disable-zone' | 'disable-account';
  readonly title: string;
  readonly detail: string;
  readonly call?: ApiCall;
  /** How to undo the step (re-enable ESC). */
  readonly undo?: ApiCall;
  readonly requests?: readonly TestRequest[];
  /** The configuration already asks for this state. */
  readonly configured?: boolean;
}

/** The `${NAME}` reference of the secret to use for a scope: its own, its account's, or `${ESC_SECRET}`. */
export function secretReference(scope: ScopeModel): { reference: string; from: 'zone' | 'account' | 'default' } {
  const own = controlState(scope.escControl)?.secret;
  if (own !== undefined && isSecretReference(own)) return { reference: own, from: scope.kind === 'zone' ? 'zone' : 'account' };
  const account = scope.kind === 'zone' ? controlState(scope.account?.escControl)?.secret : undefined;
  if (account !== undefined && isSecretReference(account)) return { reference: account, from: 'account' };
  return { reference: '${ESC_SECRET}', from: 'default' };
}

function envName(reference: string): string {
  return reference.slice(2, -1);
}

/** `http.host eq "x"` / `http.request.uri.path eq "/y"` in a simple `when`, to aim a test request. */
function fromWhen(when: string | undefined, field: string): string | undefined {
  if (!when) return undefined;
  const escaped = field.replace(/\./g, '\\.');
  const match = new RegExp(`(?:^|[\\s(])${escaped}\\s*(?:eq|==)\\s*"([^"\\\\]*)"`).exec(when) ?? new RegExp(`(?:^|[\\s(])${escaped}\\s+in\\s+\\{\\s*"([^"\\\\]*)"`).exec(when);
  return match?.[1];
}

function expectation(behaviour: EscBehaviourModel): string {
  const v = behaviour.value;
  switch (behaviour.useCase) {
    case 'redirect_to_url': {
      const r = redirectOf(behaviour);
      return r ? `status ${r.statusCode} with \`Location: ${r.targetUrl}\`${r.preserveQueryString ? ' plus the original query string' : ''}` : 'the redirect';
    }
    case 'rewrite_sni':
      return `the origin sees the TLS server name \`${stringMember(v, 'sni') ?? ''}\` (origin TLS logs; Cloudflare Trace shows the origin rule)`;
    case 'resolve_override': {
      const port = integerMember(v, 'origin_port');
      return `the request reaches \`${stringMember(v, 'origin_host') ?? ''}${port === undefined ? '' : `:${port}`}\` (origin logs)`;
    }
    case 'rewrite_uri': {
      const parts: string[] = [];
      if (stringMember(v, 'path') !== undefined) parts.push(`path \`${stringMember(v, 'path')}\``);
      if (stringMember(v, 'query') !== undefined) parts.push(`query \`${stringMember(v, 'query')}\``);
      return `the origin receives ${parts.join(' and ')}; the browser keeps the original URL`;
    }
    case 'request_headers':
    case 'response_headers': {
      const ops = headerOperations(behaviour).map((op) => (op.operation === 'remove' ? `no \`${op.name}\`` : `\`${op.name}: ${op.value ?? ''}\``));
      return `${behaviour.useCase === 'request_headers' ? 'the origin receives' : 'the response has'} ${ops.join(', ')}`;
    }
    case 'feature_exceptions': {
      const settings = v['settings'];
      const list = isObject(settings) ? Object.entries(settings).map(([k, s]) => `\`${k}: ${JSON.stringify(s)}\``).join(', ') : '';
      return `the request is handled with ${list} (Cloudflare Trace shows the configuration rule)`;
    }
    case 'custom_error_response':
      return `error responses (status 400 and above) come back with status ${integerMember(v, 'status_code') ?? '?'} and the custom content`;
    case 'add_response_cookies':
      return `the response sets ${headerOperations(behaviour).map((op) => `\`${(op.value ?? '').split(';')[0]!.split('=')[0]!.trim()}\``).join(', ')}`;
    case 'status_redirect': {
      const redirects = v['redirects'];
      const entries = isObject(redirects) ? Object.entries(redirects).map(([code, url]) => `${code} → \`${String(url)}\``) : [];
      return `the worker script redirects when the origin answers ${entries.join(', ')}`;
    }
    default:
      return `the behaviour described as ${describeBehaviour(behaviour)} still happens, or is accepted as gone`;
  }
}

function testRequest(behaviour: EscBehaviourModel, secretEnv: string | undefined): TestRequest {
  const when = behaviourWhen(behaviour);
  const fullUri = fromWhen(when, 'http.request.full_uri');
  const host = fromWhen(when, 'http.host') ?? behaviour.scope.name ?? '<zone hostname>';
  const path = fromWhen(when, 'http.request.uri.path') ?? '/';
  const url = fullUri !== undefined && /^https?:\/\//.test(fullUri) ? fullUri : `https://${host}${path.startsWith('/') ? path : `/${path}`}`;
  const cookie = secretEnv === undefined ? '' : ` -H "Cookie: ${ESC_COOKIE_NAME}=$${secretEnv}"`;
  const command = `curl -sS -D - -o /dev/null${cookie} '${url}'`;
  return { behaviour: behaviour.index + 1, useCase: behaviour.useCase ?? '?', url, command, expect: expectation(behaviour) };
}

/**
 * The procedure for one zone (or for the account: only its own step). After
 * the removal date (`removed`) ESC no longer runs and the cookie changes
 * nothing: what is left is testing the replacements directly.
 */
export function testProcedure(scope: ScopeModel, options: { readonly removed?: boolean } = {}): TestStep[] {
  if (options.removed) {
    if (scope.kind === 'account' || scope.escBehaviours.length === 0) return [];
    return [
      {
        id: 'test-requests',
        title: 'Test the replacements (ESC no longer runs)',
        detail: 'ESC was removed, so the `disable_esc` cookie and settings change nothing: every request shows what the replacement rules and worker scripts do. Check each behaviour below.',
        requests: scope.escBehaviours.map((b) => testRequest(b, undefined)),
      },
    ];
  }
  if (scope.kind === 'account') {
    const state = controlState(scope.escControl);
    return [
      {
        id: 'disable-account',
        title: 'Disable ESC for the account',
        detail: 'Once every zone passes with ESC disabled, disable ESC for the whole account; this affects every zone of the account.',
        call: { method: 'POST', path: disableEscPath('account', scope.id), auth: ESC_AUTH, body: { always: true } },
        undo: { method: 'DELETE', path: disableEscPath('account', scope.id), auth: ESC_AUTH },
        ...(state?.always === true ? { configured: true } : {}),
      },
    ];
  }
  const secret = secretReference(scope);
  const env = envName(secret.reference);
  const state = controlState(scope.escControl);
  const accountState = controlState(scope.account?.escControl);
  const steps: TestStep[] = [];
  steps.push({
    id: 'create-secret',
    title: 'Create the test secret',
    detail:
      secret.from === 'account'
        ? `The account's secret \`${secret.reference}\` also works for requests to this zone; create it at the account, or create a zone secret the same way at the zone.`
        : `Create a secret (at most 100 characters a cookie value may hold) and keep it in \`${secret.reference}\`; creating it does not change the zone's ESC status.`,
    call:
      secret.from === 'account'
        ? { method: 'POST', path: disableEscPath('account', scope.account?.id), auth: ESC_AUTH, body: { with_secret: secret.reference } }
        : { method: 'POST', path: disableEscPath('zone', scope.id), auth: ESC_AUTH, body: { with_secret: secret.reference } },
    ...((secret.from === 'zone' && state?.secret !== undefined) || (secret.from === 'account' && accountState?.secret !== undefined) ? { configured: true } : {}),
  });
  steps.push({
    id: 'test-requests',
    title: `Send test requests with \`Cookie: ${ESC_COOKIE_NAME}=<secret>\` and compare`,
    detail: `Requests carrying the cookie run with ESC disabled, so only the replacement rules act on them. Send each request with and without the cookie and compare: both must show the expected result. Cloudflare Trace shows which rules matched.`,
    requests: scope.escBehaviours.map((b) => testRequest(b, env)),
  });
  steps.push({
    id: 'disable-zone',
    title: 'Disable ESC for the zone',
    detail: 'When the requests with the cookie pass, disable ESC for every request of the zone and test again without the cookie. On problems, re-enable ESC with a DELETE (not `always: false`); it takes effect within a few seconds.',
    call: { method: 'POST', path: disableEscPath('zone', scope.id), auth: ESC_AUTH, body: { always: true } },
    undo: { method: 'DELETE', path: disableEscPath('zone', scope.id), auth: ESC_AUTH },
    ...(state?.always === true ? { configured: true } : {}),
  });
  steps.push({
    id: 'disable-account',
    title: 'Then disable ESC for the account',
    detail: 'After every zone of the account passes, disable ESC for the account (see the account section).',
    call: { method: 'POST', path: disableEscPath('account', scope.account?.id), auth: ESC_AUTH, body: { always: true } },
    undo: { method: 'DELETE', path: disableEscPath('account', scope.account?.id), auth: ESC_AUTH },
    ...(accountState?.always === true ? { configured: true } : {}),
  });
  return steps;
}
