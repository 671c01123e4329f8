/**
 * What each ESC use case becomes (spec 1.3): the replacement product, and for
 * rules products the phase, action and `action_parameters` shape the
 * generated replacement rule uses (reference esc.md §4, rulesets-api.md §6,
 * §8, §9). The rows follow the spec's table exactly; `src/data/esc-data.test.ts`
 * compares them with the spec's wording cell by cell.
 */
import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'ESC use cases and their replacement products, phases, actions and parameters',
  refs: [
    'spec 1.3 (replacement products by use case; edge worker scripts for complex cases; some behaviours discontinued)',
    'design.md "Edge configuration documents" (use_case names and their parameters)',
    '../shared/reference/esc.md §4 (phase, action and action_parameters shape per use case; cloudflare-docs rules/reference/esc-deprecation.mdx @1db3529d and the product pages it cites)',
    '../shared/reference/rulesets-api.md §6 (phases and levels), §8 (actions), §9 (action_parameters of redirect, route, rewrite, set_config, serve_error)',
  ],
  checked: '2026-11-21',
  notes: [
    'The spec names the products only; phases, actions and parameter shapes come from the reference (the spec lists them as a gap in 2.9).',
    'Redirect to URL: the spec offers single redirect rules or bulk redirects. Generated rules are single redirects (zone phase http_request_dynamic_redirect); an account bulk redirect (http_request_redirect, from_list) with the same target is also accepted as covering.',
    'Rewrite SNI: the spec also names SNI rewrite through custom hostnames for SaaS-style custom hostnames; custom hostnames are not part of the manifest, so only origin rules are generated and checked.',
    'Send custom error response: the spec says "custom error responses"; the reference records the product\'s newer name Custom Error Rules (phase http_custom_errors, action serve_error), which applies only to responses with status 400 or above.',
    'Feature exceptions: the reference also suggests WAF custom-rule skip exceptions [U]; the spec names configuration rules only, so only configuration rules are generated and checked.',
    'The reference maps "host header switching" (an ESC example in the docs) to origin rules as unverified; it is not a use case of the spec or the manifest and is written as `other`.',
    'status_redirect and other have no rules product: status_redirect needs an edge worker script (spec 1.3); other needs a worker script or is discontinued (spec 1.3, last paragraph).',
  ],
};

export const ESC_USE_CASES = [
  'redirect_to_url',
  'rewrite_sni',
  'resolve_override',
  'rewrite_uri',
  'request_headers',
  'feature_exceptions',
  'custom_error_response',
  'response_headers',
  'status_redirect',
  'add_response_cookies',
  'other',
] as const;

export type EscUseCase = (typeof ESC_USE_CASES)[number];

/**
 * How a behaviour is replaced: by a rule of a rules product (`rules`), by an
 * edge worker script (`worker`), or by a worker script if the team decides
 * it is still needed, else it is discontinued (`worker_or_discontinued`).
 */
export type ReplacementKind = 'rules' | 'worker' | 'worker_or_discontinued';

export interface EscParameter {
  readonly name: string;
  readonly required?: boolean;
  readonly description: string;
}

export interface ReplacementAlternative {
  readonly product: string;
  readonly phase: string | null;
  readonly action: string | null;
  readonly level: 'zone' | 'account' | null;
  readonly note: string;
}

export interface EscReplacement {
  readonly useCase: EscUseCase;
  /** The spec 1.3 row's "ESC use case" cell, verbatim (`other` has no row: the paragraph below the table). */
  readonly specUseCase: string;
  /** The spec 1.3 row's "Replacement (by kind)" cell, verbatim. */
  readonly specReplacement: string;
  readonly kind: ReplacementKind;
  /** The product the generated rule belongs to, in the spec's words. */
  readonly product: string;
  /** Phase of the generated rule; `null` when no rules product applies. */
  readonly phase: string | null;
  readonly action: string | null;
  /** Where the generated rule goes: the zone's entry point for `phase`. */
  readonly level: 'zone' | null;
  /** The manifest parameters of the use case (design.md, issue 6 item 1). */
  readonly parameters: readonly EscParameter[];
  /** The `action_parameters` shape of the replacement (reference esc.md §4), for docs and reports. */
  readonly parametersShape: string | null;
  readonly alternatives: readonly ReplacementAlternative[];
}

