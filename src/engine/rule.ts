/**
 * What a lint rule is: `meta` (id, type, default severity, docs, options
 * schema, message templates) and `create(context)` returning a visitor over
 * the document model — ESLint's rule shape, with typed message ids and
 * options as in typescript-eslint.
 */
import type { ProjectContext } from '../cross-file/project-context.js';
import type { DocumentEdit } from '../load/source-file.js';
import type { ValueSuggestion } from './value-problem.js';
import type {
  DocumentModel,
  EscBehaviourModel,
  EscControlModel,
  ListModel,
  LogpushJobModel,
  Path,
  RuleModel,
  RulesetModel,
  ScopeModel,
} from '../model/types.js';
import type { Tier } from '../data/plans.js';

/** Configured severity of a rule. `info` is reported but never fails a run (ESLint severity 0 in results). */
export type Severity = 'off' | 'info' | 'warn' | 'error';

/** The options schema of a rule: a JSON Schema for its one options object. */
export type OptionsSchema = Readonly<Record<string, unknown>>;

export interface RuleDocs {
  /** One sentence, shown by `edgelint rules` and in the docs. */
  readonly description: string;
  /** Derived from the id by `defineRule`; points at the rule's markdown page. */
  readonly url: string;
}

export interface RuleMeta<MessageIds extends string> {
  /** `<domain>/<name>`; the file is `rules/<domain>/<name>.ts`. Stable, never reused. */
  readonly id: string;
  /** ESLint's rule types: `problem` (the API rejects it or it misbehaves) or `suggestion` (works, but better written otherwise). */
  readonly type: 'problem' | 'suggestion';
  readonly defaultSeverity: Severity;
  readonly docs: RuleDocs;
  /** JSON Schema of the options object; `undefined` when the rule takes no options. */
  readonly schema?: OptionsSchema;
  /** Message templates with `{{placeholders}}`. */
  readonly messages: Readonly<Record<MessageIds, string>>;
  /** The rule offers automatic fixes (`--fix`). */
  readonly fixable?: boolean;
  /** The rule offers suggestions (fixes that are not applied automatically). */
  readonly hasSuggestions?: boolean;
  /**
   * `false`: `--suppress-all` never records the rule's findings in the
   * suppressions file, and recorded counts do not hide them (a secret in
   * clear text must be fixed, not carried). Default `true`.
   */
  readonly bulkSuppressible?: boolean;
}

/** A report's location: a node of the document by JSON path, optionally narrowed. */
export interface PathLocation {
  /** JSON path of the node (map keys and sequence indexes) inside the current document. */
  readonly path: Path;
  /**
   * `value` (default): the node itself. `key`: the key of the map member at
   * `path` (for "unexpected key"). When `path` does not exist (a missing
   * member), the report lands on the nearest existing ancestor's key.
   */
  readonly target?: 'value' | 'key';
  /** Offsets `[start, end)` into the string value at `path` (a token inside an expression or filter). */
  readonly range?: readonly [number, number];
  readonly fileRange?: undefined;
}

/** A location given directly as file offsets, for problems found in the source text rather than the model (load problems). */
export interface FileLocation {
  readonly fileRange: readonly [number, number];
  readonly path?: undefined;
}

export type ReportLocation = PathLocation | FileLocation;

export type ReportDescriptor<MessageIds extends string> = ReportLocation & ReportFields<MessageIds>;

export interface ReportFields<MessageIds extends string> {
  readonly messageId: MessageIds;
  readonly data?: Readonly<Record<string, string | number>>;
  readonly fix?: Fix;
  readonly suggest?: readonly (ValueSuggestion | { readonly desc: string; readonly fix: Fix })[];
}

/**
 * What a fix or suggestion changes: part of the string value at the report's
 * `path` (offsets into the value), the whole value there, or — for fixes that
 * add something — items appended to a sequence or a member replaced. Each
 * front end writes it in its file's own syntax (`LoadedDocument.edit`).
 */
export type Fix = DocumentEdit;

export type { AppendItem, ReplaceMember, ValueReplacement } from '../load/source-file.js';

