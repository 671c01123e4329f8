/**
 * Operator and keyword tables of the Rules language (wirefilter
 * `engine/src/ast/field_expr.rs`, `logical_expr.rs`): both notations, the
 * canonical (English) spelling the printer uses, and the spellings users
 * mistake for operators.
 */

export type CompareOp =
  | 'eq'
  | 'ne'
  | 'lt'
  | 'le'
  | 'gt'
  | 'ge'
  | 'contains'
  | 'matches'
  | 'wildcard'
  | 'strict_wildcard'
  | 'in'
  | 'bitwise_and';

export type LogicalOp = 'and' | 'or' | 'xor';

export type QuantifierOp = 'any' | 'all';

/** English comparison operators; `strict wildcard` is two words and handled by the lexer. */
export const WORD_COMPARE_OPS: ReadonlyMap<string, CompareOp> = new Map<string, CompareOp>([
  ['eq', 'eq'],
  ['ne', 'ne'],
  ['lt', 'lt'],
  ['le', 'le'],
  ['gt', 'gt'],
  ['ge', 'ge'],
  ['contains', 'contains'],
  ['matches', 'matches'],
  ['wildcard', 'wildcard'],
  ['in', 'in'],
  ['bitwise_and', 'bitwise_and'],
]);

/** The printer's spelling of each operator. */
export const COMPARE_OP_TEXT: Readonly<Record<CompareOp, string>> = {
  eq: 'eq',
  ne: 'ne',
  lt: 'lt',
  le: 'le',
  gt: 'gt',
  ge: 'ge',
  contains: 'contains',
  matches: 'matches',
  wildcard: 'wildcard',
  strict_wildcard: 'strict wildcard',
  in: 'in',
  bitwise_and: 'bitwise_and',
};

export const ORDERING_OPS: ReadonlySet<CompareOp> = new Set<CompareOp>(['lt', 'le', 'gt', 'ge']);

/** Operators whose right-hand side is a pattern or substring: always a string. */
export const STRING_ONLY_OPS: ReadonlySet<CompareOp> = new Set<CompareOp>(['contains', 'matches', 'wildcard', 'strict_wildcard']);

export const LOGICAL_WORDS: ReadonlyMap<string, LogicalOp> = new Map<string, LogicalOp>([
  ['and', 'and'],
  ['or', 'or'],
  ['xor', 'xor'],
]);

/** Every keyword, for "keywords are lower case" diagnostics. */
export const KEYWORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'xor',
  'not',
  'any',
  'all',
  'true',
  'false',
  'strict',
  ...WORD_COMPARE_OPS.keys(),
]);

/** Words people write as operators, with the function or form that does the job. */
export const INFIX_FUNCTION_WORDS: ReadonlySet<string> = new Set(['starts_with', 'ends_with', 'startswith', 'endswith']);
