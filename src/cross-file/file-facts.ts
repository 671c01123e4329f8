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
  /** List places the file's expressions may read (they hold a `$`) without their document declaring the lists. */
  readonly listReaders?: readonly string[];
  readonly entryPoints?: readonly EntryPointFact[];
}

/** The facts of a loaded file, from the models of its documents (`undefined` for a fatal document); `undefined` when there are none. */
export function fileFactsOf(file: SourceFile, models: readonly (DocumentModel | undefined)[]): FileFacts | undefined {
  const lists: DeclaredLists[] = [];
  const readers = new Set<string>();
  const entryPoints: EntryPointFact[] = [];
  models.forEach((model, index) => {
    const doc = file.documents[index];
    if (!model || !doc || (model.kind !== 'manifest' && doc.partial !== true)) return;
    const lineOf = (path: Path): number => file.position(doc.rangeOf(path).start).line;
    const declared = declaredLists(model, lineOf);
    if (declared) lists.push(declared);
    for (const place of listReadersOf(model, declared?.place)) readers.add(place);
    for (const scope of model.scopes) entryPointsOf(scope, doc, lineOf, entryPoints);
  });
  if (lists.length === 0 && readers.size === 0 && entryPoints.length === 0) return undefined;
  return {
    ...(lists.length ? { lists } : {}),
    ...(readers.size ? { listReaders: [...readers] } : {}),
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

/**
 * The places whose lists the document's expressions may read from other
 * files: a manifest account that declares none here, and a Terraform module
 * always (its other files may declare more). Any `$` counts: a list name, or
 * one in a string — a file linted again for nothing costs time, not findings.
 */
function listReadersOf(model: DocumentModel, declaredHere: string | undefined): string[] {
  const places = new Set<string>();
  const read = (scope: ScopeModel | undefined): void => {
    const place = listPlaceOf(scope);
    if (place !== undefined && (place === TERRAFORM_MODULE || place !== declaredHere)) places.add(place);
  };
  for (const ruleset of model.rulesets) if (ruleset.rules.some(readsList)) read(ruleset.scope);
  for (const behaviour of model.escBehaviours) {
    const when = behaviour.value['when'];
    if (typeof when === 'string' && when.includes('$')) read(behaviour.scope);
  }
  return [...places];
}

/** Whether a rule's filters may name a list (lists appear only after `in`, in filter expressions). */
function readsList(rule: RuleModel): boolean {
  if (rule.expression?.includes('$')) return true;
  const ratelimit = rule.value['ratelimit'];
  const counting = isObject(ratelimit) ? ratelimit['counting_expression'] : undefined;
  return typeof counting === 'string' && counting.includes('$');
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