export const ESC_REPLACEMENTS: readonly EscReplacement[] = [
  {
    useCase: 'redirect_to_url',
    specUseCase: 'Redirect to URL',
    specReplacement: 'single redirect rules or bulk redirects',
    kind: 'rules',
    product: 'single redirect rules',
    phase: 'http_request_dynamic_redirect',
    action: 'redirect',
    level: 'zone',
    parameters: [
      { name: 'target_url', required: true, description: 'the absolute URL to redirect to' },
      { name: 'status_code', description: '301, 302, 303, 307 or 308 (the API default is 301)' },
      { name: 'preserve_query_string', description: 'keep the request\'s query string (the API default is false)' },
    ],
    parametersShape: '{from_value: {target_url: {value}, status_code, preserve_query_string}}',
    alternatives: [
      { product: 'bulk redirects', phase: 'http_request_redirect', action: 'redirect', level: 'account', note: 'account ruleset (kind root) with `from_list` naming a redirect list whose item has the same target URL and status' },
    ],
  },
  {
    useCase: 'rewrite_sni',
    specUseCase: 'Rewrite SNI',
    specReplacement: 'origin rules (override of the TLS server name indication sent to the origin); for SaaS-style custom hostnames, SNI rewrite through custom hostnames',
    kind: 'rules',
    product: 'origin rules',
    phase: 'http_request_origin',
    action: 'route',
    level: 'zone',
    parameters: [{ name: 'sni', required: true, description: 'the server name sent to the origin (a hostname on the same account)' }],
    parametersShape: '{sni: {value}}',
    alternatives: [{ product: 'custom hostnames (SNI rewrite)', phase: null, action: null, level: null, note: 'for SaaS-style custom hostnames; not described by the manifest' }],
  },
  {
    useCase: 'resolve_override',
    specUseCase: 'Resolve override',
    specReplacement: 'origin rules (override of the resolved hostname)',
    kind: 'rules',
    product: 'origin rules',
    phase: 'http_request_origin',
    action: 'route',
    level: 'zone',
    parameters: [
      { name: 'origin_host', required: true, description: 'the hostname resolved to reach the origin (a DNS record on the same account)' },
      { name: 'origin_port', description: 'the origin port, 1 to 65535' },
    ],
    parametersShape: '{origin: {host, port}}',
    alternatives: [],
  },
  {
    useCase: 'rewrite_uri',
    specUseCase: 'Rewrite URI',
    specReplacement: 'transform rules (URL rewrite)',
    kind: 'rules',
    product: 'transform rules (URL rewrite)',
    phase: 'http_request_transform',
    action: 'rewrite',
    level: 'zone',
    parameters: [
      { name: 'path', description: 'the new path, starting with `/`' },
      { name: 'query', description: 'the new query string, without `?`' },
    ],
    parametersShape: '{uri: {path: {value}, query: {value}}}',
    alternatives: [],
  },
  {
    useCase: 'request_headers',
    specUseCase: 'Set/clear request headers',
    specReplacement: 'transform rules (request headers)',
    kind: 'rules',
    product: 'transform rules (request headers)',
    phase: 'http_request_late_transform',
    action: 'rewrite',
    level: 'zone',
    parameters: [
      { name: 'set', description: 'headers to set: name → value' },
      { name: 'remove', description: 'names of headers to remove' },
    ],
    parametersShape: '{headers: {<name>: {operation: set, value} | {operation: remove}}}',
    alternatives: [],
  },
  {
    useCase: 'feature_exceptions',
    specUseCase: 'Feature exceptions (exclude requests from security products)',
    specReplacement: 'configuration rules',
    kind: 'rules',
    product: 'configuration rules',
    phase: 'http_config_settings',
    action: 'set_config',
    level: 'zone',
    parameters: [{ name: 'settings', required: true, description: 'configuration-rule settings, e.g. `security_level: "off"`' }],
    parametersShape: '{<setting>: <value>, …}',
    alternatives: [],
  },
  {
    useCase: 'custom_error_response',
    specUseCase: 'Send custom error response',
    specReplacement: 'custom error responses',
    kind: 'rules',
    product: 'custom error responses',
    phase: 'http_custom_errors',
    action: 'serve_error',
    level: 'zone',
    parameters: [
      { name: 'status_code', required: true, description: 'the status code of the response, 400 to 999' },
      { name: 'content', required: true, description: 'the response body (at most 10 KB)' },
      { name: 'content_type', description: 'application/json, text/html, text/plain or text/xml' },
    ],
    parametersShape: '{content, content_type, status_code}',
    alternatives: [],
  },
  {
    useCase: 'response_headers',
    specUseCase: 'Set/add/remove response headers',
    specReplacement: 'transform rules (response headers)',
    kind: 'rules',
    product: 'transform rules (response headers)',
    phase: 'http_response_headers_transform',
    action: 'rewrite',
    level: 'zone',
    parameters: [
      { name: 'set', description: 'headers to set (replacing any of the same name): name → value' },
      { name: 'add', description: 'headers to add (appending): name → value' },
      { name: 'remove', description: 'names of headers to remove' },
    ],
    parametersShape: '{headers: {<name>: {operation: set|add, value} | {operation: remove}}}',
    alternatives: [],
  },
  {
    useCase: 'status_redirect',
    specUseCase: 'Status redirect (redirect when origin status matches a table key)',
    specReplacement: 'edge worker scripts',
    kind: 'worker',
    product: 'edge worker scripts',
    phase: null,
    action: null,
    level: null,
    parameters: [{ name: 'redirects', required: true, description: 'origin status code → URL to redirect to' }],
    parametersShape: null,
    alternatives: [],
  },
  {
    useCase: 'add_response_cookies',
    specUseCase: 'Add cookies to response',
    specReplacement: 'transform rules (response headers, includes cookies)',
    kind: 'rules',
    product: 'transform rules (response headers)',
    phase: 'http_response_headers_transform',
    action: 'rewrite',
    level: 'zone',
    parameters: [{ name: 'cookies', required: true, description: 'Set-Cookie values, e.g. `k=v; Path=/; Secure`' }],
    parametersShape: '{headers: {set-cookie: {operation: add, value}}} (one rule per cookie)',
    alternatives: [],
  },
  {
    useCase: 'other',
    specUseCase: 'For complex cases, edge worker scripts are recommended. Some ESC behaviours have no replacement and are discontinued.',
    specReplacement: 'edge worker scripts, or discontinued',
    kind: 'worker_or_discontinued',
    product: 'edge worker scripts, or discontinued',
    phase: null,
    action: null,
    level: null,
    parameters: [{ name: 'description', required: true, description: 'what the behaviour does' }],
    parametersShape: null,
    alternatives: [],
  },
];

