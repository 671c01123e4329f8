/**
 * Regex and wildcard literals: report their problems at the offending
 * characters inside the string (offsets mapped through the string's escapes),
 * and suggest `contains`/`eq` for regexes without any regex feature.
 */
import type { ComparisonNode, StringNode } from '../ast.js';
import type { CheckContext } from '../context.js';
import { StringOffsets } from '../lexer.js';
import { checkRustRegex, type RegexIssue, regexAsLiteral } from './regex.js';
import { checkWildcard, type WildcardIssue } from './wildcard.js';
import { quote } from './literals.js';

function span(offsets: StringOffsets, index: number, length: number): [number, number] {
  const start = offsets.at(index);
  const end = offsets.at(index + length);
  return [start, Math.max(end, start + 1)];
}

/** Reports the issues; returns `true` when the regex is valid (warnings only). */
export function reportRegexIssues(ctx: CheckContext, node: StringNode, issues: readonly RegexIssue[]): boolean {
  let valid = true;
  // Issues come in pattern order: one cursor maps them all in one pass.
  const offsets = new StringOffsets(ctx.text, node);
  for (const issue of issues) {
    const [start, end] = span(offsets, issue.index, issue.length);
    if (issue.code === 'invalid-regex') {
      valid = false;
      ctx.problems.report('invalid-regex', issue.messageId as 'syntax' | 'lookAround' | 'backreference', start, end, issue.data);
    } else {
      ctx.problems.report('regex-unicode', issue.messageId as 'unicodeClass' | 'nonAscii', start, end, issue.data);
    }
  }
  return valid;
}

export function reportWildcardIssue(ctx: CheckContext, node: StringNode, issue: WildcardIssue | undefined): void {
  if (issue === undefined) return;
  const [start, end] = span(new StringOffsets(ctx.text, node), issue.index, issue.length);
  ctx.problems.report('invalid-wildcard', issue.messageId, start, end, issue.data);
}

export function checkWildcardPattern(ctx: CheckContext, node: StringNode): void {
  reportWildcardIssue(ctx, node, checkWildcard(node.value));
}

/** The right side of `matches`: a valid Rust regex, and not a plain string in disguise. */
export function checkMatchesPattern(ctx: CheckContext, comparison: ComparisonNode, node: StringNode): void {
  if (!reportRegexIssues(ctx, node, checkRustRegex(node.value))) return;
  const plain = regexAsLiteral(node.value);
  if (plain === undefined) return;
  const literal = quote(plain.literal);
  const replacement = `${plain.anchored ? 'eq' : 'contains'} ${literal}`;
  ctx.problems.report(
    'prefer-contains',
    plain.anchored ? 'preferEq' : 'preferContains',
    comparison.opStart,
    node.end,
    { literal },
    { fix: { start: comparison.opStart, end: node.end, text: replacement } },
  );
}
