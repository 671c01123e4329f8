/**
 * The text `edgelint explain '<expression>' [--phase P]` prints: the
 * normalised expression, the tree with the type of every node, and the
 * problems with line:column and carets under the offending token.
 */
import type { AnyNode, ArgNode, IndexKey, RhsNode } from './ast.js';
import { type ExpressionContext, analyzeExpression } from './analyze.js';
import { EXPRESSION_MESSAGES, EXPRESSION_PROBLEM_CODES, type ExpressionProblemCode } from './messages.js';
import { printExpression } from './printer.js';
import { childrenOf } from './walk.js';
import { COMPARE_OP_TEXT } from './tokens.js';
import { formatMessage, type ValueProblem } from '../engine/value-problem.js';

export type ExplainOptions = Partial<ExpressionContext>;

const SEVERITY: ReadonlyMap<string, string> = new Map(EXPRESSION_PROBLEM_CODES.map((c) => [c.code, c.defaultSeverity]));

/** The text `edgelint explain` prints for an expression: its normalised form, typed tree and problems. Default: a filter of any phase. */
export function explain(expression: string, options: ExplainOptions = {}): string {
  const context: ExpressionContext = { ...options, kind: options.kind ?? 'filter' };
  const analysis = analyzeExpression(expression, context);
  const out: string[] = [];
  const where = [context.kind, context.phase === undefined ? 'any phase' : `phase ${context.phase}`];
  if (context.valueSlot !== undefined) where.push(`slot ${context.valueSlot}`);
  if (context.tier !== undefined) where.push(`plan ${context.tier}`);
  out.push(`Expression: ${analysis.ast === null ? '(does not parse)' : printExpression(analysis.ast)}`);
  out.push(`Context:    ${where.join(', ')}`);
  out.push(`Type:       ${analysis.type?.name ?? '(unknown)'}`);
  out.push('');
  out.push('Tree:');
  if (analysis.ast === null) out.push('  (none)');
  else renderTree(analysis.ast, '  ', '  ', out);
  out.push('');
  if (analysis.problems.length === 0) {
    out.push('No problems.');
  } else {
    out.push(`Problems (${analysis.problems.length}):`);
    for (const problem of analysis.problems) out.push(...renderProblem(expression, problem));
  }
  return `${out.join('\n')}\n`;
}

function label(node: AnyNode | ArgNode | RhsNode): string {
  switch (node.kind) {
    case 'logical':
      return node.op;
    case 'not':
      return 'not';
    case 'group':
      return '( )';
    case 'quantifier':
      return `${node.op}()`;
    case 'bool':
      return `${node.value}`;
    case 'comparison':
      return `${COMPARE_OP_TEXT[node.op]}`;
    case 'field':
      return `field ${node.name}`;
    case 'call':
      return `call ${node.name}()`;
    case 'index':
      return `index [${keyText(node.key)}]`;
    case 'set':
      return 'set';
    case 'list':
      return `list $${node.name}`;
    case 'string':
      return `${node.regex ? 'regex' : 'string'} ${node.text}`;
    case 'int':
      return `integer ${node.text}`;
    case 'ip':
      return `ip ${node.text}`;
    case 'cidr':
      return `cidr ${node.text}`;
    case 'range':
      return `range ${node.text}`;
    case 'bytes':
      return `bytes ${node.text}`;
    case 'word':
      return `word ${node.text}`;
  }
}

function keyText(key: IndexKey): string {
  return key.kind === 'each' ? '*' : key.text;
}


function renderTree(node: AnyNode | ArgNode | RhsNode, first: string, rest: string, out: string[]): void {
  const type = 'type' in node && node.type !== undefined ? ` : ${node.type.name}` : '';
  out.push(`${first}${label(node)}${type}  [${node.start}, ${node.end})`);
  const kids = childrenOf(node);
  kids.forEach((child, index) => {
    const last = index === kids.length - 1;
    renderTree(child, `${rest}${last ? '└─ ' : '├─ '}`, `${rest}${last ? '   ' : '│  '}`, out);
  });
}

/** 1-based line and column of an offset (columns in UTF-16 code units). */
export function lineColumn(text: string, offset: number): { line: number; column: number; lineStart: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1, lineStart };
}

/** Characters of source shown on each side of a problem's token. */
const SOURCE_CONTEXT = 60;

/** The message of an expression problem, as lint shows it. */
export function problemMessage(problem: ValueProblem): string {
  const templates = EXPRESSION_MESSAGES[problem.code as ExpressionProblemCode] as Readonly<Record<string, string>> | undefined;
  return formatMessage(templates?.[problem.messageId] ?? problem.messageId, problem.data);
}

function renderProblem(text: string, problem: ValueProblem): string[] {
  const code = problem.code as ExpressionProblemCode;
  const message = problemMessage(problem);
  const { line, column, lineStart } = lineColumn(text, problem.start);
  let lineEnd = text.indexOf('\n', lineStart);
  if (lineEnd < 0) lineEnd = text.length;
  // A long line is shown as a window around the token, so a 50,000-character expression prints a readable excerpt.
  const from = Math.max(lineStart, problem.start - SOURCE_CONTEXT);
  const to = Math.min(lineEnd, Math.min(Math.max(problem.end, problem.start + 1), problem.start + 2 * SOURCE_CONTEXT) + SOURCE_CONTEXT);
  const sourceLine = `${from > lineStart ? '…' : ''}${text.slice(from, to).replace(/\r$/, '')}${to < lineEnd ? '…' : ''}`;
  const caretEnd = Math.min(Math.max(problem.end, problem.start + 1), Math.max(to, problem.start + 1));
  const carets = `${' '.repeat(problem.start - from + (from > lineStart ? 1 : 0))}${'^'.repeat(Math.max(1, caretEnd - problem.start))}`;
  const lines = [`  ${line}:${column}  ${SEVERITY.get(code) ?? 'error'}  expression/${code}  ${message}`, `    ${sourceLine}`, `    ${carets}`];
  if (problem.fix !== undefined) lines.push(`    fix: replace [${problem.fix.start}, ${problem.fix.end}) with ${JSON.stringify(problem.fix.text)}`);
  for (const suggestion of problem.suggestions ?? []) lines.push(`    suggestion: ${suggestion.desc}`);
  return lines;
}
