/**
 * `matches` and `regex_replace()` on byte strings, with the Rust semantics of
 * `rust-regex.ts` and `pike-vm.ts`. Compiled programs are cached per pattern
 * (a configuration reuses its patterns across rules and requests).
 */
import { compileRegex, runProgram, type Program } from './pike-vm.js';
import { parseRustRegex, RegexUndecidable, type ParsedRegex } from './rust-regex.js';
import { undecided, type Undecided } from './values.js';

interface Compiled {
  readonly parsed: ParsedRegex;
  readonly program: Program;
}

const CACHE_LIMIT = 1000;
const cache = new Map<string, Compiled | Undecided>();

function compiled(pattern: string): Compiled | Undecided {
  let entry = cache.get(pattern);
  if (entry === undefined) {
    try {
      const parsed = parseRustRegex(pattern);
      entry = { parsed, program: compileRegex(parsed) };
    } catch (error) {
      if (!(error instanceof RegexUndecidable)) throw error;
      entry = undecided(`the regular expression \`${pattern}\` uses a feature edgelint does not reproduce: ${error.message}`);
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(pattern, entry);
  }
  return entry;
}

function isUndecided(entry: Compiled | Undecided): entry is Undecided {
  return 'kind' in entry;
}

/** Whether `pattern` matches somewhere in `subject` (bytes). */
export function regexMatches(pattern: string, subject: string): boolean | Undecided {
  const entry = compiled(pattern);
  if (isUndecided(entry)) return entry;
  try {
    return runProgram(entry.program, subject) !== null;
  } catch (error) {
    if (error instanceof RegexUndecidable) return undecided(error.message);
    throw error;
  }
}

/**
 * `regex_replace(subject, pattern, replacement)`: the first match replaced,
 * `${n}` / `$n` / `${name}` expanded as Rust's `Captures::expand` does
 * (`$$` is `$`; a group that did not match gives nothing).
 */
export function regexReplaceFirst(pattern: string, subject: string, replacement: string): string | Undecided {
  const entry = compiled(pattern);
  if (isUndecided(entry)) return entry;
  let caps: number[] | null;
  try {
    caps = runProgram(entry.program, subject);
  } catch (error) {
    if (error instanceof RegexUndecidable) return undecided(error.message);
    throw error;
  }
  if (caps === null) return subject;
  if (entry.parsed.captureInRepetition && /\$/.test(replacement)) {
    return undecided(`a capture group of \`${pattern}\` is repeated; which iteration it keeps is engine-specific`);
  }
  const group = (index: number): string => {
    const start = caps![index * 2] ?? -1;
    const end = caps![index * 2 + 1] ?? -1;
    return start >= 0 && end >= 0 ? subject.slice(start, end) : '';
  };
  const expanded = expandReplacement(replacement, (name) => {
    const index = /^[0-9]+$/.test(name) ? Number(name) : entry.parsed.names.get(name);
    return index === undefined || index > entry.parsed.groups ? '' : group(index);
  });
  return subject.slice(0, caps[0]) + expanded + subject.slice(caps[1]);
}

const NAME_CHAR = /[0-9A-Za-z_]/;

/** Rust `regex::Captures::expand`: `$$`, `${name}`, `$name` (longest run of word characters). */
export function expandReplacement(replacement: string, group: (name: string) => string): string {
  let out = '';
  let i = 0;
  while (i < replacement.length) {
    const c = replacement[i]!;
    if (c !== '$') {
      out += c;
      i++;
      continue;
    }
    const next = replacement[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next === '{') {
      const close = replacement.indexOf('}', i + 2);
      const name = close < 0 ? '' : replacement.slice(i + 2, close);
      if (close < 0 || name === '' || ![...name].every((ch) => NAME_CHAR.test(ch))) {
        out += '$';
        i++;
        continue;
      }
      out += group(name);
      i = close + 1;
      continue;
    }
    let end = i + 1;
    while (end < replacement.length && NAME_CHAR.test(replacement[end]!)) end++;
    if (end === i + 1) {
      out += '$';
      i++;
      continue;
    }
    out += group(replacement.slice(i + 1, end));
    i = end;
  }
  return out;
}
