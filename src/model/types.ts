/**
 * The document model rules see: the account, zones, rulesets, rules, log push
 * jobs, ESC controls and behaviours found in a document, each with the JSON
 * path where it sits so that a report can be placed exactly. Values are the
 * plain parsed data; nothing here is validated — a member of the wrong type is
 * simply absent from the typed conveniences (`phase`, `action`, ...) and left
 * to the schema rules to report.
 */
import type { Level } from '../data/phases.js';
import type { LoadProblem } from '../load/load-problem.js';

/** A JSON path: map keys and sequence indexes from the document root. */
export type Path = readonly (string | number)[];

/** A parsed mapping, read only. */
export type JsonObject = { readonly [key: string]: unknown };

/** What a document is, by its top-level shape (design.md "Edge configuration documents"). */
export type DocumentKind =
  | 'manifest'
  | 'ruleset'
  | 'ruleset_list'
  /** One rule: the body of `POST …/rulesets/{id}/rules` or `PATCH …/rules/{rule_id}`, or a rule read back alone. */
  | 'rule'
  | 'rule_list'
  | 'logpush_job'
  | 'logpush_job_list'
  | 'esc_setting'
  /** A rules list (`POST …/rules/lists` body or a list read back). */
  | 'rules_list'
  | 'rules_list_list'
  /** Items of a rules list (the array body of `POST …/rules/lists/{id}/items`). */
  | 'list_items'
  /** The result of an operation that carries no configuration (ownership challenge, validation, bulk operation, delete). */
  | 'operation_result'
  | 'empty'
  | 'unknown';

/** The API shapes an object of a raw document can have; `document.apiObjects` lists each one found. */
export type ApiShape = 'ruleset' | 'rule' | 'logpush_job' | 'instant_logs_job' | 'esc_setting' | 'rules_list' | 'list_item';

/** An API object of a raw document (not a manifest), with the shape it was recognised as. */
export interface ApiObjectModel extends ModelNode {
  readonly shape: ApiShape;
}

/** A node of the model: the plain value and the JSON path where it sits in its document. */
export interface ModelNode {
  readonly path: Path;
  readonly value: JsonObject;
}

/** What a document holds, as rules see it: its kind, scopes, rulesets, jobs, ESC controls and behaviours, lists. */
export interface DocumentModel {
  /** 0-based index of the document in its file (multi-document YAML). */
  readonly index: number;
  readonly kind: DocumentKind;
  /** The whole parsed document. */
  readonly value: unknown;
  /** `true` when the API object sits in a response envelope (`result`, `success`, ...). */
  readonly envelope: boolean;
  /** The manifest's account, when there is one. */
  readonly account?: ScopeModel;
  readonly zones: readonly ScopeModel[];
  /** Account first, then zones, in document order. */
  readonly scopes: readonly ScopeModel[];
  /** Every ruleset of the document, in document order. */
  readonly rulesets: readonly RulesetModel[];
  readonly logpushJobs: readonly LogpushJobModel[];
  readonly escControls: readonly EscControlModel[];
  readonly escBehaviours: readonly EscBehaviourModel[];
  readonly lists: readonly ListModel[];
  /**
   * Every API object of a raw document, in document order, with its shape
   * (the schema pass validates each against its shape's schema). Empty for a
   * manifest, whose objects sit in scopes.
   */
  readonly apiObjects: readonly ApiObjectModel[];
  /**
   * Rules that arrive alone (a rule body or a list of rules), each with an
   * implied ruleset (`implied: true`) of unknown phase and kind. They are
   * visited as rules but their implied ruleset is not a ruleset of the
   * document: it is not in `rulesets` and is never visited as one.
   */
  readonly standaloneRules: readonly RuleModel[];
  /** Non-fatal problems the loader found in this document's source (duplicate keys, YAML warnings, bad characters). */
  readonly loadProblems: readonly LoadProblem[];
}

