/**
 * HCL expressions and bodies → positioned values, as far as they are known
 * without running Terraform: literals, strings and heredocs (`template.ts`),
 * tuples and objects, `jsonencode(…)` (`jsonencode.ts`), and `local.NAME`
 * references to locals of the same file whose values are known (with
 * attribute and index access into them). Everything else — `var.`, `each.`,
 * `count.`, `data.`, references to other resources and modules, other
 * function calls, conditionals, binary operators, `for` expressions,
 * splats — is an unknown value, never a guess (a unary minus or `!` of a
 * known operand is evaluated: `-1` is a unary minus in HCL).
 *
 * Bodies become objects: an attribute is a member; blocks of one type are a
 * member holding the list of their bodies in order (a Terraform state's
 * shape), and a `dynamic "X"` block adds its `content` to the list of `X`.
 *
 * Linear in the tree; recursion is bounded by `MAX_NESTING_DEPTH` (deeper
 * input is a `too-deep` problem), local references by the number of locals
 * and a cycle check, and what they expand to by `LocalBudget`.
 */
import { MAX_NESTING_DEPTH } from '../limits.js';
import { loadProblem, type LoadProblem } from '../load-problem.js';
import type { SourceRange } from '../position.js';
import { hasUnknown, memberOf, treeValue, type TreeMember, type TreeNode, type TreeObject, type TreeUnknown } from '../value-tree.js';
import { unknownPlaceholder } from '../unknown-placeholder.js';
import { literalEditor } from './hcl-edit.js';
import { named, type SyntaxNode } from './hcl-parser.js';
import { jsonEncode } from './jsonencode.js';
import { LocalBudget } from '../terraform/local-budget.js';
import { heredocTemplate, quotedTemplate, type TemplateContext } from './template.js';

const rangeOf = (node: SyntaxNode): SourceRange => ({ start: node.start, end: node.end });

export class HclEvaluator implements TemplateContext {
  readonly text: string;
  readonly problems: LoadProblem[];
  private readonly locals: ReadonlyMap<string, SyntaxNode>;
  private readonly localValues = new Map<string, TreeNode>();
  private readonly resolving = new Set<string>();
  private readonly budget: LocalBudget;
  private depth = 0;
  private tooDeep = false;
  private placeholders = 0;

  constructor(text: string, problems: LoadProblem[], locals: ReadonlyMap<string, SyntaxNode>) {
    this.text = text;
    this.problems = problems;
    this.locals = locals;
    this.budget = new LocalBudget(text.length, problems);
  }

  placeholder(): string {
    this.placeholders++;
    return unknownPlaceholder(this.placeholders);
  }

  /** The source text of a node. */
  source(node: SyntaxNode): string {
    return this.text.slice(node.start, node.end);
  }

  unknown(node: SyntaxNode): TreeUnknown {
    return { kind: 'unknown', range: rangeOf(node), source: this.source(node).replace(/\s+/g, ' ').trim() };
  }

  /** Run `fn` one level deeper; past the nesting limit the value is unknown and the document fatal. */
  private nested<T extends TreeNode>(node: SyntaxNode, fn: () => T): T | TreeUnknown {
    if (this.depth >= MAX_NESTING_DEPTH) {
      if (!this.tooDeep) {
        this.tooDeep = true;
        this.problems.push(loadProblem('too-deep', `Nesting deeper than ${MAX_NESTING_DEPTH} levels; edgelint does not read documents nested this deeply.`, node.start, node.start + 1));
      }
      return this.unknown(node);
    }
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }

  evaluate(expression: SyntaxNode): TreeNode {
    return this.nested(expression, () => this.expression(expression));
  }

