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

export type JsonObject = { readonly [key: string]: unknown };

/** What a document is, by its top-level shape (design.md "Edge configuration documents"). */
export type DocumentKind =
  | 'manifest'
  | 'ruleset'
  | 'ruleset_list'
  | 'logpush_job'
  | 'logpush_job_list'
  | 'esc_setting'
  | 'empty'
  | 'unknown';

export interface ModelNode {
  readonly path: Path;
  readonly value: JsonObject;
}

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
  /** Non-fatal problems the loader found in this document's source (duplicate keys, YAML warnings, bad characters). */
  readonly loadProblems: readonly LoadProblem[];
}

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
}

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
}

export interface LogpushJobModel extends ModelNode {
  readonly origin: 'manifest' | 'api';
  readonly scope?: ScopeModel;
  readonly dataset?: string;
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

/** An account rules list (manifest `account.lists`). */
export interface ListModel extends ModelNode {
  readonly scope: ScopeModel;
  readonly name?: string;
  readonly kind?: string;
}
