/**
 * Terraform's JSON syntax (`.tf.json`) → the resources of the file, like the
 * HCL front end gives them: `"resource": { "<type>": { "<name>": { … } } }`
 * (or a list of such objects), nested blocks as an object or a list of
 * objects, `"dynamic": { "<type>": { "content": { … } } }`, `"//"` comment
 * members left out. Every string is a template: `${…}` interpolations and
 * `%{…}` directives are unknown (held by placeholders, their spans
 * recorded), except `${local.NAME}` for a local of the same file whose value
 * is known; `$${` and `%%{` stand for a literal `${` and `%{`.
 *
 * Linear in the document; recursion follows its (depth-checked) structure.
 */
import type { LoadProblem } from '../load-problem.js';
import type { SourceRange } from '../position.js';
import { StringMapBuilder } from '../string-map.js';
import { unknownPlaceholder } from '../unknown-placeholder.js';
import { memberOf, type TreeMember, type TreeNode, type TreeObject, type TreeString } from '../value-tree.js';
import { LocalBudget } from './local-budget.js';
import { zoneNameOf, type TerraformConfig, type TerraformResource } from './terraform-config.js';

/** A pure `${local.NAME}`. */
const LOCAL_REFERENCE = /^local\.([A-Za-z_][\w-]*)$/;

class TemplateReader {
  private placeholders = 0;
  private readonly resolving = new Set<string>();
  private readonly resolved = new Map<string, TreeNode>();

  constructor(
    private readonly locals: TreeObject | undefined,
    private readonly budget: LocalBudget,
  ) {}

  /** A JSON value with its strings read as templates, `//` members left out and `dynamic` blocks expanded. */
  value(node: TreeNode): TreeNode {
    switch (node.kind) {
      case 'string':
        return this.template(node);
      case 'array':
        return { ...node, items: node.items.map((item) => this.value(item)) };
      case 'object':
        return expandDynamic({ ...node, members: node.members.filter((m) => m.key !== '//').map((m) => ({ ...m, value: this.value(m.value) })) });
      default:
        return node;
    }
  }

  template(node: TreeString): TreeNode {
    const text = node.value;
    if (!text.includes('{')) return node;
    const parts = splitTemplate(text);
    if (parts.every((p) => p.kind === 'literal' && !p.escape)) return node;
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only?.kind === 'interpolation') {
      const local = this.local(only.expression, node.range);
      return local ?? { kind: 'unknown', range: node.range, source: only.expression };
    }
    const out = new StringMapBuilder();
    const unknown: [number, number][] = [];
    for (const part of parts) {
      if (part.kind === 'literal') {
        if (part.escape) out.mapped(text.slice(part.start, part.start + 1) + '{', node.map.toSourceRange(part.start, part.end));
        else out.copyOrMap(node.map, text, part.start, part.end);
        continue;
      }
      const at: SourceRange = node.map.toSourceRange(part.start, part.end);
      const local = part.kind === 'interpolation' ? this.local(part.expression, at) : undefined;
      if (local?.kind === 'string' && local.unknown.length === 0) {
        out.copyOrMap(local.map, local.value, 0, local.value.length);
      } else if (local?.kind === 'scalar' && local.value !== null) {
        out.mapped(String(local.value), at);
      } else {
        const start = out.length;
        this.placeholders++;
        out.mapped(unknownPlaceholder(this.placeholders), at);
        unknown.push([start, out.length]);
      }
    }
    return { kind: 'string', range: node.range, value: out.value, map: out.build(node.range.start), unknown };
  }

  /** The value of a `${local.NAME}` at `at`; `undefined` for anything else, in a cycle, or past the budget (`LocalBudget`). */
  private local(expression: string, at: SourceRange): TreeNode | undefined {
    const name = LOCAL_REFERENCE.exec(expression.trim())?.[1];
    if (!name) return undefined;
    const value = this.localValue(name);
    return value && this.budget.use(value, name, at) ? value : undefined;
  }

  private localValue(name: string): TreeNode | undefined {
    if (!this.locals || this.resolving.has(name)) return undefined;
    const cached = this.resolved.get(name);
    if (cached) return cached;
    const member = memberOf(this.locals, name);
    if (!member) return undefined;
    this.resolving.add(name);
    try {
      const value = this.value(member.value);
      this.resolved.set(name, value);
      return value;
    } finally {
      this.resolving.delete(name);
    }
  }
}

