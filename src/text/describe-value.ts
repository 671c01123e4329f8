/**
 * How a message quotes a value the user wrote: short, typed, masked when it
 * is a secret ("the string \"yes\"", "the number 301", "a list").
 */
import { shortened } from './headline.js';
import { maskSecret } from './secrets.js';

export function quoteShort(text: string): string {
  return JSON.stringify(shortened(text));
}

export function describeValue(value: unknown, secret = false): string {
  if (secret && value !== null && value !== undefined) {
    return typeof value === 'string' ? `the string ${maskSecret(value)}` : `${withArticle(jsonTypeOf(value))} (hidden: secret)`;
  }
  if (typeof value === 'string') return `the string ${quoteShort(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the boolean ${value}`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return String(value);
}

/** JSON Schema's name for the type of a value (integer vs number distinguished). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The words users know for JSON Schema types. */
export function typeWord(type: string): string {
  switch (type) {
    case 'object':
      return 'a mapping';
    case 'array':
      return 'a list';
    case 'string':
      return 'a string';
    case 'integer':
      return 'an integer';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean (true or false)';
    case 'null':
      return 'null';
    default:
      return type;
  }
}

/**
 * Strings that YAML 1.1 read as booleans. edgelint parses YAML 1.2, where
 * only true/false are booleans, so `enabled: yes` is the string "yes" —
 * the message says so instead of a bare "must be boolean".
 */
const YAML11_BOOLEANS = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'n', 'N', 'no', 'No', 'NO', 'on', 'On', 'ON', 'off', 'Off', 'OFF']);

export function isYaml11Boolean(value: unknown): value is string {
  return typeof value === 'string' && YAML11_BOOLEANS.has(value);
}

export function yaml11BooleanMeaning(value: string): boolean {
  return /^(y|yes|on)$/i.test(value);
}

/** `an integer`, `a string`: the indefinite article English wants. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A character for a message: printable ones quoted, others by code point. */
export function showChar(char: string): string {
  return /^[\x21-\x7e]$/.test(char) ? `\`${char}\`` : char === ' ' ? 'a space' : codePoint(char);
}
