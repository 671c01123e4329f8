/**
 * The managed rulesets a document may deploy or skip: the built-in table
 * (`src/data/managed-rulesets.ts`) together with the account's own managed
 * rulesets declared in the manifest (`account.managed_rulesets`, issue 5
 * item 1). An account entry with the id of a built-in ruleset refines it: the
 * rules and categories it lists are taken as that ruleset's complete lists.
 *
 * Also the checks of an id, a category or a rule id against what is known,
 * shared by the managed/* rules so that execute overrides and skip exceptions
 * judge references alike.
 */
import {
  ANOMALY_SCORE_DESCRIPTION,
  CORE_LAST_RULE,
  CORE_RULESET_ID,
  ID_PATTERN,
  MANAGED_RULESETS,
  PARANOIA_LEVELS,
  PARANOIA_TAG_PREFIX,
  type ManagedRulesetInfo,
} from '../data/managed-rulesets.js';
import { isObject } from '../model/build.js';
import type { DocumentModel, JsonObject, Path } from '../model/types.js';
import { didYouMean, editDistance } from '../text/did-you-mean.js';

export interface KnownRule {
  readonly id: string;
  readonly description?: string;
  readonly ref?: string;
  readonly categories?: readonly string[];
}

export interface KnownRuleset {
  readonly id: string;
  readonly name: string;
  /** The phase the ruleset runs in; `undefined` when an account entry does not say. */
  readonly phase?: string;
  readonly categories: readonly string[];
  /** `categories` is the ruleset's whole list: any other category is unknown. */
  readonly categoriesComplete: boolean;
  readonly rules: readonly KnownRule[];
  /** `rules` is the ruleset's whole list: any other rule id is unknown. */
  readonly rulesComplete: boolean;
  /** The managed core ruleset (threat score, paranoia levels, threshold on the last rule). */
  readonly isCore: boolean;
  /** The rule that carries the threshold and the action (the core ruleset's last rule), when known. */
  readonly lastRuleId?: string;
  /** Where the knowledge comes from: the built-in table, the manifest's `account.managed_rulesets`, or both. */
  readonly origin: 'builtin' | 'account' | 'both';
  /** Path of the account's entry, when there is one. */
  readonly path?: Path;
}

/** An entry of the manifest's `account.managed_rulesets`. */
export interface AccountManagedRuleset {
  readonly path: Path;
  readonly value: JsonObject;
  readonly id?: string;
}

/** `${NAME}`: a value supplied at apply time (design.md); never judged as an id. */
export function isPlaceholder(value: string): boolean {
  return /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(value);
}

/** The account's own managed rulesets in a manifest (`account.managed_rulesets`). */
export function accountManagedRulesets(document: Pick<DocumentModel, 'account'> | undefined): AccountManagedRuleset[] {
  const account = document?.account;
  const list = account?.value['managed_rulesets'];
  if (!account || !Array.isArray(list)) return [];
  const result: AccountManagedRuleset[] = [];
  list.forEach((item: unknown, index) => {
    if (!isObject(item)) return;
    const id = item['id'];
    result.push({ path: [...account.path, 'managed_rulesets', index], value: item, id: typeof id === 'string' ? id : undefined });
  });
  return result;
}

