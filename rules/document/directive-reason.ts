// The engine reports for this rule after applying directives (src/engine/directive-findings.ts).
import { directiveReasonRule } from '../../src/engine/directive-rules.js';

export default directiveReasonRule;
