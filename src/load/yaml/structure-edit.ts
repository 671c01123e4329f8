/**
 * Edits that change a document's structure, for fixes and suggestions that
 * add something rather than rewrite a string: append an item to a sequence
 * (creating the sequence as a member of its parent mapping when it is
 * missing), replace a mapping member — key and value — with another, or
 * replace a value with another.
 *
 * New values are written as compact JSON, which is valid YAML flow syntax,
 * so they fit any context: after `- ` in a block sequence, after `key: ` in a
 * block mapping, inside a flow collection, and in JSON files. Indentation is
 * taken from the neighbouring item or member. Every edit is verified by
 * parsing the edited text and comparing the value at the path; an edit that
 * does not give exactly the intended value is not offered (`undefined`).
 */
import { isMap, isPair, isSeq, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import type { JsonPath } from '../source-file.js';
import type { TextEdit } from '../text-edit.js';
import { loadYamlSource, type YamlDocument, type YamlSourceFile } from './load-yaml.js';
import { keyRange, locate, valueRange } from './locate.js';
import { escapeDoubleQuoted } from './source-edit.js';

/** Append `items` to the sequence at `path`; when it is missing, add it as the last member of its parent mapping. */
export function appendItemsEdit(file: YamlSourceFile, doc: YamlDocument, path: JsonPath, items: readonly unknown[]): TextEdit | undefined {
  const json = items.map((item) => JSON.stringify(item));
  if (json.length === 0 || json.some((j) => j === undefined)) return undefined;
  const at = locate(doc, path);
  let edit: TextEdit | undefined;
  let first: number;
  if (at.found && isSeq(at.node)) {
    edit = appendToSequence(file, at.node, json);
    first = at.node.items.length;
  } else if (!at.found && at.depth === path.length - 1 && isMap(at.node) && typeof path[path.length - 1] === 'string') {
    edit = addMember(file, at.node, path[path.length - 1] as string, `[${json.join(', ')}]`);
    first = 0;
  } else {
    return undefined;
  }
  return edit && items.every((item, i) => verified(file, edit, doc.index, [...path, first + i], item)) ? edit : undefined;
}

/** Replace the member at `path` (its key and value) with `key: value`. */
export function replaceMemberEdit(file: YamlSourceFile, doc: YamlDocument, path: JsonPath, key: string, value: unknown): TextEdit | undefined {
  const json = JSON.stringify(value);
  const at = locate(doc, path);
  if (json === undefined || !at.found || !at.pair || !at.node) return undefined;
  const start = keyRange(file, at.pair).start;
  const end = valueRange(file, at.node).end;
  const edit = { start, end, text: `${JSON.stringify(key)}: ${json}` };
  // YAML keys need no quotes when they are plain words; JSON keys always do.
  if (file.format === 'yaml' && /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key)) edit.text = `${key}: ${json}`;
  return verified(file, edit, doc.index, [...path.slice(0, -1), key], value) ? edit : undefined;
}

/** Replace the value at `path` with `value`: a string as a quoted scalar (single quotes when YAML allows them), anything else as compact JSON. */
export function replaceValueEdit(file: YamlSourceFile, doc: YamlDocument, path: JsonPath, value: unknown): TextEdit | undefined {
  const text = typeof value === 'string' ? quotedString(value, file.format === 'json') : JSON.stringify(value);
  const at = locate(doc, path);
  if (text === undefined || !at.found || !at.node) return undefined;
  const range = valueRange(file, at.alias ?? at.node);
  const edit = { start: range.start, end: range.end, text };
  return verified(file, edit, doc.index, path, value) ? edit : undefined;
}

/** YAML's printable characters (1.2 §5.1) minus line breaks: what a single-quoted scalar can hold as written. */
const SINGLE_QUOTABLE = /^[\t\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

/** A JSON string in JSON files; in YAML single quotes (nothing to escape but `'`), or double quotes when the text needs escapes. */
function quotedString(text: string, json: boolean): string {
  if (json) return JSON.stringify(text);
  if (SINGLE_QUOTABLE.test(text)) return `'${text.replace(/'/g, "''")}'`;
  return `"${escapeDoubleQuoted(text)}"`;
}

function appendToSequence(file: YamlSourceFile, seq: YAMLSeq, json: readonly string[]): TextEdit | undefined {
  if (seq.flow) return insertInFlow(file, seq, json.join(', '));
  const last = seq.items[seq.items.length - 1] as Node | undefined;
  if (!last?.range) return undefined;
  // The `-` of the last item: the first non-blank before the item's value on its line.
  const valueStart = last.range[0];
  const lineStart = file.text.lastIndexOf('\n', valueStart - 1) + 1;
  const dash = file.text.slice(lineStart, valueStart).indexOf('-');
  if (dash < 0) return undefined;
  const end = valueRange(file, last).end;
  return { start: end, end, text: json.map((j) => `\n${' '.repeat(dash)}- ${j}`).join('') };
}

function addMember(file: YamlSourceFile, map: YAMLMap, key: string, json: string): TextEdit | undefined {
  const keyText = file.format === 'json' ? JSON.stringify(key) : key;
  if (map.flow) return insertInFlow(file, map, `${keyText}: ${json}`);
  const last = map.items[map.items.length - 1] as Pair | undefined;
  if (!last || !isPair(last)) return undefined;
  const keyStart = keyRange(file, last).start;
  const column = keyStart - (file.text.lastIndexOf('\n', keyStart - 1) + 1);
  const end = last.value ? valueRange(file, last.value as Node).end : keyRange(file, last).end;
  return { start: end, end, text: `\n${' '.repeat(column)}${keyText}: ${json}` };
}

/** In a flow collection (or a JSON array/object): after its last item, or inside the brackets when it is empty. */
function insertInFlow(file: YamlSourceFile, node: YAMLSeq | YAMLMap, text: string): TextEdit | undefined {
  const last = node.items[node.items.length - 1] as Node | Pair | undefined;
  const lastNode = isPair(last) ? ((last.value ?? last.key) as Node | null) : last;
  if (lastNode?.range) {
    const end = valueRange(file, lastNode).end;
    return { start: end, end, text: `, ${text}` };
  }
  const range = valueRange(file, node);
  const close = file.text.lastIndexOf(isSeq(node) ? ']' : '}', range.end - 1);
  return close < range.start ? undefined : { start: close, end: close, text };
}

function verified(file: YamlSourceFile, edit: TextEdit, documentIndex: number, path: JsonPath, expected: unknown): boolean {
  const text = file.text.slice(0, edit.start) + edit.text + file.text.slice(edit.end);
  const reloaded = loadYamlSource(file.path, text, { format: file.format === 'json' ? 'json' : 'yaml' });
  const doc = reloaded.documents[documentIndex];
  if (!doc || doc.fatal || reloaded.problems.some((p) => p.fatal)) return false;
  let value: unknown = doc.value;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return JSON.stringify(value) === JSON.stringify(expected);
}
