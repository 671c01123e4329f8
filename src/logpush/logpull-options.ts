/**
 * `logpull_options`, the deprecated query-style output options of a job
 * (reference §2, §4): `fields=A,B&timestamps=rfc3339&sample=0.1&CVE-2021-44228=true`.
 * Reports each problem at the offending name or value and builds the
 * equivalent `output_options`, so a rule can offer the replacement.
 */
import type { ValueProblem } from '../engine/value-problem.js';
import { LOGPULL_OPTIONS, TIMESTAMP_FORMATS, type LogpullOptionName, type TimestampFormat } from '../data/logpush-datasets.js';
import { JOB_FIELD_LIMITS, SAMPLE_RATE } from '../data/logpush-limits.js';
import { didYouMean } from '../text/did-you-mean.js';
import { quoteForMessage, sortByOffset, type Span } from '../logfilter/problem.js';
import { logpushProblem } from './messages.js';
import { checkOutputField } from './output-fields.js';
import { parseQuery, type QueryParameter } from './query-string.js';
import { codePointLimitSpan } from './text-length.js';

/** The `output_options` equivalent of a `logpull_options` string (reference §4 mapping). */
export interface EquivalentOutputOptions {
  field_names?: string[];
  timestamp_format?: TimestampFormat;
  sample_rate?: number;
  'CVE-2021-44228'?: boolean;
}

export interface LogpullOptionsAnalysis {
  readonly problems: readonly ValueProblem[];
  /** The options as written, in order. */
  readonly options: readonly QueryParameter[];
  /** The equivalent `output_options` (options whose value is invalid are left out). */
  readonly outputOptions: EquivalentOutputOptions;
  /**
   * `true` when every option was carried over to `outputOptions` unchanged
   * (field names are carried over as written, even unknown ones, which are
   * reported separately), so the replacement can be applied automatically.
   */
  readonly complete: boolean;
}

export interface LogpullOptionsAnalysisOptions {
  /** The job's dataset; field names are checked only for datasets with a field table. */
  readonly dataset?: string;
}

const OPTION_NAMES = Object.keys(LOGPULL_OPTIONS) as LogpullOptionName[];
const OPTION_LIST = OPTION_NAMES.map((name) => `\`${name}\``).join(', ');
const FORMAT_LIST = TIMESTAMP_FORMATS.map((name) => `\`${name}\``).join(', ');
const FIELD_SEPARATOR = ',';

interface Analysis {
  readonly text: string;
  readonly problems: ValueProblem[];
  readonly dataset?: string;
  readonly output: EquivalentOutputOptions;
  complete: boolean;
}

/** Analyse a `logpull_options` string. Pure, never throws, linear in `text.length`. */
export function analyzeLogpullOptions(text: string, options: LogpullOptionsAnalysisOptions = {}): LogpullOptionsAnalysis {
  const analysis: Analysis = {
    text,
    problems: [],
    ...(options.dataset !== undefined ? { dataset: options.dataset } : {}),
    output: {},
    complete: true,
  };
  const { problems } = analysis;

  const tooLong = codePointLimitSpan(text, JOB_FIELD_LIMITS.logpullOptions.maxLength);
  if (tooLong) {
    problems.push(logpushProblem('logpull-options', 'tooLong', tooLong.span, { length: tooLong.length, max: JOB_FIELD_LIMITS.logpullOptions.maxLength }));
  }

  let queryStart = 0;
  if (text.startsWith('?')) {
    problems.push(logpushProblem('logpull-options', 'leadingQuestionMark', { start: 0, end: 1 }, undefined, { fix: { start: 0, end: 1, text: '' } }));
    queryStart = 1;
  }
  const query = parseQuery(text, queryStart);
  for (const extra of query.extraSeparators) {
    problems.push(logpushProblem('logpull-options', 'emptyOption', extra, undefined, { fix: { ...extra, text: '' } }));
  }

  const seen = new Set<string>();
  for (const option of query.parameters) {
    const name = optionName(option, analysis);
    if (!name) continue;
    if (seen.has(name)) {
      problems.push(logpushProblem('logpull-options', 'duplicateOption', option.nameSpan, { name }));
      analysis.complete = false;
      continue;
    }
    seen.add(name);
    if (option.value === undefined || option.valueSpan === undefined) {
      problems.push(logpushProblem('logpull-options', 'missingValue', option.nameSpan, { name }));
      analysis.complete = false;
      continue;
    }
    readOption(name, option, option.value, option.valueSpan, analysis);
  }
  return { problems: sortByOffset(problems), options: query.parameters, outputOptions: analysis.output, complete: analysis.complete };
}

/**
 * The known option `option` stands for, reporting an unknown name. A close
 * misspelling (`timestamp`) stands for the option it resembles, so its value
 * is still checked.
 */
