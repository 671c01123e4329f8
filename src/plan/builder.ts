/**
 * The plan builder: calls are added as the steps find them, with their stage
 * (the order of the plan), captures (placeholders), expectations and
 * explicit prerequisites; `finish` orders them, checks every call comes after
 * the calls it depends on, and counts the changes.
 */
import { scopeKey, type CurrentScope, type CurrentState } from './current-state.js';
import { authFor, ENV, OPERATIONS, type AuthOptions } from './endpoints.js';
import { toJq, toJqExists, toJsonPath, type JsonPath } from './json-path.js';
import { envName, envReferences, placeholderText, PLACEHOLDER, scopeSlug, scopeText, slug } from './naming.js';
import { headerReferenceNamer, referenceRulesetSecrets } from './ruleset-secrets.js';
import { maskSecretValue } from '../text/secrets.js';
import { PlanRefusal } from './plan-refusal.js';
import { sourceName, type CallSource } from './desired.js';
import type { Capture, Change, Expectation, Operation, Plan, PlanInput, PlanNote, PlannedCall, PlanScope, Poll, PromptInput } from './types.js';

export interface PlanOptions extends AuthOptions {
  /** The state to compare with; without it every described resource is created or replaced. */
  readonly current?: CurrentState;
}

/** The plan's order (see planner.ts): lists, account rulesets, zone work, ESC secrets, zone ESC, account ESC. */
export const STAGE = { lists: 1, accountRulesets: 2, scope: 3, escSecret: 4, escZone: 5, escAccount: 6 } as const;

export interface Draft {
  readonly operation: Operation;
  /** Id without the scope prefix. */
  readonly name: string;
  readonly path: string;
  readonly body?: unknown;
  readonly description: string;
  readonly change: Change;
  readonly scope: PlanScope;
  readonly stage: number;
  readonly source?: CallSource;
  readonly accept?: readonly number[];
  readonly poll?: Poll;
  readonly inputs?: readonly PromptInput[];
  readonly sensitive?: boolean;
  /** The phase of an entry point (the managed phase's PUT uses the token). */
  readonly phase?: string;
  /** A resource the call reads or writes: a read after a write of it is a new call, not a shared one. */
  readonly resource?: string;
  /** Calls that must succeed first although no placeholder says so (the rule 4 check before a deployment). */
  readonly after?: readonly MutableCall[];
}

export interface MutableCall {
  id: string;
  draft: Draft;
  auth: PlannedCall['auth'];
  captures: Capture[];
  expect: Expectation[];
  stage: number;
  seq: number;
}

export class PlanBuilder {
  private readonly calls: MutableCall[] = [];
  private readonly ids = new Set<string>();
  private readonly reads = new Map<string, MutableCall>();
  private readonly versions = new Map<string, number>();
  private readonly entrypoints = new Map<string, string>();
  private seq = 0;
  readonly notes: PlanNote[] = [];
  readonly inputKinds = new Map<string, PlanInput>();
  /** The names of credential header references: one per scope, header and value (ruleset-secrets.ts). */
  private readonly headerName = headerReferenceNamer((scope, name) => envName('HEADER', name, scope));
  unchanged = 0;

  constructor(readonly options: PlanOptions) {}

  get compared(): boolean {
    return this.options.current !== undefined;
  }

  current(scope: PlanScope): CurrentScope | undefined {
    return this.options.current?.scope(scope);
  }

  note(level: PlanNote['level'], message: string, scope?: PlanScope, file?: string): void {
    this.notes.push({ level, message, ...(scope ? { scope } : {}), ...(file ? { file } : {}) });
  }

  input(name: string, kind: PlanInput['kind'], description: string): void {
    if (!this.inputKinds.has(name)) this.inputKinds.set(name, { name, kind, description });
  }

  private uniqueId(base: string): string {
    let id = base;
    for (let n = 2; this.ids.has(id); n++) id = `${base}_${n}`;
    this.ids.add(id);
    return id;
  }

  add(proposed: Draft): MutableCall {
    const draft = this.withSecretsReferenced(proposed);
    const method = OPERATIONS[draft.operation].method;
    const version = draft.resource ? (this.versions.get(draft.resource) ?? 0) : 0;
    const readKey = `${method} ${draft.path} @${version}`;
    if (method === 'GET' && draft.change === 'read' && !draft.poll) {
      const existing = this.reads.get(readKey);
      if (existing) return existing;
    }
    const call: MutableCall = {
      // A slug: the id is a word of the curl script and a placeholder's name, and its name part may hold configuration text (a phase).
      id: this.uniqueId(`${scopeSlug(draft.scope)}_${slug(draft.name)}`),
      draft,
      auth: authFor(draft.operation, this.options, draft.phase),
      captures: [],
      expect: [],
      stage: draft.stage,
      seq: this.seq++,
    };
    this.calls.push(call);
    if (method === 'GET' && draft.change === 'read' && !draft.poll) this.reads.set(readKey, call);
    if (method !== 'GET' && draft.resource) this.versions.set(draft.resource, version + 1);
    return call;
  }

