// The logpush/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import deprecatedMembers from './deprecated-members.js';
import destination from './destination.js';
import destinationSecret from './destination-secret.js';
import destinationUnknownScheme from './destination-unknown-scheme.js';
import edgeJob from './edge-job.js';
import filterContradiction from './filter-contradiction.js';
import filterDeprecatedField from './filter-deprecated-field.js';
import filterLimits from './filter-limits.js';
import filterNotString from './filter-not-string.js';
import filterOperator from './filter-operator.js';
import filterOperatorType from './filter-operator-type.js';
import filterStructure from './filter-structure.js';
import filterSyntax from './filter-syntax.js';
import filterUnfilterableField from './filter-unfilterable-field.js';
import filterUnknownField from './filter-unknown-field.js';
import filterValueType from './filter-value-type.js';
import jobName from './job-name.js';
import jobsPerZone from './jobs-per-zone.js';
import knownDataset from './known-dataset.js';
import logpullOptions from './logpull-options.js';
import outputDeprecatedField from './output-deprecated-field.js';
import outputOptions from './output-options.js';
import recordTemplate from './record-template.js';
import uploadLimits from './upload-limits.js';

export const logpushRules: readonly AnyRule[] = [deprecatedMembers, destination, destinationSecret, destinationUnknownScheme, edgeJob, filterContradiction, filterDeprecatedField, filterLimits, filterNotString, filterOperator, filterOperatorType, filterStructure, filterSyntax, filterUnfilterableField, filterUnknownField, filterValueType, jobName, jobsPerZone, knownDataset, logpullOptions, outputDeprecatedField, outputOptions, recordTemplate, uploadLimits];
