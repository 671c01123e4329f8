import { defineRule } from '../../src/engine/rule.js';
import { controlState } from '../../src/esc/controls.js';

export default defineRule({
  id: 'esc/scope-combination',
  type: 'suggestion',
  defaultSeverity: 'info',
  description: 'Where a zone\'s and its account\'s ESC settings combine in ways the spec leaves open (spec 3.1 gaps), states what is known and what is not.',
  messages: {
    bothAlways: 'the account also disables ESC (`always: true`). Known: the account setting alone disables ESC for every zone of the account. Not known (spec 3.1): which setting wins, and whether a DELETE at one scope re-enables ESC while the other still disables it',
    accountAlwaysZoneSecret: 'the account disables ESC for all its zones (`always: true`), so this zone\'s secret changes nothing while that holds. Not known (spec 3.1): precedence between account and zone settings, and whether the account\'s DELETE also removes secrets',
    zoneAlwaysAccountSecret: 'this zone disables ESC (`always: true`) and the account has a secret. Known: the account secret works for requests to every zone of the account, and a secret does not change a scope\'s ESC status. Not known (spec 3.1): precedence between account and zone settings',
    bothSecrets: 'the zone and the account both have a secret. Known: each works for requests to its own scope (the zone secret for this zone, the account secret for every zone of the account). Not known (spec 3.1): which applies when both are set, and how a request carrying two `disable_esc` cookies is treated',
    accountDisablesBehaviours: 'the account disables ESC for every zone (`always: true`, spec 3.1), so {{count}} ESC behaviour{{plural}} of this zone {{verb}} not run now: whatever is not yet replaced is already missing from live traffic',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      scope(scope) {
        if (scope.kind !== 'zone') return;
        const account = controlState(scope.account?.escControl);
        if (!account) return;
        const accountAlways = account.always === true;
        const accountSecret = account.secret !== undefined;
        if (accountAlways && scope.escBehaviours.length > 0) {
          const count = scope.escBehaviours.length;
          context.report({ path: [...scope.path, 'esc', 'behaviours'], target: 'key', messageId: 'accountDisablesBehaviours', data: { count, plural: count === 1 ? '' : 's', verb: count === 1 ? 'does' : 'do' } });
        }
        const zone = controlState(scope.escControl);
        if (!zone || !scope.escControl) return;
        const at = { path: scope.escControl.path, target: 'key' as const };
        const zoneAlways = zone.always === true;
        const zoneSecret = zone.secret !== undefined;
        if (zoneAlways && accountAlways) context.report({ ...at, messageId: 'bothAlways' });
        else if (zoneSecret && accountAlways) context.report({ ...at, messageId: 'accountAlwaysZoneSecret' });
        else if (zoneAlways && accountSecret) context.report({ ...at, messageId: 'zoneAlwaysAccountSecret' });
        else if (zoneSecret && accountSecret) context.report({ ...at, messageId: 'bothSecrets' });
      },
    };
  },
});
