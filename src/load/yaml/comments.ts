/**
 * The comments of a YAML file. A `#` starts a comment at the start of a line
 * or after a blank (YAML 1.2 §6.6), except inside a quoted or block scalar,
 * where it is content; a plain scalar cannot hold ` #`. One sweep over the
 * sorted scalar ranges: linear in the text and the number of scalars.
 */
import type { SourceComment } from '../source-file.js';
import type { YamlDocument } from './load-yaml.js';

const COMMENT_START = /(^|[ \t])#/gm;

export function yamlComments(text: string, documents: readonly YamlDocument[]): SourceComment[] {
  if (!text.includes('#')) return [];
  const scalars: [number, number][] = [];
  for (const d of documents) for (const range of d.nonPlainScalarRanges()) scalars.push(range);
  scalars.sort((a, b) => a[0] - b[0]);
  const comments: SourceComment[] = [];
  let s = 0;
  for (const match of text.matchAll(COMMENT_START)) {
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    while (s < scalars.length && (scalars[s] as [number, number])[1] <= start) s++;
    const scalar = scalars[s];
    if (scalar && scalar[0] <= start && start < scalar[1]) continue;
    let end = start + 1;
    while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
    comments.push({ start, end, text: text.slice(start + 1, end) });
  }
  return comments;
}
