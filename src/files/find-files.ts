/**
 * Which files a run lints, ESLint style: named files as they are (unless
 * ignored), folders expanded to the YAML, JSON and Terraform files below them, glob
 * patterns matched; with no arguments, the configuration's `files`
 * patterns. A pattern that matches nothing is a usage error, so a typo in a
 * CI step does not pass silently.
 *
 * What a folder or pattern reaches is kept inside the project (the working
 * folder, and each folder named on the command line), since the files may
 * come from an untrusted change: a symbolic link that leads outside is not
 * followed (`/proc/self/environ` is not linted), configured `files` patterns
 * cannot climb out with `..` or an absolute path, and special files (devices,
 * FIFOs, sockets: `/dev/zero` would be read forever) are skipped. Each of
 * these, and a folder that cannot be read, is a notice, never silence.
 * `allowOutside` lifts the project boundary; `followSymlinks: false` follows
 * no link at all.
 */
import * as fs from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import picomatch from 'picomatch';
import { glob, isDynamicPattern, type FileSystemAdapter } from 'tinyglobby';
import { basedMatcher, patternsBelow } from './based-matcher.js';
import { pathInside, toPosix } from './project-path.js';
import { describeFileError } from './read-source-file.js';
import { shortened } from '../text/headline.js';
import { groupedDigits } from '../text/grouped-digits.js';

/** Never linted (ESLint's defaults, and the modules and providers `terraform init` downloads). */
export const DEFAULT_IGNORES: readonly string[] = ['**/node_modules/**', '**/.git/**', '**/.terraform/**'];

/** Inside a folder, files that are certainly not edge configuration: package and tool manifests, edgelint's own config. */
const FOLDER_SKIPS: readonly string[] = ['**/package.json', '**/package-lock.json', '**/tsconfig*.json', '**/.edgelintrc*', '**/.config/edgelintrc*', '**/edgelint.config.*'];

/** What a folder is expanded to (`.tf.json` is a `.json`). */
export const CONFIG_EXTENSIONS = '{yaml,yml,json,tf}';

/** `edgelint test` files: found by `edgelint test`, never linted as edge configuration when a folder or the configured patterns would take them in. */
export const TEST_FILE_PATTERNS: readonly string[] = ['**/*.edgetest.yaml'];

/** A file or folder a run passed over, and why (shown as a warning, never silently dropped). */
export interface FileNotice {
  readonly path: string;
  readonly message: string;
}

export interface FoundFiles {
  /** Absolute paths, sorted, without duplicates. */
  readonly files: string[];
  /** Named files skipped because an ignore pattern matches them (ESLint warns about these). */
  readonly ignored: string[];
  /** Links, special files and folders passed over, with the reason. */
  readonly notices: FileNotice[];
}

/** Where `findFiles` looks and how: the working folder, the configured `files` and `ignores` patterns and their folder, and the link policy. */
export interface FindFilesOptions {
  readonly cwd: string;
  readonly files: readonly string[];
  readonly ignores: readonly string[];
  /** The folder `files` and `ignores` are relative to (`ProjectConfig.basePath`): `cwd` or a folder above it. Default: `cwd`. */
  readonly base?: string;
  /** Follow symbolic links (inside the project). Default `true`. */
  readonly followSymlinks?: boolean;
  /** Let configured patterns and links reach outside the project. Default `false`. */
  readonly allowOutside?: boolean;
  /** What a named folder expands to (default: every YAML and JSON file below it). */
  readonly folderPatterns?: readonly string[];
}

export class NoFilesError extends Error {
  /** Set when the configured `files` patterns matched nothing: them, so a caller that knows where they come from can say more. */
  constructor(message: string, readonly unmatchedFiles?: readonly string[]) {
    super(message);
  }
}

/**
 * The longest glob pattern: picomatch's own limit (`MAX_LENGTH` in its
 * `lib/constants.js`, 64 KiB), past which it throws. The configuration's
 * schema holds its patterns to it; a longer path or pattern on the command
 * line is refused here.
 */
export const MAX_PATTERN_LENGTH = 65_536;

function isInside(path: string, roots: readonly string[]): boolean {
  return roots.some((root) => pathInside(root, path) !== undefined);
}

/** The real path of `path` (links resolved), or `path` resolved when it does not exist. */
export function realpathOr(path: string): string {
  try {
    return fs.realpathSync(path);
  } catch {
    return resolve(path);
  }
}

const UNFOLLOWED_LINK = 'Skipped: a symbolic link, and links are not followed (--no-follow-symlinks).';

/**
 * What callers ask of a named path's stat — not `fs.Stats`, which would make
 * the library's declarations need Node's types in a consumer's project.
 */
export interface NamedStat {
  isFile(): boolean;
  isDirectory(): boolean;
}

