import { schemaRule } from '../../src/schema/schema-rule.js';

export default schemaRule('missing-required', 'A required key is missing from an API object or the manifest.');
