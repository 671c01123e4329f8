import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Managed IP lists usable in expressions ($cf.* from the public docs, $svc.* from the spec)',
  refs: [
    'spec 2.6 (lists usable with ip.src and ip.dst: $svc.anonymizer, $svc.botnetcc, $svc.malware, and account-level rules lists)',
    '../shared/reference/rules-language.md §10 (developers.cloudflare.com/waf/tools/lists/managed-lists: $cf.open_proxies, $cf.anonymizer, $cf.vpn, $cf.malware, $cf.botnetcc)',
  ],
  checked: '2026-11-21',
  notes: [
    'The spec names the managed lists $svc.anonymizer, $svc.botnetcc and $svc.malware; the public docs name them $cf.*. Both are accepted (the spec wins, and real configurations use $cf.*).',
    'The reference suggests only a warning for an unknown managed list (the table may be incomplete); edgelint reports it as an unknown list like any other, because a misspelt managed list never matches.',
  ],
};

/** Kinds of a rules list (Lists API `kind`). */
export const LIST_KINDS = ['ip', 'hostname', 'asn', 'redirect'] as const;

/** Kind of a rules list (Lists API `kind`). */
export type ListKind = (typeof LIST_KINDS)[number];

export interface ManagedListInfo {
  /** Name without the leading `$`. */
  readonly name: string;
  readonly kind: ListKind;
  readonly description: string;
  readonly source: 'spec' | 'docs';
}

export const MANAGED_LISTS: readonly ManagedListInfo[] = [
  { name: 'cf.open_proxies', kind: 'ip', description: 'open proxies', source: 'docs' },
  { name: 'cf.anonymizer', kind: 'ip', description: 'anonymizers: proxies, VPNs, Tor', source: 'docs' },
  { name: 'cf.vpn', kind: 'ip', description: 'VPN servers', source: 'docs' },
  { name: 'cf.malware', kind: 'ip', description: 'malware sources', source: 'docs' },
  { name: 'cf.botnetcc', kind: 'ip', description: 'botnet command and control servers', source: 'docs' },
  { name: 'svc.anonymizer', kind: 'ip', description: 'anonymizer proxies', source: 'spec' },
  { name: 'svc.botnetcc', kind: 'ip', description: 'botnet command and control', source: 'spec' },
  { name: 'svc.malware', kind: 'ip', description: 'malware sources', source: 'spec' },
];

/** Namespaces of managed lists: a list name with a dot must start with one of them. */
export const MANAGED_LIST_NAMESPACES: readonly string[] = ['cf', 'svc'];
