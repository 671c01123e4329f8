import { regexCountRule } from '../../src/expr-rules/expression-rule.js';

export default regexCountRule();
