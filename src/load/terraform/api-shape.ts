/**
 * A Terraform resource body → the API object it describes, with every
 * member keeping the position of the attribute or block it came from, so
 * reports land on HCL tokens. Driven by one table
 * (`src/data/terraform-provider.ts`): Terraform-only attributes are left
 * out, v4 blocks allowed once become objects (and a repeatable block written
 * as one object in `.tf.json` a list), renamed attributes take the
 * API's name, and a few v4 forms are converted; anything else is copied as
 * it is (v5 attributes are the API's). v4 and v5 forms of the same
 * attribute are told apart by their shape (a v4 list of `headers` blocks, a
 * v5 map), so one file may mix them as a module being migrated does.
 * Primitive values are converted to the member's type as Terraform does
 * (`attribute-types.ts`).
 *
 * Linear in the body; recursion follows the body's depth (bounded by the
 * front end that built it).
 */
import { providerAttribute, type TerraformConversion, type TerraformResourceType } from '../../data/terraform-provider.js';
import type { StringMap } from '../string-map.js';
import { convertPrimitive } from './attribute-types.js';
import { memberOf, type TreeArray, type TreeMember, type TreeNode, type TreeObject, type TreeString, type TreeUnknown } from '../value-tree.js';

/** The API object of a resource body. */
export function apiShape(type: TerraformResourceType, body: TreeObject): TreeObject {
  return mapObject(type, body, []);
}

function mapObject(type: TerraformResourceType, object: TreeObject, path: readonly string[]): TreeObject {
  const members: TreeMember[] = [];
  for (const m of object.members) {
    const at = [...path, m.key];
    const row = m.unknownKey ? undefined : providerAttribute(type, at);
    if (row?.form === 'terraform-only') continue;
    if (row?.form === 'converted' && row.conversion) {
      const converted = convert(row.conversion, m.value, at, type);
      if (converted && !isNull(converted)) members.push({ ...m, key: row.api ?? m.key, value: converted });
      continue;
    }
    const value = row?.form === 'single-block' ? single(m.value) : row?.form === 'repeated-block' ? repeated(m.value) : m.value;
    // In Terraform `null` means "not set", and a state lists a block that is not written as `[]`.
    if (value === undefined || isNull(value)) continue;
    const key = row?.api ?? m.key;
    members.push({ ...m, key, value: mapValue(type, convertPrimitive(key, value), at) });
  }
  return { ...object, members, editor: undefined };
}

const isNull = (node: TreeNode): boolean => node.kind === 'scalar' && node.value === null;

function mapValue(type: TerraformResourceType, node: TreeNode, path: readonly string[]): TreeNode {
  if (node.kind === 'object') return mapObject(type, node, path);
  if (node.kind === 'array') return { ...node, items: node.items.map((item) => mapValue(type, item, path)) };
  return node;
}

/** A v4 block allowed once: its only body (a state's one-element list; none for `[]`), or the v5 object as it is. */
function single(node: TreeNode): TreeNode | undefined {
  return node.kind === 'array' ? node.items[0] : node;
}

/** A block that may be repeated: a list, also when `.tf.json` writes one block as an object. */
function repeated(node: TreeNode): TreeNode {
  return node.kind === 'object' ? { kind: 'array', range: node.range, head: node.head, items: [node] } : node;
}

function unknownOf(node: TreeNode): TreeUnknown {
  return { kind: 'unknown', range: node.range, source: node.kind === 'unknown' ? node.source : 'a value known at apply' };
}

function convert(conversion: TerraformConversion, node: TreeNode, path: readonly string[], type: TerraformResourceType): TreeNode | undefined {
  switch (conversion) {
    case 'headers-by-name': {
      // v4 blocks (one block may be written as an object in `.tf.json`: it has a `name`); v5 a map by name.
      const blocks = node.kind === 'object' && memberOf(node, 'name')?.value.kind === 'string' ? repeated(node) : node;
      return blocks.kind === 'array' ? headersByName(blocks, type, path) : mapValue(type, blocks, path);
    }
    case 'csv-lists':
      return node.kind === 'object' ? csvLists(node) : mapValue(type, node, path);
    case 'field-names':
      // v4 names (strings); v5 writes the API's objects already.
      return node.kind === 'array' ? { ...node, items: node.items.map((item) => (item.kind === 'string' ? fieldName(item) : mapValue(type, item, path))) } : mapValue(type, node, path);
    case 'query-string':
      return node.kind === 'array' ? queryString(node) : mapValue(type, node, path);
    case 'list-items': {
      const blocks = repeated(node);
      return blocks.kind === 'array' ? { ...blocks, items: blocks.items.map((item) => listItem(item, type, path)) } : unknownOf(blocks);
    }
    case 'unset-when-empty':
      return (node.kind === 'string' && node.value === '' && node.unknown.length === 0) || (node.kind === 'scalar' && node.value === 0) ? undefined : node;
    case 'enabled-disabled':
      if (node.kind === 'string' && node.unknown.length === 0 && (node.value === 'enabled' || node.value === 'disabled')) {
        return { kind: 'scalar', range: node.range, value: node.value === 'enabled' };
      }
      return node;
  }
}

