/**
 * Paths as reports name them: with `/` on every platform, and relative to
 * the project root — the repository's top folder — which is where code
 * scanning (SARIF `%SRCROOT%`), GitLab Code Quality and GitHub annotations
 * resolve them, whatever folder the linter ran in.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** `path` relative to `cwd`, with `/` (the path itself when it is `cwd`): how plans, reports, suppressions and notices name a file. */
export function projectPath(path: string, cwd: string): string {
  return toPosix(relative(cwd, path)) || path;
}

/** The nearest folder at or above `cwd` that holds `.git` (a folder, or a file in a worktree), else `cwd`. */
export function findProjectRoot(cwd: string): string {
  for (let dir = cwd; ; ) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return cwd;
    dir = parent;
  }
}

/** `file` relative to `root` with `/`, or `undefined` when it lies outside `root`. */
export function pathInside(root: string, file: string): string | undefined {
  const rel = toPosix(relative(root, file));
  if (rel === '' || rel === '..' || rel.startsWith('../') || isAbsolute(rel)) return undefined;
  return rel;
}
