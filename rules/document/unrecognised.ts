import { defineRule } from '../../src/engine/rule.js';
import { isObject } from '../../src/model/build.js';

export default defineRule({
  id: 'document/unrecognised',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A document must be an edgelint manifest or an API object edgelint knows; anything else is reported once, at its start.',
  messages: {
    unrecognised: 'Unrecognised document ({{found}}); expected a manifest or an API object.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      document(document) {
        if (document.kind !== 'unknown') return;
        const value = document.value;
        // Two keys at most: enough to recognise the file, short enough for one headline.
        const keys = isObject(value) ? Object.keys(value) : [];
        const found = isObject(value)
          ? keys.length === 0 ? 'an empty mapping' : `keys ${keys.slice(0, 2).map((k) => `\`${k}\``).join(', ')}${keys.length > 2 ? ', …' : ''}`
          : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
        // At the document's start, not across the whole document: one line the user can jump to.
        context.report({ path: [], target: 'key', messageId: 'unrecognised', data: { found } });
      },
    };
  },
});