/** `"dynamic": { "rules": { "for_each": …, "content": { … } } }`: the content joins the list of `rules` blocks. */
function expandDynamic(object: TreeObject): TreeObject {
  const dynamic = memberOf(object, 'dynamic');
  if (!dynamic || dynamic.value.kind !== 'object') return object;
  const members = object.members.filter((m) => m.key !== 'dynamic');
  for (const block of dynamic.value.members) {
    const specs = block.value.kind === 'array' ? block.value.items : [block.value];
    const contents = specs.flatMap((spec): TreeNode[] => {
      const content = spec.kind === 'object' ? memberOf(spec, 'content')?.value : undefined;
      return content?.kind === 'object' ? [{ ...content, range: spec.range, head: block.keyRange, mayRepeat: true }] : [];
    });
    const index = members.findIndex((m) => m.key === block.key);
    const existing = index >= 0 ? (members[index] as TreeMember) : undefined;
    const before = existing ? (existing.value.kind === 'array' ? existing.value.items : [existing.value]) : [];
    const items = [...before, ...contents];
    if (existing) members[index] = { ...existing, value: { kind: 'array', range: existing.value.range, head: existing.keyRange, items } };
    else members.push({ key: block.key, keyRange: block.keyRange, value: { kind: 'array', range: block.value.range, head: block.keyRange, items } });
  }
  return { ...object, members };
}

type TemplatePart =
  | { readonly kind: 'literal'; readonly start: number; readonly end: number; readonly escape?: boolean }
  | { readonly kind: 'interpolation' | 'directive'; readonly start: number; readonly end: number; readonly expression: string };

/** A template's literal text, `$${`/`%%{` escapes, interpolations and directives, in order. */
function splitTemplate(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let literalStart = 0;
  let i = 0;
  const flush = (end: number): void => {
    if (end > literalStart) parts.push({ kind: 'literal', start: literalStart, end });
  };
  while (i < text.length) {
    const c = text[i];
    if ((c === '$' || c === '%') && text[i + 1] === c && text[i + 2] === '{') {
      flush(i);
      parts.push({ kind: 'literal', start: i, end: i + 3, escape: true });
      i += 3;
      literalStart = i;
      continue;
    }
    if ((c === '$' || c === '%') && text[i + 1] === '{') {
      const end = closingBrace(text, i + 2);
      flush(i);
      parts.push({ kind: c === '$' ? 'interpolation' : 'directive', start: i, end, expression: text.slice(i + 2, Math.max(i + 2, end - 1)).replace(/^~|~$/g, '') });
      i = end;
      literalStart = i;
      continue;
    }
    i++;
  }
  flush(text.length);
  return parts;
}

/** The offset after the `}` that closes a `${` / `%{` opened before `from` (nested braces and quoted strings skipped). */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return text.length;
}

/** The members of an object, or of each object of a list (`"resource": [{…}, {…}]`). */
function objects(node: TreeNode | undefined): TreeObject[] {
  if (!node) return [];
  if (node.kind === 'object') return [node];
  if (node.kind === 'array') return node.items.filter((i): i is TreeObject => i.kind === 'object');
  return [];
}

/** The resources, locals and zone names of a `.tf.json` document of `fileLength` characters; problems (locals past their budget) go to `problems`. */
export function tfJsonConfig(root: TreeNode | null, fileLength: number, problems: LoadProblem[]): TerraformConfig {
  const resources: TerraformResource[] = [];
  const zoneNames = new Map<string, TreeNode>();
  if (root?.kind !== 'object') return { resources, zoneNames };
  const localsObjects = objects(memberOf(root, 'locals')?.value);
  const locals: TreeObject | undefined = localsObjects.length ? { ...(localsObjects[0] as TreeObject), members: localsObjects.flatMap((o) => o.members) } : undefined;
  const reader = new TemplateReader(locals, new LocalBudget(fileLength, problems));
  const blocks = (key: string, visit: (type: string, name: TreeMember, body: TreeObject) => void): void => {
    for (const byType of objects(memberOf(root, key)?.value)) {
      for (const type of byType.members) {
        for (const byName of objects(type.value)) {
          for (const name of byName.members) {
            for (const body of objects(name.value)) visit(type.key, name, body);
          }
        }
      }
    }
  };
  blocks('resource', (type, name, body) => {
    const read = reader.value(body) as TreeObject;
    const head = { start: name.keyRange.start, end: name.keyRange.end };
    if (type === 'cloudflare_zone') {
      const zone = zoneNameOf(read);
      if (zone) zoneNames.set(`cloudflare_zone.${name.key}`, zone);
      return;
    }
    resources.push({ type, name: name.key, address: `${type}.${name.key}`, range: body.range, head, body: read });
  });
  blocks('data', (type, name, body) => {
    if (type !== 'cloudflare_zone') return;
    const zone = zoneNameOf(reader.value(body) as TreeObject);
    if (zone) zoneNames.set(`data.cloudflare_zone.${name.key}`, zone);
  });
  return { resources, zoneNames };
}