  private expression(node: SyntaxNode): TreeNode {
    if (node.type !== 'expression') return this.primary(node);
    const kids = named(node);
    const first = node.children[0];
    if (first?.type === '(') {
      const inner = kids[0];
      return inner ? { ...this.evaluate(inner), range: rangeOf(node) } : this.unknown(node);
    }
    const primary = kids[0];
    if (!primary) return this.unknown(node);
    const accessors = kids.slice(1);
    if (primary.type === 'variable_expr') {
      const name = this.source(primary);
      const attr = accessors[0];
      const attrName = attr && named(attr)[0];
      if (name === 'local' && attr?.type === 'get_attr' && attrName) {
        const localName = this.source(attrName);
        const local = this.localValue(localName);
        // The budget counts what the reference reads (`local.zones.z1`), not the whole local: a module whose
        // rules each read their own entry of one large map is linear, and must not look like a doubling.
        const value = local ? this.access(local, accessors.slice(1), node) : undefined;
        return value && this.budget.use(value, localName, rangeOf(node)) ? value : this.unknown(node);
      }
      return this.unknown(node);
    }
    const value = this.primary(primary);
    return accessors.length === 0 ? value : this.access(value, accessors, node);
  }

  private primary(node: SyntaxNode): TreeNode {
    const value = this.primaryValue(node);
    // A value written as a literal can be rewritten by a fix.
    const literal = node.type === 'literal_value' || node.type === 'collection_value';
    return literal && value.kind !== 'unknown' && !hasUnknown(value) ? { ...value, editor: literalEditor(value.range, () => treeValue(value)) } : value;
  }

  private primaryValue(node: SyntaxNode): TreeNode {
    switch (node.type) {
      case 'expression':
        return this.evaluate(node);
      case 'literal_value':
        return this.literal(node);
      case 'template_expr': {
        const inner = named(node)[0];
        if (inner?.type === 'heredoc_template') return heredocTemplate(inner, this);
        if (inner?.type === 'quoted_template') return quotedTemplate(inner, this);
        return this.unknown(node);
      }
      case 'collection_value': {
        const inner = named(node)[0];
        if (inner?.type === 'tuple') return this.nested(inner, () => this.tuple(inner));
        if (inner?.type === 'object') return this.nested(inner, () => this.object(inner));
        return this.unknown(node);
      }
      case 'function_call':
        return this.call(node);
      case 'operation':
        return this.unary(node);
      default:
        // Variables, conditionals, operators, `for` expressions: known only when Terraform runs.
        return this.unknown(node);
    }
  }

  private literal(node: SyntaxNode): TreeNode {
    const inner = named(node)[0] ?? node.children[0];
    const range = rangeOf(node);
    switch (inner?.type) {
      case 'numeric_lit': {
        const n = Number(this.source(inner));
        return Number.isFinite(n) ? { kind: 'scalar', range, value: n } : this.unknown(node);
      }
      case 'bool_lit':
        return { kind: 'scalar', range, value: this.source(inner) === 'true' };
      case 'null_lit':
        return { kind: 'scalar', range, value: null };
      case 'string_lit':
        return quotedTemplate(inner, this);
      default:
        return this.unknown(node);
    }
  }

  /** `-<number>` and `!<bool>` of known operands (a negative literal is a unary minus in HCL); other operations are unknown. */
  private unary(node: SyntaxNode): TreeNode {
    const operation = named(node)[0];
    const [operator, operand] = operation?.type === 'unary_operation' ? operation.children : [];
    if (!operator || !operand) return this.unknown(node);
    const value = this.primary(operand);
    const range = rangeOf(node);
    if (operator.type === '-' && value.kind === 'scalar' && typeof value.value === 'number') return { kind: 'scalar', range, value: -value.value };
    if (operator.type === '!' && value.kind === 'scalar' && typeof value.value === 'boolean') return { kind: 'scalar', range, value: !value.value };
    return this.unknown(node);
  }

  private tuple(node: SyntaxNode): TreeNode {
    const head = node.children[0];
    const items = named(node).filter((c) => c.type === 'expression').map((c) => this.evaluate(c));
    return { kind: 'array', range: rangeOf(node), head: head ? rangeOf(head) : rangeOf(node), items };
  }