function fromBuiltin(info: ManagedRulesetInfo): KnownRuleset {
  const isCore = info.id === CORE_RULESET_ID;
  return {
    id: info.id,
    name: info.name,
    phase: info.phase,
    categories: info.categories,
    categoriesComplete: info.categoriesComplete,
    rules: info.rules,
    rulesComplete: false,
    isCore,
    lastRuleId: isCore ? CORE_LAST_RULE.id : undefined,
    origin: 'builtin',
  };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function fromAccount(entry: AccountManagedRuleset & { id: string }, builtin: KnownRuleset | undefined): KnownRuleset {
  const v = entry.value;
  const listedRules: KnownRule[] = [];
  const ruleValues = Array.isArray(v['rules']) ? v['rules'] : undefined;
  let lastWithThreshold: string | undefined;
  for (const r of ruleValues ?? []) {
    if (!isObject(r) || typeof r['id'] !== 'string') continue;
    const description = typeof r['description'] === 'string' ? r['description'] : undefined;
    const categories = Array.isArray(r['categories']) ? strings(r['categories']) : undefined;
    listedRules.push({ id: r['id'], ...(description === undefined ? {} : { description }), ...(categories ? { categories } : {}) });
    if (typeof r['score_threshold'] === 'number' || (description !== undefined && ANOMALY_SCORE_DESCRIPTION.test(description))) lastWithThreshold = r['id'];
  }
  const rulesComplete = ruleValues !== undefined && listedRules.length > 0;
  const declaredCategories = Array.isArray(v['categories']) ? strings(v['categories']) : undefined;
  const ruleCategories = listedRules.flatMap((r) => r.categories ?? []);
  const categoriesComplete = declaredCategories !== undefined || listedRules.some((r) => r.categories !== undefined) || (builtin?.categoriesComplete ?? false);
  const categories = [...new Set([...(builtin?.categories ?? []), ...(declaredCategories ?? []), ...ruleCategories])];
  const isCore = entry.id === CORE_RULESET_ID;
  const last = listedRules[listedRules.length - 1];
  const lastRuleId = isCore ? (rulesComplete ? last?.id : CORE_LAST_RULE.id) : lastWithThreshold;
  return {
    id: entry.id,
    name: typeof v['name'] === 'string' ? v['name'] : builtin?.name ?? `managed ruleset ${entry.id}`,
    phase: typeof v['phase'] === 'string' ? v['phase'] : builtin?.phase,
    categories,
    categoriesComplete,
    rules: rulesComplete ? mergeRules(listedRules, builtin?.rules ?? []) : builtin?.rules ?? [],
    rulesComplete,
    isCore,
    lastRuleId,
    origin: builtin ? 'both' : 'account',
    path: entry.path,
  };
}

/** Listed rules, completed with what the built-in table knows of the same ids (refs, descriptions, tags). */
function mergeRules(listed: readonly KnownRule[], builtin: readonly KnownRule[]): KnownRule[] {
  const byId = new Map(builtin.map((r) => [r.id, r]));
  return listed.map((r) => {
    const b = byId.get(r.id);
    return b ? { ...b, ...r, categories: r.categories ?? b.categories } : r;
  });
}

/** Every managed ruleset the document may reference, by id (without a document: the built-in ones). */
export function knownRulesets(document?: Pick<DocumentModel, 'account'>): ReadonlyMap<string, KnownRuleset> {
  const map = new Map<string, KnownRuleset>(MANAGED_RULESETS.map((info) => [info.id, fromBuiltin(info)]));
  for (const entry of accountManagedRulesets(document)) {
    if (entry.id === undefined) continue;
    const builtin = MANAGED_RULESETS.find((info) => info.id === entry.id);
    map.set(entry.id, fromAccount(entry as AccountManagedRuleset & { id: string }, builtin ? fromBuiltin(builtin) : undefined));
  }
  return map;
}

/** The same, computed once per document through a rule's `context.memo`. */
export function knownRulesetsOf(context: { memo<T>(key: string, compute: () => T): T; readonly document: DocumentModel }): ReadonlyMap<string, KnownRuleset> {
  return context.memo('managed/known-rulesets', () => knownRulesets(context.document));
}

/**
 * Whether edgelint knows the managed rulesets of a phase (some known ruleset
 * runs there). Managed rulesets of other phases (Magic Firewall managed
 * rules, L4 DDoS) are not in the table, so an unknown id there is not
 * reported.
 */
export function knowsManagedRulesetsOf(phase: string | undefined, known: ReadonlyMap<string, KnownRuleset>): boolean {
  return phase !== undefined && [...known.values()].some((r) => r.phase === phase);
}

/** A ruleset as a headline names it: its name (the report points at the id). */
export function describeRuleset(ruleset: KnownRuleset): string {
  return ruleset.name;
}

/** A rule as a headline names it: its description (`949110: Inbound Anomaly Score Exceeded`), else its id as code. */
export function describeRule(rule: KnownRule | undefined, id: string): string {
  return rule?.description ?? `\`${id}\``;
}

/** The closest known id to a mistyped one: a few characters off, never an unrelated id. */
function nearId(id: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = 4;
  for (const candidate of candidates) {
    const distance = editDistance(id.toLowerCase(), candidate, 3);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

export type RulesetIdProblem = { readonly kind: 'malformed' } | { readonly kind: 'unknown'; readonly suggestion?: string };

/** Whether `id` names a managed ruleset the document knows; `undefined` when it does (or is a `${NAME}` placeholder). */
export function checkRulesetId(id: string, known: ReadonlyMap<string, KnownRuleset>): RulesetIdProblem | undefined {
  if (known.has(id) || isPlaceholder(id)) return undefined;
  const suggestion = nearId(id, known.keys());
  if (!ID_PATTERN.test(id)) return suggestion ? { kind: 'unknown', suggestion } : { kind: 'malformed' };
  return suggestion ? { kind: 'unknown', suggestion } : { kind: 'unknown' };
}

export type RuleIdProblem =
  | { readonly kind: 'malformed' }
  | { readonly kind: 'ref'; readonly rule: KnownRule }
  | { readonly kind: 'ruleNumber'; readonly rule: KnownRule }
  | { readonly kind: 'otherRuleset'; readonly ruleset: KnownRuleset; readonly rule: KnownRule }
  | { readonly kind: 'unknown'; readonly suggestion?: string };

/**
 * Whether `id` can be a rule of `target`. Where the ruleset's rule list is
 * complete, any other id is unknown; where it is not, only what is surely
 * wrong is reported: a malformed id, a rule's `ref` or upstream rule number
 * given for its id, a rule of another ruleset, an id a few characters off a
 * known one.
 */
export function checkRuleId(id: string, target: KnownRuleset, known: ReadonlyMap<string, KnownRuleset>): RuleIdProblem | undefined {
  if (isPlaceholder(id) || target.rules.some((r) => r.id === id)) return undefined;
  const byRef = target.rules.find((r) => r.ref === id);
  if (byRef) return { kind: 'ref', rule: byRef };
  // `949110`: the upstream rule number that starts the description ("949110: Inbound Anomaly Score Exceeded").
  const byNumber = /^[0-9]+$/.test(id) ? target.rules.find((r) => r.description?.startsWith(`${id}:`)) : undefined;
  if (byNumber) return { kind: 'ruleNumber', rule: byNumber };
  for (const other of known.values()) {
    if (other.id === target.id) continue;
    const rule = other.rules.find((r) => r.id === id);
    if (rule) return { kind: 'otherRuleset', ruleset: other, rule };
  }
  const suggestion = nearId(id, target.rules.map((r) => r.id));
  if (suggestion) return { kind: 'unknown', suggestion };
  if (!ID_PATTERN.test(id)) return { kind: 'malformed' };
  return target.rulesComplete ? { kind: 'unknown' } : undefined;
}

const PARANOIA_LIKE = /paranoia|^pl[-_ ]?[0-9]+$/i;

export type CategoryProblem =
  | { readonly kind: 'paranoiaElsewhere' }
  | { readonly kind: 'badParanoiaTag'; readonly suggestion?: string }
  | { readonly kind: 'unknown'; readonly suggestion?: string };

/** The paranoia tag a mistyped one most likely means (`PL3`, `paranoia_level_3` → `paranoia-level-3`). */
function paranoiaTagFor(category: string): string | undefined {
  const digits = /([0-9]+)\s*$/.exec(category);
  const level = digits ? Number(digits[1]) : undefined;
  return level !== undefined && (PARANOIA_LEVELS as readonly number[]).includes(level) ? `${PARANOIA_TAG_PREFIX}${level}` : undefined;
}

/**
 * Whether `category` is a tag of `target`. Paranoia tags belong to the core
 * ruleset only (spec 2.7 rule 1); other unknown tags are reported where the
 * ruleset's list is complete, or when a known tag is a typo away.
 */
export function checkCategory(category: string, target: KnownRuleset): CategoryProblem | undefined {
  if (target.categories.includes(category) || isPlaceholder(category)) return undefined;
  if (PARANOIA_LIKE.test(category)) {
    if (!target.isCore) return { kind: 'paranoiaElsewhere' };
    const suggestion = paranoiaTagFor(category);
    return suggestion ? { kind: 'badParanoiaTag', suggestion } : { kind: 'badParanoiaTag' };
  }
  const suggestion = didYouMean(category, target.categories);
  if (suggestion) return { kind: 'unknown', suggestion };
  return target.categoriesComplete ? { kind: 'unknown' } : undefined;
}
