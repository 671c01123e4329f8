/**
 * Bytes → text for YAML/JSON files.
 *
 * UTF-8 is the norm; YAML 1.2 also requires UTF-16, which is recognised by its
 * byte-order mark. A byte-order mark is kept in the text (as U+FEFF) so that
 * offsets stay offsets into what the user's editor holds; `LineIndex` does not
 * count it as a column. Invalid UTF-8 does not stop loading: the bad bytes
 * become U+FFFD and a `not-utf8` problem points at the first of them.
 */
import { loadProblem, type LoadProblem } from './load-problem.js';

export type SourceEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export interface DecodedSource {
  readonly text: string;
  /** The encoding the text was read in (write fixes back in the same one). */
  readonly encoding: SourceEncoding;
  readonly problems: readonly LoadProblem[];
}

/** Decode a file's bytes; never throws. */
export function decodeSource(bytes: Uint8Array): DecodedSource {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xff && b1 === 0xfe && !(bytes[2] === 0 && bytes[3] === 0)) {
    return { text: new TextDecoder('utf-16le', { ignoreBOM: true }).decode(bytes), encoding: 'utf-16le', problems: [] };
  }
  if (b0 === 0xfe && b1 === 0xff) {
    return { text: new TextDecoder('utf-16be', { ignoreBOM: true }).decode(bytes), encoding: 'utf-16be', problems: [] };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), encoding: 'utf-8', problems: [] };
  } catch {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const bad = firstInvalidUtf8(bytes);
    // The valid prefix decodes to exactly the text before the first U+FFFD.
    const at = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, bad)).length;
    const byte = (bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    const utf32 = b0 === 0xff && b1 === 0xfe && bytes[2] === 0 && bytes[3] === 0;
    const message = utf32
      ? 'The file is UTF-32 encoded; save it as UTF-8.'
      : `The file is not valid UTF-8 (byte 0x${byte} at offset ${bad}, read as U+FFFD); save it as UTF-8.`;
    return { text, encoding: 'utf-8', problems: [loadProblem('not-utf8', message, at, at + 1)] };
  }
}

/** Index of the first byte that does not start a well-formed UTF-8 sequence (bytes.length if none). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let len: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) len = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      len = 3;
      if (b === 0xe0) lo = 0xa0; // overlong
      if (b === 0xed) hi = 0x9f; // surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      len = 4;
      if (b === 0xf0) lo = 0x90; // overlong
      if (b === 0xf4) hi = 0x8f; // > U+10FFFF
    } else return i;
    if (i + len > n) return i;
    const c1 = bytes[i + 1] as number;
    if (c1 < lo || c1 > hi) return i;
    for (let k = 2; k < len; k++) {
      const c = bytes[i + k] as number;
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += len;
  }
  return n;
}
