/**
 * Rules-language strings are byte strings (wirefilter `Bytes`). The evaluator
 * holds them as "binary strings": one JavaScript character per byte (code
 * 0–255), so byte length, byte indexes, ASCII-only case folding and byte-mode
 * regular expressions behave as they do in Rust. Text from YAML (URLs,
 * headers, `fields`) enters as UTF-8; results leave decoded as UTF-8.
 */

/** UTF-8 bytes of `text`, one character per byte. */
export function toBytes(text: string): string {
  return isAscii(text) ? text : Buffer.from(text, 'utf8').toString('latin1');
}

/** The text of UTF-8 `bytes` (invalid sequences become U+FFFD). */
export function fromBytes(bytes: string): string {
  return isAscii(bytes) ? bytes : Buffer.from(bytes, 'latin1').toString('utf8');
}

const NON_ASCII = /[^\x00-\x7f]/;

export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

const A = 65;
const Z = 90;
const LOWER_A = 97;
const LOWER_Z = 122;
const CASE_OFFSET = 32;

/** ASCII lower case; other bytes unchanged (`lower()`, `wildcard`). */
export function asciiLower(bytes: string): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    out += c >= A && c <= Z ? String.fromCharCode(c + CASE_OFFSET) : bytes[i];
  }
  return out;
}

/** ASCII upper case; other bytes unchanged (`upper()`). */
export function asciiUpper(bytes: string): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    out += c >= LOWER_A && c <= LOWER_Z ? String.fromCharCode(c - CASE_OFFSET) : bytes[i];
  }
  return out;
}

/** Bytewise comparison (`lt`, `gt` on strings compare bytes). */
export function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
