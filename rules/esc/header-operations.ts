import { defineRule } from '../../src/engine/rule.js';
import { checkHeaderOperations } from '../../src/esc/parameters.js';

export default defineRule({
  id: 'esc/header-operations',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The header operations of `request_headers`, `response_headers` and `add_response_cookies` behaviours must be ones a Transform Rule can perform: valid header names and values, no protected headers, one operation per header, valid Set-Cookie values.',
  messages: {
    nothingToDo: 'a `{{useCase}}` behaviour needs {{members}}',
    invalidHeaderName: '`{{name}}` is not a valid {{kind}} header name; use {{allowed}}',
    protectedHeader: 'a transform rule cannot {{operation}} `{{name}}`: {{reason}}',
    conflictingOperations: '`{{name}}` is both {{first}} and {{second}} by this behaviour; a transform rule holds one operation per header name',
    headerValueCharacter: 'the value of `{{name}}` has {{char}}, which a request header value cannot hold (letters, digits, space and `{{allowed}}`)',
    headerValueTooLong: 'the value of `{{name}}` has {{size}} bytes; request header values hold at most {{max}}',
    invalidCookie: 'not a valid Set-Cookie value: {{reason}}',
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
