import { defineRule } from '../../src/engine/rule.js';
import { controlState } from '../../src/esc/controls.js';

export default defineRule({
  id: 'esc/scope-combination',
  type: 'suggestion',
  defaultSeverity: 'info',
  description: 'Where a zone\'s and its account\'s ESC settings combine in ways the spec leaves open (spec 3.1 gaps), states what is known and what is not.',
  messages: {
    bothAlways: 'The account also disables ESC (`always: true`); which setting wins is not known.',
    accountAlwaysZoneSecret: 'The account disables ESC for all its zones, so this zone\'s secret changes nothing.',
    zoneAlwaysAccountSecret: 'This zone disables ESC and the account has a secret; their precedence is not known.',
    bothSecrets: 'The zone and the account both have a secret; which one applies is not known.',
    accountDisablesBehaviours: 'The account disables ESC for every zone, so {{count}} behaviour{{plural}} here {{verb}} not run now.',
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
