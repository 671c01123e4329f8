import { defineRule } from '../../src/engine/rule.js';
import { formatIp, maxPrefix, networkOf, parseIp, parsePrefix, sameIp } from '../../src/expr/value-checks/ip.js';
import { type ListItem, listItemsOf } from '../../src/lists/list-items.js';
import { ipLiteralRange } from '../../src/semantic/ip-line.js';
import { type RangedMember, findOverlaps } from '../../src/semantic/set-members.js';

interface IpMember extends RangedMember {
  readonly item: ListItem & { kind: 'ip' };
  readonly canonical: string;
}

/** The item in canonical form, so `10.0.0.1` and `10.0.0.1/32` or upper- and lower-case IPv6 compare equal. */
function canonicalIp(text: string): string | undefined {
  const range = ipLiteralRange(text);
  return range === undefined ? undefined : `${range.lo}-${range.hi}`;
}

function duplicateKey(item: ListItem): string | undefined {
  switch (item.kind) {
    case 'ip':
      return canonicalIp(item.text);
    case 'hostname':
      return item.text.toLowerCase();
    case 'asn':
      return typeof item.value === 'number' ? String(item.value) : undefined;
    default:
      return undefined; // redirects: list/item-format reports a repeated source URL (the API rejects it)
  }
}

export default defineRule({
  id: 'list/item-hygiene',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'The items of an account list should each count: no item twice, no IP range inside or overlapping another item, no CIDR with host bits set.',
  messages: {
    duplicate: 'Item {{first}} of this list is the same; remove this one.',
    inside: '`{{member}}` is inside `{{other}}`, also in this list; remove it.',
    overlap: '`{{member}}` overlaps `{{other}}` in this list; merge them into one range.',
    hostBits: '`{{item}}` has host bits set; the range is `{{network}}`.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      list(list) {
        const items = listItemsOf(context, list);
        const seen = new Map<string, number>();
        const duplicates = new Set<number>();
        for (const item of items) {
          const key = duplicateKey(item);
          if (key === undefined) continue;
          const first = seen.get(key);
          if (first === undefined) {
            // An item that may be absent (Terraform `count`/`for_each`) is never the one kept.
            if (item.mayRepeat !== true) seen.set(key, item.index);
            continue;
          }
          duplicates.add(item.index);
          context.report({ path: item.path, messageId: 'duplicate', data: { first: first + 1 } });
        }
        const members: IpMember[] = [];
        for (const item of items) {
          if (item.kind !== 'ip' || duplicates.has(item.index)) continue;
          const range = ipLiteralRange(item.text);
          if (range === undefined) continue;
          members.push({ item, range, index: item.index, canonical: canonicalIp(item.text)! });
          const slash = item.text.indexOf('/');
          const ip = slash < 0 ? undefined : parseIp(item.text.slice(0, slash));
          const prefix = slash < 0 ? undefined : parsePrefix(item.text.slice(slash + 1));
          if (ip === undefined || prefix === undefined || prefix > maxPrefix(ip.family)) continue;
          const network = networkOf(ip, prefix);
          if (!sameIp(ip, network)) {
            const fixed = `${formatIp(network)}/${prefix}`;
            context.report({ path: item.path, messageId: 'hostBits', data: { item: item.text, network: fixed }, fix: { start: 0, end: item.text.length, text: fixed } });
          }
        }
        // Overlaps among the items that are certainly there, then those of an item that may be absent with a certain one.
        const same = (a: IpMember, b: IpMember): boolean => a.canonical === b.canonical;
        const certain = members.filter((m) => m.item.mayRepeat !== true);
        const overlaps = findOverlaps(certain, same);
        if (certain.length < members.length) overlaps.push(...findOverlaps(members, same).filter((o) => o.member.item.mayRepeat === true && o.other.item.mayRepeat !== true));
        for (const { member, other, inside } of overlaps) {
          context.report({ path: member.item.path, messageId: inside ? 'inside' : 'overlap', data: { member: member.item.text, other: other.item.text } });
        }
      },
    };
  },
});
