/**
 * A file's project facts: what other files may need to know about it, read
 * from its document models where the file is linted (main thread or worker,
 * lint-file.ts) — the account lists it declares, the list places whose
 * lists it reads without declaring them, and the entry points it defines.
 * Small plain data (a name, a kind and a line per list, a phase and a line
 * per entry point): it comes back from workers with the file's result and
 * is kept in the cache beside it, so an unchanged file is never loaded again
 * to build the project index (project-index.ts). Linear in the documents'
 * lists, rulesets and rules.
 */
import type { LoadedDocument, SourceFile } from '../load/source-file.js';
import { isObject } from '../model/build.js';
import type { DocumentModel, Path, RuleModel, ScopeModel } from '../model/types.js';
import { entryPointPhase, entryScopeOf, listPlaceOf, TERRAFORM_MODULE } from './project-context.js';

/** The lists one document declares for a place. */
export interface DeclaredLists {
  readonly place: string;
  readonly lists: readonly { readonly name: string; readonly kind: string; readonly line: number }[];
}

/** List names a file reads from a place. */
export interface ListReader {
  readonly place: string;
  readonly names: readonly string[];
}

/** An entry point ruleset: its scope (`entryScopeOf`), phase, document and the line of its `phase`. */
export interface EntryPointFact {
  readonly scope: string;
  readonly phase: string;
  readonly document: number;
  readonly line: number;
}

/** What a file tells the project; members are absent when empty, and a file that tells nothing has no facts. */
export interface FileFacts {
  readonly lists?: readonly DeclaredLists[];
  /** The list names the file's expressions may read without their document declaring the lists, per place. */
  readonly listReaders?: readonly ListReader[];
  readonly entryPoints?: readonly EntryPointFact[];
}

/** The facts of a loaded file, from the models of its documents (`undefined` for a fatal document); `undefined` when there are none. */
export function fileFactsOf(file: SourceFile, models: readonly (DocumentModel | undefined)[]): FileFacts | undefined {
  const lists: DeclaredLists[] = [];
  const readers = new Map<string, Set<string>>();
  const entryPoints: EntryPointFact[] = [];
  models.forEach((model, index) => {
    const doc = file.documents[index];
    if (!model || !doc || (model.kind !== 'manifest' && doc.partial !== true)) return;
    const lineOf = (path: Path): number => file.position(doc.rangeOf(path).start).line;
    const declared = declaredLists(model, lineOf);
    if (declared) lists.push(declared);
    listReadersOf(model, declared?.place, readers);
    for (const scope of model.scopes) entryPointsOf(scope, doc, lineOf, entryPoints);
  });
  if (lists.length === 0 && readers.size === 0 && entryPoints.length === 0) return undefined;
  return {
    ...(lists.length ? { lists } : {}),
    ...(readers.size ? { listReaders: [...readers].map(([place, names]) => ({ place, names: [...names] })) } : {}),
    ...(entryPoints.length ? { entryPoints } : {}),
  };
}

/** The lists a document's account declares (a `lists` sequence, possibly empty, declares them all). */
function declaredLists(model: DocumentModel, lineOf: (path: Path) => number): DeclaredLists | undefined {
  const account = model.account;
  const place = listPlaceOf(account);
  if (!account || place === undefined || !Array.isArray(account.value['lists'])) return undefined;
  const lists = account.lists.flatMap((list) => (list.name === undefined ? [] : [{ name: list.name, kind: list.kind ?? '', line: lineOf(list.path) }]));
  return { place, lists };
}

/** A `$name` of an account list (managed lists, `$cf.…`, are the library's). */
const LIST_NAME = /\$([a-z0-9_]+)(?![\w.])/g;

/**
 * The list names the document's expressions may read from other files, per
 * place: a manifest account that declares none here, and a Terraform module
 * always (its other files may declare more). Any `$name` counts, even one in
 * a string: a name read for nothing costs a lint, never a finding. A file's
 * context holds only the names it reads, so a change to another list of the
 * account lints it again for nothing.
 */
function listReadersOf(model: DocumentModel, declaredHere: string | undefined, out: Map<string, Set<string>>): void {
  const read = (scope: ScopeModel | undefined, text: string): void => {
    if (!text.includes('$')) return;
    const place = listPlaceOf(scope);
    if (place === undefined || (place !== TERRAFORM_MODULE && place === declaredHere)) return;
    for (const match of text.matchAll(LIST_NAME)) {
      let names = out.get(place);
      if (!names) out.set(place, (names = new Set()));
      names.add(match[1]!);
    }
  };
  for (const ruleset of model.rulesets) for (const rule of ruleset.rules) for (const text of filtersOf(rule)) read(ruleset.scope, text);
  for (const behaviour of model.escBehaviours) {
    const when = behaviour.value['when'];
    if (typeof when === 'string') read(behaviour.scope, when);
  }
}

/** A rule's filter expressions (lists appear only after `in`, in filters). */
function filtersOf(rule: RuleModel): string[] {
  const ratelimit = rule.value['ratelimit'];
  const counting = isObject(ratelimit) ? ratelimit['counting_expression'] : undefined;
  return [rule.expression, counting].filter((text): text is string => typeof text === 'string');
}

/** The first entry point of each phase of `scope` (a second one in the same document is the rule's own finding). */
function entryPointsOf(scope: ScopeModel, doc: LoadedDocument, lineOf: (path: Path) => number, out: EntryPointFact[]): void {
  const key = entryScopeOf(scope);
  if (key === undefined) return;
  const seen = new Set<string>();
  for (const ruleset of scope.rulesets) {
    const phase = entryPointPhase(scope, ruleset);
    if (phase === undefined || seen.has(phase)) continue;
    seen.add(phase);
    out.push({ scope: key, phase, document: doc.index, line: lineOf([...ruleset.path, 'phase']) });
  }
}
