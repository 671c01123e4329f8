/**
 * Where a file holds literal secrets, so that formats which show source lines
 * (`codeframe`) mask them: README "Security" promises that no command or
 * format echoes a secret. Found from the file itself, not from the findings,
 * so a secret is masked even when the rules that report it are off or
 * suppressed: the values of secret-named members (`with_secret`, `*_token`,
 * …, `src/text/secrets.ts`) that are not `${NAME}` references — the whole
 * value of a secret member whatever its type (`with_secret: [abc]` holds
 * the secret all the same) — and the clear text credentials the log push
 * destination analysis finds inside `destination_conf` strings. Documents
 * with a syntax error are walked too, in what the parser recovered of them
 * (a secret on the line after its key, a broken flow map); and, read from
 * the text alone, whatever `secretTextRanges` finds (a JSON file with a
 * syntax error has no value at all). Linear in the file; an explicit stack,
 * so the input's nesting cannot overflow the call stack.
 */
import type { SourceRange } from '../load/position.js';
import { loadSource, type JsonPath, type LoadedDocument } from '../load/source-file.js';
import { analyzeDestination } from '../logpush/destination.js';
import { isSecretMember, isSecretName, isSecretReference, literalHeaderCredential, secretTextRanges, urlCredentials } from '../text/secrets.js';

export function secretRanges(filePath: string, text: string): SourceRange[] {
  const file = loadSource(filePath, text);
  const ranges: SourceRange[] = [];
  for (const doc of file.documents) {
    // The literal secrets found, so that the same text written elsewhere in the document is masked too: an alias
    // (`with_secret: *s`) shows at its anchor (`note: &s …`), and a secret copied into another member is the same secret.
    const secrets = new Set<string>();
    const stack: { value: unknown; path: JsonPath }[] = [{ value: doc.value, path: [] }];
    while (stack.length) {
      const { value, path } = stack.pop()!;
      if (Array.isArray(value)) {
        value.forEach((item: unknown, index) => stack.push({ value: item, path: [...path, index] }));
        continue;
      }
      if (value === null || typeof value !== 'object') continue;
      for (const [key, member] of Object.entries(value)) {
        const at = [...path, key];
        if (key === 'headers' && member !== null && typeof member === 'object' && !Array.isArray(member)) {
          // A header transform's credential header set to a literal (`Authorization: { value: "Bearer …" }`).
          for (const [name, operation] of Object.entries(member)) {
            const credential = literalHeaderCredential(name, operation);
            if (credential === undefined) continue;
            ranges.push(doc.rangeOf([...at, name, 'value']));
            secrets.add(credential);
          }
        }
        if (typeof member !== 'string') {
          // A secret-looking name (`api_token`, `password`) also holds a number or a list of scalars as a secret;
          // only an object under one (`cache_key: { custom_key: … }`) is the API's own structure, walked.
          if (member !== null && (isSecretMember(key) || (isSecretName(key) && isSecretShaped(member)))) {
            ranges.push(doc.rangeOf(at));
            collectStrings(member, secrets);
          } else stack.push({ value: member, path: at });
        } else if (isSecretName(key) && member !== '' && !isSecretReference(member)) {
          ranges.push(doc.rangeOf(at));
          secrets.add(member);
        } else if (key === 'destination_conf') {
          for (const p of analyzeDestination(member).problems) {
            if (p.code === 'destination-secret') ranges.push(doc.valueRange(at, p.start, p.end));
          }
          // A destination written wrongly (no scheme, backslashes) may hold credentials the analysis does not reach.
          for (const c of urlCredentials(member, 0, true)) ranges.push(doc.valueRange(at, c.start, c.end));
        }
      }
    }
    if (secrets.size > 0) equalStringRanges(doc, secrets, ranges);
  }
  // One by one, never spread: a file may hold more ranges than a call takes arguments.
  for (const range of secretTextRanges(text)) ranges.push(range);
  // Sorted and merged: the caller masks each range once, skipping one that starts inside the last.
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: SourceRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start < last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, range.end) };
    else merged.push(range);
  }
  return merged;
}

/** The strings of a secret member's value (a list of scalars, an object's leaves), bounded by the loader's nesting limit. */
function collectStrings(value: unknown, into: Set<string>): void {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string' && item !== '' && !isSecretReference(item)) into.add(item);
    else if (item !== null && typeof item === 'object') for (const member of Array.isArray(item) ? item : Object.values(item)) stack.push(member);
  }
}

/** Adds where the document writes a string equal to one of `secrets`: the anchor an alias of a secret refers to, a copy. */
function equalStringRanges(doc: LoadedDocument, secrets: ReadonlySet<string>, ranges: SourceRange[]): void {
  const stack: { value: unknown; path: JsonPath }[] = [{ value: doc.value, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (secrets.has(value)) ranges.push(doc.rangeOf(path));
    } else if (Array.isArray(value)) value.forEach((item: unknown, index) => stack.push({ value: item, path: [...path, index] }));
    else if (value !== null && typeof value === 'object') for (const [key, member] of Object.entries(value)) stack.push({ value: member, path: [...path, key] });
  }
}

/** A number, or a list of scalars: what a secret of the wrong type looks like (`password: 12345678`, `api_key: [abc]`). */
function isSecretShaped(value: unknown): boolean {
  return typeof value === 'number' || (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'));
}
