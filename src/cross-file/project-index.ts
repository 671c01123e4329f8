/**
 * The project index: every file's facts (file-facts.ts) put together, and
 * for each file the project context it depends on (project-context.ts) —
 *
 * - lists: for each list place a file reads without declaring, the kinds
 *   of the names it reads that other files declare there (a name missing
 *   from them is not declared). A manifest account is matched by id; a
 *   zones-only manifest (or an account without id) reads the project's
 *   account when exactly one account declares lists. A Terraform module is
 *   its folder; its lists are closed (a missing name is reported) when every
 *   Terraform file of the folder is in the run (`moduleComplete`) and one of
 *   them declares lists;
 * - entry points: for each zone and account, per phase, the first entry
 *   point of the project — by project-relative path (code-unit order, the
 *   same on every machine), then document, then line — goes to every other
 *   file (and other document) that defines one.
 *
 * Pure and linear (plus sorting the files): the same facts give the same
 * contexts, on any thread count and from the cache alike.
 */
import type { FileFacts } from './file-facts.js';
import { ANY_ACCOUNT, MODULE_ZONE, TERRAFORM_MODULE, type ProjectContext, type ProjectLists, type ProjectPlace } from './project-context.js';

/** A file of the run, by its project-relative path with `/`, and its facts. */
export interface FactsOfFile {
  readonly file: string;
  readonly facts: FileFacts | undefined;
}

export interface IndexOptions {
  /** Whether every Terraform file of `folder` (project-relative, `''` for the root) is in the run. */
  readonly moduleComplete: (folder: string) => boolean;
}

/** A declared list with the file that declares it. */
interface Declared {
  readonly file: string;
  readonly kind: string;
}

/** The folder of a project-relative path (`''` for the working folder): a Terraform module. */
export function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** The global name of a list place: a Terraform module becomes its folder. */
function globalPlace(place: string, file: string): string {
  return place === TERRAFORM_MODULE ? `${TERRAFORM_MODULE}:${folderOf(file)}` : place;
}

const byPath = (a: FactsOfFile, b: FactsOfFile): number => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

/** Each file's project context, by its path; files whose context is empty are absent. */
export function projectContexts(files: readonly FactsOfFile[], options: IndexOptions): Map<string, ProjectContext> {
  const sorted = files.filter((f) => f.facts !== undefined).sort(byPath);
  const lists = listContexts(sorted, options);
  const entryPoints = entryPointContexts(sorted);
  const contexts = new Map<string, ProjectContext>();
  for (const { file } of sorted) {
    const l = lists.get(file);
    const e = entryPoints.get(file);
    if (l || e) contexts.set(file, { ...(l ? { lists: l } : {}), ...(e ? { entryPoints: e } : {}) });
  }
  return contexts;
}

function listContexts(files: readonly FactsOfFile[], options: IndexOptions): Map<string, Record<string, ProjectLists>> {
  // Every declaration, per global place, in path order: the first file's kind wins for a name declared twice.
  const declared = new Map<string, Map<string, Declared>>();
  for (const { file, facts } of files) {
    for (const { place, lists } of facts!.lists ?? []) {
      const key = globalPlace(place, file);
      let names = declared.get(key);
      if (!names) declared.set(key, (names = new Map()));
      for (const list of lists) if (!names.has(list.name)) names.set(list.name, { file, kind: list.kind });
    }
  }
  const accounts = [...declared.keys()].filter((key) => !key.startsWith(`${TERRAFORM_MODULE}:`));
  const contexts = new Map<string, Record<string, ProjectLists>>();
  for (const { file, facts } of files) {
    const out = new Map<string, ProjectLists>();
    for (const { place, names } of facts!.listReaders ?? []) {
      const found = place === TERRAFORM_MODULE ? moduleLists(file, names, declared, options) : accountLists(place, names, declared, accounts);
      if (found) out.set(place, found);
    }
    if (out.size) contexts.set(file, Object.fromEntries(out));
  }
  return contexts;
}

/** The lists of a manifest account: by its id, else (no id, or an id no file declares lists for) the only account that declares lists. */
function accountLists(place: string, read: readonly string[], declared: ReadonlyMap<string, ReadonlyMap<string, Declared>>, accounts: readonly string[]): ProjectLists | undefined {
  let names = declared.get(place);
  if (!names && place !== ANY_ACCOUNT) names = declared.get(ANY_ACCOUNT);
  if (!names && place === ANY_ACCOUNT && accounts.length === 1) names = declared.get(accounts[0]!);
  if (!names) return undefined;
  return { kinds: kindsOf(names, read, undefined), closed: true };
}

/** The lists the other files of a Terraform module declare; closed when the module is complete and declares lists. */
function moduleLists(
  file: string,
  read: readonly string[],
  declared: ReadonlyMap<string, ReadonlyMap<string, Declared>>,
  options: IndexOptions,
): ProjectLists | undefined {
  const folder = folderOf(file);
  const key = `${TERRAFORM_MODULE}:${folder}`;
  const names = declared.get(key);
  if (!names) return undefined;
  const kinds = kindsOf(names, read, file);
  const closed = options.moduleComplete(folder);
  // An open module's context only adds kinds: without any, the file reads what it read alone.
  return closed || Object.keys(kinds).length > 0 ? { kinds, closed } : undefined;
}

/** The kinds of the names a file reads (only those: a change to another list leaves its context as it was), declared by other files than `except`. */
function kindsOf(names: ReadonlyMap<string, Declared>, read: readonly string[], except: string | undefined): Record<string, string> {
  const kinds = new Map<string, string>();
  for (const name of [...read].sort()) {
    const declared = names.get(name);
    if (declared && declared.file !== except) kinds.set(name, declared.kind);
  }
  return Object.fromEntries(kinds);
}

function entryPointContexts(files: readonly FactsOfFile[]): Map<string, Record<string, Record<string, ProjectPlace>>> {
  const first = new Map<string, { file: string; document: number; line: number }>();
  const contexts = new Map<string, Map<string, Map<string, ProjectPlace>>>();
  for (const { file, facts } of files) {
    const points = [...(facts!.entryPoints ?? [])].sort((a, b) => a.document - b.document || a.line - b.line);
    for (const point of points) {
      // A zone known by its `zone_id` reference is one zone only within its module (folder).
      const scope = point.scope.startsWith(MODULE_ZONE) ? `${point.scope}\0${folderOf(file)}` : point.scope;
      const key = `${scope}\0${point.phase}`;
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, { file, document: point.document, line: point.line });
        continue;
      }
      if (earlier.file === file && earlier.document === point.document) continue;
      let scopes = contexts.get(file);
      if (!scopes) contexts.set(file, (scopes = new Map()));
      let phases = scopes.get(point.scope);
      if (!phases) scopes.set(point.scope, (phases = new Map()));
      if (phases.has(point.phase)) continue;
      phases.set(point.phase, { file: earlier.file, line: earlier.line, ...(earlier.file === file ? { document: earlier.document } : {}) });
    }
  }
  const out = new Map<string, Record<string, Record<string, ProjectPlace>>>();
  for (const [file, scopes] of contexts) out.set(file, Object.fromEntries([...scopes].map(([scope, phases]) => [scope, Object.fromEntries(phases)])));
  return out;
}
