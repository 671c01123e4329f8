/**
 * Where `--cache` keeps its file, and how it tells a file unchanged: the
 * part of the cache (lint-cache.ts) the command line and `lint` need
 * before it is loaded.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

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

/** How every cache file edgelint writes starts (`JSON.stringify` of `{ edgelintCache: FORMAT, … }`). */
const CACHE_FILE_START = '{"edgelintCache":';

/**
 * Why the cache file at `path` (see `cachePath`) may be neither read nor
 * written, or `undefined` when it may: it is missing, or a regular file that
 * is empty, named `.edgelintcache`, or one of edgelint's caches. A device (`/dev/null`) would be
 * replaced by the cache, a FIFO would block the run, and any other file — a
 * linted file named by mistake — would be overwritten.
 */
export function cacheLocationProblem(path: string): string | undefined {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return undefined;
  }
  if (!stats.isFile()) return `the cache location ${path} is ${stats.isDirectory() ? 'a folder' : 'not a regular file'}; name a file or a folder for the cache`;
  // A file of the cache's own name is edgelint's whatever it holds (a corrupt cache is rebuilt); caches are written atomically,
  // so any other name holds a whole cache, or is someone else's file.
  if (stats.size === 0 || basename(path) === DEFAULT_CACHE_FILE) return undefined;
  const head = Buffer.alloc(CACHE_FILE_START.length);
  let read = 0;
  try {
    const fd = openSync(path, 'r');
    try {
      read = readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined; // unreadable: the cache then starts empty, and a write reports its own problem
  }
  return head.toString('utf8', 0, read) === CACHE_FILE_START ? undefined : `${path} is not an edgelint cache and would be overwritten; name another --cache-location`;
}
