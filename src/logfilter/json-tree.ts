/**
 * The tree the positional JSON parser produces. Every node carries the
 * `[start, end)` offsets (UTF-16 code units) of its source text inside the
 * parsed string, so checkers can point at the exact key, string or bracket.
 */

export interface JsonSpan {
  readonly start: number;
  readonly end: number;
}

export interface JsonString extends JsonSpan {
  readonly kind: 'string';
  /** The decoded value; `start`/`end` cover the quotes. */
  readonly value: string;
}

export interface JsonNumber extends JsonSpan {
  readonly kind: 'number';
  readonly value: number;
  /** The number as written (`1e3`, `-0`). */
  readonly raw: string;
}

export interface JsonBoolean extends JsonSpan {
  readonly kind: 'boolean';
  readonly value: boolean;
}

export interface JsonNull extends JsonSpan {
  readonly kind: 'null';
}

export interface JsonArray extends JsonSpan {
  readonly kind: 'array';
  readonly items: readonly JsonNode[];
}

/** One `"name": value` pair; `start` is the key's opening quote, `end` the end of the value. */
export interface JsonMember extends JsonSpan {
  readonly key: JsonString;
  readonly value: JsonNode;
}

export interface JsonObject extends JsonSpan {
  readonly kind: 'object';
  /** In source order, duplicates included (the last one wins, as in `JSON.parse`). */
  readonly members: readonly JsonMember[];
}

export type JsonScalar = JsonString | JsonNumber | JsonBoolean | JsonNull;
export type JsonNode = JsonScalar | JsonArray | JsonObject;

/** A plain JSON value, as `JSON.parse` returns it. */
export type PlainJson = string | number | boolean | null | PlainJson[] | { [key: string]: PlainJson };

/**
 * The plain value of a tree, exactly as `JSON.parse` would build it from the
 * same text (duplicate keys: the last one wins, in the first one's position;
 * `__proto__` becomes an own property). Iterative, so arbitrarily deep trees
 * do not overflow the call stack.
 */
export function toPlainJson(root: JsonNode): PlainJson {
  const built = new Map<JsonNode, PlainJson>();
  // Post-order walk: a container is built once all its children are.
  const stack: { node: JsonNode; expanded: boolean }[] = [{ node: root, expanded: false }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const node = top.node;
    if (node.kind !== 'array' && node.kind !== 'object') {
      built.set(node, node.kind === 'null' ? null : node.value);
      stack.pop();
      continue;
    }
    if (!top.expanded) {
      top.expanded = true;
      const children = node.kind === 'array' ? node.items : node.members.map((m) => m.value);
      for (const child of children) stack.push({ node: child, expanded: false });
      continue;
    }
    stack.pop();
    if (node.kind === 'array') {
      built.set(node, node.items.map((item) => built.get(item) as PlainJson));
    } else {
      const object: { [key: string]: PlainJson } = {};
      for (const member of node.members) {
        Object.defineProperty(object, member.key.value, {
          value: built.get(member.value) as PlainJson,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
      built.set(node, object);
    }
  }
  return built.get(root) as PlainJson;
}

/** The last member named `name` (the one `JSON.parse` keeps), or `undefined`. */
export function memberNamed(object: JsonObject, name: string): JsonMember | undefined {
  for (let i = object.members.length - 1; i >= 0; i--) {
    const member = object.members[i]!;
    if (member.key.value === name) return member;
  }
  return undefined;
}
