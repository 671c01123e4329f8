/**
 * Where `--cache` keeps its file, and how it tells a file unchanged: the
 * part of the cache (lint-cache.ts) the command line and `lint` need
 * before it is loaded.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The cache file's name (ESLint's is `.eslintcache`), in the working folder or in the folder `cacheLocation` names. */
export const DEFAULT_CACHE_FILE = '.edgelintcache';

/** How a file is told unchanged: by its content's hash (default), or by its size and modification time (ESLint's `metadata`). */
export type CacheStrategy = 'content' | 'metadata';

/** Where the cache file is: `location` as a file, or `.edgelintcache` in it when it is a folder (exists as one, or ends with a slash). */
export function cachePath(cwd: string, location: string = DEFAULT_CACHE_FILE): string {
  const path = resolve(cwd, location);
  const folder = /[\\/]$/.test(location) || (existsSync(path) && statSync(path).isDirectory());
  return folder ? join(path, DEFAULT_CACHE_FILE) : path;
}