function optionName(option: QueryParameter, analysis: Analysis): LogpullOptionName | undefined {
  const written = option.name;
  if ((OPTION_NAMES as string[]).includes(written)) return written as LogpullOptionName;
  analysis.complete = false;
  const suggestion = didYouMean(written, OPTION_NAMES) as LogpullOptionName | undefined;
  const name = quoteForMessage(written);
  analysis.problems.push(
    suggestion
      ? logpushProblem('logpull-options', 'unknownOptionSuggestion', option.nameSpan, { name, suggestion }, {
          suggestions: [{ desc: `Rename to \`${suggestion}\``, fix: { ...option.nameSpan, text: suggestion } }],
        })
      : logpushProblem('logpull-options', 'unknownOption', option.nameSpan, { name, options: OPTION_LIST }),
  );
  return suggestion;
}

function readOption(name: LogpullOptionName, option: QueryParameter, value: string, span: Span, analysis: Analysis): void {
  const { problems, output } = analysis;
  const shown = quoteForMessage(value);
  switch (LOGPULL_OPTIONS[name].value) {
    case 'field-list':
      output.field_names = readFields(option, value, span.start, analysis);
      return;
    case 'timestamp-format': {
      if ((TIMESTAMP_FORMATS as readonly string[]).includes(value)) {
        output.timestamp_format = value as TimestampFormat;
        return;
      }
      analysis.complete = false;
      const suggestion = didYouMean(value, TIMESTAMP_FORMATS);
      problems.push(
        suggestion
          ? logpushProblem('logpull-options', 'badTimestampsSuggestion', span, { value: shown, suggestion }, {
              suggestions: [{ desc: `Use \`${suggestion}\``, fix: { ...span, text: suggestion } }],
            })
          : logpushProblem('logpull-options', 'badTimestamps', span, { value: shown, formats: FORMAT_LIST }),
      );
      return;
    }
    case 'sample-rate': {
      const rate = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/.test(value) ? Number(value) : NaN;
      if (rate > SAMPLE_RATE.exclusiveMin && rate <= SAMPLE_RATE.max) {
        output.sample_rate = rate;
        return;
      }
      analysis.complete = false;
      problems.push(logpushProblem('logpull-options', 'badSample', span, { value: shown }));
      return;
    }
    case 'boolean':
      if (value === 'true' || value === 'false') {
        output['CVE-2021-44228'] = value === 'true';
        return;
      }
      analysis.complete = false;
      problems.push(logpushProblem('logpull-options', 'badBoolean', span, { name, value: shown }));
      return;
  }
}

/** The names of `fields=…`, each checked against the dataset; `start` is the offset of the list. */
function readFields(option: QueryParameter, list: string, start: number, analysis: Analysis): string[] {
  const { problems, text } = analysis;
  const names: string[] = [];
  if (list.length === 0) {
    problems.push(logpushProblem('logpull-options', 'emptyFields', option.span));
    analysis.complete = false;
    return names;
  }
  let itemStart = start;
  const end = start + list.length;
  for (let i = start; i <= end; i++) {
    if (i < end && text[i] !== FIELD_SEPARATOR) continue;
    const raw = text.slice(itemStart, i);
    const name = raw.trim();
    if (name.length === 0) {
      // Blame the separator that produced the empty item.
      const comma = i < end ? { start: i, end: i + 1 } : { start: Math.max(start, i - 1), end: i };
      problems.push(logpushProblem('logpull-options', 'emptyField', comma, undefined, { fix: { ...comma, text: '' } }));
    } else {
      const nameStart = itemStart + (raw.length - raw.trimStart().length);
      const span = { start: nameStart, end: nameStart + name.length };
      if (name !== raw) {
        const itemSpan = { start: itemStart, end: i };
        problems.push(logpushProblem('logpull-options', 'fieldWhitespace', itemSpan, { field: quoteForMessage(name) }, { fix: { ...itemSpan, text: name } }));
      }
      checkField(name, span, analysis);
      names.push(name);
    }
    itemStart = i + 1;
  }
  return names;
}

function checkField(name: string, span: Span, analysis: Analysis): void {
  const verdict = checkOutputField(name, analysis.dataset);
  if (!verdict) return;
  const extras = verdict.replacement ? { suggestions: [{ desc: `Use \`${verdict.replacement}\``, fix: { ...span, text: verdict.replacement } }] } : {};
  analysis.problems.push(
    verdict.kind === 'deprecated'
      ? logpushProblem('output-deprecated-field', verdict.messageId, span, verdict.data, extras)
      : logpushProblem('logpull-options', verdict.messageId, span, verdict.data, extras),
  );
}
