/**
 * The syntax tree of a Rules-language expression. Every node carries its
 * `[start, end)` offsets into the expression string (UTF-16 code units), so a
 * problem can point at the exact token. The checker fills `type` in place.
 *
 * Literals keep their source `text`: the printer writes them back verbatim,
 * so printing and re-parsing gives the same tree whatever the escapes.
 */
import type { CompareOp, LogicalOp, QuantifierOp } from './tokens.js';
import type { ValueType } from './types.js';

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Literals, sets and lists: the checker reads them but does not type them. */
type NodeBase = Span;

/**
 * The nodes of conditions and accesses: the checker fills `type`, the type
 * the node evaluates to (element type under `[*]`). Required, so that every
 * constructor writes `type: undefined`: filling it in is then a store, not a
 * new property (a change of the object's hidden class and a new property
 * array for every node).
 */
interface TypedNode extends Span {
  type: ValueType | undefined;
}

// ---------------------------------------------------------------- accesses

/** A field reference: `http.host`. */
export interface FieldNode extends TypedNode {
  readonly kind: 'field';
  readonly name: string;
}

/** A function call: `lower(http.host)`. */
export interface CallNode extends TypedNode {
  readonly kind: 'call';
  readonly name: string;
  /** End of the function name (the name starts at `start`). */
  readonly nameEnd: number;
  readonly args: readonly ArgNode[];
}

export type IndexKey =
  | { readonly kind: 'key'; readonly value: string; readonly text: string; readonly start: number; readonly end: number }
  | { readonly kind: 'position'; readonly value: number; readonly text: string; readonly start: number; readonly end: number }
  | { readonly kind: 'each'; readonly start: number; readonly end: number };

/** `target[key]`, `target[0]`, `target[*]`. `start`/`end` cover the whole access. */
export interface IndexNode extends TypedNode {
  readonly kind: 'index';
  readonly target: AccessNode;
  readonly key: IndexKey;
}

export type AccessNode = FieldNode | CallNode | IndexNode;

// ---------------------------------------------------------------- literals

/** `"..."` (quoted, escapes decoded) or `r#"..."#` (raw). */
export interface StringNode extends NodeBase {
  readonly kind: 'string';
  readonly form: 'quoted' | 'raw';
  /**
   * `true` when lexed in wirefilter's regex escape mode (right-hand side of
   * `matches`): `value` is then the pattern handed to the regex engine.
   */
  readonly regex: boolean;
  /** Decoded content: escapes resolved (a `\xHH` byte becomes the char with that code). */
  readonly value: string;
  /** Number of `#` of a raw string. */
  readonly hashes: number;
  readonly text: string;
}

export interface IntNode extends NodeBase {
  readonly kind: 'int';
  readonly text: string;
  readonly radix: 8 | 10 | 16;
  /** The value (approximate beyond 2^53; `problem` tells overflow). */
  readonly value: number;
  /** Why the literal is not a valid i64, if it is not. */
  readonly problem?: 'overflow' | 'digit';
}

/** An IPv4 or IPv6 address (validated by the checker). */
export interface IpNode extends NodeBase {
  readonly kind: 'ip';
  readonly text: string;
}

/** `address/prefix` (valid only inside a set). */
export interface CidrNode extends NodeBase {
  readonly kind: 'cidr';
  readonly text: string;
  readonly address: string;
  readonly prefix: string;
  /** Offset of the `/`. */
  readonly slash: number;
}

/** `first..last` (valid only inside a set). */
export interface RangeNode extends NodeBase {
  readonly kind: 'range';
  readonly text: string;
  readonly first: ScalarLiteralNode;
  readonly last: ScalarLiteralNode;
}

/** A hex byte string `aa:bb:cc` (wirefilter, undocumented by Cloudflare). */
export interface BytesNode extends NodeBase {
  readonly kind: 'bytes';
  readonly text: string;
}

/** A bare word that is no literal: an unquoted string, a typo. Always a problem. */
export interface WordNode extends NodeBase {
  readonly kind: 'word';
  readonly text: string;
}

export type ScalarLiteralNode = StringNode | IntNode | IpNode | BytesNode | WordNode;
export type LiteralNode = ScalarLiteralNode | CidrNode | RangeNode;

/** `{ a b c }`. */
export interface SetNode extends NodeBase {
  readonly kind: 'set';
  readonly elements: readonly LiteralNode[];
}

/** `$name`. */
export interface ListNode extends NodeBase {
  readonly kind: 'list';
  readonly name: string;
}

// ---------------------------------------------------------------- expressions

export interface BoolNode extends TypedNode {
  readonly kind: 'bool';
  readonly value: boolean;
}

/** What may follow a comparison operator. Sets, lists and accesses are checked by the checker. */
export type RhsNode = LiteralNode | SetNode | ListNode | BoolNode | AccessNode;

export interface ComparisonNode extends TypedNode {
  readonly kind: 'comparison';
  readonly lhs: AccessNode;
  readonly op: CompareOp;
  /** The operator as written (`==`, `eq`, `strict wildcard`). */
  readonly opText: string;
  readonly opStart: number;
  readonly opEnd: number;
  readonly rhs: RhsNode;
}

/** A run of one logical operator: `a and b and c` is one node with three operands. */
export interface LogicalNode extends TypedNode {
  readonly kind: 'logical';
  readonly op: LogicalOp;
  readonly operands: readonly ExprNode[];
}

export interface NotNode extends TypedNode {
  readonly kind: 'not';
  readonly operand: ExprNode;
}

export interface GroupNode extends TypedNode {
  readonly kind: 'group';
  readonly expr: ExprNode;
}

/** `any(…)` / `all(…)`. */
export interface QuantifierNode extends TypedNode {
  readonly kind: 'quantifier';
  readonly op: QuantifierOp;
  /** Should be an Array<Boolean> condition; a literal here is a type error the checker reports. */
  readonly arg: ArgNode;
}

/** A condition. A bare access (`ssl`, `starts_with(…)`) is a condition when its type is Boolean. */
export type ExprNode = LogicalNode | NotNode | GroupNode | QuantifierNode | ComparisonNode | BoolNode | AccessNode;

/** A function argument: a condition, an access, or a literal. */
export type ArgNode = ExprNode | LiteralNode;

/** The root of a parsed expression: a condition, or (value expressions only) an access or literal. */
export type RootNode = ExprNode | LiteralNode;

export type AnyNode = ExprNode | LiteralNode | SetNode | ListNode;

export function isAccess(node: { readonly kind: string }): node is AccessNode {
  return node.kind === 'field' || node.kind === 'call' || node.kind === 'index';
}

export function isLiteral(node: { readonly kind: string }): node is LiteralNode {
  switch (node.kind) {
    case 'string':
    case 'int':
    case 'ip':
    case 'cidr':
    case 'range':
    case 'bytes':
    case 'word':
      return true;
    default:
      return false;
  }
}

/** The field at the root of an access chain (`http.request.headers` for `http.request.headers["a"][0]`). */
export function accessRoot(node: AccessNode): FieldNode | CallNode {
  let current: AccessNode = node;
  while (current.kind === 'index') current = current.target;
  return current;
}