/** An account or a zone of a manifest, with what it holds. */
export interface ScopeModel extends ModelNode {
  readonly kind: 'account' | 'zone';
  readonly id?: string;
  readonly name?: string;
  /** For a zone of a manifest: the manifest's account. */
  readonly account?: ScopeModel;
  readonly rulesets: readonly RulesetModel[];
  readonly logpushJobs: readonly LogpushJobModel[];
  /** `esc.disable` of this scope. */
  readonly escControl?: EscControlModel;
  readonly escBehaviours: readonly EscBehaviourModel[];
  /** Account rules lists (account scope only). */
  readonly lists: readonly ListModel[];
  /** The zone's `owasp:` block (design.md), when present and a mapping. */
  readonly owasp?: ModelNode;
  /**
   * The document shows part of the scope (a Terraform file of a module):
   * lists, rulesets and jobs it does not show may be defined elsewhere.
   */
  readonly partial?: boolean;
}

/** A ruleset: written in a manifest, or a raw API object. */
export interface RulesetModel extends ModelNode {
  /** Where the ruleset came from: written in a manifest, or a raw API object. */
  readonly origin: 'manifest' | 'api';
  readonly scope?: ScopeModel;
  /**
   * Level of the ruleset: from its place in the manifest, or for a raw API
   * object from its `kind` (`zone` → zone; `root`, `custom`, `managed` →
   * account). `undefined` when neither tells.
   */
  readonly level?: Level;
  readonly phase?: string;
  readonly kind?: string;
  readonly id?: string;
  readonly name?: string;
  readonly rules: readonly RuleModel[];
  /**
   * `true` for the ruleset a standalone rule body is added to or updated in:
   * nothing is known about it (phase, kind, other rules), so checks that
   * need it are skipped.
   */
  readonly implied?: boolean;
  /**
   * `true` for a Terraform resource with `count` or `for_each`: there may be
   * none or several such rulesets, so no check across rulesets counts on it.
   */
  readonly mayRepeat?: true;
}

/** A rule of a ruleset. */
export interface RuleModel extends ModelNode {
  readonly ruleset: RulesetModel;
  /** Position in the ruleset's `rules` (0-based). */
  readonly index: number;
  readonly action?: string;
  readonly expression?: string;
  readonly ref?: string;
  readonly id?: string;
  /** `enabled` defaults to true (reference §5). */
  readonly enabled: boolean;
  /** `action_parameters` when it is a mapping. */
  readonly parameters?: JsonObject;
  /**
   * `true` for `{"id": "…"}` alone in a PUT body's `rules` (deploy-custom-ruleset.mdx
   * "include the IDs of all existing rules you want to keep") and for a PATCH
   * body of `position` alone (update-rule.mdx): the rule's definition stays as
   * it is, so it has no expression or action of its own.
   */
  readonly keepsExisting?: boolean;
  /**
   * `true` for a rule made by a Terraform `dynamic "rules"` block: it may
   * expand to no rule or to several. Such a rule is checked on its own, but
   * no check across rules relies on it being there (an earlier rule that
   * stops evaluation, the first of two duplicates, a count of rules).
   */
  readonly mayRepeat?: true;
}

/** A log push job: of a manifest scope, or a raw API object. */
export interface LogpushJobModel extends ModelNode {
  readonly origin: 'manifest' | 'api';
  readonly scope?: ScopeModel;
  readonly dataset?: string;
  /**
   * A raw body that is not a whole job (so it may leave out
   * `destination_conf`): `update` for a `PUT …/jobs/{job_id}` body (no
   * `dataset`, every member optional), `validate_origin` for the
   * `POST …/logpush/validate/origin` body (`logpull_options` and `dataset`
   * only, where `logpull_options` is what is validated), `instant_logs` for
   * an Instant Logs job (`fields`, `filter`, `sample`; its dataset is
   * `http_requests` and its destination a `wss://` session). `undefined` for a
   * whole job (a manifest job, a create body, a job read back).
   */
  readonly body?: 'update' | 'validate_origin' | 'instant_logs';
}

/** An ESC disable setting: the manifest's `esc.disable`, or a raw `{always}` / `{with_secret}` object. */
export interface EscControlModel extends ModelNode {
  readonly origin: 'manifest' | 'api';
  readonly scope?: ScopeModel;
}

/** One ESC behaviour of the manifest's `esc.behaviours` (design.md). */
export interface EscBehaviourModel extends ModelNode {
  readonly scope: ScopeModel;
  readonly index: number;
  readonly useCase?: string;
}

/** An account rules list (manifest `account.lists`, or a raw list object of the Lists API). */
export interface ListModel extends ModelNode {
  /** The manifest's account; `undefined` for a raw list object. */
  readonly scope?: ScopeModel;
  readonly name?: string;
  readonly kind?: string;
}
