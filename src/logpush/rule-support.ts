/**
 * What the `rules/logpush/*` rules share: the analyses of a job's `filter`,
 * `logpull_options`, `destination_conf` and `output_options.record_template`
 * strings, computed once per document (`context.memo`) whichever rules ask, and the hand-over of the
 * analysers' problems (offsets into the string) to `context.report`, which
 * places them in the file through the scalar's source map.
 */
import { reportValueProblem } from '../engine/report-value-problem.js';
import type { RuleContext } from '../engine/rule.js';
import type { ValueProblem } from '../engine/value-problem.js';
import type { LogpushJobModel, Path } from '../model/types.js';
import { isObject } from '../model/build.js';
import { analyzeFilter, type FilterAnalysis } from '../logfilter/analyze-filter.js';
import { analyzeDestination, type DestinationAnalysis } from './destination.js';
import { analyzeLogpullOptions, type LogpullOptionsAnalysis } from './logpull-options.js';
import { analyzeRecordTemplate, type RecordTemplateAnalysis } from './record-template.js';

/** The part of a rule context the helpers need (any options, any message ids). */
type AnyContext = Pick<RuleContext<unknown, string>, 'memo' | 'report'>;

/** A string member of a job with its path and analysis. */
export interface AnalysedMember<A> {
  readonly path: Path;
  readonly text: string;
  readonly analysis: A;
}

function member<A>(context: AnyContext, job: LogpushJobModel, name: string, analyse: (text: string) => A): AnalysedMember<A> | undefined {
  const text = job.value[name];
  if (typeof text !== 'string') return undefined;
  // Per job: the analyses depend on its dataset, which the job fixes.
  return context.memo(`logpush/${name}`, job, () => ({ path: [...job.path, name], text, analysis: analyse(text) }));
}

/** The analysis of the job's `filter` when it is a string (a filter in another shape is `logpush/filter-not-string`'s). */
export function filterOf(context: AnyContext, job: LogpushJobModel): AnalysedMember<FilterAnalysis> | undefined {
  return member(context, job, 'filter', (text) => analyzeFilter(text, job.dataset === undefined ? {} : { dataset: job.dataset }));
}

export function logpullOptionsOf(context: AnyContext, job: LogpushJobModel): AnalysedMember<LogpullOptionsAnalysis> | undefined {
  return member(context, job, 'logpull_options', (text) => analyzeLogpullOptions(text, job.dataset === undefined ? {} : { dataset: job.dataset }));
}

export function destinationOf(context: AnyContext, job: LogpushJobModel): AnalysedMember<DestinationAnalysis> | undefined {
  // An Instant Logs reply's destination is the `wss://` session Cloudflare opened, not a destination the user writes.
  if (job.body === 'instant_logs') return undefined;
  return member(context, job, 'destination_conf', (text) => analyzeDestination(text));
}

/** The analysis of `output_options.record_template` when it is a string. */
export function recordTemplateOf(context: AnyContext, job: LogpushJobModel): AnalysedMember<RecordTemplateAnalysis> | undefined {
  const options = job.value['output_options'];
  if (!isObject(options)) return undefined;
  const text = options['record_template'];
  if (typeof text !== 'string') return undefined;
  const names = options['field_names'];
  const fieldNames = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : undefined;
  return context.memo('logpush/record_template', job, () => ({
    path: [...job.path, 'output_options', 'record_template'],
    text,
    analysis: analyzeRecordTemplate(text, { ...(job.dataset !== undefined ? { dataset: job.dataset } : {}), ...(fieldNames ? { fieldNames } : {}) }),
  }));
}

/**
 * Report the problems of one code (= the rule's name without `logpush/`) at
 * their offsets inside the string at `path`, with their fix and suggestions.
 */
export function reportValueProblems(context: AnyContext, path: Path, problems: readonly ValueProblem[], code: string): void {
  for (const problem of problems) if (problem.code === code) reportValueProblem(context, path, problem);
}

/** Report the `code` problems of the job's filter string. */
export function reportFilterProblems(context: AnyContext, job: LogpushJobModel, code: string): void {
  const filter = filterOf(context, job);
  if (filter) reportValueProblems(context, filter.path, filter.analysis.problems, code);
}

/**
 * Where to report about a job as a whole (a member it lacks): the key of its
 * first member, i.e. where the job starts; the job itself when it is empty.
 */
export function jobHead(job: LogpushJobModel): { path: Path; target?: 'key' } {
  const first = Object.keys(job.value)[0];
  return first === undefined ? { path: job.path } : { path: [...job.path, first], target: 'key' };
}

/** A finite number member of the job (`undefined` for anything else, which the schema reports). */
export function numberMember(job: LogpushJobModel, name: string): number | undefined {
  const value = job.value[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
