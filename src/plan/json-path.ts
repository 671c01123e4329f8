/**
 * The response paths of placeholders, written once and rendered two ways:
 * as JSONPath (what a placeholder and the REST-client file show:
 * `result.rules[?(@.action=="execute")].id`, `result.rules[-1:].id`) and as
 * a jq program for the curl script (`first(.result.rules[] | select(.action
 * == "execute") | .id)`).
 */

export type JsonPathStep =
  | { readonly key: string }
  | { readonly index: number }
  /** The last element of an array. */
  | { readonly last: true }
  /** The elements of an array whose members (by relative path) equal these strings; the first such element is meant. */
  | { readonly where: readonly { readonly path: readonly string[]; readonly equals: string }[] };

export type JsonPath = readonly JsonPathStep[];

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function jsonPathKey(key: string, first: boolean): string {
  if (IDENTIFIER.test(key)) return first ? key : `.${key}`;
  return `[${JSON.stringify(key)}]`;
}

/** JSONPath without the leading `$.`: `result.rules[?(@.action=="execute" && @.action_parameters.id=="…")].id`. */
export function toJsonPath(path: JsonPath): string {
  let out = '';
  for (const step of path) {
    if ('key' in step) out += jsonPathKey(step.key, out === '');
    else if ('index' in step) out += `[${step.index}]`;
    else if ('last' in step) out += '[-1:]';
    else {
      const conditions = step.where.map((c) => `@${c.path.map((k) => jsonPathKey(k, false)).join('')}==${JSON.stringify(c.equals)}`);
      out += `[?(${conditions.join(' && ')})]`;
    }
  }
  return out;
}

function jqKey(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** A jq program yielding the value at `path` (the first match of a `where` step), or nothing. */
export function toJq(path: JsonPath): string {
  let out = '';
  let afterSelect = false;
  let filtered = false;
  const append = (piece: string): void => {
    out += afterSelect ? ` | ${piece.startsWith('.') ? piece : `.${piece}`}` : piece;
    afterSelect = false;
  };
  for (const step of path) {
    if ('key' in step) append(jqKey(step.key));
    else if ('index' in step) append(`[${step.index}]`);
    else if ('last' in step) append('[-1]');
    else {
      const conditions = step.where.map((c) => `${c.path.map(jqKey).join('')} == ${JSON.stringify(c.equals)}`);
      append('[]');
      out += ` | select(${conditions.join(' and ')})`;
      afterSelect = true;
      filtered = true;
    }
  }
  if (!out.startsWith('.')) out = `.${out}`;
  return filtered ? `first(${out})` : out;
}

/** A jq program yielding `true` when an element matching the `where` step at the end of `path` exists. */
export function toJqExists(path: JsonPath): string {
  const last = path[path.length - 1];
  if (!last || !('where' in last)) return `(${toJq(path)}) != null`;
  const base = toJq(path.slice(0, -1));
  const conditions = last.where.map((c) => `${c.path.map(jqKey).join('')} == ${JSON.stringify(c.equals)}`);
  return `any(${base}[]?; ${conditions.join(' and ')})`;
}
