/** Duplicate members of a set `{ … }`, compared by value (`"a"` and `r"a"` are the same). */
import type { LiteralNode, SetNode } from '../ast.js';
import type { CheckContext } from '../context.js';
import { formatIp, parseIp } from './ip.js';

function memberKey(node: LiteralNode): string {
  switch (node.kind) {
    case 'string':
      return `s${node.value}`;
    case 'int':
      return node.problem === undefined ? `i${node.value}` : `t${node.text}`;
    case 'ip': {
      const ip = parseIp(node.text);
      return ip === undefined ? `t${node.text}` : `p${formatIp(ip)}`;
    }
    default:
      return `t${node.text.toLowerCase()}`;
  }
}

export function checkDuplicateMembers(ctx: CheckContext, set: SetNode): void {
  if (set.elements.length < 2) return;
  const seen = new Set<string>();
  const { elements } = set;
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index]!;
    const key = memberKey(element);
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
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