  private object(node: SyntaxNode): TreeNode {
    const head = node.children[0];
    const members: TreeMember[] = [];
    const seen = new Set<string>();
    for (const elem of named(node)) {
      if (elem.type !== 'object_elem') continue;
      // `key = val` (or `key: val`): the key and value expressions are the element's named children.
      const parts = named(elem);
      const keyNode = parts[0];
      const valueNode = parts.length > 1 ? parts[parts.length - 1] : undefined;
      if (!keyNode || !valueNode) continue;
      const value = this.evaluate(valueNode);
      const key = this.objectKey(keyNode);
      const keyRange = rangeOf(keyNode);
      if (key === undefined) {
        members.push({ key: `(${this.source(keyNode)})`, keyRange, value, unknownKey: true });
        continue;
      }
      if (seen.has(key)) this.problems.push(loadProblem('duplicate-key', `Duplicate key \`${key}\`; Terraform rejects an object with the same key twice.`, keyRange.start, keyRange.end));
      seen.add(key);
      members.push({ key, keyRange, value });
    }
    return { kind: 'object', range: rangeOf(node), head: head ? rangeOf(head) : rangeOf(node), members };
  }

  /** An object key: a bare name is the name itself; any other expression must be a known string. */
  private objectKey(node: SyntaxNode): string | undefined {
    const kids = named(node);
    if (node.type === 'expression' && kids.length === 1 && kids[0]?.type === 'variable_expr' && node.children[0]?.type !== '(') return this.source(kids[0]);
    const value = this.evaluate(node);
    if (value.kind === 'string' && value.unknown.length === 0) return value.value;
    if (value.kind === 'scalar' && value.value !== null) return String(value.value);
    return undefined;
  }

  private call(node: SyntaxNode): TreeNode {
    const identifier = named(node).find((c) => c.type === 'identifier');
    const name = identifier ? this.source(identifier) : undefined;
    const args = named(node).find((c) => c.type === 'function_arguments');
    const values = args ? named(args) : [];
    const expanded = args?.children.some((c) => c.type === 'ellipsis') ?? false;
    if (name === 'jsonencode' && values.length === 1 && !expanded && values[0]?.type === 'expression') {
      return jsonEncode(this.evaluate(values[0]), rangeOf(node), () => this.placeholder());
    }
    return this.unknown(node);
  }

  /** `.name`, `[index]` and `.0` into a known value; anything else (splats, unknown parts) is unknown. */
  private access(value: TreeNode, accessors: readonly SyntaxNode[], whole: SyntaxNode): TreeNode {
    let current = value;
    for (const accessor of accessors) {
      let next: TreeNode | undefined;
      if (accessor.type === 'get_attr' && current.kind === 'object') {
        const attr = named(accessor)[0];
        const m = attr ? memberOf(current, this.source(attr)) : undefined;
        next = m && !m.unknownKey ? m.value : undefined;
      } else if (accessor.type === 'index') {
        const index = named(accessor)[0];
        const inner = index ? named(index)[0] : undefined;
        const key = index?.type === 'legacy_index' ? { kind: 'scalar', value: Number(this.source(index).slice(1)) } : inner ? this.evaluate(inner) : undefined;
        if (key?.kind === 'scalar' && typeof key.value === 'number' && current.kind === 'array') next = current.items[key.value];
        else if ((key?.kind === 'string' || key?.kind === 'scalar') && current.kind === 'object') {
          const m = memberOf(current, String(key.value));
          next = m && !m.unknownKey ? m.value : undefined;
        }
      }
      if (!next) return this.unknown(whole);
      current = next;
    }
    return current;
  }

  /** The value of `local.name`, when a `locals` block of the file defines it; `undefined` otherwise (or in a cycle). */
  private localValue(name: string): TreeNode | undefined {
    const cached = this.localValues.get(name);
    if (cached) return cached;
    const expression = this.locals.get(name);
    if (!expression || this.resolving.has(name)) return undefined;
    this.resolving.add(name);
    try {
      const value = this.evaluate(expression);
      this.localValues.set(name, value);
      return value;
    } finally {
      this.resolving.delete(name);
    }
  }

