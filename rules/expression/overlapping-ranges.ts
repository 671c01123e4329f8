import { semanticRule } from '../../src/expr-rules/semantic-rule.js';

export default semanticRule('overlapping-ranges');
