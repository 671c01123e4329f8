import { defineRule } from '../../src/engine/rule.js';
import { TTL_MODES_WITH_DEFAULT } from '../../src/data/cache-settings.js';
import { ttlSettingsOf } from '../../src/cache/ttl-settings.js';

export default defineRule({
  id: 'ruleset/cache-ttl',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The `edge_ttl` and `browser_ttl` of a cache rule need a TTL (`default`) with `override_origin`, and a TTL is never negative.',
  messages: {
    missingDefault: '`{{setting}}` with `mode: override_origin` needs a `default` TTL in seconds.',
    negative: 'A TTL cannot be negative; `{{value}}` s is rejected.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        for (const { name, value: ttl, path } of ttlSettingsOf(rule)) {
          const value = ttl['default'];
          if (typeof ttl['mode'] === 'string' && TTL_MODES_WITH_DEFAULT.includes(ttl['mode']) && value === undefined) {
            context.report({ path: [...path, 'mode'], messageId: 'missingDefault', data: { setting: name } });
          }
          if (typeof value === 'number' && value < 0) context.report({ path: [...path, 'default'], messageId: 'negative', data: { value } });
        }
      },
    };
  },
});
