/**
 * Build the document model from a parsed document: recognise its shape
 * (manifest, or raw API objects — rulesets, single rules, log push jobs and
 * their update bodies, ESC settings, rules lists and list items — alone, in
 * a list, or in a response envelope) and collect its scopes, rulesets, rules,
 * jobs and ESC settings with their paths. One pass, linear in the number of
 * members looked at; never throws on values of the wrong type.
 */
import {
  DATASET_FIELD_NAME,
  ENVELOPE_MEMBERS,
  INSTANT_LOGS_ALL_MEMBERS,
  INSTANT_LOGS_DATASET,
  INSTANT_LOGS_MEMBERS,
  ESC_SETTING_MEMBERS,
  LIST_ITEM_MEMBERS,
  LOGPUSH_JOB_MEMBERS,
  LOGPUSH_JOB_SHARED_MEMBERS,
  OPERATION_RESULT_MEMBERS,
  RULE_MEMBERS,
  RULESET_MEMBERS,
} from '../data/api-bodies.js';
import { LIST_KINDS } from '../data/managed-lists.js';
import type { Level } from '../data/phases.js';
import type { LoadProblem } from '../load/load-problem.js';
import { mayRepeat } from '../load/value-tree.js';
import type {
  ApiObjectModel,
  ApiShape,
  DocumentKind,
  DocumentModel,
  EscBehaviourModel,
  EscControlModel,
  JsonObject,
  ListModel,
  LogpushJobModel,
  ModelNode,
  Path,
  RuleModel,
  RulesetModel,
  ScopeModel,
} from './types.js';

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringMember(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

function has(object: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function hasAny(object: JsonObject, keys: readonly string[]): boolean {
  return keys.some((key) => has(object, key));
}

/** Whether `object` has no member but those `allowed`. */
export function onlyMembers(object: JsonObject, allowed: readonly string[]): boolean {
  return Object.keys(object).every((key) => allowed.includes(key));
}

const JOB_UPDATE_MEMBERS: readonly string[] = [...LOGPUSH_JOB_SHARED_MEMBERS, 'id', 'name'];
/** The body of `POST …/logpush/validate/origin` (reference logpush.md §1). */
const VALIDATE_ORIGIN_MEMBERS: readonly string[] = ['logpull_options', 'dataset'];
const LIST_ITEM_EXTRA_MEMBERS: readonly string[] = ['id', 'comment', 'created_on', 'modified_on'];

/** Which partial job body a raw job without `destination_conf` is (see `LogpushJobModel.body`). */
function jobBodyOf(value: JsonObject): LogpushJobModel['body'] {
  if (!has(value, 'dataset')) return 'update';
  return onlyMembers(value, VALIDATE_ORIGIN_MEMBERS) && has(value, 'logpull_options') ? 'validate_origin' : undefined;
}

/** A rules list object: a `name` and a list `kind` (bulk-redirects/create-api.mdx; Lists API). */
function isRulesList(value: JsonObject): boolean {
  const kind = value['kind'];
  return typeof kind === 'string' && (LIST_KINDS as readonly string[]).includes(kind) && typeof value['name'] === 'string';
}

/** A rules list item: exactly one value member (`ip`, `hostname`, `asn`, `redirect`) and bookkeeping members. */
function isListItem(value: JsonObject): boolean {
  const values = LIST_ITEM_MEMBERS.filter((key) => has(value, key));
  return values.length === 1 && onlyMembers(value, [...LIST_ITEM_MEMBERS, ...LIST_ITEM_EXTRA_MEMBERS]);
}

/**
 * The shape of an API object, by the members only that shape has
 * (`src/data/api-bodies.ts`); `undefined` when it has none of them.
 */
export function apiShapeOf(value: JsonObject): ApiShape | undefined {
  if (hasAny(value, RULESET_MEMBERS)) return 'ruleset';
  if (hasAny(value, INSTANT_LOGS_MEMBERS) && onlyMembers(value, INSTANT_LOGS_ALL_MEMBERS)) return 'instant_logs_job';
  if (hasAny(value, LOGPUSH_JOB_MEMBERS)) return 'logpush_job';
  if (hasAny(value, ESC_SETTING_MEMBERS)) return 'esc_setting';
  if (hasAny(value, RULE_MEMBERS)) return 'rule';
  if (isRulesList(value)) return 'rules_list';
  if (isListItem(value)) return 'list_item';
  if (hasAny(value, LOGPUSH_JOB_SHARED_MEMBERS) && onlyMembers(value, JOB_UPDATE_MEMBERS)) return 'logpush_job';
  return undefined;
}

/**
 * A response envelope: `result` together with at least one of `success`,
 * `errors`, `messages` (spec 2.1), or `result` alone as the docs print some
 * responses (with `result_info` at most), when it holds an object, a list or
 * null.
 */
export function isEnvelope(value: JsonObject): boolean {
  if (!has(value, 'result')) return false;
  if (isSpecEnvelope(value)) return true;
  const result = value['result'];
  return onlyMembers(value, ['result', ...ENVELOPE_MEMBERS]) && (result === null || typeof result === 'object');
}

/** The members of a spec envelope (spec 2.1) besides `result`: one of them is present. */
export function isSpecEnvelope(value: JsonObject): boolean {
  return has(value, 'success') || has(value, 'errors') || has(value, 'messages');
}

/** A reply that carries no configuration (ownership challenge, validation, bulk operation, delete, a dataset's fields): see api-bodies.ts. */
function isOperationResult(value: JsonObject): boolean {
  if (onlyMembers(value, OPERATION_RESULT_MEMBERS)) return true;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, description]) => DATASET_FIELD_NAME.test(key) && typeof description === 'string');
}

