/**
 * Terraform converts primitive values to the type an attribute has: `"530"`
 * for a number attribute is the number 530, `"true"` for a bool is true, 5
 * for a string is `"5"` (developer.hashicorp.com/terraform/language/
 * expressions/type-constraints, "Conversion of Primitive Types"). The
 * provider's attributes have the API members' types, so the types come from
 * edgelint's own API schemas: a member name whose every declaration in them
 * has one primitive type (`status_code`: integer) is converted; a name typed
 * differently in different places (`value`, `id`) is left as written. Items
 * of a list are converted to the list's element type the same way
 * (`additional_cacheable_ports = ["8080"]` is `[8080]`: Terraform converts
 * each element of a `list(number)`).
 */
import actionParameters from '../../../schemas/action-parameters.json' with { type: 'json' };
import listItem from '../../../schemas/list-item.json' with { type: 'json' };
import logpushJob from '../../../schemas/logpush-job.json' with { type: 'json' };
import rule from '../../../schemas/rule.json' with { type: 'json' };
import ruleset from '../../../schemas/ruleset.json' with { type: 'json' };
import type { TreeNode } from '../value-tree.js';

export type PrimitiveType = 'string' | 'number' | 'boolean';

function primitiveOf(schema: Record<string, unknown>): PrimitiveType | 'other' {
  const raw = schema['type'];
  const types = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((t) => t !== 'null');
  const enumValues = Array.isArray(schema['enum']) ? (schema['enum'] as unknown[]).filter((v) => v !== null) : [];
  const kinds = new Set<string>([...types.map((t) => (t === 'integer' ? 'number' : String(t))), ...enumValues.map((v) => typeof v)]);
  if ('const' in schema) kinds.add(typeof schema['const']);
  const [only] = kinds;
  return kinds.size === 1 && (only === 'string' || only === 'number' || only === 'boolean') ? only : 'other';
}

/** A member's one primitive type, or for a list of one primitive type, its items' (`items`). */
type MemberType = PrimitiveType | { readonly items: PrimitiveType };
type Seen = PrimitiveType | `items:${PrimitiveType}` | 'other';

function typeOf(schema: Record<string, unknown>): Seen {
  // A `$ref` or a composite schema says nothing certain about a primitive type here.
  if ('$ref' in schema || 'anyOf' in schema || 'oneOf' in schema) return 'other';
  const items = schema['items'];
  if (schema['type'] === 'array' && typeof items === 'object' && items !== null && !Array.isArray(items)) {
    const item = typeOf(items as Record<string, unknown>);
    return item === 'string' || item === 'number' || item === 'boolean' ? `items:${item}` : 'other';
  }
  return primitiveOf(schema);
}

/** Member name → its one primitive type in the API schemas (iterative walk over every schema object). */
function memberTypes(): ReadonlyMap<string, MemberType> {
  const seen = new Map<string, Seen>();
  const stack: unknown[] = [actionParameters, listItem, logpushJob, rule, ruleset];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const object = node as Record<string, unknown>;
    const properties = object['properties'];
    if (typeof properties === 'object' && properties !== null) {
      for (const [name, schema] of Object.entries(properties as Record<string, Record<string, unknown>>)) {
        const type = typeOf(schema);
        const before = seen.get(name);
        seen.set(name, before === undefined || before === type ? type : 'other');
      }
    }
    stack.push(...Object.values(object));
  }
  const types = new Map<string, MemberType>();
  for (const [name, type] of seen) {
    if (type !== 'other') types.set(name, type.startsWith('items:') ? { items: type.slice('items:'.length) as PrimitiveType } : (type as PrimitiveType));
  }
  return types;
}

/** Built on first use: only runs that read Terraform convert (about 1 ms of every start otherwise). */
let memberTypesByName: ReadonlyMap<string, MemberType> | undefined;

const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/;

/** `node` converted the way Terraform converts it for a member named `name` (or unchanged). */
export function convertPrimitive(name: string, node: TreeNode): TreeNode {
  memberTypesByName ??= memberTypes();
  const type = memberTypesByName.get(name);
  if (!type) return node;
  if (typeof type === 'object') return node.kind === 'array' ? { ...node, items: node.items.map((item) => converted(type.items, item)) } : node;
  return converted(type, node);
}

function converted(type: PrimitiveType, node: TreeNode): TreeNode {
  if (node.kind === 'string' && node.unknown.length === 0) {
    if (type === 'number' && NUMBER.test(node.value)) return { kind: 'scalar', range: node.range, value: Number(node.value) };
    if (type === 'boolean' && (node.value === 'true' || node.value === 'false')) return { kind: 'scalar', range: node.range, value: node.value === 'true' };
  } else if (node.kind === 'scalar' && type === 'string' && (typeof node.value === 'number' || typeof node.value === 'boolean')) {
    const text = String(node.value);
    return { kind: 'string', range: node.range, value: text, map: { length: text.length, toSourceRange: () => node.range }, unknown: [] };
  }
  return node;
}
