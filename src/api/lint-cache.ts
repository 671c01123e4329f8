/**
 * `--cache` (ESLint's): each file's result kept in one JSON file
 * (`--cache-location`, default `.edgelintcache` in the working folder) and
 * reused when nothing it depends on changed. A file's result depends on its
 * bytes and its configuration only (lint-workers.ts says why), so an entry
 * is keyed by
 *
 * - the file's content (SHA-256 of its bytes; with the `metadata` strategy,
 *   its size and modification time, ESLint's default, cheaper and looser),
 * - its configuration, folded for that file (lint-config-data.ts: rules,
 *   severities, options, now, tier, lists, removal date, caps), and whether
 *   the configuration's `files` patterns name it,
 * - the run: edgelint's version, the cache format and the rules known.
 *
 * A cache file that cannot be read, is not edgelint's, or is of another
 * version or run is ignored and written anew. Results that carry fixed text
 * are not kept, and a `fix` run does not reuse a result with a fix in it (the
 * file would change). An entry whose text the secret masker would change is
 * not kept either, so the cache never holds a secret in clear. Loaded only
 * when `cache` is on.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { makeResult, type LintMessage, type LintResult, type SuppressedMessage } from '../engine/lint-result.js';
import { toPosix } from '../files/project-path.js';
import { decodeSource } from '../load/decode.js';
import { packageVersion } from '../package-info.js';
import { maskSecretsInText } from '../text/secrets.js';
import type { CacheStrategy } from './cache-location.js';
import type { LintConfigData } from './lint-config-data.js';

/** Bumped when the entries' shape changes. */
const FORMAT = 1;

interface CacheEntry {
  /** SHA-256 of the bytes, hex. */
  readonly content: string;
  readonly size: number;
  readonly mtime: number;
  /** The configuration key (`configKey`). */
  readonly config: string;
  /** The findings; `null` for a file skipped (outside the configured `files`, holding no edge document). */
  readonly result: { readonly messages: LintMessage[]; readonly suppressedMessages: SuppressedMessage[] } | null;
}

interface CacheFile {
  readonly edgelintCache: number;
  readonly run: string;
  readonly files: Record<string, CacheEntry>;
}

/** A file looked up: its result when the cache has it; otherwise its bytes, read once, for the lint and the new entry. */
export type CacheLookup =
  | { readonly hit: true; readonly result: LintResult | undefined }
  | { readonly hit: false; readonly bytes: Uint8Array; readonly key: EntryKey }
  | { readonly hit: false; readonly problem: string };

/** What a new entry is stored under. */
export interface EntryKey {
  readonly content: string;
  readonly size: number;
  readonly mtime: number;
  readonly config: string;
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The key of a file's configuration: the folded settings, and whether the `files` patterns name the file. */
export function configKey(config: LintConfigData, configured: boolean): string {
  return sha256(JSON.stringify([config, configured]));
}

export class LintCache {
  private readonly entries: Record<string, CacheEntry>;
  private readonly seen = new Set<string>();
  /** Files whose result came from the cache. */
  hits = 0;

  private constructor(
    /** The cache file (absolute). */
    readonly path: string,
    private readonly cwd: string,
    private readonly run: string,
    private readonly strategy: CacheStrategy,
    entries: Record<string, CacheEntry>,
  ) {
    this.entries = entries;
  }

  /** Open the cache at `path` for a run over `registry` (rule ids); what cannot be used is ignored. */
  static open(path: string, cwd: string, registry: readonly string[], strategy: CacheStrategy): LintCache {
    const run = sha256(JSON.stringify([packageVersion(), FORMAT, registry]));
    return new LintCache(path, cwd, run, strategy, readEntries(path, run));
  }

  private keyOf(filePath: string): string {
    return toPosix(relative(this.cwd, filePath));
  }

