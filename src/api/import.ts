/**
 * `importManifests(options)`: what `edgelint import` does without writing —
 * read exported GET responses (files, and the YAML and JSON files below
 * folders), place each object at its account or zone as `plan --current`
 * does, and return one manifest per scope as YAML text (src/import/).
 */
import { importState, type ImportOutcome, type ImportScopes, type ImportSource } from '../import/import-state.js';
import { loadSourceBytes } from '../load/source-file.js';
import { writeYaml } from '../load/yaml/write-yaml.js';
import { buildDocumentModel } from '../model/build.js';
import { checkCurrentFile, currentProblemText } from '../plan/current-state.js';
import { projectPath } from '../files/project-path.js';
import { exportSources } from './sources.js';

/** What `importManifests` reads: export files and folders, and the account and zone ids the exports do not name. */
export interface ImportOptions extends ImportScopes {
  /** Files and folders of exported GET responses (or manifests), relative to `cwd`. */
  readonly exports: readonly string[];
  /** The working folder. Default: `process.cwd()`. */
  readonly cwd?: string;
  /** Follow symbolic links in the export folders (those inside `cwd`). Default: true. */
  readonly followSymlinks?: boolean;
  /** Let symbolic links reach files outside `cwd`. Default: false. */
  readonly allowOutsideProject?: boolean;
}

/** What `importManifests` returns: the manifests as values and as YAML texts, and what prevents or limits the import. */
export interface ImportResult extends ImportOutcome {
  /** Each manifest as a YAML file's text, by its file name. */
  readonly files: readonly { readonly fileName: string; readonly text: string }[];
  /** Export files that cannot be read as exported GET responses, each at its position (the import writes nothing then): the checks of `plan --current`. */
  readonly unreadable: readonly string[];
}

/**
 * The manifests of the exports; nothing is written (see `edgelint import`).
 * Each export is checked as `plan --current` checks it (`checkCurrentFile`):
 * bad JSON, an unknown shape or a failed response is a problem at its
 * position, never an object left out unseen.
 */
export async function importManifests(options: ImportOptions): Promise<ImportResult> {
  const cwd = options.cwd ?? process.cwd();
  const walk = { followSymlinks: options.followSymlinks !== false, allowOutsideProject: options.allowOutsideProject === true };
  const read = await exportSources(options.exports, { cwd, walk });
  const unreadable: string[] = [
    ...read.notices.map((n) => `${projectPath(n.path, cwd)}: ${n.message}`),
    ...read.unreadable.map((r) => `${r.filePath}:1:1: ${r.messages[0]!.message}`),
  ];
  const sources: ImportSource[] = [];
  for (const source of read.sources) {
    const loaded = loadSourceBytes(source.filePath, source.text);
    const problems = checkCurrentFile(loaded);
    if (problems.length) {
      for (const problem of problems) unreadable.push(currentProblemText(problem));
      continue;
    }
    sources.push({ filePath: source.filePath, file: loaded, documents: loaded.documents.map((d) => buildDocumentModel(d.index, d.value)) });
  }
  const outcome = importState(sources, options);
  const problems = [...unreadable, ...outcome.problems];
  const args = ['edgelint import', ...options.exports, ...(options.account ? ['--account', options.account] : []), ...(options.zones ?? []).flatMap((z) => ['--zone', z.name ? `${z.name}=${z.id}` : z.id])].join(' ');
  const manifestFiles = outcome.manifests.map((m) => ({
    fileName: m.fileName,
    text: writeYaml(m.value, [`Imported by \`${args}\` from:`, ...m.from.map((f) => `  ${f}`), '`edgelint plan --current` with the same exports plans no changes for it.', '']),
  }));
  return { ...outcome, problems, files: manifestFiles, unreadable };
}
