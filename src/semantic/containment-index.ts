/**
 * Match sets indexed so that "which earlier set may contain this one?" meets
 * only the sets that can hold its witness (`witness.ts`), not all of them:
 * the cross-rule checks of a ruleset stay near linear in its rules instead
 * of comparing every pair.
 *
 * A set with one box is filed under an *anchor*: one of its key constraints,
 * turned into tokens that every value the constraint admits produces — its
 * finite string values (`=v`), the buckets its integer or address ranges
 * cover at the finest of a few levels (`#…`), the first or last characters
 * of a prefix or suffix it requires, as many as it fills of a few lengths
 * (`^…`, `$…`; `<…`, `>…` of the ASCII-folded text for `wildcard`), the start of a substring it requires
 * (`~…`), or an opaque literal with its polarity (`!…`). A witness looks up
 * the tokens its own values produce (every substring of `TOKEN_LENGTH` for
 * `~`), so a set that holds the witness is always found.
 *
 * An anchor is only used when the constraint rejects some value a request
 * can have (a value of the key's shapes, or the other polarity of an opaque
 * literal): a set anchored on a key the witness leaves open then cannot
 * contain the witness's set (that value completes the witness outside it),
 * and is skipped. A set of several boxes is filed under an anchor of each
 * when the witness cannot escape them all (`anchorsOf`). Other sets are met
 * by every query; so is every set when the query has no witness. A box
 * that only rejects named values is filed under one of them (`exclusionAnchor`).
 *
 * Cost: `add` is linear in its candidate anchors' tokens (at most `MAX_TOKENS`
 * each); `find`
 * in the witness's values (times their length, for substrings) plus the sets
 * it meets.
 */
import { type KeyConstraint, admits, exclusionsOf, finiteValues } from './constraint.js';
import type { Box, MatchSet } from './match-set.js';
import type { RangeSet } from './range-set.js';
import { asciiLower, wildcardParts } from './shapes.js';
import { type Witness, opaqueSlot } from './witness.js';

/** Characters of a substring token, and of the shortest prefix or suffix token. */
const TOKEN_LENGTH = 4;
/**
 * Lengths of prefix and suffix tokens, longest first: a set is filed under the
 * longest its prefix or suffix fills, and a witness value looks up each. With
 * one length, every URL rule (`full_uri wildcard "https://…"`) shared the token
 * `^http` and met every other.
 */
const AFFIX_LENGTHS: readonly number[] = [64, 32, 16, 8, TOKEN_LENGTH];
/** Values or buckets one anchor may file a set under; a constraint that needs more is not an anchor. */
const MAX_TOKENS = 64;
/** Witness values longer than this meet every set anchored on a substring of their key instead of looking up each substring. */
const MAX_SCANNED_LENGTH = 1024;
const IPV4_END = 1n << 32n;

/** Values a request may hold for a string key, tried when looking for one a constraint rejects. */
const OUTSIDERS = ['', '/', '/\u0001', 'a', '\u0001', 'https://a.example/', 'https://a.example/\u0001', '*'];

/** What a box is filed under: a key's constraint (or an opaque literal) and the tokens of its values. */
interface Anchor {
  readonly key: string;
  readonly kind: string;
  readonly tokens: readonly string[];
  /** `undefined` for an opaque literal. */
  readonly constraint: KeyConstraint | undefined;
}

interface Slot<T> {
  readonly position: number;
  readonly item: T;
}

/**
 * Bucket levels of a key's values, finest first, as the bits each drops: an
 * integer alone or among 16; an IPv4 address alone, in its /24 or its /16; an
 * IPv6 address alone, in its /64 or its /32. A witness value looks up its
 * bucket at every level; a range is filed at the finest level where it spans
 * at most `MAX_TOKENS` buckets, so rules on addresses of one /16 (or ports of
 * one block of 16) are not all filed under one bucket and met by every query.
 */
const INT_SHIFTS: readonly bigint[] = [0n, 4n];
const IPV4_SHIFTS: readonly bigint[] = [0n, 8n, 16n];
const IPV6_SHIFTS: readonly bigint[] = [0n, 64n, 96n];

/** A value's family (integers count as family 4) and its offset within the family. */
function familyOf(kind: string, value: bigint): { family: 4 | 6; offset: bigint } {
  if (kind === 'int' || value < IPV4_END) return { family: 4, offset: value };
  return { family: 6, offset: value - IPV4_END };
}

