/**
 * Special-purpose address blocks that are never the source address of an
 * HTTP request arriving at the edge from the Internet, so `ip.src` compared
 * with them never matches in an HTTP phase.
 */
import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Address blocks that never appear as ip.src of an HTTP request',
  refs: [
    'IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 §2.2.2, §2.2.3): "Source" and "Globally Reachable" columns',
    'RFC 1122 §3.2.1.3 (0.0.0.0/8 and 127.0.0.0/8 never sent on a network; limited broadcast never a source), RFC 3927 (169.254.0.0/16 link-local, not forwarded), RFC 5771 (224.0.0.0/4 multicast, never a source), RFC 4291 §2.5.2–§2.5.6, §2.7 (::, ::1, fe80::/10, ff00::/8)',
  ],
  checked: '2026-11-24',
  notes: [
    'Private (RFC 1918), shared (100.64.0.0/10), documentation and benchmarking blocks are left out: they can reach a zone through tunnels, WARP or test setups, and documentation addresses are what examples use. Other linters flag them; edgelint does not, to stay certain.',
    '240.0.0.0/4 is left out: Cloudflare\'s Pseudo IPv4 hands out addresses from it (as a header value, not as ip.src, but the distinction is not documented precisely enough).',
    'Network phases (Magic Transit) see packets on customer links where these addresses can occur; only HTTP phases are checked.',
  ],
};

export interface ReservedBlock {
  readonly cidr: string;
  /** What the block is, for messages ("the loopback block"). */
  readonly name: string;
}

export const NEVER_CLIENT_ADDRESSES: readonly ReservedBlock[] = [
  { cidr: '0.0.0.0/8', name: '"this network" (0.0.0.0/8)' },
  { cidr: '127.0.0.0/8', name: 'loopback (127.0.0.0/8)' },
  { cidr: '169.254.0.0/16', name: 'link-local (169.254.0.0/16)' },
  { cidr: '224.0.0.0/4', name: 'multicast (224.0.0.0/4)' },
  { cidr: '255.255.255.255/32', name: 'limited broadcast (255.255.255.255)' },
  { cidr: '::/128', name: 'the unspecified address (::)' },
  { cidr: '::1/128', name: 'loopback (::1)' },
  { cidr: 'fe80::/10', name: 'link-local (fe80::/10)' },
  { cidr: 'ff00::/8', name: 'multicast (ff00::/8)' },
];

/** Fields holding the client's address in HTTP phases. */
export const CLIENT_ADDRESS_FIELDS: readonly string[] = ['ip.src'];
