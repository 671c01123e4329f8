import { defineRule } from '../../src/engine/rule.js';
import { checkBehaviourParameters } from '../../src/esc/parameters.js';

export default defineRule({
  id: 'esc/behaviour-parameters',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An ESC behaviour\'s parameters must make sense for its replacement product: absolute http(s) URLs, hostnames for SNI and origin overrides, URL rewrites the product accepts, at most 10 KB of error content, something to do at all.',
  messages: {
    invalidUrl: '`{{name}}` must be an absolute http or https URL: {{reason}}.',
    redirectLoop: 'Redirect loop: `target_url` is on this zone and the behaviour has no `when`; add one.',
    invalidHostname: '`{{name}}` must be a hostname: {{reason}}.',
    nothingToDo: 'A `{{useCase}}` behaviour needs {{members}}.',
    pathNotAbsolute: '`path` must start with `/`.',
    queryInPath: 'A query string does not belong in `path`; write it in `query`.',
    whitespace: '`{{name}}` contains whitespace; percent-encode it (`%20`).',
    queryQuestionMark: '`query` starts with `?`; write it without the `?`.',
    uriTooLong: '`path` and `query` have {{length}} characters together; a URL rewrite accepts at most {{max}}.',
    noSettings: '`settings` is empty; a configuration rule needs at least one setting.',
    contentTooLarge: '`content` has {{size}} bytes; a custom error response accepts at most {{max}}.',
    contentNotJson: '`content` is not valid JSON: {{reason}}.',
    informationalStatus: 'Origin status {{status}} is informational (1xx), so this redirect never happens.',
    blankDescription: '`description` of an `other` behaviour must say what it does.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      escBehaviour(behaviour) {
        for (const problem of checkBehaviourParameters(behaviour)) {
          context.report({
            path: problem.path,
            ...(problem.target ? { target: problem.target } : {}),
            ...(problem.range ? { range: problem.range } : {}),
            messageId: problem.messageId,
            data: problem.data,
            ...(problem.fix ? { fix: problem.fix } : {}),
          });
        }
      },
    };
  },
});
