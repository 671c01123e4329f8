/**
 * Configuration patterns matched against files: each pattern is relative to
 * the configuration's base folder (`ProjectConfig.basePath`,
 * config/base-path.ts), whatever folder the run is in, and a file outside
 * that folder matches none (ESLint's flat config). The one way the files
 * search, the lint targets, the `files` check and the `overrides` blocks
 * match a path.
 */
import picomatch from 'picomatch';
import { pathInside } from './project-path.js';

/** Whether a path relative to the base folder (with `/`) matches one of `patterns` and none of `ignore`. */
export function relativeMatcher(patterns: readonly string[], ignore: readonly string[] = []): (rel: string) => boolean {
  return picomatch([...patterns], { dot: true, ...(ignore.length ? { ignore: [...ignore] } : {}) });
}

/** Whether an absolute path matches one of `patterns` (relative to `base`) and none of `ignore`. */
export function basedMatcher(base: string, patterns: readonly string[], ignore: readonly string[] = []): (absolute: string) => boolean {
  const matches = relativeMatcher(patterns, ignore);
  return (absolute) => {
    const rel = pathInside(base, absolute);
    return rel !== undefined && matches(rel);
  };
}

/** Any character that makes a path segment a glob rather than a folder name. */
const GLOB_SEGMENT = /[*?[\]{}()!+@\\]/;

/**
 * Glob patterns relative to `below` (a folder inside `base`, `prefix` its
 * path from there with `/`) that find at least every file below it that
 * `patterns`, relative to `base`, match: a run in a subfolder walks only its
 * own folder, and `basedMatcher` then decides. A pattern whose fixed folders
 * lead to the subfolder is taken from there (`infra/zones/**` → `**`), one
 * that leads elsewhere finds nothing below it, one whose glob before that
 * point is a last `**` and a file name pattern keeps those two, and any
 * other with a glob before that point may match anything below it (`**`).
 */
export function patternsBelow(patterns: readonly string[], prefix: string): string[] {
  if (prefix === '') return [...patterns];
  const folders = prefix.split('/');
  const below = new Set<string>();
  for (const pattern of patterns) {
    const segments = pattern.replace(/^(?:\.\/)+/, '').split('/');
    let i = 0;
    while (i < folders.length && i < segments.length - 1 && !GLOB_SEGMENT.test(segments[i]!) && segments[i] === folders[i]) i++;
    // `infra/zones/` names the folder itself, which no file path equals: nothing below it (an empty pattern would be refused).
    if (i === folders.length) {
      const rest = segments.slice(i).join('/');
      if (rest !== '') below.add(rest);
    }
    // `**/<name pattern>`: the name is the file's own, below the working folder; a longer tail may take in folders above it.
    else if (segments[i] === '**' && segments.length - i <= 2) below.add(segments.slice(i).join('/'));
    else if (segments[i] === '**') below.add('**');
    // A fixed folder other than the subfolder's, or a last segment (a file in a folder above it): nothing below.
    else if (i < segments.length - 1 && GLOB_SEGMENT.test(segments[i]!)) below.add('**');
  }
  return [...below];
}
