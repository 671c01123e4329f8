import { loadProblemRule } from '../../src/engine/load-problem-rule.js';

export default loadProblemRule(
  'document/yaml-warning',
  ['yaml-warning'],
  'Constructs the YAML parser accepts but warns about, such as an unknown tag.',
  'warn',
);
