/**
 * The HCL grammar: tree-sitter's HCL grammar (npm
 * `@tree-sitter-grammars/tree-sitter-hcl`, its WebAssembly build) driven by
 * `web-tree-sitter`. Both WebAssembly modules are loaded once, on the first
 * `prepareHclParser()` — which the front-end registry calls only when a run
 * meets a `.tf` file — after which parsing is synchronous. Tree-sitter
 * parses in linear time with its own heap stack, recovers from errors
 * (`ERROR` and missing nodes) and never throws on any input; offsets are
 * UTF-16 code units of the JavaScript string.
 *
 * The tree is copied into plain objects by iterative cursor walks (each
 * access to a tree-sitter node crosses into WebAssembly, which made reading
 * the tree as slow as parsing it) — only the top-level blocks the caller
 * keeps are copied whole — and the WebAssembly tree is freed at once.
 */
import { createRequire } from 'node:module';
import type { Language, Node, Parser as TreeSitterParser } from 'web-tree-sitter';

/** A node of the syntax tree: tree-sitter's node type, whether it is named, its offsets and children (tokens included). */
export interface SyntaxNode {
  readonly type: string;
  readonly named: boolean;
  readonly start: number;
  readonly end: number;
  /** Inserted by error recovery: the token the grammar expected here. */
  readonly missing: boolean;
  /** Of a missing closing token: the token that opened what it closes (`{`, `[`, `"`, `${`), when the tree has it. */
  readonly opener?: { readonly start: number; readonly end: number };
  readonly children: SyntaxNode[];
}

export interface HclComment {
  readonly start: number;
  readonly end: number;
}

export interface HclSyntax {
  readonly root: SyntaxNode;
  readonly comments: readonly HclComment[];
  /** The first `ERROR` or missing node in document order (an `ERROR` with its subtree as its one child). */
  readonly error: SyntaxNode | undefined;
}

let loading: Promise<void> | undefined;
let parser: TreeSitterParser | undefined;
let failure: string | undefined;
/** The grammar's node types by id, with whether each is named, read from the grammar once. */
let nodeTypes: NodeTypes | undefined;

interface NodeTypes {
  readonly names: readonly string[];
  readonly named: readonly boolean[];
}

function nodeTypesOf(language: Language): NodeTypes {
  const names = language.types;
  return { names, named: names.map((_, id) => language.nodeTypeIsNamed(id)) };
}

const resolveModule = createRequire(import.meta.url).resolve;

/** Load the parser (once); never rejects: a failure is kept and reported when a file is loaded. */
export function prepareHclParser(): Promise<void> {
  loading ??= (async () => {
    try {
      const { Parser, Language } = await import('web-tree-sitter');
      const runtime = resolveModule('web-tree-sitter/web-tree-sitter.wasm');
      await Parser.init({ locateFile: () => runtime });
      const hcl = await Language.load(resolveModule('@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-hcl.wasm'));
      const p = new Parser();
      p.setLanguage(hcl);
      nodeTypes = nodeTypesOf(hcl);
      parser = p;
    } catch (e) {
      failure = e instanceof Error ? e.message : String(e);
    }
  })();
  return loading;
}

/** Which top-level blocks to read whole, by their type and labels (others keep only their header). */
export type KeepBlock = (type: string, labels: readonly string[]) => boolean;

/** Parse `text`, or say why the parser is not there (not prepared, or it failed to load). */
export function parseHcl(text: string, keep: KeepBlock = () => true): HclSyntax | { readonly unavailable: string } {
  if (!parser) return { unavailable: failure ? `The HCL parser could not be loaded (${failure}).` : 'The HCL parser is not loaded; call `await prepareFrontEnds(paths)` before loading `.tf` files.' };
  // Chunks of text for the parser's 10 KB input buffer.
  const tree = parser.parse((index) => text.slice(index, index + 8192));
  if (!tree) return { unavailable: 'The HCL parser returned no tree.' };
  try {
    const root = tree.rootNode;
    // Without errors no node is missing or an ERROR, and a node's type id says its name and whether it is named.
    const types = nodeTypes;
    const copySubtree = root.hasError || !types ? copyAnySubtree : (top: Node): SyntaxNode => copyCleanSubtree(top, types);
    const copy: SyntaxNode = { type: root.type, named: true, start: root.startIndex, end: root.endIndex, missing: false, children: [] };
    for (const child of root.children) {
      if (child.type !== 'body') {
        copy.children.push(copySubtree(child));
        continue;
      }
      const body: SyntaxNode = { type: 'body', named: true, start: child.startIndex, end: child.endIndex, missing: false, children: [] };
      copy.children.push(body);
      for (const item of child.children) body.children.push(item.type === 'block' && !keepBlock(item, text, keep) ? blockHeader(item, copySubtree) : copySubtree(item));
    }
    return { root: copy, comments: findComments(root, text), error: root.hasError ? firstError(root) : undefined };
  } finally {
    tree.delete();
  }
}