const BY_USE_CASE: ReadonlyMap<string, EscReplacement> = new Map(ESC_REPLACEMENTS.map((r) => [r.useCase, r]));

export function escReplacement(useCase: string | undefined): EscReplacement | undefined {
  return useCase === undefined ? undefined : BY_USE_CASE.get(useCase);
}

export function isEscUseCase(value: unknown): value is EscUseCase {
  return typeof value === 'string' && BY_USE_CASE.has(value);
}

/**
 * Names people write for a use case, taken from the spec's wording
 * ("Set/clear request headers" → `set_clear_request_headers`), mapped to the
 * manifest's name, for "did you mean".
 */
export const ESC_USE_CASE_ALIASES: Readonly<Record<string, EscUseCase>> = {
  redirect: 'redirect_to_url',
  single_redirect: 'redirect_to_url',
  sni: 'rewrite_sni',
  sni_rewrite: 'rewrite_sni',
  origin_override: 'resolve_override',
  url_rewrite: 'rewrite_uri',
  rewrite_url: 'rewrite_uri',
  set_clear_request_headers: 'request_headers',
  request_header: 'request_headers',
  feature_exception: 'feature_exceptions',
  send_custom_error_response: 'custom_error_response',
  custom_error: 'custom_error_response',
  custom_error_responses: 'custom_error_response',
  set_add_remove_response_headers: 'response_headers',
  response_header: 'response_headers',
  add_cookies_to_response: 'add_response_cookies',
  response_cookies: 'add_response_cookies',
  cookies: 'add_response_cookies',
  status_redirects: 'status_redirect',
};
