/**
 * The shape of a plan: the ordered API calls that bring an account and its
 * zones to the state a configuration describes (design.md "Planned API
 * calls"). Everything here is plain data, so every renderer (`json`, `curl`,
 * `http`, `md`) and the migration report read the same thing.
 */
import type { PlannedRuleset } from './configuration.js';
import type { CallSource } from './desired.js';
import type { JsonPath } from './json-path.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call authenticates (spec part 5). */
export type AuthScheme = 'key' | 'token';

/** `spec`: the scheme the spec's part 5 shows for each operation; `key` / `token`: one scheme for every call. */
export type AuthChoice = 'spec' | AuthScheme;

/** The operations a plan uses; `src/plan/endpoints.ts` holds their method, path and source. */
export type Operation =
  | 'esc.secret'
  | 'esc.disable'
  | 'esc.enable'
  | 'rulesets.list'
  | 'rulesets.get'
  | 'rulesets.create'
  | 'rulesets.update'
  | 'entrypoint.get'
  | 'entrypoint.put'
  | 'rules.patch'
  | 'lists.create'
  | 'lists.update'
  | 'lists.items.add'
  | 'lists.items.replace'
  | 'lists.bulk_operation'
  | 'logpush.ownership'
  | 'logpush.jobs.create'
  | 'logpush.jobs.update'
  | 'logpush.jobs.delete';

/**
 * What a call does to the account: `read` looks something up for the calls
 * after it; `check` proves something (the log push ownership challenge) and
 * changes nothing in the account either; `replace` is "create or replace"
 * (a PUT of an entry point whose current state is not known).
 */
export type Change = 'read' | 'check' | 'create' | 'replace' | 'update' | 'delete';

export interface PlanScope {
  readonly level: 'account' | 'zone';
  /** The scope id, or a `${ACCOUNT_ID}` / `${ZONE_ID}` reference when the document does not say (a raw API object). */
  readonly id: string;
  readonly name?: string;
}

/** A value read from a call's response: `{{<call id>.<JSON path>}}` stands for it in later calls. */
export interface Capture {
  /** The placeholder text, `{{call.path}}`, exactly as it appears in later paths and bodies. */
  readonly placeholder: string;
  /** The JSON path of the response field (JSONPath without the leading `$.`). */
  readonly path: string;
  /** The same path as a jq program yielding the first match. */
  readonly jq: string;
  /** What the value is, for readers. */
  readonly description: string;
  /** A realistic value, used to check planned bodies against edgelint's own rules (never sent). */
  readonly example: string;
}

/** A condition a response must meet before the plan goes on (e.g. spec 4.2 rule 4: the managed ruleset is listed). */
export interface Expectation {
  readonly description: string;
  /** JSONPath of the matching element, for readers and REST clients. */
  readonly path: string;
  /** jq program that yields `true` when the condition holds. */
  readonly jq: string;
}

/** Repeat a read until a response field says the work is done (list bulk operations are asynchronous). */
export interface Poll {
  /** JSON path of the status field. */
  readonly path: string;
  readonly jq: string;
  readonly until: readonly string[];
  readonly failOn: readonly string[];
}

/** A value the operator supplies while the plan runs (the log push ownership token, read from the destination). */
export interface PromptInput {
  /** The `${NAME}` this call's body uses. */
  readonly name: string;
  readonly description: string;
}

export interface PlannedCall {
  /** Unique in the plan, `[a-z0-9_]+`; names the call in placeholders. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Relative to the base URL, which ends in `/client/v4` (spec part 4). */
  readonly path: string;
  readonly auth: AuthScheme;
  /** The request body (JSON); absent for calls without one. `${NAME}` references and `{{placeholders}}` stay as written. */
  readonly body?: unknown;
  readonly description: string;
  readonly operation: Operation;
  readonly change: Change;
  readonly scope: PlanScope;
  /** Where the procedure comes from (spec section or reference). */
  readonly basis: string;
  /** Where in the configuration the call comes from. */
  readonly source?: CallSource;
  /** HTTP statuses accepted besides 2xx (404 for an entry point that may not exist yet). */
  readonly accept?: readonly number[];
  readonly captures: readonly Capture[];
  readonly expect: readonly Expectation[];
  readonly poll?: Poll;
  readonly inputs: readonly PromptInput[];
  /** Ids of the calls whose captures this call uses. */
  readonly dependsOn: readonly string[];
  /** The response may echo a secret: renderers that save responses do not keep it. */
  readonly sensitive: boolean;
}

export interface PlanNote {
  readonly level: 'info' | 'warning';
  readonly message: string;
  readonly scope?: PlanScope;
  readonly file?: string;
}

/** A value supplied from the environment when the plan runs: a secret, a scope id, or a prompted token. */
export interface PlanInput {
  readonly name: string;
  readonly kind: 'secret' | 'scope-id' | 'prompt' | 'value';
  readonly description: string;
}

export interface PlanSummary {
  readonly create: number;
  readonly replace: number;
  readonly update: number;
  readonly delete: number;
  /** Calls that change nothing: reads and checks. */
  readonly read: number;
  /** With a current state: resources already as described. */
  readonly unchanged: number;
}

/** A plan: the ordered calls, their inputs and notes, and what is unchanged (every renderer reads it). */
export interface Plan {
  readonly calls: readonly PlannedCall[];
  readonly summary: PlanSummary;
  readonly notes: readonly PlanNote[];
  /** Environment values the calls use (credentials are not listed: they follow from `auth`). */
  readonly inputs: readonly PlanInput[];
  /** Whether the plan was compared with a current state (`--current`). */
  readonly compared: boolean;
  /** Planned although the configuration has lint errors (`--force`). */
  readonly forced?: { readonly errorCount: number };
  /** The rulesets the calls bring about, with the replacement rules of uncovered ESC behaviours (`configuration.ts`). */
  readonly rulesets?: readonly PlannedRuleset[];
}

export type { JsonPath, PlannedRuleset };
