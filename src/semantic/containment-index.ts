/**
 * Match sets indexed so that "which earlier set may contain this one?" meets
 * only the sets that can hold its witness (`witness.ts`), not all of them:
 * the cross-rule checks of a ruleset stay near linear in its rules instead
 * of comparing every pair.
 *
 * A set with one box is filed under an *anchor*: one of its key constraints,
 * turned into tokens that every value the constraint admits produces — its
 * finite string values (`=v`), the buckets its integer or address ranges
 * cover (`#b`), the first or last `TOKEN_LENGTH` characters of a prefix or
 * suffix it requires (`^…`, `$…`), the start of a substring it requires
 * (`~…`), or an opaque literal with its polarity (`!…`). A witness looks up
 * the tokens its own values produce (every substring of `TOKEN_LENGTH` for
 * `~`), so a set that holds the witness is always found.
 *
 * An anchor is only used when the constraint rejects some value a request
 * can have (a value of the key's shapes, or the other polarity of an opaque
 * literal): a set anchored on a key the witness leaves open then cannot
 * contain the witness's set (that value completes the witness outside it),
 * and is skipped. Sets with several boxes, or without such a constraint,
 * are met by every query, as before; so is every set when the query has no
 * witness.
 *
 * Cost: `add` is linear in the anchor's tokens (at most `MAX_TOKENS`); `find`
 * in the witness's values (times their length, for substrings) plus the sets
 * it meets.
 */
import { type KeyConstraint, admits, finiteValues } from './constraint.js';
import type { MatchSet } from './match-set.js';
import { wildcardParts } from './shapes.js';
import { type Witness, opaqueSlot } from './witness.js';

/** Characters of a prefix, suffix or substring token. */
const TOKEN_LENGTH = 4;
/** Values or buckets one anchor may file a set under; a constraint that needs more is not an anchor. */
const MAX_TOKENS = 64;
/** Witness values longer than this meet every set anchored on a substring of their key instead of looking up each substring. */
const MAX_SCANNED_LENGTH = 1024;
const IPV4_END = 1n << 32n;

/** Values a request may hold for a string key, tried when looking for one a constraint rejects. */
const OUTSIDERS = ['', '/', '/\u0001', 'a', '\u0001', 'https://a.example/', 'https://a.example/\u0001', '*'];

interface Slot<T> {
  readonly position: number;
  readonly item: T;
}

/** The bucket of an integer (16 values) or of an address (a /16 of IPv4, a /32 of IPv6). */
function bucketIndex(kind: string, value: bigint): { family: 4 | 6; index: bigint } {
  if (kind === 'int') return { family: 4, index: value >> 4n };
  return value < IPV4_END ? { family: 4, index: value >> 16n } : { family: 6, index: (value - IPV4_END) >> 96n };
}

function bucketToken(family: 4 | 6, index: bigint): string {
  return family === 4 ? `#${index}` : `#6:${index}`;
}

/** The buckets a range constraint covers; `undefined` when they are too many (or the range is the whole key). */
function rangeTokens(c: KeyConstraint): string[] | undefined {
  const range = c.range;
  if (range === undefined || range.equals(c.key.universe)) return undefined;
  const tokens: string[] = [];
  for (const { lo, hi } of range.ranges) {
    const first = bucketIndex(c.key.kind, lo);
    const last = bucketIndex(c.key.kind, hi);
    if (first.family !== last.family || last.index - first.index + 1n > BigInt(MAX_TOKENS - tokens.length)) return undefined;
    for (let b = first.index; b <= last.index; b++) tokens.push(bucketToken(first.family, b));
  }
  return tokens;
}

/** Whether a request can hold a value of the key that `c` rejects. */
function rejectsSomeValue(c: KeyConstraint): boolean {
  if (c.key.kind === 'int' || c.key.kind === 'ip') return c.range !== undefined && !c.key.universe.minus(c.range).isEmpty;
  return OUTSIDERS.some((value) => admits(fullOf(c), value) && !admits(c, value));
}

/** The key's own constraint (its shapes only). */
function fullOf(c: KeyConstraint): KeyConstraint {
  return { key: c.key, strings: [], opaque: new Map(), contradictory: false, missingDocs: false, missingWirefilter: false };
}

/** The tokens of a string constraint's anchor, best first; `undefined` when it has none. */
function stringTokens(c: KeyConstraint): string[] | undefined {
  const finite = finiteValues(c);
  if (finite !== undefined) return finite.length <= MAX_TOKENS ? finite.map((v) => `=${v}`) : undefined;
  let best: string | undefined;
  for (const { atom, positive } of c.strings) {
    if (!positive) continue;
    let token: string | undefined;
    if (atom.op === 'prefix' && atom.text.length >= TOKEN_LENGTH) token = `^${atom.text.slice(0, TOKEN_LENGTH)}`;
    else if (atom.op === 'suffix' && atom.text.length >= TOKEN_LENGTH) token = `$${atom.text.slice(-TOKEN_LENGTH)}`;
    else if (atom.op === 'contains' && atom.text.length >= TOKEN_LENGTH) token = `~${atom.text.slice(0, TOKEN_LENGTH)}`;
    else if (atom.op === 'wildcard' && !atom.caseInsensitive) {
      const parts = wildcardParts(atom.pattern);
      if (parts.prefix.length >= TOKEN_LENGTH) token = `^${parts.prefix.slice(0, TOKEN_LENGTH)}`;
      else if (parts.suffix.length >= TOKEN_LENGTH) token = `$${parts.suffix.slice(-TOKEN_LENGTH)}`;
    }
    // A prefix or suffix token is one lookup for a witness; a substring token one of many.
    if (token !== undefined && (best === undefined || (best.startsWith('~') && !token.startsWith('~')))) best = token;
  }
  return best === undefined ? undefined : [best];
}