function keepBlock(block: Node, text: string, keep: KeepBlock): boolean {
  const kids = block.children;
  const type = kids[0];
  if (!type) return false;
  const labels: string[] = [];
  for (const kid of kids.slice(1)) {
    if (kid.type === 'string_lit') labels.push(text.slice(kid.startIndex + 1, kid.endIndex - 1));
    else if (kid.type === 'identifier') labels.push(text.slice(kid.startIndex, kid.endIndex));
    else break;
  }
  return keep(text.slice(type.startIndex, type.endIndex), labels);
}

/** A block not read: its type and labels only. */
function blockHeader(block: Node, copySubtree: (top: Node) => SyntaxNode): SyntaxNode {
  const children = block.children.filter((c) => c.type === 'identifier' || c.type === 'string_lit').map(copySubtree);
  return { type: 'block', named: true, start: block.startIndex, end: block.endIndex, missing: false, children };
}

type TreeCursor = ReturnType<Node['walk']>;

/** A subtree of any tree, errors included. */
function copyAnySubtree(top: Node): SyntaxNode {
  return copyWith(top, (cursor) => ({ type: cursor.nodeType, named: cursor.nodeIsNamed, start: cursor.startIndex, end: cursor.endIndex, missing: cursor.nodeIsMissing, children: [] }));
}

/**
 * A subtree of a tree without errors: each read of the cursor copies its
 * state into WebAssembly memory first, so a node costs three reads here
 * (its type id and offsets) instead of five.
 */
function copyCleanSubtree(top: Node, types: NodeTypes): SyntaxNode {
  return copyWith(top, (cursor) => {
    const id = cursor.nodeTypeId;
    return { type: types.names[id] ?? 'ERROR', named: types.named[id] ?? true, start: cursor.startIndex, end: cursor.endIndex, missing: false, children: [] };
  });
}

/** A subtree copied in one iterative cursor walk, each node made by `make` at the cursor. */
function copyWith(top: Node, make: (cursor: TreeCursor) => SyntaxNode): SyntaxNode {
  const cursor = top.walk();
  try {
    const root = make(cursor);
    const stack: SyntaxNode[] = [root];
    for (;;) {
      if (cursor.gotoFirstChild()) {
        const node = make(cursor);
        (stack[stack.length - 1] as SyntaxNode).children.push(node);
        stack.push(node);
        continue;
      }
      for (;;) {
        if (stack.length > 1 && cursor.gotoNextSibling()) {
          stack.pop();
          const node = make(cursor);
          (stack[stack.length - 1] as SyntaxNode).children.push(node);
          stack.push(node);
          break;
        }
        if (stack.length === 1 || !cursor.gotoParent()) return root;
        stack.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}

/**
 * The comments: each `#`, `//` or `/*` in the text is a comment when the
 * grammar says so (inside a string or heredoc it is not). One lookup per
 * candidate, and the search goes on after the token found there — a comment
 * or the literal text of a string — so a string full of `//` costs one.
 */
function findComments(root: Node, text: string): HclComment[] {
  const comments: HclComment[] = [];
  const candidate = /#|\/\/|\/\*/g;
  for (let m = candidate.exec(text); m; m = candidate.exec(text)) {
    const node = root.descendantForIndex(m.index, m.index + 1);
    if (!node) continue;
    if (node.type === 'comment' && node.startIndex === m.index) comments.push({ start: node.startIndex, end: node.endIndex });
    if (node.childCount === 0) candidate.lastIndex = Math.max(candidate.lastIndex, node.endIndex);
  }
  return comments;
}

/** The first `ERROR` or missing node in document order, following the nodes that contain an error. */
function firstError(root: Node): SyntaxNode | undefined {
  let node: Node | null = root;
  while (node) {
    if (node.isError || node.isMissing) {
      const opener = node.isMissing ? openerOf(node) : undefined;
      return {
        type: node.type,
        named: node.isNamed,
        start: node.startIndex,
        end: node.endIndex,
        missing: node.isMissing,
        children: node.isError ? [copyAnySubtree(node)] : [],
        ...(opener ? { opener: { start: opener.startIndex, end: opener.endIndex } } : {}),
      };
    }
    node = node.children.find((c) => c.hasError || c.isMissing || c.isError) ?? null;
  }
  return undefined;
}

/** Closing tokens and the tokens that open them (tree-sitter-hcl's names). */
const OPENERS: Readonly<Record<string, string>> = {
  block_end: 'block_start',
  object_end: 'object_start',
  tuple_end: 'tuple_start',
  quoted_template_end: 'quoted_template_start',
  template_interpolation_end: 'template_interpolation_start',
  template_directive_end: 'template_directive_start',
};

/** The token that opened what a missing closing token closes: a sibling of the closing node before it. */
function openerOf(missing: Node): Node | undefined {
  // The closing token is missing itself (`quoted_template_end`, from the grammar's scanner) or as the one child of its closing node (`}` in `block_end`).
  const closing = OPENERS[missing.type] !== undefined ? missing : missing.parent;
  const type = closing ? OPENERS[closing.type] : undefined;
  if (!closing || type === undefined) return undefined;
  return closing.parent?.children.find((child) => child.type === type && child.startIndex <= closing.startIndex);
}

/** The named children of a node. */
export function named(node: SyntaxNode): SyntaxNode[] {
  return node.children.filter((c) => c.named);
}
