import { defineRule } from '../../src/engine/rule.js';
import { MAX_CACHE_TTL_SECONDS, TTL_SETTINGS } from '../../src/data/cache-settings.js';
import { isObject } from '../../src/model/build.js';

export interface CacheTtlValueOptions {
  /** The longest TTL, in seconds. */
  readonly maxSeconds: number;
}

export default defineRule<CacheTtlValueOptions, 'tooLong'>({
  id: 'ruleset/cache-ttl-value',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'A cache rule\'s TTL should be within the cache\'s longest TTL (one year).',
  messages: {
    tooLong: 'A TTL of {{value}} s is longer than the cache keeps anything ({{max}} s, one year).',
  },
  schema: {
    type: 'object',
    properties: { maxSeconds: { type: 'integer', minimum: 1, description: 'The longest TTL, in seconds.' } },
    additionalProperties: false,
  },
  defaultOptions: { maxSeconds: MAX_CACHE_TTL_SECONDS },
  create(context) {
    const max = context.options.maxSeconds;
    return {
      rule(rule) {
        if (rule.action !== 'set_cache_settings') return;
        for (const setting of TTL_SETTINGS) {
          const ttl = rule.parameters?.[setting];
          if (!isObject(ttl)) continue;
          const at = [...rule.path, 'action_parameters', setting];
          const value = ttl['default'];
          if (typeof value === 'number' && value > max) context.report({ path: [...at, 'default'], messageId: 'tooLong', data: { value, max } });
        }
      },
    };
  },
});
