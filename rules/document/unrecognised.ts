import { defineRule } from '../../src/engine/rule.js';
import { isObject } from '../../src/model/build.js';

export default defineRule({
  id: 'document/unrecognised',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A document must be an edgelint manifest or an API object edgelint knows; anything else is reported once, at its start.',
  messages: {
    unrecognised:
      'unrecognised document ({{found}}): expected an edgelint manifest (top-level `account` or `zones`) or an API object — a ruleset (`phase`, `rules`), a log push job (`dataset`, `destination_conf`), an ESC setting (`always` or `with_secret`), or one of them in a response envelope (`result`)',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      document(document) {
        if (document.kind !== 'unknown') return;
        const value = document.value;
        const found = isObject(value)
          ? `a mapping with keys ${Object.keys(value).slice(0, 5).map((k) => `\`${k}\``).join(', ') || '(none)'}`
          : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
        // At the document's start, not across the whole document: one line the user can jump to.
        context.report({ path: [], target: 'key', messageId: 'unrecognised', data: { found } });
      },
    };
  },
});
