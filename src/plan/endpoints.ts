/**
 * The API operations a plan uses: method, path, the authentication scheme
 * the spec shows for it, and where it is documented. The spec (part 4 and
 * 5) wins over the reference; operations the spec does not show come from
 * the reference and say so in `basis`. The notes record every difference and
 * how it was settled.
 */
import type { DataSource } from '../data/source.js';
import type { AuthChoice, AuthScheme, HttpMethod, Operation } from './types.js';

export const source: DataSource = {
  title: 'API operations used by plans: methods, paths, authentication per operation, procedures',
  refs: [
    'spec part 4 (4.1 ESC controls, 4.2 rulesets and rules of use 1-4, 4.3 log push), part 5 (authentication)',
    '../shared/reference/rulesets-api.md §1-§5 (envelope, auth, endpoints: PUT entry point creates or replaces, PATCH replaces the whole rule), §11 (OWASP procedure), §12 (Lists API)',
    '../shared/reference/logpush.md §1 (endpoints), §6 (ownership challenge)',
    '../shared/reference/esc.md §3 (disable_esc API), §5 (migration and testing order)',
  ],
  checked: '2026-11-21',
  notes: [
    'Authentication: the spec (part 5) shows the key pair for the ESC endpoints, ruleset creation and log push, and the bearer token for the managed ruleset configuration (list and get account rulesets, get the entry point, patch the execute rule). The reference prefers tokens everywhere. Plans follow the spec by default (`--auth spec`); `--auth key|token` picks one scheme for every call.',
    'Operations the spec does not show take the scheme of the spec operation they belong with: PUT of the http_request_firewall_managed entry point deploys a managed ruleset (managed ruleset configuration: token); PUT of any other entry point, PUT of an account ruleset and the Lists API create rulesets and the lists they use (ruleset creation: key pair); the log push ownership challenge and job update/delete go with log push (key pair).',
    'Zone entry points: the spec only reads them (GET …/phases/{phase}/entrypoint); creating or replacing one is the reference\'s PUT on the same path, which creates the entry point when missing and replaces its whole rule list. A plan reads the entry point first (404 when there is none yet) so that the curl script keeps the rules it replaces.',
    'Account rulesets: the spec creates them with POST /accounts/{account_id}/rulesets and sends `description`; edgelint sends "" when the configuration has none. The reference adds that an account has one `root` ruleset per phase (a second POST fails with 20217), so with a current state that already holds it the plan updates it with the reference\'s PUT /accounts/{account_id}/rulesets/{ruleset_id}.',
    'PATCH of a rule: the spec lists action, action_parameters, expression and enabled as its members; the reference says PATCH replaces the whole rule. Plans therefore send the complete rule (with `description` and `ref` when the configuration has them) and keep `overrides.categories` and `overrides.rules` in the same body.',
    'Paranoia level, threshold and action: spec 4.2 rules 2 and 3 (the reference\'s configure-api procedure agrees). The last rule\'s id is read from GET /accounts/{account_id}/rulesets/{ruleset_id} (rule 3), never taken from edgelint\'s data table.',
    'Managed rulesets are found by listing the account\'s rulesets (spec 4.2 rule 4: source firewall_managed, kind managed, phase http_request_firewall_managed). The reference says the list is cursor-paginated; the spec shows one array. Plans read one page.',
    'Log push: the spec shows only POST /zones/{zone_id}/logpush/jobs. The ownership challenge (POST …/logpush/ownership, then the token from the file written to the destination as `ownership_challenge`), PUT and DELETE of a job and the account-level paths come from the reference.',
    'ESC: POST {always: true}, POST {with_secret}, DELETE, at /zones/{zone_id}/disable_esc and /accounts/{account_id}/disable_esc (spec 4.1). Whether POST {with_secret} clears `always` is not documented (spec 3.1 gaps), so a move from `always` to a secret is planned as DELETE, then POST {with_secret}.',
  ],
};

export interface OperationInfo {
  readonly method: HttpMethod;
  /** The scheme spec part 5 shows for this operation (or for the spec operation it belongs with). */
  readonly specAuth: AuthScheme;
  /** Where the operation is documented. */
  readonly basis: string;
}

