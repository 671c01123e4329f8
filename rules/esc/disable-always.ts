import { defineRule } from '../../src/engine/rule.js';
import { disableEscPath } from '../../src/data/esc-limits.js';

export default defineRule({
  id: 'esc/disable-always',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An ESC disable setting\'s `always` must be `true`: ESC is re-enabled by a DELETE on the scope\'s `disable_esc` endpoint, not by `always: false`.',
  messages: {
    alwaysFalse: '`always: false` does not re-enable ESC; remove the setting (re-enabling is a DELETE).',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      escControl(control) {
        if (control.value['always'] !== false) return;
        const scope = control.scope;
        const path = scope ? disableEscPath(scope.kind, scope.id) : '/zones/{zone_id}/disable_esc` or `/accounts/{account_id}/disable_esc';
        context.report({ path: [...control.path, 'always'], messageId: 'alwaysFalse', data: { path } });
      },
    };
  },
});
