/**
 * Tests of a literal against the shapes of `src/data/value-shapes.ts`: can a
 * value of that shape equal it, start with it, end with it or contain it?
 * Each test is linear in the literal; "excludes" answers only when it is
 * certain (no value of the shape can satisfy the comparison).
 */
import { ASTERISK_PATH, HOSTNAME_CHARACTERS, UNRESERVED_CHARACTER, URI_CHARACTERS, URL_SCHEMES, type ValueShape } from '../data/value-shapes.js';

/** How the literal must sit in the value: all of it, at its start or end, or anywhere inside. */
export type Placement = 'whole' | 'prefix' | 'suffix' | 'inside';

const PERCENT_TRIPLE = /%([0-9A-Fa-f]{2})/g;
const LOWER_HEX = /[a-f]/;
const UPPER_ASCII = /[A-Z]/;
const LOWER_ASCII = /[a-z]/;

/** A percent-encoding normalization never leaves behind: an unreserved character, or lower-case hex. */
export function impossibleEncoding(text: string, caseInsensitive: boolean): string | undefined {
  for (const match of text.matchAll(PERCENT_TRIPLE)) {
    const hex = match[1]!;
    if (!caseInsensitive && LOWER_HEX.test(hex)) return match[0];
    if (UNRESERVED_CHARACTER.test(String.fromCharCode(Number.parseInt(hex, 16)))) return match[0];
  }
  return undefined;
}

/**
 * `true` when no value of `shape` can hold `text` at `placement`.
 * `caseInsensitive` is set for `wildcard` patterns, which ignore ASCII case.
 */
export function shapeExcludes(shape: ValueShape, text: string, placement: Placement, caseInsensitive = false): boolean {
  if (text === '') return false;
  switch (shape) {
    case 'path':
      if (placement === 'whole') return text !== ASTERISK_PATH && !text.startsWith('/');
      if (placement === 'prefix') return text !== ASTERISK_PATH && !text.startsWith('/');
      return false;
    case 'absolute-url': {
      const lower = asciiLower(text);
      if (placement === 'whole') return !URL_SCHEMES.some((s) => lower.startsWith(s));
      if (placement === 'prefix') return !URL_SCHEMES.some((s) => lower.startsWith(s) || s.startsWith(lower));
      return false;
    }
    case 'query':
      return (placement === 'whole' || placement === 'prefix') && text.startsWith('?');
    case 'extension':
      return text.includes('.');
    case 'hostname':
      return !HOSTNAME_CHARACTERS.test(text);
    case 'normalized-url':
      return !URI_CHARACTERS.test(text) || impossibleEncoding(text, caseInsensitive) !== undefined;
    case 'lower-case':
      return !caseInsensitive && UPPER_ASCII.test(text);
    case 'upper-case':
      return !caseInsensitive && LOWER_ASCII.test(text);
  }
}

/** The literal parts of a wildcard pattern: text before the first `*`, after the last, and between. */
export interface WildcardParts {
  /** The pattern has no `*`: it matches exactly this text. */
  readonly exact?: string;
  readonly prefix: string;
  readonly suffix: string;
  readonly middles: readonly string[];
}

/** Splits a wildcard pattern on unescaped `*` (`\*` is a literal star, `\\` a backslash). */
export function wildcardParts(pattern: string): WildcardParts {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) {
      current += pattern[i + 1];
      i++;
    } else if (c === '*') {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  if (parts.length === 1) return { exact: parts[0]!, prefix: parts[0]!, suffix: parts[0]!, middles: [] };
  return { prefix: parts[0]!, suffix: parts[parts.length - 1]!, middles: parts.slice(1, -1).filter((p) => p !== '') };
}

/** ASCII letters lower-cased, other characters kept (so lengths never change). */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Whole-value wildcard match (`*` = any run of characters), ASCII case folded when `caseInsensitive`. Linear-time greedy matching. */
export function wildcardMatches(pattern: string, value: string, caseInsensitive: boolean): boolean {
  const fold = (s: string): string => (caseInsensitive ? asciiLower(s) : s);
  const parts = wildcardParts(pattern);
  const v = fold(value);
  if (parts.exact !== undefined) return v === fold(parts.exact);
  const prefix = fold(parts.prefix);
  const suffix = fold(parts.suffix);
  if (v.length < prefix.length + suffix.length || !v.startsWith(prefix) || !v.endsWith(suffix)) return false;
  let at = prefix.length;
  const end = v.length - suffix.length;
  for (const middle of parts.middles) {
    const found = v.indexOf(fold(middle), at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}
