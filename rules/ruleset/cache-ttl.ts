import { defineRule } from '../../src/engine/rule.js';
import { TTL_MODES_WITH_DEFAULT, TTL_SETTINGS } from '../../src/data/cache-settings.js';
import { isObject } from '../../src/model/build.js';

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
        if (rule.action !== 'set_cache_settings') return;
        for (const setting of TTL_SETTINGS) {
          const ttl = rule.parameters?.[setting];
          if (!isObject(ttl)) continue;
          const at = [...rule.path, 'action_parameters', setting];
          const value = ttl['default'];
          if (typeof ttl['mode'] === 'string' && TTL_MODES_WITH_DEFAULT.includes(ttl['mode']) && value === undefined) {
            context.report({ path: [...at, 'mode'], messageId: 'missingDefault', data: { setting } });
          }
          if (typeof value === 'number' && value < 0) context.report({ path: [...at, 'default'], messageId: 'negative', data: { value } });
        }
      },
    };
  },
});
