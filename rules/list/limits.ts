import { defineRule } from '../../src/engine/rule.js';
import { CUSTOM_LISTS, CUSTOM_LIST_ITEMS, ENTERPRISE_KIND_LIMITS, ENTERPRISE_LIST_KINDS, REDIRECT_ITEMS, REDIRECT_LISTS, type PlanNumbers } from '../../src/data/plan-limits.js';
import type { Tier } from '../../src/data/plans.js';
import { mayRepeat, UnknownValue } from '../../src/load/value-tree.js';
import type { ListModel } from '../../src/model/types.js';

/** A list or item certainly there: not one that may be absent or many (Terraform `count`/`for_each`, `dynamic`), nor unknown until apply. */
const certain = (value: unknown): boolean => !mayRepeat(value) && !(value instanceof UnknownValue);

/** The items a list certainly holds: a lower bound, so a limit is reported only when it is certainly passed. */
function itemCount(list: ListModel): number {
  const items = list.value['items'];
  return Array.isArray(items) ? items.filter(certain).length : 0;
}

export default defineRule({
  id: 'list/limits',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An account holds only as many lists and list items as the configured plan (`tier`) allows, and lists with hostnames or ASNs only on Enterprise.',
  messages: {
    kindPlan: 'Lists of kind `{{kind}}` need Enterprise; the {{tier}} plan has IP and redirect lists only.',
    tooManyLists: 'Exceeds the {{tier}} plan\'s limit of {{what}} ({{max}}).',
    tooManyItems: 'The {{tier}} plan allows {{max}} items across {{what}}; this list brings the total to {{total}}.',
  },
  defaultOptions: undefined,
  create(context) {
    const tier: Tier | undefined = context.settings.tier;
    return {
      scope(scope) {
        if (tier === undefined || scope.kind !== 'account') return;
        const check = (all: readonly ListModel[], what: string, maxLists: number, maxItems: number): void => {
          const lists = all.filter((l) => certain(l.value));
          const beyond = lists[maxLists];
          if (beyond !== undefined) context.report({ path: [...beyond.path, 'name'], messageId: 'tooManyLists', data: { tier, max: maxLists, what } });
          let total = 0;
          for (const list of lists) {
            const before = total;
            total += itemCount(list);
            if (before <= maxItems && total > maxItems) context.report({ path: [...list.path, 'items'], target: 'key', messageId: 'tooManyItems', data: { tier, max: maxItems, what, total } });
          }
        };
        const of = (kinds: readonly string[]): ListModel[] => scope.lists.filter((l) => l.kind !== undefined && kinds.includes(l.kind));
        const at = (numbers: PlanNumbers): number => numbers[tier];
        check(of(['ip', 'hostname', 'asn']), 'custom lists', at(CUSTOM_LISTS), at(CUSTOM_LIST_ITEMS));
        check(of(['redirect']), 'Bulk Redirect lists', at(REDIRECT_LISTS), at(REDIRECT_ITEMS));
        for (const kind of ENTERPRISE_LIST_KINDS) {
          const lists = of([kind]);
          if (tier !== 'enterprise') {
            for (const list of lists) context.report({ path: [...list.path, 'kind'], messageId: 'kindPlan', data: { kind, tier } });
            continue;
          }
          const limits = ENTERPRISE_KIND_LIMITS[kind];
          if (limits !== undefined) check(lists, `${kind} lists`, limits.lists, limits.items);
        }
      },
    };
  },
});