/** The first character of each sort of token, as a bit: a key's anchors use some sorts, and a witness looks up only those. */
const TOKEN_SORTS: Readonly<Record<string, number>> = { '#': 1, '=': 2, '^': 4, $: 8, '~': 16 };

function sortOf(token: string): number {
  return TOKEN_SORTS[token.charAt(0)] ?? 0;
}

/** The tokens a witness value produces, of the sorts in `sorts` (the ones its key's anchors use). */
function valueTokens(kind: string, value: bigint | string, sorts: number): string[] {
  if (typeof value === 'bigint') {
    const { family, index } = bucketIndex(kind, value);
    return [bucketToken(family, index)];
  }
  const tokens = (sorts & TOKEN_SORTS['=']!) !== 0 ? [`=${value}`] : [];
  if (value.length >= TOKEN_LENGTH) {
    if ((sorts & TOKEN_SORTS['^']!) !== 0) tokens.push(`^${value.slice(0, TOKEN_LENGTH)}`);
    if ((sorts & TOKEN_SORTS['$']!) !== 0) tokens.push(`$${value.slice(-TOKEN_LENGTH)}`);
    if ((sorts & TOKEN_SORTS['~']!) !== 0 && value.length <= MAX_SCANNED_LENGTH) {
      for (let i = 0; i + TOKEN_LENGTH <= value.length; i++) tokens.push(`~${value.slice(i, i + TOKEN_LENGTH)}`);
    }
  }
  return tokens;
}

export class ContainmentIndex<T> {
  private readonly all: Slot<T>[] = [];
  private readonly general: Slot<T>[] = [];
  private readonly byToken = new Map<string, Slot<T>[]>();
  /** Sets anchored on a substring, by key: met wholesale by a witness value too long to scan. */
  private readonly bySubstringKey = new Map<string, Slot<T>[]>();
  /** Kinds of the keys whose values anchor sets, to turn a witness value into tokens. */
  private readonly kinds = new Map<string, string>();
  /** The sorts of token (`TOKEN_SORTS`) each such key's anchors use: a witness value makes no token no anchor has. */
  private readonly sorts = new Map<string, number>();

  /** File `item`, whose requests are `set`; items are found in the order they were added. */
  add(item: T, set: MatchSet): void {
    const slot: Slot<T> = { position: this.all.length, item };
    this.all.push(slot);
    const anchor = set.boxes.length === 1 ? this.anchorOf(set) : undefined;
    if (anchor === undefined) {
      this.general.push(slot);
      return;
    }
    if (anchor.kind !== 'opaque') {
      this.kinds.set(anchor.key, anchor.kind);
      let sorts = this.sorts.get(anchor.key) ?? 0;
      for (const token of anchor.tokens) sorts |= sortOf(token);
      this.sorts.set(anchor.key, sorts);
    }
    for (const token of anchor.tokens) push(this.byToken, anchor.kind === 'opaque' ? token : `${anchor.key}\u0000${token}`, slot);
    if (anchor.tokens.some((token) => token.startsWith('~'))) push(this.bySubstringKey, anchor.key, slot);
  }

  private anchorOf(set: MatchSet): { key: string; kind: string; tokens: string[] } | undefined {
    let best: { key: string; kind: string; tokens: string[] } | undefined;
    for (const [id, c] of set.boxes[0]!) {
      if (c.contradictory) return undefined;
      for (const [literal, positive] of c.opaque) {
        best ??= { key: id, kind: 'opaque', tokens: [opaqueToken(opaqueSlot(id, literal), positive)] };
      }
      if (c.key.kind === 'bool') continue;
      const tokens = c.key.kind === 'string' ? stringTokens(c) : rangeTokens(c);
      if (tokens === undefined || !rejectsSomeValue(c)) continue;
      // Fewer tokens meet fewer witnesses; an opaque literal is the weakest anchor (many rules share one).
      if (best === undefined || best.kind === 'opaque' || tokens.length < best.tokens.length) best = { key: id, kind: c.key.kind, tokens };
    }
    return best;
  }

  /** The first item, in the order they were added, that may contain the set `witness` was built from and passes `test`. */
  find(witness: Witness | undefined, test: (item: T) => boolean): T | undefined {
    if (witness === undefined) return this.all.find((slot) => test(slot.item))?.item;
    const met = new Set<Slot<T>>();
    const meet = (slots: readonly Slot<T>[] | undefined): void => {
      if (slots !== undefined) for (const slot of slots) met.add(slot);
    };
    for (const [key, value] of witness.values) {
      const kind = this.kinds.get(key);
      if (kind === undefined) continue;
      for (const token of valueTokens(kind, value, this.sorts.get(key)!)) meet(this.byToken.get(`${key}\u0000${token}`));
      if (typeof value === 'string' && value.length > MAX_SCANNED_LENGTH) meet(this.bySubstringKey.get(key));
    }
    for (const [slot, positive] of witness.opaque) meet(this.byToken.get(opaqueToken(slot, positive)));
    const specific = met.size === 0 ? [] : [...met].sort((a, b) => a.position - b.position);
    // Both lists are in the order items were added: merge them.
    let i = 0;
    for (const slot of this.general) {
      while (i < specific.length && specific[i]!.position < slot.position) {
        const candidate = specific[i++]!;
        if (test(candidate.item)) return candidate.item;
      }
      if (test(slot.item)) return slot.item;
    }
    for (; i < specific.length; i++) if (test(specific[i]!.item)) return specific[i]!.item;
    return undefined;
  }
}

function opaqueToken(slot: string, positive: boolean): string {
  return `!${slot}\u0000${positive}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
