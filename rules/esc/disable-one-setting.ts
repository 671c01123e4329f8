import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'esc/disable-one-setting',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An ESC disable setting holds `always` or `with_secret`, not both: they are two different requests (disable ESC for the scope; create the per-request secret).',
  messages: {
    both: '`always` and `with_secret` are two different requests; keep one of them.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      escControl(control) {
        const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(control.value, key);
        if (has('always') && has('with_secret')) context.report({ path: [...control.path, 'with_secret'], target: 'key', messageId: 'both' });
      },
    };
  },
});