export function isManifest(value: JsonObject): boolean {
  return has(value, 'account') || has(value, 'zones');
}

/** The document kind of a list whose first recognised item has `shape`. */
const LIST_KIND_OF: Readonly<Record<ApiShape, DocumentKind>> = {
  ruleset: 'ruleset_list',
  rule: 'rule_list',
  logpush_job: 'logpush_job_list',
  instant_logs_job: 'logpush_job_list',
  esc_setting: 'unknown',
  rules_list: 'rules_list_list',
  list_item: 'list_items',
};

/** The document kind of one object of `shape`. */
const KIND_OF: Readonly<Record<ApiShape, DocumentKind>> = {
  ruleset: 'ruleset',
  rule: 'rule',
  logpush_job: 'logpush_job',
  instant_logs_job: 'logpush_job',
  esc_setting: 'esc_setting',
  rules_list: 'rules_list',
  list_item: 'list_items',
};

/** Level of a raw API ruleset from its kind (spec 2.3: a zone entry point has kind `zone`; managed rulesets are account-level). */
function levelOfKind(kind: string | undefined): Level | undefined {
  if (kind === 'zone') return 'zone';
  if (kind === 'root' || kind === 'custom' || kind === 'managed') return 'account';
  return undefined;
}

class ModelBuilder {
  readonly rulesets: RulesetModel[] = [];
  readonly logpushJobs: LogpushJobModel[] = [];
  readonly escControls: EscControlModel[] = [];
  readonly escBehaviours: EscBehaviourModel[] = [];
  readonly lists: ListModel[] = [];
  readonly apiObjects: ApiObjectModel[] = [];
  readonly standaloneRules: RuleModel[] = [];
  /** The implied ruleset that standalone rules of this document belong to, made on first use. */
  private impliedRuleset: (RulesetModel & { rules: RuleModel[] }) | undefined;

  /** `true` when the document shows part of its scopes (see `ScopeModel.partial`). */
  constructor(private readonly partial: boolean) {}

  ruleset(value: JsonObject, path: Path, origin: 'manifest' | 'api', scope: ScopeModel | undefined, level: Level | undefined): RulesetModel {
    const kind = stringMember(value, 'kind');
    const rules: RuleModel[] = [];
    const ruleset: RulesetModel = {
      path,
      value,
      origin,
      scope,
      level: level ?? levelOfKind(kind),
      phase: stringMember(value, 'phase'),
      kind,
      id: stringMember(value, 'id'),
      name: stringMember(value, 'name'),
      rules,
      ...(mayRepeat(value) ? { mayRepeat: true } : {}),
    };
    const ruleValues = value['rules'];
    if (Array.isArray(ruleValues)) {
      ruleValues.forEach((rule: unknown, index) => {
        if (isObject(rule)) rules.push(ruleModel(rule, [...path, 'rules', index], ruleset, index));
      });
    }
    this.rulesets.push(ruleset);
    return ruleset;
  }

