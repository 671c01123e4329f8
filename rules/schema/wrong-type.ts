import { schemaRule } from '../../src/schema/schema-rule.js';

export default schemaRule('wrong-type', 'A value has the wrong type (a string where a boolean is expected, ...), including YAML 1.1 booleans such as `yes`, which YAML 1.2 reads as strings.');
