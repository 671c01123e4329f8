/**
 * The value types of the Rules language (wirefilter `Type`): Bool, Int, Ip,
 * Bytes and the containers Array<T> and Map<T>. Types are interned, so two
 * equal types are the same object and compare with `===`.
 */

export type TypeKind = 'bool' | 'int' | 'ip' | 'bytes' | 'array' | 'map';

export interface ValueType {
  readonly kind: TypeKind;
  /** Element type of an array or map. */
  readonly element?: ValueType;
  /** The name used in messages, in the docs' words (`String`, `Integer`, `Array<String>`). */
  readonly name: string;
}

function scalar(kind: TypeKind, name: string): ValueType {
  return Object.freeze({ kind, name });
}

export const BOOL = scalar('bool', 'Boolean');
export const INT = scalar('int', 'Integer');
export const IP = scalar('ip', 'IP address');
/** Strings and bytes are one runtime type; the docs call it String. */
export const BYTES = scalar('bytes', 'String');

/**
 * Every container type up to this depth is built once when the module loads,
 * so types compare with `===` and nothing is added later. The deepest type the
 * scheme can produce is three levels (a Map<Array<…>> field under a mapped
 * function call); four leaves room.
 */
const MAX_CONTAINER_DEPTH = 4;

/** The container types by name, and by element for `arrayOf`/`mapOf` (asked per node: no name is built for the lookup). */
const CONTAINERS = new Map<string, ValueType>();
const ARRAYS_BY_ELEMENT = new Map<ValueType, ValueType>();
const MAPS_BY_ELEMENT = new Map<ValueType, ValueType>();

function buildContainers(): void {
  const all = CONTAINERS;
  let level: ValueType[] = [BOOL, INT, IP, BYTES];
  for (let depth = 0; depth < MAX_CONTAINER_DEPTH; depth++) {
    const next: ValueType[] = [];
    for (const element of level) {
      for (const kind of ['array', 'map'] as const) {
        const type = Object.freeze({ kind, element, name: containerName(kind, element) });
        all.set(type.name, type);
        (kind === 'array' ? ARRAYS_BY_ELEMENT : MAPS_BY_ELEMENT).set(element, type);
        next.push(type);
      }
    }
    level = next;
  }
}

function containerName(kind: 'array' | 'map', element: ValueType): string {
  return `${kind === 'array' ? 'Array' : 'Map'}<${element.name}>`;
}

buildContainers();

function container(kind: 'array' | 'map', element: ValueType): ValueType {
  const built = (kind === 'array' ? ARRAYS_BY_ELEMENT : MAPS_BY_ELEMENT).get(element);
  if (built !== undefined) return built;
  const name = containerName(kind, element);
  // Deeper types cannot arise from the scheme; they get a fresh (unshared) object.
  return CONTAINERS.get(name) ?? Object.freeze({ kind, element, name });
}

export function arrayOf(element: ValueType): ValueType {
  return container('array', element);
}

export function mapOf(element: ValueType): ValueType {
  return container('map', element);
}

export const ARRAY_OF_BOOL = arrayOf(BOOL);
export const ARRAY_OF_BYTES = arrayOf(BYTES);

/**
 * Reads a type written the way the docs and fields.tsv write it:
 * `String`, `Bytes`, `Number`, `Integer`, `IP address`, `Boolean`,
 * `Array<…>`, `Map<…>`. Returns `undefined` for anything else.
 */
const CONTAINER_TEXT = /^(Array|Map)<(.+)>$/;
const VOWEL_START = /^[AEIOU]/;

export function parseDocsType(text: string): ValueType | undefined {
  switch (text) {
    case 'String':
    case 'Bytes':
      return BYTES;
    case 'Number':
    case 'Integer':
      return INT;
    case 'IP address':
      return IP;
    case 'Boolean':
      return BOOL;
  }
  const match = CONTAINER_TEXT.exec(text);
  if (match === null) return undefined;
  const element = parseDocsType(match[2]!);
  if (element === undefined) return undefined;
  return match[1] === 'Array' ? arrayOf(element) : mapOf(element);
}

/** "a String", "an Integer", "an IP address", "an Array<String>" — for messages. */
export function withArticle(type: ValueType): string {
  return VOWEL_START.test(type.name) ? `an ${type.name}` : `a ${type.name}`;
}

export function isScalar(type: ValueType): boolean {
  return type.kind !== 'array' && type.kind !== 'map';
}
