/**
 * HCL string templates → string values with source maps: quoted strings
 * (`"…"` with the escapes `\n \r \t \" \\ \uNNNN \UNNNNNNNN`) and heredocs
 * (`<<EOT`, and `<<-EOT`, which removes the smallest indentation of its
 * non-blank lines, as hashicorp/hcl's `flushHeredocTemplateParts` does). In
 * both, `$${` and `%%{` stand for a literal `${` and `%{`, and `~` strip
 * markers remove the blanks next to an interpolation.
 *
 * An interpolation whose value is known (a literal, a resolved local) is
 * written into the value; any other interpolation, and every `%{ if }` /
 * `%{ for }` directive, is unknown: it is held by a placeholder word
 * (`tf_unknown_1`, …) that reads as a string inside quotes and as a name
 * outside them, and its span is recorded so that reports touching it are
 * dropped. A template that is one interpolation and nothing else has that
 * expression's own value, as in HCL.
 *
 * Linear in the template's length.
 */
import type { LoadProblem } from '../load-problem.js';
import { loadProblem } from '../load-problem.js';
import type { SourceRange } from '../position.js';
import { SegmentMap, StringMapBuilder } from '../string-map.js';
import type { TreeNode, TreeString } from '../value-tree.js';
import { named, type SyntaxNode } from './hcl-parser.js';
import { escapeAt } from './hcl-scanner.js';

