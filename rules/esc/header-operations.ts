import { defineRule } from '../../src/engine/rule.js';
import { checkHeaderOperations } from '../../src/esc/parameters.js';

export default defineRule({
  id: 'esc/header-operations',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The header operations of `request_headers`, `response_headers` and `add_response_cookies` behaviours must be ones a Transform Rule can perform: valid header names and values, no protected headers, one operation per header, valid Set-Cookie values.',
  messages: {
    nothingToDo: 'A `{{useCase}}` behaviour needs {{members}}.',
    invalidHeaderName: '`{{name}}` is not a valid {{kind}} header name; use {{allowed}}.',
    protectedHeader: 'A transform rule cannot {{operation}} the `{{name}}` header.',
    conflictingOperations: '`{{name}}` is both {{first}} and {{second}} by this behaviour; keep one operation.',
    headerValueCharacter: 'The value of `{{name}}` has {{char}}, which a request header value cannot hold.',
    headerValueTooLong: 'The value of `{{name}}` has {{size}} bytes; request header values hold at most {{max}}.',
    invalidCookie: 'Invalid Set-Cookie value: {{reason}}.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      escBehaviour(behaviour) {
        for (const problem of checkHeaderOperations(behaviour)) {
          context.report({
            path: problem.path,
            ...(problem.target ? { target: problem.target } : {}),
            ...(problem.range ? { range: problem.range } : {}),
            messageId: problem.messageId,
            data: problem.data,
          });
        }
      },
    };
  },
});
