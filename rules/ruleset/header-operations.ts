import { defineRule } from '../../src/engine/rule.js';
import { HTTP_TOKEN, PROTECTED_REQUEST_HEADERS, PROTECTED_RESPONSE_HEADERS, REQUEST_HEADER_NAME, protectedHeader } from '../../src/data/esc-parameter-limits.js';
import { isObject } from '../../src/model/build.js';

/** The header transform phases and whether they change request headers. */
const HEADER_PHASES: Readonly<Record<string, 'request' | 'response'>> = {
  http_request_late_transform: 'request',
  http_response_headers_transform: 'response',
};

const OPERATION_WORDS: Readonly<Record<string, string>> = { set: 'set', add: 'add', remove: 'remove' };

export default defineRule({
  id: 'ruleset/header-operations',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The header operations of request and response header Transform Rules must be ones the phase offers, on valid header names that are not reserved, with a value (or expression) for `set` and `add`.',
  messages: {
    invalidRequestName: '`{{name}}` is not a valid request header name; use letters, digits, `-` and `_`.',
    invalidResponseName: '`{{name}}` is not a valid header name; use letters, digits and `-`.',
    reserved: 'Transform rules cannot {{operation}} the reserved header `{{name}}`.',
    addInRequest: 'Request header transforms offer `set` and `remove`; `add` exists only for response headers.',
    missingValue: '`{{operation}}` needs a `value` or an `expression`.',
    valueAndExpression: 'Give `value` or `expression`, not both.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const direction = rule.ruleset.phase === undefined ? undefined : HEADER_PHASES[rule.ruleset.phase];
        const headers = rule.parameters?.['headers'];
        if (direction === undefined || rule.action !== 'rewrite' || !isObject(headers)) return;
        const request = direction === 'request';
        for (const [name, operation] of Object.entries(headers)) {
          const at = [...rule.path, 'action_parameters', 'headers', name];
          if (!(request ? REQUEST_HEADER_NAME : HTTP_TOKEN).test(name)) {
            context.report({ path: at, target: 'key', messageId: request ? 'invalidRequestName' : 'invalidResponseName', data: { name } });
            continue;
          }
          if (!isObject(operation) || typeof operation['operation'] !== 'string' || OPERATION_WORDS[operation['operation']] === undefined) continue; // schema rules report it
          const op = operation['operation'] as 'set' | 'add' | 'remove';
          if (request && op === 'add') {
            context.report({ path: [...at, 'operation'], messageId: 'addInRequest' });
            continue;
          }
          const guard = protectedHeader(request ? PROTECTED_REQUEST_HEADERS : PROTECTED_RESPONSE_HEADERS, name);
          const allowed = guard !== undefined && (guard.allowed.includes(op) || (op === 'remove' && guard.removable?.includes(name.toLowerCase())));
          if (guard !== undefined && !allowed) context.report({ path: at, target: 'key', messageId: 'reserved', data: { name, operation: op } });
          if (op !== 'remove') {
            const hasValue = operation['value'] !== undefined;
            const hasExpression = operation['expression'] !== undefined;
            if (!hasValue && !hasExpression) context.report({ path: [...at, 'operation'], messageId: 'missingValue', data: { operation: op } });
            if (hasValue && hasExpression) context.report({ path: [...at, 'expression'], target: 'key', messageId: 'valueAndExpression' });
          }
        }
      },
    };
  },
});
