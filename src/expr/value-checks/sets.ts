/** Duplicate members of a set `{ … }`, compared by value (`"a"` and `r"a"` are the same). */
import type { LiteralNode, SetNode } from '../ast.js';
import type { CheckContext } from '../context.js';
import { formatIp, parseIp } from './ip.js';

/**
 * The members seen so far, one set per kind of value (`"a"` and `r"a"` are
 * the same string, `10` and `0xa` the same integer, `::1` and `0::1` the same
 * address; anything else by its text, case aside), so that no key string is
 * built per member.
 */
class SeenMembers {
  // Made on first use: most sets hold one kind of value, and five empty sets per set literal were most of what a check allocated.
  private strings: Set<string> | undefined;
  private ints: Set<number> | undefined;
  /** IPv4 addresses as 32-bit numbers, IPv6 ones in their canonical text. */
  private ipv4: Set<number> | undefined;
  private ipv6: Set<string> | undefined;
  private texts: Set<string> | undefined;

  /** Adds the member; `false` when an equal one was there. */
  add(node: LiteralNode): boolean {
    switch (node.kind) {
      case 'string':
        return addNew((this.strings ??= new Set()), node.value);
      case 'int':
        return node.problem === undefined ? addNew((this.ints ??= new Set()), node.value) : addNew((this.texts ??= new Set()), node.text);
      case 'ip': {
        const ip = parseIp(node.text);
        if (ip === undefined) return addNew((this.texts ??= new Set()), node.text);
        if (ip.family === 6) return addNew((this.ipv6 ??= new Set()), formatIp(ip));
        const [a, b, c, d] = ip.bytes as [number, number, number, number];
        return addNew((this.ipv4 ??= new Set()), a * 0x1000000 + b * 0x10000 + c * 0x100 + d);
      }
      default:
        return addNew((this.texts ??= new Set()), node.text.toLowerCase());
    }
  }
}

function addNew<T>(set: Set<T>, key: T): boolean {
  if (set.has(key)) return false;
  set.add(key);
  return true;
}

export function checkDuplicateMembers(ctx: CheckContext, set: SetNode): void {
  if (set.elements.length < 2) return;
  const seen = new SeenMembers();
  const { elements } = set;
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index]!;
    if (seen.add(element)) continue;
    // Remove the member with the space before it.
    const previousEnd = elements[index - 1]!.end;
    ctx.problems.report(
      'duplicate-set-member',
      'duplicate',
      element.start,
      element.end,
      { value: element.text },
      { fix: { start: previousEnd, end: element.end, text: '' } },
    );
  }
}
