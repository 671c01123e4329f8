/**
 * Where the installed package lives and what version it is. Both the source
 * tree (tests run `src/` directly) and the bundle (`dist/`, `dist/chunks/`) sit below the
 * package root, at different depths, so the root is found by walking up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && /"name":\s*"edgelint"/.test(readFileSync(candidate, 'utf8'))) return (root = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('edgelint: package.json of edgelint not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
