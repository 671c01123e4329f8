/**
 * IP address and CIDR parsing with the rules of Rust's `std::net` parsers and
 * the `cidr` crate, which wirefilter uses (`engine/src/rhs_types/ip.rs`):
 * dotted-decimal IPv4 without leading zeros, IPv6 with at most one `::` and an
 * optional embedded IPv4 tail, no zone ids; a CIDR's host bits must be zero.
 */

export interface ParsedIp {
  readonly family: 4 | 6;
  /** 4 or 16 bytes, network order. */
  readonly bytes: readonly number[];
}

const IPV4_OCTETS = 4;
const IPV6_GROUPS = 8;
const MAX_OCTET = 255;
const MAX_GROUP = 0xffff;
const MAX_GROUP_DIGITS = 4;
const MAX_OCTET_DIGITS = 3;
const BITS_PER_BYTE = 8;
export const IPV4_BITS = 32;
export const IPV6_BITS = 128;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** Four octets of a dotted-decimal IPv4 address, or `undefined`. */
export function parseIpv4(text: string): number[] | undefined {
  const octets: number[] = [];
  let i = 0;
  const n = text.length;
  while (octets.length < IPV4_OCTETS) {
    const start = i;
    let value = 0;
    while (i < n && isDigit(text.charCodeAt(i))) {
      value = value * 10 + (text.charCodeAt(i) - 48);
      i++;
      if (i - start > MAX_OCTET_DIGITS) return undefined;
    }
    const digits = i - start;
    if (digits === 0 || value > MAX_OCTET) return undefined;
    // Rust rejects octal-looking octets such as `010`.
    if (digits > 1 && text.charCodeAt(start) === 48) return undefined;
    octets.push(value);
    if (octets.length < IPV4_OCTETS) {
      if (text.charCodeAt(i) !== 46) return undefined;
      i++;
    }
  }
  return i === n ? octets : undefined;
}

/** Sixteen bytes of an IPv6 address, or `undefined`. */
export function parseIpv6(text: string): number[] | undefined {
  const n = text.length;
  if (n < 2) return undefined;
  const head: number[] = [];
  const tail: number[] = [];
  let seenDoubleColon = false;
  let i = 0;
  if (text.startsWith('::')) {
    seenDoubleColon = true;
    i = 2;
    if (i === n) return new Array<number>(16).fill(0);
  } else if (text.charCodeAt(0) === 58) {
    return undefined;
  }
  let groups = head;
  for (;;) {
    // An embedded IPv4 address may close the address.
    if (text.indexOf(':', i) < 0 && text.indexOf('.', i) >= 0) {
      const v4 = parseIpv4(text.slice(i));
      if (v4 === undefined) return undefined;
      groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      i = n;
      break;
    }
    let value = 0;
    const start = i;
    while (i < n) {
      const h = hexValue(text.charCodeAt(i));
      if (h < 0) break;
      value = value * 16 + h;
      i++;
      if (i - start > MAX_GROUP_DIGITS) return undefined;
    }
    if (i === start || value > MAX_GROUP) return undefined;
    groups.push(value);
    if (i === n) break;
    if (text.charCodeAt(i) !== 58) return undefined;
    i++;
    if (text.charCodeAt(i) === 58) {
      if (seenDoubleColon) return undefined;
      seenDoubleColon = true;
      groups = tail;
      i++;
      if (i === n) break;
    } else if (i === n) {
      return undefined;
    }
  }
  const total = head.length + tail.length;
  if (seenDoubleColon ? total >= IPV6_GROUPS : total !== IPV6_GROUPS) return undefined;
  const all = [...head, ...new Array<number>(IPV6_GROUPS - total).fill(0), ...tail];
  const bytes: number[] = [];
  for (const g of all) bytes.push(g >> 8, g & 0xff);
  return bytes;
}

export function parseIp(text: string): ParsedIp | undefined {
  if (text.includes(':')) {
    const bytes = parseIpv6(text);
    return bytes === undefined ? undefined : { family: 6, bytes };
  }
  const bytes = parseIpv4(text);
  return bytes === undefined ? undefined : { family: 4, bytes };
}

/** Canonical text: dotted decimal, or RFC 5952 IPv6 (longest zero run compressed, lower case). */
export function formatIp(ip: ParsedIp): string {
  if (ip.family === 4) return ip.bytes.join('.');
  const groups: number[] = [];
  for (let i = 0; i < ip.bytes.length; i += 2) groups.push((ip.bytes[i]! << 8) | ip.bytes[i + 1]!);
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

export function maxPrefix(family: 4 | 6): number {
  return family === 4 ? IPV4_BITS : IPV6_BITS;
}

/** The address with every bit after `prefix` cleared. */
export function networkOf(ip: ParsedIp, prefix: number): ParsedIp {
  const bytes = ip.bytes.map((byte, index) => {
    const bitsBefore = index * BITS_PER_BYTE;
    if (bitsBefore >= prefix) return 0;
    const keep = prefix - bitsBefore;
    if (keep >= BITS_PER_BYTE) return byte;
    return byte & ((0xff << (BITS_PER_BYTE - keep)) & 0xff);
  });
  return { family: ip.family, bytes };
}

/** The last address of the network `ip/prefix`: every bit after `prefix` set. */
export function lastAddressOf(ip: ParsedIp, prefix: number): ParsedIp {
  const bytes = ip.bytes.map((byte, index) => {
    const bitsBefore = index * BITS_PER_BYTE;
    if (bitsBefore + BITS_PER_BYTE <= prefix) return byte;
    if (bitsBefore >= prefix) return MAX_OCTET;
    return byte | (MAX_OCTET >> (prefix - bitsBefore));
  });
  return { family: ip.family, bytes };
}

export function sameIp(a: ParsedIp, b: ParsedIp): boolean {
  return a.family === b.family && a.bytes.every((byte, index) => byte === b.bytes[index]);
}

/** Negative, zero or positive; both must have the same family. */
export function compareIp(a: ParsedIp, b: ParsedIp): number {
  for (let i = 0; i < a.bytes.length; i++) {
    const d = a.bytes[i]! - b.bytes[i]!;
    if (d !== 0) return d;
  }
  return 0;
}

/** Prefix length text → number, as the `cidr` crate reads it (decimal u8). */
export function parsePrefix(text: string): number | undefined {
  if (text.length === 0 || text.length > MAX_OCTET_DIGITS) return undefined;
  for (let i = 0; i < text.length; i++) if (!isDigit(text.charCodeAt(i))) return undefined;
  return Number(text);
}
