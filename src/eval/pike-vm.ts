/**
 * A Pike VM (Thompson NFA simulation with capture slots and thread priority)
 * for the regex trees of `rust-regex.ts`: leftmost-first semantics like
 * Rust's `regex` crate, over a byte string (one character per byte), in time
 * linear in the subject times the program size — no backtracking, so no
 * pattern can make it slow.
 *
 * A Unicode-mode code point is matched one byte per step: a zero-width check
 * decodes the UTF-8 sequence at the position and tests its code point, then
 * plain byte steps consume it, so threads stay in lock-step and their
 * priority order is kept.
 */
import type { AssertKind, ByteSet, ParsedRegex, RegexNode } from './rust-regex.js';
import { RegexUndecidable } from './rust-regex.js';

type Inst =
  | { op: 'byte'; set: ByteSet; next: number }
  | { op: 'cp'; length: number; pred: (cp: number) => boolean; next: number }
  | { op: 'split'; x: number; y: number }
  | { op: 'jmp'; x: number }
  | { op: 'save'; slot: number; next: number }
  | { op: 'assert'; kind: AssertKind; unicode: boolean; next: number }
  | { op: 'match' };

export interface Program {
  readonly insts: readonly Inst[];
  readonly slots: number;
  /** A Unicode word boundary: decided only next to ASCII text. */
  readonly unicodeBoundary: boolean;
}

/** Programs beyond this many instructions are not run (Rust's own size limit is 10 MiB of compiled program). */
const MAX_INSTRUCTIONS = 200_000;
const ANY_CONTINUATION: ByteSet = (() => {
  const set = new Uint8Array(256);
  for (let b = 0x80; b <= 0xbf; b++) set[b] = 1;
  return set;
})();
const UTF8_LENGTHS = [2, 3, 4] as const;

class Compiler {
  readonly insts: Inst[] = [];
  unicodeBoundary = false;

  emit(inst: Inst): number {
    if (this.insts.length >= MAX_INSTRUCTIONS) throw new RegexUndecidable('the pattern is too large to evaluate');
    this.insts.push(inst);
    return this.insts.length - 1;
  }

  /** Compiles `node` so that it continues at `next`; returns its entry. Built back to front, so no patching. */
  compile(node: RegexNode, next: number): number {
    switch (node.t) {
      case 'byte':
        return this.emit({ op: 'byte', set: node.set, next });
      case 'cp': {
        const branches = [this.emit({ op: 'byte', set: node.ascii, next })];
        for (const length of UTF8_LENGTHS) {
          let at = next;
          for (let k = 0; k < length; k++) at = this.emit({ op: 'byte', set: k === length - 1 ? leadBytes(length) : ANY_CONTINUATION, next: at });
          branches.push(this.emit({ op: 'cp', length, pred: node.pred, next: at }));
        }
        return this.alternatives(branches);
      }
      case 'seq': {
        let at = next;
        for (let k = node.items.length - 1; k >= 0; k--) at = this.compile(node.items[k]!, at);
        return at;
      }
      case 'alt':
        return this.alternatives(node.items.map((item) => this.compile(item, next)));
      case 'group': {
        if (node.index === undefined) return this.compile(node.node, next);
        const close = this.emit({ op: 'save', slot: node.index * 2 + 1, next });
        const body = this.compile(node.node, close);
        return this.emit({ op: 'save', slot: node.index * 2, next: body });
      }
      case 'assert':
        if (node.unicode && node.kind !== 'start' && node.kind !== 'end' && node.kind !== 'lineStart' && node.kind !== 'lineEnd') this.unicodeBoundary = true;
        return this.emit({ op: 'assert', kind: node.kind, unicode: node.unicode, next });
      case 'repeat':
        return this.repeat(node.node, node.min, node.max, node.greedy, next);
    }
  }

  /** Alternatives in priority order: a chain of splits, the first branch preferred. */
  private alternatives(entries: readonly number[]): number {
    let at = entries[entries.length - 1]!;
    for (let k = entries.length - 2; k >= 0; k--) at = this.emit({ op: 'split', x: entries[k]!, y: at });
    return at;
  }

  private repeat(node: RegexNode, min: number, max: number, greedy: boolean, next: number): number {
    let at = next;
    if (max === Infinity) {
      // loop: split(body → loop, next)
      const loop = this.emit({ op: 'split', x: -1, y: -1 });
      const body = this.compile(node, loop);
      this.insts[loop] = greedy ? { op: 'split', x: body, y: next } : { op: 'split', x: next, y: body };
      at = loop;
    } else {
      for (let k = 0; k < max - min; k++) {
        const body = this.compile(node, at);
        at = this.emit(greedy ? { op: 'split', x: body, y: at } : { op: 'split', x: at, y: body });
      }
    }
    for (let k = 0; k < min; k++) at = this.compile(node, at);
    return at;
  }
}

/** Lead bytes of UTF-8 sequences of `length` bytes (validity of the whole sequence is checked by the `cp` step). */
function leadBytes(length: number): ByteSet {
  const set = new Uint8Array(256);
  const [lo, hi] = length === 2 ? [0xc2, 0xdf] : length === 3 ? [0xe0, 0xef] : [0xf0, 0xf4];
  for (let b = lo; b <= hi; b++) set[b] = 1;
  return set;
}

