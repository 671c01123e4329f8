/**
 * What a file learns from the rest of the project (`settings.project`):
 * the account lists declared in other files, and the entry point rulesets
 * other files define for its zones and account. The main thread computes it
 * after every file was linted once (project-index.ts, from each file's
 * facts, file-facts.ts); a file with a context is linted again with it, so
 * the rules that read it report as usual (directives, suppressions, formats
 * and fixes are unchanged). Plain data: it travels to worker threads and its
 * digest keys the file's cache entry.
 *
 * Both sides name places the same way, with the functions below: a
 * manifest's account by its `id` (`account:<id>`, `account:?` for a manifest
 * whose account has no id, or that has none), a Terraform document's lists
 * by its folder (`module`: the module is one place for lists whatever
 * `account_id` says), a zone by its literal `id` (`zone:<id>`).
 */
import type { RulesetModel, ScopeModel } from '../model/types.js';
import { holdsUnknownPlaceholder } from '../load/unknown-placeholder.js';
import { UNSET_ID } from '../load/terraform/manifest.js';
import { UnknownValue } from '../load/value-tree.js';

/** Where something of another file (or of another document of this file) is: its project-relative path and 1-based line. */
export interface ProjectPlace {
  readonly file: string;
  readonly line: number;
  /** Set when the place is in the file linted: the index of its document (the document itself reports its own duplicates). */
  readonly document?: number;
}

/** The lists of one place, as other files of the project declare them. */
export interface ProjectLists {
  /** Name → kind (`''` when declared without a string kind). */
  readonly kinds: Readonly<Record<string, string>>;
  /** The place's lists are all known: a name missing from them (and from the document) is reported. */
  readonly closed: boolean;
}

/** What other files of the project tell a file (`LintSettings.project`); members are absent when empty. */
export interface ProjectContext {
  /** Per list place the file reads (`listPlaceOf`): the lists other files declare. */
  readonly lists?: Readonly<Record<string, ProjectLists>>;
  /** Per scope (`entryScopeOf`), per phase: the first entry point of the project, when it is not in this file's document that repeats it. */
  readonly entryPoints?: Readonly<Record<string, Readonly<Record<string, ProjectPlace>>>>;
}

/** The list place of a Terraform document (its folder, which the main thread knows). */
export const TERRAFORM_MODULE = 'module';
/** The list place of a manifest account with no usable id. */
export const ANY_ACCOUNT = 'account:?';

/** An id that names the same thing in every file: a literal, not a `${SECRET}` stand-in nor a Terraform value known at apply. */
function usableId(id: string | undefined): string | undefined {
  if (id === undefined || id === '' || id.includes('${') || holdsUnknownPlaceholder(id)) return undefined;
  return id;
}

/** The account key of a manifest account (or of a zone's missing one). */
function accountKey(account: ScopeModel | undefined): string {
  const id = usableId(account?.id);
  return id === undefined ? ANY_ACCOUNT : `account:${id}`;
}

/**
 * The list place a scope's expressions read: its Terraform module, or its
 * manifest account; `undefined` outside a manifest (a raw API object may
 * come from any account).
 */
export function listPlaceOf(scope: ScopeModel | undefined): string | undefined {
  if (scope === undefined) return undefined;
  if (scope.partial === true) return TERRAFORM_MODULE;
  return accountKey(scope.kind === 'account' ? scope : scope.account);
}

/**
 * The prefix of the entry point key of a Terraform zone known by the
 * reference its `zone_id` is written with (`var.zone_id`): one zone within
 * its module, so the project index matches it only in the same folder.
 */
export const MODULE_ZONE = 'module-zone:';

/**
 * The reference a Terraform zone's `zone_id` is written with (`var.zone_id`,
 * `data.cloudflare_zone.shop.id`) when it stands for one zone of its module:
 * not one through `each.` / `count.` (many zones), nor a resource's missing id.
 */
export function zoneReferenceOf(scope: ScopeModel): string | undefined {
  const id = scope.value['id'];
  if (scope.kind !== 'zone' || scope.partial !== true || !(id instanceof UnknownValue)) return undefined;
  const source = String(id).slice(2, -1);
  return source === UNSET_ID || /\b(?:each|count|self)\./.test(source) ? undefined : source;
}

/**
 * The project-wide key of a scope's entry points: a zone by its literal id,
 * a Terraform zone by its `zone_id` reference within its module
 * (`MODULE_ZONE`); `undefined` for another zone without a literal id.
 */
export function entryScopeOf(scope: ScopeModel): string | undefined {
  if (scope.kind === 'account') return scope.partial === true ? undefined : accountKey(scope);
  const id = usableId(scope.id);
  if (id !== undefined) return `zone:${id}`;
  const reference = zoneReferenceOf(scope);
  return reference === undefined ? undefined : `${MODULE_ZONE}${reference}`;
}

/**
 * Whether `ruleset` is an entry point of `scope` whose phase counts: a
 * zone's ruleset of kind `zone` (or none), an account's of kind `root`
 * (custom rulesets are not entry points: any number may share a phase), and
 * one Terraform surely makes (not under `count` / `for_each`).
 */
export function entryPointPhase(scope: ScopeModel, ruleset: RulesetModel): string | undefined {
  const entryPoint = scope.kind === 'zone' ? ruleset.kind === undefined || ruleset.kind === 'zone' : ruleset.kind === 'root';
  return entryPoint && ruleset.mayRepeat !== true ? ruleset.phase : undefined;
}

/** The lists other files declare for `place`, from the settings' project context. */
export function projectListsOf(project: ProjectContext | undefined, place: string | undefined): ProjectLists | undefined {
  const lists = project?.lists;
  return lists && place !== undefined && Object.hasOwn(lists, place) ? lists[place] : undefined;
}

/** The first entry point of `phase` in `scope` elsewhere in the project, from the settings' project context. */
export function projectEntryPointOf(project: ProjectContext | undefined, scope: string | undefined, phase: string): ProjectPlace | undefined {
  const entryPoints = project?.entryPoints;
  if (!entryPoints || scope === undefined || !Object.hasOwn(entryPoints, scope)) return undefined;
  const phases = entryPoints[scope]!;
  return Object.hasOwn(phases, phase) ? phases[phase] : undefined;
}

/** `zones/shop.yaml:12`: how a message names a place. */
export function placeText(place: ProjectPlace): string {
  return `${place.file}:${place.line}`;
}
