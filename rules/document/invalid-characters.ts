import { loadProblemRule } from '../../src/engine/load-problem-rule.js';

export default loadProblemRule(
  'document/invalid-characters',
  ['invalid-character', 'not-utf8'],
  'A file must be valid UTF-8 and hold only characters YAML allows unescaped (no NUL or other control characters).',
  'error',
);
