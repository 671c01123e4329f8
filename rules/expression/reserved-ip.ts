import { semanticRule } from '../../src/expr-rules/semantic-rule.js';

export default semanticRule('reserved-ip');