export const OPERATIONS: Readonly<Record<Operation, OperationInfo>> = {
  'esc.secret': { method: 'POST', specAuth: 'key', basis: 'spec 4.1 (Create ESC secret), 3.1' },
  'esc.disable': { method: 'POST', specAuth: 'key', basis: 'spec 4.1 (Disable ESC), 3.1' },
  'esc.enable': { method: 'DELETE', specAuth: 'key', basis: 'spec 4.1 (Re-enable ESC), 3.1' },
  'rulesets.list': { method: 'GET', specAuth: 'token', basis: 'spec 4.2 (List account rulesets), rule 4' },
  'rulesets.get': { method: 'GET', specAuth: 'token', basis: 'spec 4.2 (Get an account ruleset), rule 3' },
  'rulesets.create': { method: 'POST', specAuth: 'key', basis: 'spec 4.2 (Create account ruleset)' },
  'rulesets.update': { method: 'PUT', specAuth: 'key', basis: 'reference rulesets-api.md §3 #4 (not in the spec)' },
  'entrypoint.get': { method: 'GET', specAuth: 'token', basis: 'spec 4.2 (Get a zone entry point ruleset)' },
  'entrypoint.put': { method: 'PUT', specAuth: 'key', basis: 'reference rulesets-api.md §3 #13 (not in the spec): creates the entry point or replaces its rules' },
  'rules.patch': { method: 'PATCH', specAuth: 'token', basis: 'spec 4.2 (Update a zone ruleset rule); reference §5: PATCH replaces the whole rule' },
  'lists.create': { method: 'POST', specAuth: 'key', basis: 'reference rulesets-api.md §12 (not in the spec; spec 2.6 names account-level rules lists)' },
  'lists.update': { method: 'PUT', specAuth: 'key', basis: 'reference rulesets-api.md §12' },
  'lists.items.add': { method: 'POST', specAuth: 'key', basis: 'reference rulesets-api.md §12 (asynchronous)' },
  'lists.items.replace': { method: 'PUT', specAuth: 'key', basis: 'reference rulesets-api.md §12 (asynchronous; replaces all items)' },
  'lists.bulk_operation': { method: 'GET', specAuth: 'key', basis: 'reference rulesets-api.md §12' },
  'logpush.ownership': { method: 'POST', specAuth: 'key', basis: 'reference logpush.md §6 (not in the spec)' },
  'logpush.jobs.create': { method: 'POST', specAuth: 'key', basis: 'spec 4.3 (Create log push job)' },
  'logpush.jobs.update': { method: 'PUT', specAuth: 'key', basis: 'reference logpush.md §1 (not in the spec)' },
  'logpush.jobs.delete': { method: 'DELETE', specAuth: 'key', basis: 'reference logpush.md §1 (not in the spec)' },
};

/** The entry point whose PUT deploys managed rulesets: managed ruleset configuration, bearer token in the spec's examples. */
export const MANAGED_PHASE = 'http_request_firewall_managed';

export interface AuthOptions {
  readonly auth?: AuthChoice;
  /** Per-operation schemes that win over `auth`. */
  readonly authOverrides?: Partial<Readonly<Record<Operation, AuthScheme>>>;
}

/** The scheme of a call: an override, the chosen single scheme, or the spec's (with the managed entry point PUT on the token). */
export function authFor(operation: Operation, options: AuthOptions, phase?: string): AuthScheme {
  const override = options.authOverrides?.[operation];
  if (override) return override;
  const choice = options.auth ?? 'spec';
  if (choice !== 'spec') return choice;
  if (operation === 'entrypoint.put' && phase === MANAGED_PHASE) return 'token';
  return OPERATIONS[operation].specAuth;
}

/** `zones/{id}` or `accounts/{id}`: the scope part S of spec 4.1. */
export function scopePath(level: 'account' | 'zone', id: string): string {
  return level === 'zone' ? `/zones/${id}` : `/accounts/${id}`;
}

export const AUTH_HEADERS: Readonly<Record<AuthScheme, readonly (readonly [string, string])[]>> = {
  key: [
    ['X-Auth-Email', 'API_EMAIL'],
    ['X-Auth-Key', 'API_KEY'],
  ],
  token: [['Authorization', 'API_TOKEN']],
};

/** Environment variables the runnable formats read. */
export const ENV = {
  baseUrl: 'API_BASE_URL',
  email: 'API_EMAIL',
  key: 'API_KEY',
  token: 'API_TOKEN',
} as const;

/** The base URL used when `API_BASE_URL` is not set (reference §3); the spec only says its path ends in `/client/v4`. */
export const DEFAULT_BASE_URL = 'https://api.cloudflare.com/client/v4';
export const BASE_PATH_SUFFIX = '/client/v4';

export const AUTH_LABEL: Readonly<Record<AuthScheme, string>> = {
  key: 'key pair (X-Auth-Email, X-Auth-Key)',
  token: 'bearer token',
};
