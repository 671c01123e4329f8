/**
 * Build the document model from a parsed document: recognise its shape
 * (manifest or raw API object, possibly in a response envelope) and collect
 * its scopes, rulesets, rules, jobs and ESC settings with their paths.
 * One pass, linear in the number of members looked at; never throws on
 * values of the wrong type.
 */
import type { Level } from '../data/phases.js';
import type { LoadProblem } from '../load/load-problem.js';
import type {
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

/** The shape of an API object, by the members design.md names for each. */
export function apiObjectKind(value: JsonObject): 'ruleset' | 'logpush_job' | 'esc_setting' | undefined {
  if (has(value, 'phase') || has(value, 'rules')) return 'ruleset';
  if (has(value, 'dataset') || has(value, 'destination_conf')) return 'logpush_job';
  if (has(value, 'always') || has(value, 'with_secret')) return 'esc_setting';
  return undefined;
}

/** A response envelope (spec 2.1): `result` together with at least one of `success`, `errors`, `messages`. */
export function isEnvelope(value: JsonObject): boolean {
  return has(value, 'result') && (has(value, 'success') || has(value, 'errors') || has(value, 'messages'));
}

export function isManifest(value: JsonObject): boolean {
  return has(value, 'account') || has(value, 'zones');
}

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
    };
    const ruleValues = value['rules'];
    if (Array.isArray(ruleValues)) {
      ruleValues.forEach((rule: unknown, index) => {
        if (!isObject(rule)) return;
        const parameters = rule['action_parameters'];
        rules.push({
          path: [...path, 'rules', index],
          value: rule,
          ruleset,
          index,
          action: stringMember(rule, 'action'),
          expression: stringMember(rule, 'expression'),
          ref: stringMember(rule, 'ref'),
          id: stringMember(rule, 'id'),
          enabled: rule['enabled'] !== false,
          parameters: isObject(parameters) ? parameters : undefined,
        });
      });
    }
    this.rulesets.push(ruleset);
    return ruleset;
  }

  logpushJob(value: JsonObject, path: Path, origin: 'manifest' | 'api', scope: ScopeModel | undefined): LogpushJobModel {
    const job: LogpushJobModel = { path, value, origin, scope, dataset: stringMember(value, 'dataset') };
    this.logpushJobs.push(job);
    return job;
  }

  escControl(value: JsonObject, path: Path, origin: 'manifest' | 'api', scope: ScopeModel | undefined): EscControlModel {
    const control: EscControlModel = { path, value, origin, scope };
    this.escControls.push(control);
    return control;
  }

  /** An API object at `path`; `undefined` when it has none of the recognised shapes. */
  apiObject(value: JsonObject, path: Path): DocumentKind | undefined {
    const kind = apiObjectKind(value);
    if (kind === 'ruleset') this.ruleset(value, path, 'api', undefined, undefined);
    else if (kind === 'logpush_job') this.logpushJob(value, path, 'api', undefined);
    else if (kind === 'esc_setting') this.escControl(value, path, 'api', undefined);
    return kind;
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
  } else if (isObject(value)) {
    let target: unknown = value;
    let path: Path = [];
    if (isEnvelope(value)) {
      envelope = true;
      target = value['result'];
      path = ['result'];
    }
    if (isObject(target)) {
      kind = builder.apiObject(target, path) ?? 'unknown';
    } else if (envelope && Array.isArray(target)) {
      // A list response: every element of a recognised shape is modelled; the list's kind follows its first element.
      let first: DocumentKind | undefined;
      target.forEach((item: unknown, itemIndex) => {
        if (!isObject(item)) return;
        const itemKind = builder.apiObject(item, [...path, itemIndex]);
        first ??= itemKind;
      });
      kind = first === 'ruleset' ? 'ruleset_list' : first === 'logpush_job' ? 'logpush_job_list' : target.length === 0 ? 'empty' : 'unknown';
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
    loadProblems,
  };
}
