import { defineRule } from '../../src/engine/rule.js';
import { COOKIE_OCTET_WORDS, ESC_COOKIE_NAME } from '../../src/data/esc-limits.js';
import { checkSecret } from '../../src/esc/controls.js';
import { escCookieSecrets, maskSecret } from '../../src/text/secrets.js';
import { expressionSitesOf } from '../../src/expr-rules/expression-sites.js';

export default defineRule({
  id: 'esc/disable-secret',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The ESC test secret (`with_secret`, and a `disable_esc=` cookie a rule expression matches) is a `${NAME}` reference, never a literal secret in the repository; a literal one must also fit the API (at most 100 characters) and the cookie it travels in. Messages never repeat the secret.',
  messages: {
    empty: '`with_secret` is empty; write a reference such as `${ESC_SECRET}`.',
    literal: '`with_secret` holds a literal secret ({{masked}}); write a `${NAME}` reference.',
    tooLong: 'The secret has {{length}} characters; the API accepts at most {{max}}.',
    character: 'Character {{position}} of the secret cannot appear in a cookie value.',
    inExpression: 'This expression holds the ESC secret ({{masked}}); write `disable_esc=${NAME}`.',
  },
  hasSuggestions: true,
  // A secret in clear text must leave the repository, not be carried in the suppressions file.
  bulkSuppressible: false,
  defaultOptions: undefined,
  create(context) {
    return {
      // A rule that matches the test cookie (`http.cookie contains "disable_esc=…"`) carries the secret as well.
      rule(rule) {
        for (const site of expressionSitesOf(context, rule)) {
          // A pattern that reads the cookie (`matches "disable_esc=[^;]+"`) is not a secret (escCookieSecrets leaves it);
          // one that spells the secret out (`matches "disable_esc=abc"`) is, as the plan and every output treat it.
          for (const { start, end } of escCookieSecrets(site.text)) {
            context.report({
              path: site.path,
              range: [start, end],
              messageId: 'inExpression',
              data: { masked: maskSecret(site.text.slice(start, end)) },
              suggest: [{ desc: 'Replace the secret with the reference `${ESC_SECRET}`', fix: { start, end, text: '${ESC_SECRET}' } }],
            });
          }
        }
      },
      escControl(control) {
        const value = control.value['with_secret'];
        if (typeof value !== 'string') return;
        const path = [...control.path, 'with_secret'];
        for (const problem of checkSecret(value)) {
          switch (problem.kind) {
            case 'empty':
              context.report({ path, messageId: 'empty' });
              break;
            case 'literal':
              context.report({
                path,
                messageId: 'literal',
                data: { masked: maskSecret(value) },
                suggest: [{ desc: 'Replace the secret with the reference `${ESC_SECRET}`', fix: { start: 0, end: value.length, text: '${ESC_SECRET}' } }],
              });
              break;
            case 'tooLong':
              context.report({ path, messageId: 'tooLong', data: { length: problem.length, max: problem.max } });
              break;
            case 'character':
              context.report({ path, range: [problem.index, problem.index + problem.length], messageId: 'character', data: { position: problem.position, cookie: ESC_COOKIE_NAME, allowed: COOKIE_OCTET_WORDS } });
              break;
          }
        }
      },
    };
  },
});
