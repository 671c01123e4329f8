// The document/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import directiveReason from './directive-reason.js';
import invalidCharacters from './invalid-characters.js';
import noDuplicateKeys from './no-duplicate-keys.js';
import terraformScope from './terraform-scope.js';
import unrecognised from './unrecognised.js';
import unusedDirective from './unused-directive.js';
import yamlWarning from './yaml-warning.js';

export const documentRules: readonly AnyRule[] = [directiveReason, invalidCharacters, noDuplicateKeys, terraformScope, unrecognised, unusedDirective, yamlWarning];
