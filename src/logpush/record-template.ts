/**
 * `output_options.record_template` (reference §4): a Go text/template
 * subset — text, `{{ .Field }}`, `{{ "const" }}` and comments
 * (`{{/*` … `*\/}}`);
 * no functions, pipelines, conditionals or loops. Fields not in
 * `field_names` render `null`. Reports each action that is not one of those
 * forms, and each field that is not a field of the dataset or not listed.
 *
 * Lexing follows Go's text/template: an action runs from `{{` to the first
 * `}}` outside a quoted string, raw string or character constant; a comment
 * runs from `/*` right after `{{` to the first `*` + `/`, which must come
 * right before `}}`; `{{- ` and ` -}}`
 * trim markers are accepted (the reference neither lists nor excludes them).
 */
import type { ValueProblem } from '../engine/value-problem.js';
import { quoteForMessage, sortByOffset } from '../logfilter/problem.js';
import { logpushProblem } from './messages.js';
import { checkOutputField } from './output-fields.js';

export interface RecordTemplateOptions {
  /** The job's dataset; fields are checked only for datasets with a field table. */
  readonly dataset?: string;
  /** `output_options.field_names`, when given: fields outside it render `null`. */
  readonly fieldNames?: readonly string[];
}

export interface RecordTemplateAnalysis {
  readonly problems: readonly ValueProblem[];
  /** The fields the template names, in order. */
  readonly fields: readonly string[];
}

const OPEN = '{{';
const CLOSE = '}}';
const EXAMPLE = '{{ .ClientIP }}';
const FIELD = /^\.([A-Za-z_][A-Za-z0-9_]*)$/;
const STRING_CONSTANT = /^(?:"(?:[^"\\\n]|\\.)*"|`[^`]*`)$/;

/** Analyse a record template. Pure, never throws, linear in `text.length`. */
export function analyzeRecordTemplate(text: string, options: RecordTemplateOptions = {}): RecordTemplateAnalysis {
  const problems: ValueProblem[] = [];
  const fields: string[] = [];
  const listed = options.fieldNames ? new Set(options.fieldNames) : undefined;
  let pos = 0;
  for (;;) {
    const start = text.indexOf(OPEN, pos);
    if (start < 0) break;
    let inner = start + OPEN.length;
    if (text[inner] === '-' && /[ \t\r\n]/.test(text[inner + 1] ?? '')) inner += 2;
    const close = text.startsWith('/*', inner) ? commentEnd(text, inner) : actionEnd(text, inner);
    if (close < 0) {
      problems.push(logpushProblem('record-template', 'unclosedAction', { start, end: start + OPEN.length }, { open: OPEN, close: CLOSE }));
      break;
    }
    pos = close + CLOSE.length;
    if (text.startsWith('/*', inner)) continue;
    let body = text.slice(inner, close);
    if (/[ \t\r\n]-$/.test(body)) body = body.slice(0, -1);
    const trimmed = body.trim();
    const actionSpan = { start, end: pos };
    if (trimmed.length === 0) {
      problems.push(logpushProblem('record-template', 'emptyAction', actionSpan, { open: OPEN, close: CLOSE, example: EXAMPLE }));
      continue;
    }
    if (STRING_CONSTANT.test(trimmed)) continue;
    const field = FIELD.exec(trimmed);
    if (!field) {
      problems.push(logpushProblem('record-template', 'unsupportedAction', actionSpan, { action: quoteForMessage(text.slice(start, pos)), example: EXAMPLE }));
      continue;
    }
    const name = field[1]!;
    const nameStart = inner + body.indexOf(trimmed) + 1;
    checkField(name, { start: nameStart, end: nameStart + name.length }, options.dataset, listed, problems);
    fields.push(name);
  }
  return { problems: sortByOffset(problems), fields };
}

function checkField(name: string, span: { start: number; end: number }, dataset: string | undefined, listed: ReadonlySet<string> | undefined, problems: ValueProblem[]): void {
  const verdict = checkOutputField(name, dataset);
  const extras = verdict?.replacement ? { suggestions: [{ desc: `Use \`${verdict.replacement}\``, fix: { ...span, text: verdict.replacement } }] } : {};
  if (verdict?.kind === 'unknown') {
    problems.push(logpushProblem('record-template', verdict.messageId, span, verdict.data, extras));
    return;
  }
  if (verdict?.kind === 'deprecated') problems.push(logpushProblem('output-deprecated-field', verdict.messageId, span, verdict.data, extras));
  if (listed && !listed.has(name)) problems.push(logpushProblem('record-template', 'fieldNotListed', span, { field: name }));
}

/** The offset of the `}}` closing a comment that starts at `at`, or -1 (Go: the comment must end right before the delimiter). */
function commentEnd(text: string, at: number): number {
  const end = text.indexOf('*/', at + 2);
  if (end < 0) return -1;
  let close = end + 2;
  if (/^[ \t\r\n]-/.test(text.slice(close, close + 2))) close += 2;
  return text.startsWith(CLOSE, close) ? close : -1;
}

/** The offset of the `}}` ending an action whose body starts at `at`, skipping quoted text; -1 when there is none. */
function actionEnd(text: string, at: number): number {
  for (let i = at; i < text.length; i++) {
    const ch = text[i];
    if (ch === '}' && text[i + 1] === '}') return i;
    if (ch === '"' || ch === "'") {
      // An interpreted string or a character constant: up to its unescaped closing quote, on one line.
      let j = i + 1;
      while (j < text.length && text[j] !== ch && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length || text[j] !== ch) return -1;
      i = j;
    } else if (ch === '`') {
      const j = text.indexOf('`', i + 1);
      if (j < 0) return -1;
      i = j;
    }
  }
  return -1;
}
