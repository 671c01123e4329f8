import { expressionRule } from '../../src/expr-rules/expression-rule.js';

export default expressionRule('map-each');