/** The settings rules read (`context.settings`): the date, the plan tier, the lists, the removal date. */
export interface LintSettings {
  /** The date deadline rules compare against; never the clock inside a rule. */
  readonly now: Date;
  /** The account's plan tier, for plan-gated checks; `undefined` when not configured. */
  readonly tier?: Tier;
  /** Account rules lists declared in the tool configuration (name → kind). */
  readonly lists: Readonly<Record<string, string>>;
  /**
   * The date ESC stops working (YYYY-MM-DD), from the configuration's
   * `removalDate` or `--removal-date`; `undefined` means the spec's date.
   * Every ESC deadline rule reads it (a rule's own `removalDate` option narrows it).
   */
  readonly removalDate?: string;
  /**
   * What other files of the project tell this one (their account lists, the
   * entry points they define for its zones), when `lint` lints it in a
   * project; `undefined` for a file linted alone (`lintText`, standard input).
   */
  readonly project?: ProjectContext;
}

/** What a rule's `create` gets: its options, the settings, the document, `report` and `memo`. */
export interface RuleContext<Options, MessageIds extends string> {
  readonly id: string;
  readonly options: Options;
  readonly settings: LintSettings;
  /** The path of the file being linted, as the user gave it. */
  readonly filePath: string;
  /** The document being linted. */
  readonly document: DocumentModel;
  report(descriptor: ReportDescriptor<MessageIds>): void;
  /**
   * A value computed once per document and shared by every rule that asks
   * for the same key (a schema validation pass). Lazy: nothing is computed
   * when no enabled rule asks.
   */
  memo<T>(key: string, compute: () => T): T;
  /**
   * The same, once per node of the document (an expression's analysis, a
   * ruleset's cross-rule findings): `key` names what is computed, `node` —
   * a model node or another object that lives as long as the document —
   * what it is computed for. Looked up by identity, so a lookup costs the
   * same whatever the node's path.
   */
  memo<T>(key: string, node: object, compute: () => T): T;
}

/** The model nodes a rule can visit; the runner walks each document once, in document order. */
export interface Visitor {
  document?(document: DocumentModel): void;
  scope?(scope: ScopeModel): void;
  list?(list: ListModel): void;
  ruleset?(ruleset: RulesetModel): void;
  rule?(rule: RuleModel): void;
  logpushJob?(job: LogpushJobModel): void;
  escControl?(control: EscControlModel): void;
  escBehaviour?(behaviour: EscBehaviourModel): void;
  /** After every node of the document was visited: for checks across nodes. */
  documentEnd?(document: DocumentModel): void;
}

/** A lint rule: `meta` (id, type, severity, docs, messages, options schema) and `create` (ESLint's rule shape). */
export interface RuleModule<Options = undefined, MessageIds extends string = string> {
  readonly meta: RuleMeta<MessageIds>;
  readonly defaultOptions: Options;
  create(context: RuleContext<Options, MessageIds>): Visitor;
}

/** Any rule, for registries and runners that do not care about a rule's own types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRule = RuleModule<any, string>;

/** Where rule documentation lives: the rule's markdown page beside its source. */
export const DOCS_BASE_URL = 'https://github.com/edgelint/edgelint/blob/main/rules/';

export function docsUrl(id: string): string {
  return `${DOCS_BASE_URL}${id}.md`;
}

type RuleSpec<Options, MessageIds extends string> = Omit<RuleMeta<MessageIds>, 'docs'> & {
  readonly description: string;
  readonly defaultOptions: Options;
  create(context: RuleContext<Options, MessageIds>): Visitor;
};

/**
 * Define a rule. The docs URL is derived from the id (typescript-eslint's
 * RuleCreator), so a rule cannot point at the wrong page.
 */
export function defineRule<Options = undefined, MessageIds extends string = string>(
  spec: RuleSpec<Options, MessageIds>,
): RuleModule<Options, MessageIds> {
  const { description, defaultOptions, create, ...meta } = spec;
  return {
    meta: { ...meta, docs: { description, url: docsUrl(spec.id) } },
    defaultOptions,
    create,
  };
}
