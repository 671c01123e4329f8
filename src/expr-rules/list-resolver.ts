/**
 * Which account rules lists an expression may reference, for the
 * `expression/unknown-list` and `expression/list-kind` rules and for an ESC
 * behaviour's `when` (the condition of its replacement rule, esc/when.ts). Managed lists
 * (`$cf.*`, `$svc.*`) are known to the Rules-language library itself; this
 * module supplies the *account* lists, combined from three places:
 *
 * - the manifest's account `lists:` — known only when the document is a
 *   manifest whose `account` has a `lists` member (a sequence, possibly
 *   empty); a manifest without it, a zones-only manifest and a raw API
 *   document do not describe the account's lists;
 * - the tool configuration's `lists: { name: kind }` (`settings.lists`);
 * - the lists other files of the project declare for the same account (or
 *   Terraform module), when the file is linted in a project (`settings.project`,
 *   src/cross-file/): a zone file reads the account file's lists.
 *
 * A Terraform document describes part of the account: its lists give kinds,
 * but without configured lists the names it does not define are not
 * reported (they may be defined in another file of the module) — unless the
 * project holds every file of the module and one declares lists.
 *
 * When none describes the account's lists (a raw API object and no
 * configured lists, the common case of a ruleset exported from the API) the
 * existence of custom lists is not checked: the lists exist in the account,
 * edgelint just cannot see them, and reporting every `$name` would be noise.
 * As soon as one is present, a `$name` found in none is reported.
 */
import type { LintSettings } from '../engine/rule.js';
import type { ListResolver } from '../expr/analyze.js';
import type { ListKind } from '../data/managed-lists.js';
import type { ValueProblem } from '../engine/value-problem.js';
import type { ScopeModel } from '../model/types.js';
import { listPlaceOf, projectListsOf } from '../cross-file/project-context.js';

const LIST_KINDS: ReadonlySet<string> = new Set<ListKind>(['ip', 'hostname', 'asn', 'redirect']);

export interface AccountLists {
  /** `undefined` when the account's lists are not known: custom list names are then not checked. */
  readonly resolve: ListResolver | undefined;
  /**
   * Lists that exist but whose kind cannot be compared with a field's type:
   * declared without a valid kind (a typo the schema rules report), or not
   * declared in a document that shows only part of the account's lists.
   */
  readonly isKindless: (name: string) => boolean;
}

const UNKNOWN: AccountLists = { resolve: undefined, isKindless: () => false };

/** The manifest account of a scope (the account itself, or a zone's account). */
function accountOf(scope: ScopeModel | undefined): ScopeModel | undefined {
  if (scope === undefined) return undefined;
  return scope.kind === 'account' ? scope : scope.account;
}

/** The account lists visible to the expressions of `scope` (a ruleset's or a behaviour's; `undefined` for a raw API object). */
export function accountListsOf(scope: ScopeModel | undefined, settings: LintSettings): AccountLists {
  const account = accountOf(scope);
  const manifestDeclares = account !== undefined && Array.isArray(account.value['lists']);
  const configured = Object.entries(settings.lists);
  // Lists other files of the project declare for this account or Terraform module (project-context.ts).
  const project = projectListsOf(settings.project, listPlaceOf(scope));
  if (!manifestDeclares && configured.length === 0 && !project) return UNKNOWN;
  // A Terraform file shows the lists it defines, not all of the account's (other files of the module may
  // define more): without configured lists, a name it does not define is not reported — unless the
  // project shows the whole module.
  const open = scope?.partial === true && configured.length === 0 && project?.closed !== true;
  const kinds = new Map<string, string | undefined>();
  // The documents are closer to the truth than the tool configuration, and this document closer than another file.
  for (const [name, kind] of configured) kinds.set(name, kind);
  if (project) for (const [name, kind] of Object.entries(project.kinds)) kinds.set(name, kind === '' ? undefined : kind);
  if (manifestDeclares) for (const list of account.lists) if (list.name !== undefined) kinds.set(list.name, list.kind);
  const kindless = new Set<string>();
  for (const [name, kind] of kinds) if (kind === undefined || !LIST_KINDS.has(kind)) kindless.add(name);
  return {
    resolve(name) {
      if (!kinds.has(name) && !open) return undefined;
      const kind = kinds.get(name);
      // A kindless list still exists; `ip` is a placeholder whose kind reports are dropped (see `isKindless`).
      return { kind: kind !== undefined && LIST_KINDS.has(kind) ? (kind as ListKind) : 'ip' };
    },
    isKindless: (name) => kindless.has(name) || (open && !kinds.has(name)),
  };
}

/** A `list-kind` problem of a kindless list (see `isKindless`): the list exists, but its kind cannot be compared. */
export function isKindlessListProblem(problem: ValueProblem, lists: Pick<AccountLists, 'isKindless'>): boolean {
  return problem.code === 'list-kind' && lists.isKindless(String(problem.data?.['name']));
}
