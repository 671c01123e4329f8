/**
 * Run the enabled rules over one document model: create each rule's visitor,
 * walk the model once, and collect reports. Pure: the caller turns reports
 * into positioned messages. Disabled rules are never created, so they cost
 * nothing (cfn-lint #4406: a disabled rule that still ran hung CI).
 */
import { markCodePath } from './code-paths.js';
import type { AnyRule, LintSettings, ReportDescriptor, RuleContext, Severity, Visitor } from './rule.js';
import type { DocumentModel } from '../model/types.js';
import { formatMessage } from './value-problem.js';

export interface ConfiguredRule {
  readonly rule: AnyRule;
  readonly severity: Exclude<Severity, 'off'>;
  readonly options: unknown;
}

export interface RuleReport {
  readonly ruleId: string;
  readonly severity: Exclude<Severity, 'off'>;
  readonly message: string;
  readonly descriptor: ReportDescriptor<string>;
}

/** A rule that threw: reported as an internal error of that rule, never as a crash of the run. */
export class RuleCrash extends Error {
  constructor(
    readonly ruleId: string,
    override readonly cause: unknown,
  ) {
    super(`rule ${ruleId} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

type VisitorKey = Exclude<keyof Visitor, 'document' | 'documentEnd'>;
const VISITOR_KEYS: readonly VisitorKey[] = ['scope', 'list', 'ruleset', 'rule', 'logpushJob', 'escControl', 'escBehaviour'];

/** `RuleContext.memo` for one document: string keys, and per-node keys looked up by identity. */
function documentMemo(): RuleContext<unknown, string>['memo'] {
  const byKey = new Map<string, unknown>();
  const byNode = new Map<string, Map<object, unknown>>();
  return <T>(key: string, nodeOrCompute: object | (() => T), maybeCompute?: () => T): T => {
    let values: Map<unknown, unknown>;
    let at: unknown;
    let compute: () => T;
    if (maybeCompute === undefined) {
      values = byKey;
      at = key;
      compute = nodeOrCompute as () => T;
    } else {
      let nodes = byNode.get(key);
      if (nodes === undefined) byNode.set(key, (nodes = new Map()));
      values = nodes;
      at = nodeOrCompute;
      compute = maybeCompute;
    }
    const known = values.get(at);
    // A computed value may be `undefined`: only then is the second lookup needed.
    if (known !== undefined || values.has(at)) return known as T;
    const value = compute();
    values.set(at, value);
    return value;
  };
}

export function runRules(
  document: DocumentModel,
  rules: readonly ConfiguredRule[],
  settings: LintSettings,
  filePath: string,
): RuleReport[] {
  const reports: RuleReport[] = [];
  const memo = documentMemo();
  const visitors: { id: string; visitor: Visitor }[] = [];

  for (const { rule, severity, options } of rules) {
    const id = rule.meta.id;
    const context = {
      id,
      options,
      settings,
      filePath,
      document,
      report(descriptor: ReportDescriptor<string>): void {
        const template = (rule.meta.messages as Record<string, string>)[descriptor.messageId];
        if (template === undefined) throw new Error(`rule ${id} reported unknown messageId "${descriptor.messageId}"`);
        // As in ESLint: a rule declares what it offers, so `edgelint rules` and the docs can say so.
        if (descriptor.fix && !rule.meta.fixable) throw new Error(`rule ${id} reported a fix but its meta has no \`fixable\``);
        if (descriptor.suggest?.length && !rule.meta.hasSuggestions) throw new Error(`rule ${id} reported suggestions but its meta has no \`hasSuggestions\``);
        reports.push({ ruleId: id, severity, message: formatMessage(template, descriptor.data), descriptor });
      },
      memo,
    };
    try {
      visitors.push({ id, visitor: rule.create(context) });
    } catch (error) {
      throw new RuleCrash(id, error);
    }
  }

  // Each node kind's handlers, gathered once: a document has thousands of nodes and most rules handle one or two kinds.
  const handlers = new Map<VisitorKey, { id: string; visitor: Visitor; handler: (node: never) => void }[]>();
  for (const key of VISITOR_KEYS) {
    const list = [];
    for (const { id, visitor } of visitors) {
      const handler = visitor[key] as ((node: never) => void) | undefined;
      if (handler) list.push({ id, visitor, handler });
    }
    handlers.set(key, list);
  }
  // Which node kinds the document has, for the code cache (code-paths.ts): marked once per kind.
  const visited = new Set<VisitorKey>();
  const visit = <K extends VisitorKey>(key: K, node: Parameters<NonNullable<Visitor[K]>>[0]): void => {
    if (!visited.has(key)) {
      visited.add(key);
      markCodePath(`visit:${key}`);
    }
    for (const { id, visitor, handler } of handlers.get(key)!) {
      try {
        handler.call(visitor, node as never);
      } catch (error) {
        throw new RuleCrash(id, error);
      }
    }
  };

  for (const { id, visitor } of visitors) {
    try {
      visitor.document?.(document);
    } catch (error) {
      throw new RuleCrash(id, error);
    }
  }
  // Scopes with what they hold, then API objects that belong to no scope (raw documents).
  for (const scope of document.scopes) {
    visit('scope', scope);
    for (const list of scope.lists) visit('list', list);
    if (scope.escControl) visit('escControl', scope.escControl);
    for (const behaviour of scope.escBehaviours) visit('escBehaviour', behaviour);
    for (const ruleset of scope.rulesets) {
      visit('ruleset', ruleset);
      for (const rule of ruleset.rules) visit('rule', rule);
    }
    for (const job of scope.logpushJobs) visit('logpushJob', job);
  }
  for (const ruleset of document.rulesets) {
    if (ruleset.scope) continue;
    visit('ruleset', ruleset);
    for (const rule of ruleset.rules) visit('rule', rule);
  }
  // A rule body arrives alone: visited as a rule; its implied ruleset (unknown phase, kind and siblings) is not a ruleset to check.
  for (const rule of document.standaloneRules) visit('rule', rule);
  for (const list of document.lists) if (!list.scope) visit('list', list);
  for (const job of document.logpushJobs) if (!job.scope) visit('logpushJob', job);
  for (const control of document.escControls) if (!control.scope) visit('escControl', control);
  for (const { id, visitor } of visitors) {
    try {
      visitor.documentEnd?.(document);
    } catch (error) {
      throw new RuleCrash(id, error);
    }
  }
  return reports;
}
