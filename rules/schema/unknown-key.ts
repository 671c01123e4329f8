import { schemaRule } from '../../src/schema/schema-rule.js';

export default schemaRule('unknown-key', 'A key that the API object or manifest does not have (the API rejects unknown keys: "invalid JSON: unknown field").');