export function compileRegex(parsed: ParsedRegex): Program {
  const compiler = new Compiler();
  const end = compiler.emit({ op: 'match' });
  // Group 0 is the whole match; its opening save is the last instruction, the entry.
  const close = compiler.emit({ op: 'save', slot: 1, next: end });
  const body = compiler.compile(parsed.root, close);
  compiler.emit({ op: 'save', slot: 0, next: body });
  return { insts: compiler.insts, slots: (parsed.groups + 1) * 2, unicodeBoundary: compiler.unicodeBoundary };
}

/** The code point of the UTF-8 sequence of exactly `length` bytes at `at`, or -1 when there is none (Rust rejects overlong and surrogate forms). */
function decodeAt(subject: string, at: number, length: number): number {
  if (at + length > subject.length) return -1;
  const b0 = subject.charCodeAt(at);
  let cp: number;
  let min: number;
  if (length === 2) {
    cp = b0 & 0x1f;
    min = 0x80;
  } else if (length === 3) {
    cp = b0 & 0x0f;
    min = 0x800;
  } else {
    cp = b0 & 0x07;
    min = 0x10000;
  }
  for (let k = 1; k < length; k++) {
    const b = subject.charCodeAt(at + k);
    if ((b & 0xc0) !== 0x80) return -1;
    cp = (cp << 6) | (b & 0x3f);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return -1;
  return cp;
}

const WORD_BYTE = /[0-9A-Za-z_]/;

function isWordAt(subject: string, at: number): boolean {
  return at >= 0 && at < subject.length && WORD_BYTE.test(subject[at]!);
}

function assertHolds(kind: AssertKind, subject: string, at: number): boolean {
  switch (kind) {
    case 'start':
      return at === 0;
    case 'end':
      return at === subject.length;
    case 'lineStart':
      return at === 0 || subject.charCodeAt(at - 1) === 10;
    case 'lineEnd':
      return at === subject.length || subject.charCodeAt(at) === 10;
    case 'word':
      return isWordAt(subject, at - 1) !== isWordAt(subject, at);
    case 'notWord':
      return isWordAt(subject, at - 1) === isWordAt(subject, at);
    case 'wordStart':
      return !isWordAt(subject, at - 1) && isWordAt(subject, at);
    case 'wordEnd':
      return isWordAt(subject, at - 1) && !isWordAt(subject, at);
    case 'wordStartHalf':
      return !isWordAt(subject, at - 1);
    case 'wordEndHalf':
      return !isWordAt(subject, at);
  }
}

interface Thread {
  readonly pc: number;
  readonly caps: readonly number[];
}

/**
 * The first match (leftmost-first) of `program` in `subject` at or after
 * `from`: capture slots (`-1` for a group that did not take part), or `null`
 * when there is no match. Throws `RegexUndecidable` for a Unicode word
 * boundary in a non-ASCII subject.
 */
export function runProgram(program: Program, subject: string, from = 0): number[] | null {
  if (program.unicodeBoundary && /[^\x00-\x7f]/.test(subject)) throw new RegexUndecidable('a Unicode word boundary next to non-ASCII text is not reproduced');
  const { insts } = program;
  const seen = new Int32Array(insts.length).fill(-1);
  // Each thread list has its own generation, so a program counter enters a list once (the first, highest-priority time).
  let generation = 1;
  let current: Thread[] = [];
  let matched: number[] | null = null;

  /** Adds the thread at `pc` and everything reachable without consuming a byte, in priority order. */
  const add = (list: Thread[], pc: number, caps: readonly number[], at: number): void => {
    const stack: Thread[] = [{ pc, caps }];
    while (stack.length > 0) {
      const thread = stack.pop()!;
      if (seen[thread.pc] === generation) continue;
      seen[thread.pc] = generation;
      const inst = insts[thread.pc]!;
      switch (inst.op) {
        case 'jmp':
          stack.push({ pc: inst.x, caps: thread.caps });
          break;
        case 'split':
          stack.push({ pc: inst.y, caps: thread.caps }, { pc: inst.x, caps: thread.caps });
          break;
        case 'save': {
          const caps2 = thread.caps.slice();
          caps2[inst.slot] = at;
          stack.push({ pc: inst.next, caps: caps2 });
          break;
        }
        case 'assert':
          if (assertHolds(inst.kind, subject, at)) stack.push({ pc: inst.next, caps: thread.caps });
          break;
        case 'cp': {
          const cp = decodeAt(subject, at, inst.length);
          if (cp >= 0 && inst.pred(cp)) stack.push({ pc: inst.next, caps: thread.caps });
          break;
        }
        default:
          list.push(thread);
      }
    }
  };

  const start = insts.length - 1;
  const empty = new Array<number>(program.slots).fill(-1);
  for (let at = from; at <= subject.length; at++) {
    // The unanchored search: a new thread at each position, after (below) the older ones.
    if (matched === null) add(current, start, empty, at);
    if (current.length === 0 && matched !== null) break;
    const next: Thread[] = [];
    generation++;
    const byte = at < subject.length ? subject.charCodeAt(at) : -1;
    for (const thread of current) {
      const inst = insts[thread.pc]!;
      if (inst.op === 'match') {
        matched = thread.caps.slice();
        break; // lower-priority threads lose (leftmost-first)
      }
      if (inst.op === 'byte' && byte >= 0 && inst.set[byte] === 1) add(next, inst.next, thread.caps, at + 1);
    }
    current = next;
  }
  return matched;
}
