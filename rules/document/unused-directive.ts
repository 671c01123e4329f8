// The engine reports for this rule after applying directives (src/engine/directive-findings.ts).
import { unusedDirectiveRule } from '../../src/engine/directive-rules.js';

export default unusedDirectiveRule;
