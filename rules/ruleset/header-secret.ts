import { defineRule } from '../../src/engine/rule.js';
import { isObject } from '../../src/model/build.js';
import { envName } from '../../src/plan/naming.js';
import { credentialStart, literalHeaderCredential, maskSecret } from '../../src/text/secrets.js';

/** The header transform phases. */
const HEADER_PHASES: ReadonlySet<string> = new Set(['http_request_late_transform', 'http_response_headers_transform']);

export default defineRule({
  id: 'ruleset/header-secret',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A header Transform Rule that sets a credential header (`Authorization`, `X-Api-Key`, `*-Token`, …) takes a `${NAME}` reference, never the credential itself; messages never repeat it.',
  messages: {
    literal: '`{{name}}` is set to a credential ({{masked}}); write a `${NAME}` reference.',
  },
  hasSuggestions: true,
  // A credential in clear text must leave the repository, not be carried in the suppressions file.
  bulkSuppressible: false,
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const headers = rule.parameters?.['headers'];
        if (rule.ruleset.phase === undefined || !HEADER_PHASES.has(rule.ruleset.phase) || !isObject(headers)) return;
        for (const [name, operation] of Object.entries(headers)) {
          const value = literalHeaderCredential(name, operation);
          if (value === undefined) continue;
          // An authentication scheme word stays (`Bearer ${API_TOKEN}`); the rest becomes the reference.
          const start = credentialStart(value);
          const reference = `\${${envName(name)}}`;
          context.report({
            path: [...rule.path, 'action_parameters', 'headers', name, 'value'],
            range: [start, value.length],
            messageId: 'literal',
            data: { name, masked: maskSecret(value.slice(start)) },
            suggest: [{ desc: `Replace the credential with the reference \`${reference}\``, fix: { start, end: value.length, text: reference } }],
          });
        }
      },
    };
  },
});
