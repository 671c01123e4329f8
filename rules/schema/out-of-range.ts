import { schemaRule } from '../../src/schema/schema-rule.js';

export default schemaRule('out-of-range', 'A number, string, list or mapping is outside the size or range the API accepts.');