function shiftsOf(kind: string, family: 4 | 6): readonly bigint[] {
  return kind === 'int' ? INT_SHIFTS : family === 4 ? IPV4_SHIFTS : IPV6_SHIFTS;
}

function bucketToken(family: 4 | 6, level: number, index: bigint): string {
  return `#${family}.${level}:${index}`;
}

/** The buckets a range constraint covers, at the finest level where they are few; `undefined` when they are too many (or the range is the whole key). */
function rangeTokens(c: KeyConstraint): string[] | undefined {
  const range = c.range;
  if (range === undefined || range.equals(c.key.universe)) return undefined;
  return finestBucketTokens(c.key.kind, range);
}

/** The buckets of `ranges` at the finest level where they are at most `MAX_TOKENS`; `undefined` when they are more at every level. */
function finestBucketTokens(kind: string, ranges: RangeSet): string[] | undefined {
  const levels = kind === 'int' ? INT_SHIFTS.length : IPV4_SHIFTS.length;
  for (let level = 0; level < levels; level++) {
    const tokens = bucketTokensAt(kind, ranges, level);
    if (tokens !== undefined) return tokens;
  }
  return undefined;
}

function bucketTokensAt(kind: string, ranges: RangeSet, level: number): string[] | undefined {
  const tokens: string[] = [];
  for (const { lo, hi } of ranges.ranges) {
    const first = familyOf(kind, lo);
    const last = familyOf(kind, hi);
    if (first.family !== last.family) return undefined;
    const shift = shiftsOf(kind, first.family)[level]!;
    const firstIndex = first.offset >> shift;
    const lastIndex = last.offset >> shift;
    if (lastIndex - firstIndex + 1n > BigInt(MAX_TOKENS - tokens.length)) return undefined;
    for (let b = firstIndex; b <= lastIndex; b++) tokens.push(bucketToken(first.family, level, b));
  }
  return tokens;
}

/** Whether a request can hold a value of the key that every constraint of `group` (all on that key) rejects. */
function rejectsSomeValue(group: readonly KeyConstraint[]): boolean {
  const first = group[0]!;
  if (first.key.kind === 'int' || first.key.kind === 'ip') {
    let left = first.key.universe;
    for (const c of group) {
      if (c.range === undefined) return false;
      left = left.minus(c.range);
    }
    return !left.isEmpty;
  }
  return OUTSIDERS.some((value) => admits(fullOf(first), value) && group.every((c) => !admits(c, value)));
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
    if (atom.op === 'prefix') token = affixToken('^', atom.text);
    else if (atom.op === 'suffix') token = affixToken('$', atom.text);
    else if (atom.op === 'contains' && atom.text.length >= TOKEN_LENGTH) token = `~${atom.text.slice(0, TOKEN_LENGTH)}`;
    else if (atom.op === 'wildcard') {
      // `wildcard` ignores ASCII case: its tokens are of the folded text, and a witness folds its value to look them up.
      const parts = wildcardParts(atom.pattern);
      token = atom.caseInsensitive
        ? affixToken(FOLDED_PREFIX, asciiLower(parts.prefix)) ?? affixToken(FOLDED_SUFFIX, asciiLower(parts.suffix))
        : affixToken('^', parts.prefix) ?? affixToken('$', parts.suffix);
    }
    // A prefix or suffix token is one lookup for a witness; a substring token one of many.
    if (token !== undefined && (best === undefined || (best.startsWith('~') && !token.startsWith('~')))) best = token;
  }
  return best === undefined ? undefined : [best];
}

/**
 * The token of sort `sort` (`^` or `<` a prefix, `$` or `>` a suffix) of the
 * longest affix length `text` fills; `undefined` when it is shorter than all.
 */
function affixToken(sort: string, text: string): string | undefined {
  const length = AFFIX_LENGTHS.find((l) => l <= text.length);
  if (length === undefined) return undefined;
  return `${sort}${sort === '^' || sort === FOLDED_PREFIX ? text.slice(0, length) : text.slice(-length)}`;
}

/** The anchor kind, and token sort, of a value a set rejects. */
const EXCLUSION = 'exclusion';
const EXCLUSION_SORT = '\u2260';

/** The sorts of a prefix and a suffix of the ASCII-folded value (`<…`, `>…`). */
const FOLDED_PREFIX = '<';
const FOLDED_SUFFIX = '>';

