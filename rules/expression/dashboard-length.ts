import { EXPRESSION_LIMITS } from '../../src/data/expression-limits.js';
import { lengthRule } from '../../src/expr-rules/expression-rule.js';

export default lengthRule('dashboard-length', EXPRESSION_LIMITS.dashboardMaxLength);