  /** A rule that arrives alone (a rule body), in the document's implied ruleset. */
  standaloneRule(value: JsonObject, path: Path): RuleModel {
    if (!this.impliedRuleset) {
      this.impliedRuleset = { path: path.slice(0, -1), value: {}, origin: 'api', rules: [], implied: true };
    }
    const ruleset = this.impliedRuleset;
    const rule = ruleModel(value, path, ruleset, ruleset.rules.length);
    ruleset.rules.push(rule);
    this.standaloneRules.push(rule);
    return rule;
  }

  /** An Instant Logs job: a log push job of `http_requests` streamed to a `wss://` session. */
  instantLogsJob(value: JsonObject, path: Path): LogpushJobModel {
    const job: LogpushJobModel = { path, value, origin: 'api', scope: undefined, dataset: INSTANT_LOGS_DATASET, body: 'instant_logs' };
    this.logpushJobs.push(job);
    return job;
  }

  logpushJob(value: JsonObject, path: Path, origin: 'manifest' | 'api', scope: ScopeModel | undefined): LogpushJobModel {
    const body = origin === 'api' && !has(value, 'destination_conf') ? jobBodyOf(value) : undefined;
    const job: LogpushJobModel = { path, value, origin, scope, dataset: stringMember(value, 'dataset'), ...(body ? { body } : {}) };
    this.logpushJobs.push(job);
    return job;
  }

  escControl(value: JsonObject, path: Path, origin: 'manifest' | 'api', scope: ScopeModel | undefined): EscControlModel {
    const control: EscControlModel = { path, value, origin, scope };
    this.escControls.push(control);
    return control;
  }

  /** An API object at `path`; `undefined` when it has none of the recognised shapes. */
  apiObject(value: JsonObject, path: Path): ApiShape | undefined {
    const shape = apiShapeOf(value);
    if (shape === undefined) return undefined;
    this.apiObjects.push({ path, value, shape });
    if (shape === 'ruleset') this.ruleset(value, path, 'api', undefined, undefined);
    else if (shape === 'rule') this.standaloneRule(value, path);
    else if (shape === 'logpush_job') this.logpushJob(value, path, 'api', undefined);
    else if (shape === 'instant_logs_job') this.instantLogsJob(value, path);
    else if (shape === 'esc_setting') this.escControl(value, path, 'api', undefined);
    else if (shape === 'rules_list') this.lists.push({ path, value, name: stringMember(value, 'name'), kind: stringMember(value, 'kind') });
    return shape;
  }

  /** A list of API objects at `path`: each item of a recognised shape is modelled; the list's kind follows its first one. */
  apiList(items: readonly unknown[], path: Path): DocumentKind {
    let first: ApiShape | undefined;
    items.forEach((item: unknown, index) => {
      if (!isObject(item)) return;
      const shape = this.apiObject(item, [...path, index]);
      first ??= shape;
    });
    if (first !== undefined) return LIST_KIND_OF[first];
    return items.length === 0 ? 'empty' : 'unknown';
  }

  scope(kind: 'account' | 'zone', value: JsonObject, path: Path, account: ScopeModel | undefined): ScopeModel {
    const rulesets: RulesetModel[] = [];
    const logpushJobs: LogpushJobModel[] = [];
    const escBehaviours: EscBehaviourModel[] = [];
    const lists: ListModel[] = [];
    const owasp = value['owasp'];
    const scope: { -readonly [K in keyof ScopeModel]: ScopeModel[K] } = {
      path,
      value,
      kind,
      id: stringMember(value, 'id'),
      name: stringMember(value, 'name'),
      account,
      rulesets,
      logpushJobs,
      escBehaviours,
      lists,
      owasp: isObject(owasp) ? ({ path: [...path, 'owasp'], value: owasp } satisfies ModelNode) : undefined,
      ...(this.partial ? { partial: true } : {}),
    };
    const level: Level = kind;
    forEachObject(value['lists'], [...path, 'lists'], (list, listPath) => {
      if (kind !== 'account') return; // lists are account resources; the schema reports them elsewhere
      const model: ListModel = { path: listPath, value: list, scope, name: stringMember(list, 'name'), kind: stringMember(list, 'kind') };
      lists.push(model);
      this.lists.push(model);
    });
    const esc = value['esc'];
    if (isObject(esc)) {
      const disable = esc['disable'];
      if (isObject(disable)) scope.escControl = this.escControl(disable, [...path, 'esc', 'disable'], 'manifest', scope);
      forEachObject(esc['behaviours'], [...path, 'esc', 'behaviours'], (behaviour, behaviourPath, index) => {
        const model: EscBehaviourModel = { path: behaviourPath, value: behaviour, scope, index, useCase: stringMember(behaviour, 'use_case') };
        escBehaviours.push(model);
        this.escBehaviours.push(model);
      });
    }
    forEachObject(value['rulesets'], [...path, 'rulesets'], (ruleset, rulesetPath) => {
      rulesets.push(this.ruleset(ruleset, rulesetPath, 'manifest', scope, level));
    });
    forEachObject(value['logpush_jobs'], [...path, 'logpush_jobs'], (job, jobPath) => {
      logpushJobs.push(this.logpushJob(job, jobPath, 'manifest', scope));
    });
    return scope;
  }
}