  /** The cached result of `filePath` under `config` (a `configKey`), or the file's bytes to lint. */
  lookup(filePath: string, config: string, read: (path: string) => { bytes: Uint8Array } | { problem: string }, fix: boolean): CacheLookup {
    const name = this.keyOf(filePath);
    this.seen.add(name);
    const entry = Object.hasOwn(this.entries, name) ? this.entries[name] : undefined;
    const outcome = read(filePath);
    if ('problem' in outcome) return { hit: false, problem: outcome.problem };
    const { bytes } = outcome;
    let stat: { size: number; mtimeMs: number } | undefined;
    try {
      stat = statSync(filePath);
    } catch {
      stat = undefined;
    }
    const size = bytes.length;
    const mtime = stat?.mtimeMs ?? 0;
    const sameMetadata = entry !== undefined && stat !== undefined && entry.size === size && entry.mtime === mtime;
    const content = this.strategy === 'metadata' && sameMetadata ? entry.content : sha256(bytes);
    const key = { content, size, mtime, config };
    if (!entry || entry.content !== content || entry.config !== config) return { hit: false, bytes, key };
    // A fix run would change the file: its result is computed, never taken on trust.
    if (fix && entry.result?.messages.some((m) => m.fix !== undefined)) return { hit: false, bytes, key };
    this.hits++;
    // A file touched but unchanged: its new time is kept, so the metadata strategy trusts it again.
    if (!sameMetadata) this.entries[name] = { ...entry, size, mtime };
    if (!entry.result) return { hit: true, result: undefined };
    return { hit: true, result: makeResult(filePath, entry.result.messages, entry.result.suppressedMessages, decodeSource(bytes).text) };
  }

  /** Keep `result` (of the bytes `key` names) for the next run, unless it carries fixed text or a secret. */
  store(filePath: string, key: EntryKey, result: LintResult | undefined): void {
    const name = this.keyOf(filePath);
    const entry: CacheEntry = { ...key, result: result ? { messages: [...result.messages], suppressedMessages: [...result.suppressedMessages] } : null };
    const text = JSON.stringify(entry);
    if (result?.output !== undefined || maskSecretsInText(text) !== text) {
      delete this.entries[name];
      return;
    }
    this.entries[name] = entry;
  }

  /** Write the cache: this run's entries, and those of other files that still exist (a run over some files keeps the rest). Returns a problem, never throws. */
  save(): string | undefined {
    const files: Record<string, CacheEntry> = {};
    for (const [name, entry] of Object.entries(this.entries)) {
      if (this.seen.has(name) || existsSync(resolve(this.cwd, name))) files[name] = entry;
    }
    const data: CacheFile = { edgelintCache: FORMAT, run: this.run, files };
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(this.path), { recursive: true });
      writeFileSync(temporary, JSON.stringify(data));
      renameSync(temporary, this.path);
      return undefined;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return `cannot write the cache file ${this.path}${code ? ` (${code})` : ''}`;
    }
  }
}

/** The entries of the cache file at `path` when it is one of this run's; none otherwise (missing, corrupt, foreign, another version). */
function readEntries(path: string, run: string): Record<string, CacheEntry> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return Object.create(null) as Record<string, CacheEntry>;
  }
  const file = data as Partial<CacheFile> | null;
  if (typeof file !== 'object' || file === null || file.edgelintCache !== FORMAT || file.run !== run || typeof file.files !== 'object' || file.files === null) {
    return Object.create(null) as Record<string, CacheEntry>;
  }
  const entries = Object.create(null) as Record<string, CacheEntry>;
  for (const [name, entry] of Object.entries(file.files)) if (isEntry(entry)) entries[name] = entry;
  return entries;
}

function isEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  if (typeof e['content'] !== 'string' || typeof e['config'] !== 'string' || typeof e['size'] !== 'number' || typeof e['mtime'] !== 'number') return false;
  const result = e['result'];
  if (result === null) return true;
  if (typeof result !== 'object' || result === undefined) return false;
  const r = result as Record<string, unknown>;
  return Array.isArray(r['messages']) && Array.isArray(r['suppressedMessages']) && [...r['messages'], ...r['suppressedMessages']].every(isMessage);
}

function isMessage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m['message'] === 'string' && typeof m['line'] === 'number' && typeof m['column'] === 'number' && typeof m['endLine'] === 'number' && typeof m['endColumn'] === 'number' && typeof m['severity'] === 'number';
}