  /** The draft with each literal secret of its ruleset body (a cookie secret in an expression, a credential header) replaced by a reference (ruleset-secrets.ts). */
  private withSecretsReferenced(draft: Draft): Draft {
    if (draft.body === undefined) return draft;
    const scope = scopeSlug(draft.scope);
    const cookie = `\${${envName('ESC_SECRET', scope)}}`;
    const { value: body, used } = referenceRulesetSecrets(draft.body, { cookie, header: (name, value) => `\${${this.headerName(scope, name, value)}}` });
    if (body === draft.body) return draft;
    const where = draft.source ? sourceName(draft.source) : 'a ruleset';
    for (const reference of used) {
      const name = reference.slice(2, -1);
      if (reference === cookie) {
        this.input(name, 'secret', `the ESC secret of ${scopeText(draft.scope)}`);
        this.note('warning', `${where} writes the ESC secret as cookie disable_esc; the plan sends \${${name}} in its place (write a \${NAME} reference)`, draft.scope, draft.source?.file);
      } else {
        this.input(name, 'secret', `a credential header of ${scopeText(draft.scope)} (${where})`);
        this.note('warning', `${where} sets a credential header to a literal; the plan sends \${${name}} in its place (write a \${NAME} reference)`, draft.scope, draft.source?.file);
      }
    }
    return { ...draft, body };
  }

  /** The placeholder for a response field of `call`, registered as one of its captures. */
  capture(call: MutableCall, path: JsonPath, description: string, example: string): string {
    const text = toJsonPath(path);
    const existing = call.captures.find((c) => c.path === text);
    if (existing) return existing.placeholder;
    const placeholder = placeholderText(call.id, text);
    call.captures.push({ placeholder, path: text, jq: toJq(path), description, example });
    return placeholder;
  }

  expectation(call: MutableCall, path: JsonPath, description: string): void {
    const text = toJsonPath(path);
    if (call.expect.some((e) => e.path === text)) return;
    call.expect.push({ description, path: text, jq: toJqExists(path) });
  }

  /** Remember which scopes describe an entry point, to warn when two documents replace the same one. */
  claimEntrypoint(scope: PlanScope, phase: string, where: string): string | undefined {
    const key = `${scopeKey(scope)} ${phase}`;
    const previous = this.entrypoints.get(key);
    if (!previous) this.entrypoints.set(key, where);
    return previous;
  }

  finish(forced?: { errorCount: number }): Plan {
    const ordered = [...this.calls].sort((a, b) => a.stage - b.stage || a.seq - b.seq);
    const known = new Set(this.calls.flatMap((c) => c.captures.map((k) => k.placeholder)));
    const position = new Map(ordered.map((c, i) => [c.id, i]));
    const calls: PlannedCall[] = ordered.map((call, index) => {
      const { draft } = call;
      const dependsOn = [
        ...new Set([
          ...[...usedPlaceholders(draft.path), ...usedPlaceholders(draft.body)].filter((p) => known.has(p)).map((p) => p.slice(2, p.indexOf('.'))),
          ...(draft.after ?? []).map((c) => c.id),
        ]),
      ];
      for (const dep of dependsOn) {
        const at = position.get(dep);
        if (at === undefined || at >= index) throw new Error(`plan order: ${call.id} uses ${dep}, which does not come before it`);
      }
      return {
        id: call.id,
        method: OPERATIONS[draft.operation].method,
        path: draft.path,
        auth: call.auth,
        // The steps put references in place of secrets; a secret member or URL credential left over is masked here.
        ...(draft.body !== undefined ? { body: maskSecretValue(draft.body) } : {}),
        description: draft.description,
        operation: draft.operation,
        change: draft.change,
        scope: draft.scope,
        basis: OPERATIONS[draft.operation].basis,
        ...(draft.source ? { source: draft.source } : {}),
        ...(draft.accept ? { accept: draft.accept } : {}),
        captures: call.captures,
        expect: call.expect,
        ...(draft.poll ? { poll: draft.poll } : {}),
        inputs: draft.inputs ?? [],
        dependsOn,
        sensitive: draft.sensitive === true,
      };
    });
    const count = (change: Change): number => calls.filter((c) => c.change === change).length;
    const changes = calls.length - count('read') - count('check');
    const kept = this.compared && changes === 0 ? [] : calls;
    return {
      calls: kept,
      summary: {
        create: count('create'),
        replace: count('replace'),
        update: count('update'),
        delete: count('delete'),
        read: kept.length ? count('read') + count('check') : 0,
        unchanged: this.unchanged,
      },
      notes: this.notes,
      inputs: collectInputs(kept, this.inputKinds),
      compared: this.compared,
      ...(forced ? { forced } : {}),
    };
  }
}

function usedPlaceholders(value: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') for (const m of v.matchAll(PLACEHOLDER)) out.push(m[0]);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  return out;
}

/** The environment the plan itself reads (base URL and credentials): never a value a configuration may ask to be sent. */
const OWN_ENVIRONMENT: ReadonlySet<string> = new Set(Object.values(ENV));

function collectInputs(calls: readonly PlannedCall[], known: ReadonlyMap<string, PlanInput>): PlanInput[] {
  const names = new Set<string>();
  for (const call of calls) {
    const own = [...envReferences(call.body, envReferences(call.path))].filter((name) => OWN_ENVIRONMENT.has(name));
    // A `${API_TOKEN}` in a rule's description would have the script send the operator's own credential to the API.
    if (own.length) {
      const where = call.source ? `${[call.source.file, sourceName(call.source)].filter(Boolean).join(': ')} ` : '';
      const written = own.map((n) => `\${${n}}`);
      throw new PlanRefusal(
        `${where}writes ${written.join(', ')}, the plan's own credentials; a plan never sends them, use another name`,
        call.source ? { ...call.source, written } : undefined,
      );
    }
    envReferences(call.path, names);
    envReferences(call.body, names);
  }
  return [...names].map(
    (name) => known.get(name) ?? { name, kind: 'value', description: 'a value supplied at run time (written `${' + name + '}` in the configuration)' },
  );
}
