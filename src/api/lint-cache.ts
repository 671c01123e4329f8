/**
 * `--cache` (ESLint's): each file's result kept in one JSON file
 * (`--cache-location`, default `.edgelintcache` in the working folder) and
 * reused when nothing it depends on changed. An entry is keyed by
 *
 * - the file's content (SHA-256 of its bytes; with the `metadata` strategy,
 *   its size and modification time, ESLint's default, cheaper and looser),
 * - its configuration, folded for that file (lint-config-data.ts: rules,
 *   severities, options, now, tier, lists, removal date, caps), and whether
 *   the configuration's `files` patterns name it,
 * - the run: edgelint's version, the cache format and the rules known;
 *
 * and the result stands while the project context the file was linted with
 * (what other files tell it: their lists, their entry points) is the same:
 * the entry keeps that context's digest and the file's own project facts,
 * so the project index is rebuilt from the cache alone and a change to an
 * account file lints again exactly the zone files whose context changed
 * (lint-project.ts).
 *
 * A cache file that cannot be read, is not edgelint's, or is of another
 * version or run is ignored and written anew. Results that carry fixed text
 * are not kept, and a `fix` run does not reuse a result with a fix in it (the
 * file would change). An entry whose text the secret masker would change is
 * not kept either, so the cache never holds a secret in clear. Loaded only
 * when `cache` is on.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { makeResult, type LintMessage, type LintResult, type SuppressedMessage } from '../engine/lint-result.js';
import { toPosix } from '../files/project-path.js';
import { writeFileAtomically } from '../files/write-file-atomically.js';
import { decodeSource } from '../load/decode.js';
import { packageVersion } from '../package-info.js';
import { maskSecretsInText } from '../text/secrets.js';
import type { FileFacts } from '../cross-file/file-facts.js';
import type { ProjectContext } from '../cross-file/project-context.js';
import type { CacheStrategy } from './cache-location.js';
import type { LintConfigData } from './lint-config-data.js';

/** Bumped when the entries' shape changes. */
const FORMAT = 2;

interface CacheEntry {
  /** SHA-256 of the bytes, hex. */
  readonly content: string;
  readonly size: number;
  readonly mtime: number;
  /** The configuration key (`configKey`). */
  readonly config: string;
  /** The findings; `null` for a file skipped (outside the configured `files`, holding no edge document). */
  readonly result: { readonly messages: LintMessage[]; readonly suppressedMessages: SuppressedMessage[] } | null;
  /** The file's project facts, when it has any: the project index is built without loading an unchanged file again. */
  readonly facts?: FileFacts;
  /** The digest of the project context the result was computed with (`projectDigest`); absent for none. */
  readonly project?: string;
}

interface CacheFile {
  readonly edgelintCache: number;
  readonly run: string;
  readonly files: Record<string, CacheEntry>;
}

/**
 * A file looked up: its bytes, read once, for a lint and the new entry; and
 * when the cache has its entry, the result, facts and project digest kept —
 * the result stands only while the file's project context has that digest.
 */
export type CacheLookup =
  | { readonly hit: true; readonly result: LintResult | undefined; readonly facts?: FileFacts; readonly project?: string; readonly bytes: Uint8Array; readonly key: EntryKey }
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

/** The digest of a file's project context (`settings.project`); `undefined` for none. */
export function projectDigest(project: ProjectContext | undefined): string | undefined {
  return project === undefined ? undefined : sha256(JSON.stringify(project));
}

/** The key of a file's configuration: the folded settings, and whether the `files` patterns name the file. */
export function configKey(config: LintConfigData, configured: boolean): string {
  return sha256(JSON.stringify([config, configured]));
}