/**
 * `{"id": …}` alone in a PUT body keeps an existing rule (deploy-custom-ruleset.mdx);
 * a PATCH body of `position` alone reorders a rule without changing it (update-rule.mdx).
 */
function keepsExistingRule(rule: JsonObject): boolean {
  const keys = Object.keys(rule);
  return keys.length > 0 && keys.every((key) => key === 'id' || key === 'position');
}

function ruleModel(rule: JsonObject, path: Path, ruleset: RulesetModel, index: number): RuleModel {
  const parameters = rule['action_parameters'];
  return {
    path,
    value: rule,
    ruleset,
    index,
    action: stringMember(rule, 'action'),
    expression: stringMember(rule, 'expression'),
    ref: stringMember(rule, 'ref'),
    id: stringMember(rule, 'id'),
    enabled: rule['enabled'] !== false,
    parameters: isObject(parameters) ? parameters : undefined,
    ...(keepsExistingRule(rule) ? { keepsExisting: true } : {}),
    ...(mayRepeat(rule) ? { mayRepeat: true } : {}),
  };
}

function forEachObject(value: unknown, path: Path, visit: (item: JsonObject, itemPath: Path, index: number) => void): void {
  if (!Array.isArray(value)) return;
  value.forEach((item: unknown, index) => {
    if (isObject(item)) visit(item, [...path, index], index);
  });
}

export interface DocumentModelOptions {
  /** The document shows part of a configuration spread over files (`LoadedDocument.partial`). */
  readonly partial?: boolean;
}

/** Build the model of one parsed document. */
export function buildDocumentModel(index: number, value: unknown, loadProblems: readonly LoadProblem[] = [], options: DocumentModelOptions = {}): DocumentModel {
  const builder = new ModelBuilder(options.partial === true);
  let kind: DocumentKind = 'unknown';
  let envelope = false;
  let account: ScopeModel | undefined;
  const zones: ScopeModel[] = [];

  if (value === null || value === undefined) {
    kind = 'empty';
  } else if (isObject(value) && isManifest(value)) {
    kind = 'manifest';
    if (isObject(value['account'])) account = builder.scope('account', value['account'], ['account'], undefined);
    forEachObject(value['zones'], ['zones'], (zone, zonePath) => {
      zones.push(builder.scope('zone', zone, zonePath, account));
    });
  } else if (Array.isArray(value)) {
    // A list body (rules list items) or a list printed without its envelope.
    kind = builder.apiList(value, []);
  } else if (isObject(value)) {
    let target: unknown = value;
    let path: Path = [];
    if (isEnvelope(value)) {
      envelope = true;
      target = value['result'];
      path = ['result'];
    }
    if (isObject(target)) {
      const shape = builder.apiObject(target, path);
      if (shape !== undefined) kind = KIND_OF[shape];
      else if (isOperationResult(target) && (envelope || !onlyMembers(target, ['id']))) kind = 'operation_result';
    } else if (envelope && Array.isArray(target)) {
      kind = builder.apiList(target, path);
    } else if (envelope && target === null) {
      kind = 'empty';
    }
  }

  return {
    index,
    kind,
    value,
    envelope,
    account,
    zones,
    scopes: account ? [account, ...zones] : zones,
    rulesets: builder.rulesets,
    logpushJobs: builder.logpushJobs,
    escControls: builder.escControls,
    escBehaviours: builder.escBehaviours,
    lists: builder.lists,
    apiObjects: builder.apiObjects,
    standaloneRules: builder.standaloneRules,
    loadProblems,
  };
}
