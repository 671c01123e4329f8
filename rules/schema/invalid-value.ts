import { schemaRule } from '../../src/schema/schema-rule.js';

export default schemaRule('invalid-value', 'A value is not one of the values the API accepts for that key.');