export class LintCache {
  private readonly entries: Record<string, CacheEntry>;
  private readonly seen = new Set<string>();
  /** An entry was added, replaced, refreshed or removed since the file was read: `save` has something to write. */
  private changed = false;

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
  lookup(filePath: string, config: string, read: (path: string) => { bytes: Uint8Array } | { problem: string }, { fix, keepSource }: { readonly fix: boolean; readonly keepSource: boolean }): CacheLookup {
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
    // A file touched but unchanged: its new time is kept, so the metadata strategy trusts it again.
    if (!sameMetadata) {
      this.entries[name] = { ...entry, size, mtime };
      this.changed = true;
    }
    const kept = { hit: true, bytes, key, ...(entry.facts ? { facts: entry.facts } : {}), ...(entry.project ? { project: entry.project } : {}) } as const;
    if (!entry.result) return { ...kept, result: undefined };
    const messages = entry.result.messages;
    return { ...kept, result: makeResult(filePath, messages, entry.result.suppressedMessages, keepSource && messages.length > 0 ? decodeSource(bytes).text : undefined) };
  }

  /**
   * Keep `result` (of the bytes `key` names, linted with the project context
   * whose digest is `project`) and the file's facts for the next run, unless
   * it carries fixed text or a secret.
   */
  store(filePath: string, key: EntryKey, result: LintResult | undefined, facts?: FileFacts, project?: string): void {
    const name = this.keyOf(filePath);
    const entry: CacheEntry = {
      ...key,
      result: result ? { messages: [...result.messages], suppressedMessages: [...result.suppressedMessages] } : null,
      ...(facts ? { facts } : {}),
      ...(project ? { project } : {}),
    };
    const text = JSON.stringify(entry);
    this.changed = true;
    if (result?.output !== undefined || maskSecretsInText(text) !== text) {
      delete this.entries[name];
      return;
    }
    this.entries[name] = entry;
  }

  /** Write the cache: this run's entries, and those of other files that still exist (a run over some files keeps the rest). Returns a problem, never throws. */
  save(): string | undefined {
    const files: Record<string, CacheEntry> = {};
    let dropped = false;
    for (const [name, entry] of Object.entries(this.entries)) {
      if (this.seen.has(name) || existsSync(resolve(this.cwd, name))) files[name] = entry;
      else dropped = true;
    }
    // A run that reused every entry leaves the file as it was: rewriting megabytes of the same JSON is most of such a run.
    if (!this.changed && !dropped) return undefined;
    const data: CacheFile = { edgelintCache: FORMAT, run: this.run, files };
    try {
      mkdirSync(dirname(this.path), { recursive: true });
      writeFileAtomically(this.path, JSON.stringify(data));
      return undefined;
    } catch (error) {
      // A full disk, or a folder where the file goes.
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
  if (e['project'] !== undefined && typeof e['project'] !== 'string') return false;
  if (e['facts'] !== undefined && !isFacts(e['facts'])) return false;
  const result = e['result'];
  if (result === null) return true;
  if (typeof result !== 'object' || result === undefined) return false;
  const r = result as Record<string, unknown>;
  return Array.isArray(r['messages']) && Array.isArray(r['suppressedMessages']) && [...r['messages'], ...r['suppressedMessages']].every(isMessage);
}

/** Facts of the shape `fileFactsOf` writes (a cache file edited by hand must not break the project index). */
function isFacts(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  const arrayOf = (key: string, item: (v: Record<string, unknown>) => boolean): boolean =>
    f[key] === undefined || (Array.isArray(f[key]) && (f[key] as unknown[]).every((v) => typeof v === 'object' && v !== null && item(v as Record<string, unknown>)));
  const isList = (l: Record<string, unknown>): boolean => typeof l['name'] === 'string' && typeof l['kind'] === 'string' && typeof l['line'] === 'number';
  return (
    arrayOf('lists', (d) => typeof d['place'] === 'string' && Array.isArray(d['lists']) && (d['lists'] as unknown[]).every((l) => typeof l === 'object' && l !== null && isList(l as Record<string, unknown>))) &&
    arrayOf('listReaders', (r) => typeof r['place'] === 'string' && Array.isArray(r['names']) && (r['names'] as unknown[]).every((n) => typeof n === 'string')) &&
    arrayOf('entryPoints', (p) => typeof p['scope'] === 'string' && typeof p['phase'] === 'string' && typeof p['document'] === 'number' && typeof p['line'] === 'number')
  );
}

function isMessage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m['message'] === 'string' && typeof m['line'] === 'number' && typeof m['column'] === 'number' && typeof m['endLine'] === 'number' && typeof m['endColumn'] === 'number' && typeof m['severity'] === 'number';
}

