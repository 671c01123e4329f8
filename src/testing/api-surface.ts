/**
 * The library's public surface as its sources declare it: every name
 * `src/index.ts` exports, followed through re-exports to its declaration,
 * with its kind and its TSDoc comment. Read from the TypeScript sources with
 * a few patterns for the export forms the project writes (`export { a, b as
 * c, type T } from`, `export type { … } from`, `export type * from`, and
 * `export function|class|const|interface|type` declarations), so the README
 * table and the TSDoc check need no compiler API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { packageRoot } from '../package-info.js';

export type ApiKind = 'function' | 'class' | 'constant' | 'type';

export interface ApiExport {
  /** The name a consumer imports. */
  readonly name: string;
  readonly kind: ApiKind;
  /** The file that declares it, relative to the package root. */
  readonly file: string;
  /** The TSDoc comment's text (without `/**`, `*` and `*\/`), or `undefined` when it has none. */
  readonly doc: string | undefined;
}

const DECLARATION = /^export\s+(?:declare\s+)?(?:async\s+)?(function\*?|class|abstract\s+class|const|let|interface|type)\s+([A-Za-z_$][\w$]*)/gm;
const REEXPORT = /^export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm;
const STAR = /^export\s+(type\s+)?\*\s+from\s+'([^']+)';/gm;

function sourceOf(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** The TSDoc comment right before `offset` (whitespace between allowed), if any. */
function docBefore(text: string, offset: number): string | undefined {
  let end = offset;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  if (!text.slice(0, end).endsWith('*/')) return undefined;
  const start = text.lastIndexOf('/**', end);
  if (start < 0) return undefined;
  // A line comment between the TSDoc and the declaration would make this the wrong comment: none is allowed.
  return text
    .slice(start + 3, end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

function kindOf(keyword: string): ApiKind {
  if (keyword.startsWith('function')) return 'function';
  if (keyword.includes('class')) return 'class';
  if (keyword === 'interface' || keyword === 'type') return 'type';
  return 'constant';
}

/** Where `name` is declared, starting from `file` and following its re-exports. */
function declarationOf(file: string, name: string, seen: Set<string> = new Set()): Omit<ApiExport, 'name'> | undefined {
  const key = `${file}#${name}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(DECLARATION)) {
    if (m[2] === name) return { kind: kindOf(m[1]!), file: relative(packageRoot(), file), doc: docBefore(text, m.index ?? 0) };
  }
  for (const m of text.matchAll(REEXPORT)) {
    for (const item of m[2]!.split(',')) {
      const [original, alias] = item.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/);
      if ((alias ?? original) === name && original) return declarationOf(sourceOf(file, m[3]!), original, seen);
    }
  }
  for (const m of text.matchAll(STAR)) {
    const found = declarationOf(sourceOf(file, m[2]!), name, seen);
    if (found) return found;
  }
  return undefined;
}

/** Every export of the package entry, in the order it lists them. */
export function apiSurface(entry: string = join(packageRoot(), 'src', 'index.ts')): ApiExport[] {
  const text = readFileSync(entry, 'utf8');
  const out: ApiExport[] = [];
  const statements: { at: number; names?: string; from: string }[] = [
    ...[...text.matchAll(REEXPORT)].map((m) => ({ at: m.index ?? 0, names: m[2]!, from: m[3]! })),
    ...[...text.matchAll(STAR)].map((m) => ({ at: m.index ?? 0, from: m[2]! })),
  ];
  for (const s of statements.sort((a, b) => a.at - b.at)) {
    const file = sourceOf(entry, s.from);
    if (s.names === undefined) {
      // `export type * from`: every declaration of the module.
      const declared = readFileSync(file, 'utf8');
      for (const m of declared.matchAll(DECLARATION)) out.push({ name: m[2]!, kind: kindOf(m[1]!), file: relative(packageRoot(), file), doc: docBefore(declared, m.index ?? 0) });
      continue;
    }
    for (const item of s.names.split(',').map((i) => i.trim()).filter(Boolean)) {
      const [original, alias] = item.replace(/^type\s+/, '').split(/\s+as\s+/);
      const found = declarationOf(file, original!);
      if (!found) throw new Error(`${alias ?? original} (exported from ${s.from}) has no declaration the surface reader finds`);
      out.push({ name: alias ?? original!, ...found });
    }
  }
  return out;
}

/** The first sentence of a TSDoc comment, on one line, for a summary table (a period inside code or parentheses does not end it). */
export function summaryOf(doc: string | undefined): string {
  if (!doc) return '';
  const paragraph = doc.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
  let code = false;
  let depth = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const c = paragraph[i];
    if (c === '`') code = !code;
    else if (code) continue;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '.' && depth === 0 && (i + 1 === paragraph.length || paragraph[i + 1] === ' ') && !/\be\.g$|\bi\.e$/.test(paragraph.slice(0, i))) return paragraph.slice(0, i + 1);
  }
  return paragraph;
}
