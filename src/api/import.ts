/**
 * `importManifests(options)`: what `edgelint import` does without writing —
 * read exported GET responses (files, and the YAML and JSON files below
 * folders), place each object at its account or zone as `plan --current`
 * does, and return one manifest per scope as YAML text (src/import/).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { findFiles } from '../files/find-files.js';
import { toPosix } from '../files/project-path.js';
import { importState, type ImportOutcome, type ImportScopes, type ImportSource } from '../import/import-state.js';
import { loadSourceBytes, prepareFrontEnds } from '../load/source-file.js';
import { writeYaml } from '../load/yaml/write-yaml.js';
import { buildDocumentModel } from '../model/build.js';

/** What `importManifests` reads: export files and folders, and the account and zone ids the exports do not name. */
export interface ImportOptions extends ImportScopes {
  /** Files and folders of exported GET responses (or manifests), relative to `cwd`. */
  readonly exports: readonly string[];
  /** The working folder. Default: `process.cwd()`. */
  readonly cwd?: string;
}

/** What `importManifests` returns: the manifests as values and as YAML texts, and what prevents or limits the import. */
export interface ImportResult extends ImportOutcome {
  /** Each manifest as a YAML file's text, by its file name. */
  readonly files: readonly { readonly fileName: string; readonly text: string }[];
  /** Export files that could not be read as YAML or JSON (the import writes nothing then). */
  readonly unreadable: readonly string[];
}

/** The manifests of the exports; nothing is written (see `edgelint import`). */
export async function importManifests(options: ImportOptions): Promise<ImportResult> {
  const cwd = options.cwd ?? process.cwd();
  const { files } = await findFiles(options.exports, { cwd, files: [], ignores: [] });
  await prepareFrontEnds(files);
  const sources: ImportSource[] = [];
  const unreadable: string[] = [];
  for (const file of files) {
    const filePath = toPosix(relative(cwd, file)) || file;
    const loaded = loadSourceBytes(filePath, readFileSync(file));
    const fatal = loaded.problems.find((p) => p.fatal);
    if (fatal) {
      unreadable.push(`${filePath}:${loaded.position(fatal.start).line}:${loaded.position(fatal.start).column}: ${fatal.message}`);
      continue;
    }
    const documents = loaded.documents.map((d) => buildDocumentModel(d.index, d.value));
    // Something else than an API response or a manifest: importing around it would leave its objects out unseen.
    const strange = documents.find((d) => d.kind === 'unknown');
    if (strange) {
      const at = loaded.position(loaded.documents[strange.index]!.range.start);
      unreadable.push(`${filePath}:${at.line}:${at.column}: not an exported API response or a manifest`);
      continue;
    }
    sources.push({ filePath, documents });
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
