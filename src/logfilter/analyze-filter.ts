/**
 * The log filter analyser: everything the `logpush/filter-*` rules report
 * about a job's `filter` string, with offsets into that string.
 */
import type { ValueProblem } from '../engine/value-problem.js';
import { datasetIndex } from '../data/logpush-datasets.js';
import { checkCondition, type TypedCondition } from './condition-check.js';
import { findContradictions } from './contradictions.js';
import { utf8ByteLength, type FilterMeasurements } from './filter-limits.js';
import { checkFilterStructure } from './filter-structure.js';
import { parseJson } from './json-parser.js';
import type { JsonNode } from './json-tree.js';
import { filterProblem } from './messages.js';
import { sortByOffset } from './problem.js';

export interface FilterAnalysisOptions {
  /**
   * The job's dataset. Field names and types are checked only for datasets
   * with a field table (`http_requests`, `firewall_events`); for any other
   * value, or none, structure, operators and value shapes are still checked.
   */
  readonly dataset?: string;
}

export interface FilterAnalysis {
  /** Problems of every `filter-*` code except `filter-limits` (see `checkFilterLimits`), sorted by offset. */
  readonly problems: readonly ValueProblem[];
  /** The parsed filter, when it is valid JSON. */
  readonly tree?: JsonNode;
  /** What the limits apply to; pass to `checkFilterLimits` with the rule's options. */
  readonly measurements: FilterMeasurements;
}

/**
 * Analyse a filter string. Pure, never throws, linear in `text.length`.
 *
 * An empty string is treated as "no filter" (no problems): job replies may
 * echo an unset filter as `""` (reference §10).
 */
export function analyzeFilter(text: string, options: FilterAnalysisOptions = {}): FilterAnalysis {
  const byteSize = utf8ByteLength(text);
  if (text.length === 0) return { problems: [], measurements: { byteSize, operatorCount: 0, combinatorCount: 0, conditionSpans: [] } };

  const parsed = parseJson(text);
  if (!parsed.value) {
    const error = parsed.error!;
    const problem = filterProblem('filter-syntax', error.messageId, error, error.data, {
      ...(error.fix ? { fix: error.fix } : {}),
      ...(error.suggestions ? { suggestions: error.suggestions } : {}),
    });
    return { problems: [problem], measurements: { byteSize, conditionSpans: [] } };
  }

  const problems: ValueProblem[] = [];
  const structure = checkFilterStructure(parsed.value, text, problems);
  const index = datasetIndex(options.dataset);
  const ctx = { text, problems, ...(index ? { index, dataset: options.dataset } : {}) };
  const groups = new Map<number, TypedCondition[]>();
  for (const condition of structure.conditions) {
    const typed = checkCondition(condition, ctx);
    if (typed && condition.andGroup !== undefined) {
      const group = groups.get(condition.andGroup) ?? [];
      group.push(typed);
      groups.set(condition.andGroup, group);
    }
  }
  findContradictions(groups, text, problems);

  return {
    problems: sortByOffset(problems),
    tree: parsed.value,
    measurements: {
      byteSize,
      operatorCount: structure.conditions.length,
      combinatorCount: structure.combinatorCount,
      conditionSpans: structure.conditions.map(({ node }) => ({ start: node.start, end: node.end })),
    },
  };
}