/** The first character of each sort of token, as a bit: a key's anchors use some sorts, and a witness looks up only those. */
const TOKEN_SORTS: Readonly<Record<string, number>> = { '#': 1, '=': 2, '^': 4, $: 8, '~': 16, [FOLDED_PREFIX]: 32, [FOLDED_SUFFIX]: 64 };

function sortOf(token: string): number {
  return TOKEN_SORTS[token.charAt(0)] ?? 0;
}

/** The tokens a witness value produces, of the sorts in `sorts` (the ones its key's anchors use). */
function valueTokens(kind: string, value: bigint | string, sorts: number): string[] {
  if (typeof value === 'bigint') {
    const { family, offset } = familyOf(kind, value);
    return shiftsOf(kind, family).map((shift, level) => bucketToken(family, level, offset >> shift));
  }
  const tokens = (sorts & TOKEN_SORTS['=']!) !== 0 ? [`=${value}`] : [];
  if (value.length >= TOKEN_LENGTH) {
    const folded = (sorts & (TOKEN_SORTS[FOLDED_PREFIX]! | TOKEN_SORTS[FOLDED_SUFFIX]!)) !== 0 ? asciiLower(value) : value;
    for (const length of AFFIX_LENGTHS) {
      if (length > value.length) continue;
      if ((sorts & TOKEN_SORTS['^']!) !== 0) tokens.push(`^${value.slice(0, length)}`);
      if ((sorts & TOKEN_SORTS['$']!) !== 0) tokens.push(`$${value.slice(-length)}`);
      if ((sorts & TOKEN_SORTS[FOLDED_PREFIX]!) !== 0) tokens.push(`${FOLDED_PREFIX}${folded.slice(0, length)}`);
      if ((sorts & TOKEN_SORTS[FOLDED_SUFFIX]!) !== 0) tokens.push(`${FOLDED_SUFFIX}${folded.slice(-length)}`);
    }
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
  /** Sets anchored on a value they reject (`≠…`), by key: met wholesale by a witness whose key says more than exclusions. */
  private readonly byExclusionKey = new Map<string, Slot<T>[]>();
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
    const anchors = this.anchorsOf(set);
    if (anchors === undefined) {
      this.general.push(slot);
      return;
    }
    for (const anchor of anchors) this.file(anchor, slot);
  }

  private file(anchor: Anchor, slot: Slot<T>): void {
    // Exclusion anchors are looked up through `byExclusionKey`: the kind and sorts are those of the key's value tokens.
    if (anchor.kind !== 'opaque' && anchor.kind !== EXCLUSION) {
      this.kinds.set(anchor.key, anchor.kind);
      let sorts = this.sorts.get(anchor.key) ?? 0;
      for (const token of anchor.tokens) sorts |= sortOf(token);
      this.sorts.set(anchor.key, sorts);
    }
    for (const token of anchor.tokens) push(this.byToken, anchor.kind === 'opaque' ? token : `${anchor.key}\u0000${token}`, slot);
    if (anchor.tokens.some((token) => token.startsWith('~'))) push(this.bySubstringKey, anchor.key, slot);
    if (anchor.kind === EXCLUSION) push(this.byExclusionKey, anchor.key, slot);
  }

  /**
   * The anchors to file a set under, one per box; `undefined` when a box has
   * none (the set is then met by every query). A witness of a set inside this
   * one lies in one of its boxes. For several boxes, that box's anchor token
   * is certain only when the witness cannot escape every box through the keys
   * it leaves open: each box's anchor is on a key (not an opaque literal), and
   * for boxes anchored on one key some value of it is rejected by all their
   * anchors (`host eq "a" or uri.path eq "/b"` is filed under both tokens).
   */
  private anchorsOf(set: MatchSet): Anchor[] | undefined {
    if (set.boxes.length === 1) {
      const anchor = this.anchorOf(set.boxes[0]!);
      return anchor === undefined ? undefined : [anchor];
    }
    const anchors: Anchor[] = [];
    const byKey = new Map<string, KeyConstraint[]>();
    for (const box of set.boxes) {
      const anchor = this.anchorOf(box);
      if (anchor?.constraint === undefined || anchor.kind === EXCLUSION) return undefined;
      anchors.push(anchor);
      push(byKey, anchor.key, anchor.constraint);
    }
    for (const group of byKey.values()) if (group.length > 1 && !rejectsSomeValue(group)) return undefined;
    return anchors;
  }

  /**
   * The constraint to file a box under. Any constraint that rejects
   * some value is a sound anchor; of those, the one whose tokens hold the
   * fewest sets so far (then the one with fewest tokens), so that rules
   * sharing one condition (`http.host eq "a" and uri.path eq "/p1"`, `… "/p2"`)
   * are filed under what tells them apart, not all under the shared part.
   */
  private anchorOf(box: Box): Anchor | undefined {
    let best: Anchor | undefined;
    let bestCrowd = 0;
    for (const [id, c] of box) {
      if (c.contradictory) return undefined;
      for (const [literal, positive] of c.opaque) {
        best ??= { key: id, kind: 'opaque', tokens: [opaqueToken(opaqueSlot(id, literal), positive)], constraint: undefined };
      }
      if (c.key.kind === 'bool') continue;
      const tokens = c.key.kind === 'string' ? stringTokens(c) : rangeTokens(c);
      if (tokens === undefined || !rejectsSomeValue([c])) continue;
      const crowd = this.crowdOf(id, tokens);
      // An opaque literal is the weakest anchor (many rules share one).
      const better = best === undefined || best.kind === 'opaque' || crowd < bestCrowd || (crowd === bestCrowd && tokens.length < best.tokens.length);
      if (better) {
        best = { key: id, kind: c.key.kind, tokens, constraint: c };
        bestCrowd = crowd;
      }
    }
    return best === undefined || best.kind === 'opaque' ? (this.exclusionAnchor(box) ?? best) : best;
  }

  /**
   * A box that only rejects values (`not http.host eq "a"`, `not ip.src in
   * {…}`) has no token its requests share; it is filed under one value it
   * rejects (`≠a`, the least used so far; an address or integer under its
   * bucket at each level). A set inside it rejects that value too: a witness
   * whose key only rejects values looks up each of them (addresses and
   * integers by bucket, at the finest level where they are few); one whose
   * key says more meets every such box of the key; one that leaves the key
   * open admits the value, and meets none.
   */
  private exclusionAnchor(box: Box): Anchor | undefined {
    let best: Anchor | undefined;
    let bestCrowd = 0;
    const consider = (id: string, c: KeyConstraint, tokens: string[]): void => {
      const crowd = this.crowdOf(id, tokens);
      if (best === undefined || crowd < bestCrowd) {
        best = { key: id, kind: EXCLUSION, tokens, constraint: c };
        bestCrowd = crowd;
      }
    };
    for (const [id, c] of box) {
      if (c.contradictory || c.opaque.size > 0) continue;
      if (c.key.kind === 'string') {
        for (const value of exclusionsOf(c) ?? []) {
          // A value no request can hold (outside the key's shapes) is rejected by every set.
          if (admits(fullOf(c), value)) consider(id, c, [`${EXCLUSION_SORT}${value}`]);
        }
      } else if (c.key.kind !== 'bool' && c.range !== undefined) {
        // One value the range leaves out, under its bucket at every level: a witness looks its rejected values up at one.
        const first = c.key.universe.minus(c.range).ranges[0];
        if (first === undefined) continue;
        consider(id, c, valueTokens(c.key.kind, first.lo, 0).map((token) => `${EXCLUSION_SORT}${token}`));
      }
    }
    return best;
  }

  /** The sets already filed under `tokens` of key `id`: how much a query hitting them would meet. */
  private crowdOf(id: string, tokens: readonly string[]): number {
    let crowd = 0;
    for (const token of tokens) crowd += this.byToken.get(`${id}\u0000${token}`)?.length ?? 0;
    return crowd;
  }

  /**
   * The tokens under which sets rejecting a value that `c` (the witness's constraint of the key) rejects are filed;
   * `undefined` when `c` says more than which values it rejects, or rejects too many to list.
   */
  private exclusionLookups(c: KeyConstraint): readonly string[] | undefined {
    if (c.key.kind === 'string') return exclusionsOf(c)?.map((value) => `${EXCLUSION_SORT}${value}`);
    if (c.range === undefined || c.opaque.size > 0) return undefined;
    return finestBucketTokens(c.key.kind, c.key.universe.minus(c.range))?.map((token) => `${EXCLUSION_SORT}${token}`);
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
    for (const [key, slots] of this.byExclusionKey) {
      // A witness that leaves the key open admits every value: no set rejecting one holds it.
      const c = witness.constraints.get(key);
      if (c === undefined) continue;
      const lookups = this.exclusionLookups(c);
      if (lookups === undefined) meet(slots);
      else for (const token of lookups) meet(this.byToken.get(`${key}\u0000${token}`));
    }
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
