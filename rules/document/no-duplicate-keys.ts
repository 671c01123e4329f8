import { loadProblemRule } from '../../src/engine/load-problem-rule.js';

export default loadProblemRule(
  'document/no-duplicate-keys',
  ['duplicate-key'],
  'A mapping must not hold the same key twice: only the last value counts, so the first is silently lost.',
  'error',
);
