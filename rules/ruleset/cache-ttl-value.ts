import { defineRule } from '../../src/engine/rule.js';
import { MAX_CACHE_TTL_SECONDS } from '../../src/data/cache-settings.js';
import { ttlSettingsOf } from '../../src/cache/ttl-settings.js';

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
        for (const { value: ttl, path } of ttlSettingsOf(rule)) {
          const value = ttl['default'];
          if (typeof value === 'number' && value > max) context.report({ path: [...path, 'default'], messageId: 'tooLong', data: { value, max } });
        }
      },
    };
  },
});