  /** A block's body as an object (see the top); `head` is what to point at for the block itself. */
  body(body: SyntaxNode | null, range: SourceRange, head: SourceRange): TreeObject | TreeUnknown {
    if (!body) return { kind: 'object', range, head, members: [] };
    return this.nested(body, () => this.bodyObject(body, range, head));
  }

  private bodyObject(body: SyntaxNode, range: SourceRange, head: SourceRange): TreeObject {
    type Group = { key: string; keyRange: SourceRange; items: TreeNode[]; start: number; end: number; head: SourceRange };
    const entries: (TreeMember | Group)[] = [];
    const groups = new Map<string, Group>();
    const attributes = new Set<string>();
    const add = (type: string, keyRange: SourceRange, item: TreeNode, blockRange: SourceRange): void => {
      let group = groups.get(type);
      if (!group) {
        group = { key: type, keyRange, items: [], start: blockRange.start, end: blockRange.end, head: keyRange };
        groups.set(type, group);
        entries.push(group);
      }
      group.items.push(item);
      group.end = blockRange.end;
    };
    for (const child of named(body)) {
      if (child.type === 'attribute') {
        const parts = named(child);
        const name = parts.find((c) => c.type === 'identifier');
        const expression = parts.find((c) => c.type === 'expression');
        if (!name || !expression) continue;
        const key = this.source(name);
        if (attributes.has(key)) this.problems.push(loadProblem('duplicate-key', `Attribute \`${key}\` is set twice; Terraform rejects a redefined attribute.`, name.start, name.end));
        attributes.add(key);
        entries.push({ key, keyRange: rangeOf(name), value: this.evaluate(expression) });
      } else if (child.type === 'block') {
        const block = blockParts(child, this.text);
        if (!block) continue;
        if (block.type === 'dynamic') {
          // `dynamic "rules" { for_each = …  content { … } }`: the content stands for the blocks it makes.
          const label = block.labels[0];
          const content = block.body ? named(block.body).find((c) => c.type === 'block' && blockParts(c, this.text)?.type === 'content') : undefined;
          if (!label || !content) continue;
          const contentParts = blockParts(content, this.text);
          const made = this.body(contentParts?.body ?? null, rangeOf(child), block.typeRange);
          add(label.value, block.typeRange, made.kind === 'object' ? { ...made, mayRepeat: true } : made, rangeOf(child));
        } else {
          add(block.type, block.typeRange, this.body(block.body, rangeOf(child), block.typeRange), rangeOf(child));
        }
      }
    }
    const members = entries.map((e): TreeMember =>
      'value' in e ? e : { key: e.key, keyRange: e.keyRange, value: { kind: 'array', range: { start: e.start, end: e.end }, head: e.head, items: e.items } },
    );
    return { kind: 'object', range, head, members };
  }
}

/** A block's type, labels and body. */
export interface BlockParts {
  readonly type: string;
  readonly typeRange: SourceRange;
  readonly labels: readonly { readonly value: string; readonly range: SourceRange }[];
  readonly body: SyntaxNode | null;
}

export function blockParts(block: SyntaxNode, text: string): BlockParts | undefined {
  const kids = block.children;
  const type = kids[0];
  if (!type || type.type !== 'identifier') return undefined;
  const labels: { value: string; range: SourceRange }[] = [];
  let body: SyntaxNode | null = null;
  for (const kid of kids.slice(1)) {
    if (kid.type === 'string_lit') {
      labels.push({ value: text.slice(kid.start + 1, kid.end - 1), range: rangeOf(kid) });
    } else if (kid.type === 'identifier') {
      labels.push({ value: text.slice(kid.start, kid.end), range: rangeOf(kid) });
    } else if (kid.type === 'body') {
      body = kid;
    }
  }
  return { type: text.slice(type.start, type.end), typeRange: rangeOf(type), labels, body };
}
