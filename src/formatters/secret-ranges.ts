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
import { loadSource, type JsonPath } from '../load/source-file.js';
import { analyzeDestination } from '../logpush/destination.js';
import { isSecretMember, isSecretName, isSecretReference, secretTextRanges } from '../text/secrets.js';

export function secretRanges(filePath: string, text: string): SourceRange[] {
  const file = loadSource(filePath, text);
  const ranges: SourceRange[] = [];
  for (const doc of file.documents) {
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
        if (typeof member !== 'string') {
          // A secret-looking name (`api_token`, `password`) also holds a number or a list of scalars as a secret;
          // only an object under one (`cache_key: { custom_key: … }`) is the API's own structure, walked.
          if (member !== null && (isSecretMember(key) || (isSecretName(key) && isSecretShaped(member)))) ranges.push(doc.rangeOf(at));
          else stack.push({ value: member, path: at });
        } else if (isSecretName(key) && member !== '' && !isSecretReference(member)) ranges.push(doc.rangeOf(at));
        else if (key === 'destination_conf') {
          for (const p of analyzeDestination(member).problems) {
            if (p.code === 'destination-secret') ranges.push(doc.valueRange(at, p.start, p.end));
          }
        }
      }
    }
  }
  ranges.push(...secretTextRanges(text));
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

/** A number, or a list of scalars: what a secret of the wrong type looks like (`password: 12345678`, `api_key: [abc]`). */
function isSecretShaped(value: unknown): boolean {
  return typeof value === 'number' || (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'));
}