/**
 * A path named as it is (on the command line, by a hook), under the link
 * policy: its stat, through a link (`undefined` when nothing is there), or
 * the notice that passes it over — a link when links are not followed, a
 * special file.
 */
export function statNamed(absolute: string, followSymlinks: boolean): { readonly stat?: NamedStat; readonly notice?: FileNotice } {
  let stat: fs.Stats | undefined;
  let link: fs.Stats | undefined;
  let failure: string | undefined;
  try {
    link = fs.lstatSync(absolute);
    stat = link.isSymbolicLink() ? fs.statSync(absolute) : link;
  } catch (error) {
    stat = undefined;
    failure = (error as NodeJS.ErrnoException).code;
  }
  if (link?.isSymbolicLink() && !followSymlinks) return { notice: { path: absolute, message: UNFOLLOWED_LINK } };
  // A link that leads back to itself is there, and is not "no such file".
  if (link?.isSymbolicLink() && failure === 'ELOOP') return { notice: { path: absolute, message: 'Skipped: a symbolic link loop (the link leads back to itself).' } };
  const kind = stat && specialKind(stat);
  if (kind) return { notice: { path: absolute, message: `Skipped: ${kind}, not a regular file.` } };
  return stat ? { stat } : {};
}

/** What kind of special file a stat describes, or `undefined` for a regular file or folder. */
function specialKind(stat: { isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string | undefined {
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return undefined;
}

/**
 * A crawl of one folder by glob patterns (of the files `keep` keeps), keeping to `roots`: the file
 * system tinyglobby reads through refuses links that leave them and
 * remembers the folders it cannot read and the special files and links it
 * passes over, for the notices.
 */
async function crawl(
  patterns: readonly string[],
  cwd: string,
  ignore: readonly string[],
  roots: readonly string[] | undefined,
  followSymlinks: boolean,
  notices: FileNotice[],
  keep: (absolute: string) => boolean = () => true,
): Promise<string[]> {
  const matches = picomatch([...patterns], { dot: true });
  const ignored = picomatch([...ignore], { dot: true });
  const wanted = (path: string): boolean => {
    const rel = toPosix(relative(cwd, path));
    return matches(rel) && !ignored(rel) && keep(path);
  };
  const adapter: FileSystemAdapter = {
    readdir: ((path: string, options: { withFileTypes: true }, callback: (error: NodeJS.ErrnoException | null, entries: fs.Dirent[]) => void) => {
      fs.readdir(path, options, (error, entries) => {
        if (error) {
          if (error.code !== 'ENOENT' && path !== '') notices.push({ path: resolve(cwd, path), message: `Folder not read: ${describeFileError(error)}.` });
          callback(error, []);
          return;
        }
        for (const entry of entries) {
          const full = resolve(cwd, path, entry.name);
          const kind = specialKind(entry);
          if (kind && wanted(full)) notices.push({ path: full, message: `Skipped: ${kind}, not a regular file.` });
          if (!followSymlinks && entry.isSymbolicLink() && wanted(full)) notices.push({ path: full, message: UNFOLLOWED_LINK });
        }
        callback(null, entries);
      });
    }) as FileSystemAdapter['readdir'],
    realpath: ((path: string, callback: (error: NodeJS.ErrnoException | null, resolved: string) => void) => {
      fs.realpath(path, (error, resolved) => {
        if (error || !roots || isInside(resolved, roots)) {
          callback(error, resolved);
          return;
        }
        notices.push({ path: resolve(cwd, path), message: `Skipped: a symbolic link to ${resolved}, outside the project (--allow-outside-project follows it).` });
        callback(Object.assign(new Error(`${path} leads outside the project`), { code: 'EOUTSIDE' }), resolved);
      });
    }) as FileSystemAdapter['realpath'],
  };
  const found = await glob([...patterns], { cwd, ignore: [...ignore], absolute: true, dot: true, onlyFiles: true, followSymbolicLinks: followSymlinks, fs: adapter });
  const files: string[] = [];
  for (const match of found) {
    const path = resolve(match);
    if (!keep(path)) continue;
    // Also covers the folder named itself, and links tinyglobby resolves without asking (a link named on a pattern's path).
    if (roots && !isInside(realpathOr(path), roots)) {
      notices.push({ path, message: `Skipped: it leads to ${realpathOr(path)}, outside the project (--allow-outside-project follows it).` });
      continue;
    }
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(path);
    } catch {
      stat = undefined; // read later, where the failure becomes a finding
    }
    const kind = stat && specialKind(stat);
    if (kind) {
      notices.push({ path, message: `Skipped: ${kind}, not a regular file.` });
      continue;
    }
    files.push(path);
  }
  return files;
}

/** A configured `files` pattern that reaches outside its folder: absolute, or climbing with `..`. */
function leavesProject(pattern: string): boolean {
  const posix = toPosix(pattern);
  return isAbsolute(pattern) || posix.startsWith('/') || /^[A-Za-z]:/.test(posix) || posix.split('/').includes('..');
}

/**
 * The files a run lints: named files (unless ignored), the YAML and JSON
 * files below named folders, files matching glob patterns; with no `args`,
 * the files the `files` patterns match — kept inside the project, with a
 * notice for each link, special file or folder passed over. Throws
 * `NoFilesError` when an argument or the patterns match nothing.
 */
export async function findFiles(args: readonly string[], options: FindFilesOptions): Promise<FoundFiles> {
  const { cwd } = options;
  const base = options.base ?? cwd;
  const followSymlinks = options.followSymlinks !== false;
  // Looking for configuration, test files are skipped (named ones are taken as named).
  const named = [...DEFAULT_IGNORES, ...options.ignores];
  const ignores = [...named, ...(options.folderPatterns === undefined ? TEST_FILE_PATTERNS : [])];
  // The ignores are relative to `base`, not to the folder walked: those that match at any depth (`**/…`, the
  // defaults among them) prune each walk, and every file found is then checked as `base` sees it.
  const anyDepth = ignores.filter((pattern) => pattern.startsWith('**/'));
  const isIgnored = basedMatcher(base, named);
  const found = new Set<string>();
  const ignored: string[] = [];
  const notices: FileNotice[] = [];
  const project = realpathOr(cwd);

  if (args.length === 0) {
    if (!options.allowOutside) {
      const outside = options.files.find(leavesProject);
      if (outside !== undefined) {
        throw new NoFilesError(`the configured \`files\` pattern "${shortened(outside)}" reaches outside the project folder ${base}; name those files on the command line, or pass --allow-outside-project`);
      }
    }
    const roots = options.allowOutside ? undefined : [project];
    // In a subfolder of `base`, only the files below the working folder, as ESLint lints `.` (see `patternsBelow`).
    const matches =
      base === cwd
        ? await crawl(options.files, cwd, ignores, roots, followSymlinks, notices)
        : await crawl(patternsBelow(options.files, pathInside(base, cwd) ?? ''), cwd, anyDepth, roots, followSymlinks, notices, basedMatcher(base, options.files, ignores));
    if (matches.length === 0 && notices.length === 0) {
      throw new NoFilesError(`no files match the configured \`files\` patterns (${options.files.join(', ')}); name files or folders on the command line`, options.files);
    }
    matches.forEach((m) => found.add(m));
    return { files: [...found].sort(), ignored, notices };
  }

  const tooLong = args.find((arg) => arg.length > MAX_PATTERN_LENGTH);
  if (tooLong !== undefined) {
    throw new NoFilesError(`a path or pattern of ${groupedDigits(tooLong.length)} characters is longer than the ${groupedDigits(MAX_PATTERN_LENGTH)} a glob may have`);
  }
  for (const arg of args) {
    const absolute = resolve(cwd, arg);
    const { stat, notice } = statNamed(absolute, followSymlinks);
    if (notice) {
      notices.push(notice);
      continue;
    }
    if (stat?.isFile()) {
      if (isIgnored(absolute)) ignored.push(absolute);
      else found.add(absolute);
      continue;
    }
    const before = notices.length;
    let matches: string[];
    if (stat?.isDirectory()) {
      // A folder named on the command line is part of the project, wherever it is.
      const roots = options.allowOutside ? undefined : [project, realpathOr(absolute)];
      const below = await crawl([...(options.folderPatterns ?? [`**/*.${CONFIG_EXTENSIONS}`])], absolute, [...anyDepth, ...FOLDER_SKIPS], roots, followSymlinks, notices);
      matches = below.filter((file) => !isIgnored(file));
      if (below.length > 0 && matches.length === 0) throw new NoFilesError(`all files in ${shortened(arg)} are ignored by the configuration's \`ignores\``);
    } else if (isDynamicPattern(arg)) {
      // A pattern given on the command line is asked for: it may name files outside the project, but links still stay in.
      const roots = options.allowOutside ? undefined : [project, realpathOr(resolve(cwd, staticPrefix(arg)))];
      matches = await crawl([toPosix(arg)], cwd, anyDepth, roots, followSymlinks, notices, (file) => !isIgnored(file));
    } else {
      throw new NoFilesError(`no such file or folder: ${shortened(arg)}`);
    }
    if (matches.length === 0 && notices.length === before) throw new NoFilesError(`no files matching the pattern "${shortened(arg)}" were found`);
    matches.forEach((m) => found.add(m));
  }
  return { files: [...found].sort(), ignored, notices };
}

/** The folders of a glob pattern before its first dynamic segment (`../shared/**` → `../shared`). */
function staticPrefix(pattern: string): string {
  const segments = toPosix(pattern).split('/');
  const fixed: string[] = [];
  for (const segment of segments) {
    if (isDynamicPattern(segment)) break;
    fixed.push(segment);
  }
  return fixed.join('/') || '.';
}
