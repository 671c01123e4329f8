/**
 * The ESC migration analyser: what each behaviour becomes, whether the
 * configuration already replaces it, the generated replacement rules, the
 * removal deadline and the test procedure. Pure functions over the document
 * model; the rules in `rules/esc/` and the migration report (`src/report/`)
 * are built on them.
 */
export { behaviourLabel, behaviourWhen, describeBehaviour, headerOperations, scopeLabel, type HeaderOperation } from './behaviour.js';
export { conditionKey, sameCondition, MATCH_ALL } from './condition.js';
export { checkSecret, controlState, displayControl, type ControlState, type SecretProblem } from './controls.js';
export { analyzeCoverage, describeRuleRef, type CoverageAnalysis, type CoverageOptions, type CoverageStatus, type RuleRef } from './coverage.js';
export { DEFAULT_REMOVAL_OPTIONS, REMOVAL_DATE_OPTIONS_SCHEMA, daysWord, escDeadline, type EscDeadline, type RemovalDateOptions } from './deadline.js';
export { checkBehaviourParameters, checkHeaderOperations, hostnameProblem, urlProblem, type ParameterProblem } from './parameters.js';
export { entryPointOf, generateReplacement, packHeaders, replacementJson, replacementProblems, type ApiRule, type GeneratedReplacement, type ReplacementTarget } from './replacement.js';
export { testProcedure, type TestStep, type TestRequest } from './test-procedure.js';
export { analyzeWhen, type WhenAnalysis } from './when.js';