/** v4 `headers { name = "X" operation = "set" … }` blocks → `{ "X": { operation: "set", … } }`. */
function headersByName(blocks: TreeArray, type: TerraformResourceType, path: readonly string[]): TreeObject {
  const members: TreeMember[] = [];
  blocks.items.forEach((block, index) => {
    if (block.kind !== 'object') {
      members.push({ key: `(header ${index + 1})`, keyRange: block.range, value: unknownOf(block), unknownKey: true });
      return;
    }
    const name = memberOf(block, 'name');
    const rest = mapObject(type, { ...block, members: block.members.filter((m) => m.key !== 'name') }, path);
    if (name?.value.kind === 'string' && name.value.unknown.length === 0) {
      members.push({ key: name.value.value, keyRange: name.value.range, value: rest });
    } else {
      members.push({ key: `(header ${index + 1})`, keyRange: name?.value.range ?? block.head, value: rest, unknownKey: true });
    }
  });
  return { kind: 'object', range: blocks.range, head: blocks.head, members };
}

/** The characters `[from, to)` of a string, as a string of their own. */
function substring(node: TreeString, from: number, to: number): TreeString {
  const map: StringMap = { length: to - from, toSourceRange: (s, e) => node.map.toSourceRange(from + s, from + e) };
  const range = node.map.toSourceRange(from, to);
  return { kind: 'string', range, value: node.value.slice(from, to), map, unknown: [] };
}

/** v4 `rules = { "<ruleset id>" = "id1,id2" }` → `{ "<ruleset id>": ["id1", "id2"] }`, each id at its place in the string. */
function csvLists(object: TreeObject): TreeObject {
  const members = object.members.map((m): TreeMember => {
    const v = m.value;
    if (v.kind !== 'string') return m;
    if (v.unknown.length > 0) return { ...m, value: unknownOf(v) };
    const items: TreeNode[] = [];
    for (const part of v.value.matchAll(/[^,]+/g)) {
      const raw = part[0];
      const start = (part.index ?? 0) + (raw.length - raw.trimStart().length);
      const end = (part.index ?? 0) + raw.trimEnd().length;
      if (end > start) items.push(substring(v, start, end));
    }
    return { ...m, value: { kind: 'array', range: v.range, head: v.range, items } };
  });
  return { ...object, members };
}

/** A v4 field name → the API's `{ name }`. */
function fieldName(node: TreeString): TreeNode {
  return { kind: 'object', range: node.range, head: node.range, members: [{ key: 'name', keyRange: node.range, value: node }] };
}

/** v4 query string `include` / `exclude` sets → `{ list: […] }`, or `{ all: true }` for `["*"]`. */
function queryString(list: TreeArray): TreeObject {
  const only = list.items.length === 1 ? list.items[0] : undefined;
  const member: TreeMember =
    only?.kind === 'string' && only.value === '*' && only.unknown.length === 0
      ? { key: 'all', keyRange: only.range, value: { kind: 'scalar', range: only.range, value: true } }
      : { key: 'list', keyRange: list.head, value: list };
  return { kind: 'object', range: list.range, head: list.head, members: [member] };
}

/** A v4 `item { value { ip = … } comment = … }` block → the API's `{ ip: …, comment: … }`. */
function listItem(item: TreeNode, type: TerraformResourceType, path: readonly string[]): TreeNode {
  if (item.kind !== 'object') return item;
  const members: TreeMember[] = [];
  for (const m of item.members) {
    if (m.key !== 'value') {
      members.push(m);
      continue;
    }
    const value = single(m.value);
    if (!value) continue;
    if (value.kind !== 'object') {
      members.push({ ...m, value: unknownOf(value) });
      continue;
    }
    for (const inner of value.members) {
      const at = [...path, 'value', inner.key];
      const kindValue = inner.key === 'hostname' || inner.key === 'redirect' ? single(inner.value) : inner.value;
      if (kindValue) members.push({ ...inner, value: mapValue(type, kindValue, at) });
    }
  }
  return { ...item, members } satisfies TreeObject;
}

