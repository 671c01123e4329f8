/**
 * IP addresses on one number line, so that address sets are `RangeSet`s:
 * IPv4 addresses are 0 … 2³²−1 and IPv6 addresses follow, shifted by 2³².
 * The two families never overlap, which is what wirefilter does too (an IPv4
 * address never equals an IPv6 one, and `::ffff:a.b.c.d` is an IPv6 value).
 * Addresses and CIDRs are parsed by the Rules-language parser's rules
 * (`src/expr/value-checks/ip.ts`).
 */
import { type ParsedIp, IPV4_BITS, IPV6_BITS, maxPrefix, parseIp, parsePrefix } from '../expr/value-checks/ip.js';
import { type Range, RangeSet } from './range-set.js';

const V6_OFFSET = 1n << BigInt(IPV4_BITS);

/** Every IPv4 and IPv6 address. */
export const ALL_IPS: RangeSet = RangeSet.of(0n, V6_OFFSET + (1n << BigInt(IPV6_BITS)) - 1n);

function bitsOf(ip: ParsedIp): bigint {
  let value = 0n;
  for (const byte of ip.bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** The position of an address on the line. */
export function ipPoint(ip: ParsedIp): bigint {
  return ip.family === 4 ? bitsOf(ip) : V6_OFFSET + bitsOf(ip);
}

/** The addresses of `address/prefix` (host bits ignored, as the network is meant). */
export function cidrRange(ip: ParsedIp, prefix: number): Range {
  const width = BigInt(maxPrefix(ip.family) - prefix);
  // Mask within the family's own bits, then place on the line (the IPv6 offset is not part of the address).
  const start = ((bitsOf(ip) >> width) << width) + (ip.family === 4 ? 0n : V6_OFFSET);
  return { lo: start, hi: start + (1n << width) - 1n };
}

/** A literal's addresses: an address, `a/n` or `a..b`; `undefined` when it does not parse (the checker reports it). */
export function ipLiteralRange(text: string): Range | undefined {
  const dots = text.indexOf('..');
  if (dots >= 0) {
    const first = parseIp(text.slice(0, dots).trim());
    const last = parseIp(text.slice(dots + 2).trim());
    if (first === undefined || last === undefined || first.family !== last.family) return undefined;
    return { lo: ipPoint(first), hi: ipPoint(last) };
  }
  const slash = text.indexOf('/');
  if (slash >= 0) {
    const ip = parseIp(text.slice(0, slash));
    const prefix = parsePrefix(text.slice(slash + 1));
    if (ip === undefined || prefix === undefined || prefix > maxPrefix(ip.family)) return undefined;
    return cidrRange(ip, prefix);
  }
  const ip = parseIp(text);
  if (ip === undefined) return undefined;
  const point = ipPoint(ip);
  return { lo: point, hi: point };
}