/** What a template needs from its evaluator. */
export interface TemplateContext {
  readonly text: string;
  readonly problems: LoadProblem[];
  /** The value of an interpolated expression. */
  evaluate(expression: SyntaxNode): TreeNode;
  /** A fresh placeholder word for an unknown part. */
  placeholder(): string;
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

/** A piece of template content: literal source `[start, end)`, or an interpolation / directive node. */
type Piece = { readonly literal: true; start: number; end: number } | { readonly literal: false; readonly node: SyntaxNode };

function isBlank(c: string | undefined): boolean {
  return c !== undefined && /\s/.test(c);
}

/** The parts of a quoted template or heredoc between its delimiters, literal gaps included. */
function pieces(parts: readonly SyntaxNode[], start: number, end: number, text: string): Piece[] {
  const out: Piece[] = [];
  let at = start;
  for (const part of parts) {
    if (part.type !== 'template_interpolation' && part.type !== 'template_directive') continue;
    if (part.start > at) out.push({ literal: true, start: at, end: part.start });
    out.push({ literal: false, node: part });
    at = Math.max(at, part.end);
  }
  if (end > at) out.push({ literal: true, start: at, end });
  // `${~` and `~}` remove the blanks (line breaks included) next to them.
  out.forEach((piece, i) => {
    if (piece.literal) return;
    const prev = out[i - 1];
    const next = out[i + 1];
    const [stripBefore, stripAfter] = stripMarkers(piece.node);
    if (stripBefore && prev?.literal) while (prev.end > prev.start && isBlank(text[prev.end - 1])) prev.end--;
    if (stripAfter && next?.literal) while (next.start < next.end && isBlank(text[next.start])) next.start++;
  });
  return out;
}

/** Whether a part starts with `${~` / `%{~` and ends with `~}`. */
function stripMarkers(part: SyntaxNode): [boolean, boolean] {
  const first = part.type === 'template_interpolation' ? part : part.children[0]?.children[0];
  const last = part.type === 'template_interpolation' ? part : lastChild(lastChild(part));
  const firstKids = first?.children ?? [];
  const lastKids = last?.children ?? [];
  const before = firstKids[1]?.type === 'strip_marker';
  const after = lastKids.length >= 2 && lastKids[lastKids.length - 2]?.type === 'strip_marker';
  return [before, after];
}

function lastChild(node: SyntaxNode | undefined): SyntaxNode | undefined {
  return node?.children[node.children.length - 1];
}

/** Append literal source `[start, end)` to `out`, decoding escapes (`quoted`) or only `$${` / `%%{` (heredocs). */
function appendLiteral(out: StringMapBuilder, ctx: TemplateContext, start: number, end: number, quoted: boolean): void {
  const text = ctx.text;
  let run = start;
  const flush = (upTo: number): void => {
    if (upTo > run) out.exact(text.slice(run, upTo), run);
  };
  let i = start;
  while (i < end) {
    const c = text[i];
    if ((c === '$' || c === '%') && text[i + 1] === c && text[i + 2] === '{') {
      flush(i);
      out.mapped(`${c}{`, { start: i, end: i + 3 });
      i += 3;
      run = i;
      continue;
    }
    if (quoted && c === '\\') {
      flush(i);
      // The scanner's escape reader says which escapes are valid, with the same headline and range as the validator's.
      const escape = escapeAt(text, i);
      if (typeof escape === 'number') {
        const value = escape === 2 ? (SHORT_ESCAPES[text[i + 1] as string] as string) : String.fromCodePoint(Number.parseInt(text.slice(i + 2, i + escape), 16));
        out.mapped(value, { start: i, end: i + escape });
        i += escape;
      } else {
        const stop = Math.min(end, escape.end);
        ctx.problems.push(loadProblem('hcl-syntax', escape.message, i, stop));
        out.mapped('\ufffd', { start: i, end: stop });
        i = stop;
      }
      run = i;
      continue;
    }
    i++;
  }
  flush(end);
}

/** Append an interpolation or directive: its known value, or a placeholder for an unknown one. */
function appendPart(out: StringMapBuilder, unknown: [number, number][], ctx: TemplateContext, part: SyntaxNode): void {
  const range: SourceRange = { start: part.start, end: part.end };
  const expression = part.type === 'template_interpolation' ? named(part).find((c) => c.type === 'expression') : undefined;
  const value = expression ? ctx.evaluate(expression) : undefined;
  if (value?.kind === 'string' && value.unknown.length === 0) {
    if (value.map instanceof SegmentMap) out.copy(value.map, value.value, 0, value.value.length);
    else out.mapped(value.value, range);
    return;
  }
  if (value?.kind === 'scalar' && value.value !== null) {
    out.mapped(String(value.value), range);
    return;
  }
  const start = out.length;
  out.mapped(ctx.placeholder(), range);
  unknown.push([start, out.length]);
}

/** The value of a quoted template (`string_lit` or `quoted_template` node). */
export function quotedTemplate(node: SyntaxNode, ctx: TemplateContext): TreeNode {
  const kids = node.children;
  const open = kids[0];
  const close = kids[kids.length - 1];
  const start = open ? open.end : node.start;
  const end = close && close.type === 'quoted_template_end' && !close.missing ? close.start : node.end;
  return template(node, pieces(kids, start, end, ctx.text), ctx, { quoted: true, indent: 0, contentStart: start });
}

/** The value of a heredoc (`heredoc_template` node). */
export function heredocTemplate(node: SyntaxNode, ctx: TemplateContext): TreeNode {
  const kids = node.children;
  const flush = kids[0] !== undefined && ctx.text.slice(kids[0].start, kids[0].end) === '<<-';
  const ids = kids.filter((k) => k.type === 'heredoc_identifier');
  const opening = ids[0];
  const closing = ids.length > 1 ? ids[ids.length - 1] : undefined;
  const text = ctx.text;
  const newline = text.indexOf('\n', opening?.end ?? node.start);
  const start = newline < 0 || newline >= node.end ? node.end : newline + 1;
  const end = closing ? Math.max(start, text.lastIndexOf('\n', closing.start - 1) + 1) : node.end;
  const parts = pieces(kids, start, end, text);
  return template(node, parts, ctx, { quoted: false, indent: flush ? flushIndent(parts, text) : 0, contentStart: start });
}

/**
 * The indentation `<<-` removes: the fewest leading blanks of a line, where
 * lines of blanks only are not counted and a line that starts with an
 * interpolation counts as 0 (hashicorp/hcl `flushHeredocTemplateParts`).
 */
function flushIndent(parts: readonly Piece[], text: string): number {
  let min = Infinity;
  let lineStart = true;
  for (const piece of parts) {
    if (!piece.literal) {
      if (lineStart) min = 0;
      lineStart = false;
      continue;
    }
    let i = piece.start;
    while (i < piece.end) {
      if (lineStart) {
        let j = i;
        while (j < piece.end && text[j] !== '\n' && isBlank(text[j])) j++;
        const blankLine = j < piece.end && text[j] === '\n';
        if (!blankLine) min = Math.min(min, j - i);
      }
      const nl = text.indexOf('\n', i);
      if (nl < 0 || nl >= piece.end) {
        lineStart = false;
        break;
      }
      i = nl + 1;
      lineStart = true;
    }
  }
  return min === Infinity ? 0 : min;
}

interface TemplateKind {
  /** Quoted (escapes) or a heredoc. */
  readonly quoted: boolean;
  /** Indentation removed from each non-blank line (`<<-`). */
  readonly indent: number;
  /** Where the content starts (an empty value's position). */
  readonly contentStart: number;
}

function template(node: SyntaxNode, parts: readonly Piece[], ctx: TemplateContext, kind: TemplateKind): TreeNode {
  const src = ctx.text;
  const { quoted, indent } = kind;
  const range: SourceRange = { start: node.start, end: node.end };
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only && !only.literal && only.node.type === 'template_interpolation') {
    // "${expr}" alone is the expression's own value, of its own type.
    const expression = named(only.node).find((c) => c.type === 'expression');
    if (expression) {
      const value = ctx.evaluate(expression);
      return value.kind === 'unknown' ? { ...value, range } : value;
    }
  }
  const out = new StringMapBuilder();
  const unknown: [number, number][] = [];
  let lineStart = true;
  for (const piece of parts) {
    if (!piece.literal) {
      appendPart(out, unknown, ctx, piece.node);
      lineStart = false;
      continue;
    }
    let i = piece.start;
    while (i < piece.end) {
      if (lineStart && indent > 0) {
        // Remove the common indentation of a non-blank line.
        let j = i;
        while (j < piece.end && j - i < indent && src[j] !== '\n' && isBlank(src[j])) j++;
        let k = j;
        while (k < piece.end && src[k] !== '\n' && isBlank(src[k])) k++;
        const blankLine = k < piece.end && src[k] === '\n';
        if (!blankLine) i = j;
      }
      const nl = src.indexOf('\n', i);
      const lineEnd = nl < 0 || nl >= piece.end ? piece.end : nl + 1;
      appendLiteral(out, ctx, i, lineEnd, quoted);
      lineStart = lineEnd === nl + 1 && nl >= 0 && nl < piece.end;
      i = lineEnd;
    }
  }
  const result: TreeString = { kind: 'string', range, value: out.value, map: out.build(kind.contentStart), unknown };
  return result;
}
