/**
 * Only edge files: which of the files a run was given it lints. A hook or a
 * glob hands edgelint every YAML and JSON file of a repository — CI
 * workflows, compose files, `package.json`, OpenAPI documents — and those are
 * not edgelint's to judge. So a file that the configured `files` patterns do
 * not match is linted only when it holds at least one recognisable edge
 * document (a manifest or an API object, `src/model/build.ts`); otherwise it
 * is skipped without a finding. A file the patterns match is always linted,
 * and reported when nothing in it is recognisable: the configuration says it
 * is edge configuration. A file with a syntax error is judged by what the
 * parser could read of it, so a broken ruleset is still linted (and its
 * syntax error reported) while a template that is not YAML at all is skipped
 * (README "Which files are read").
 */
import { relative } from 'node:path';
import picomatch from 'picomatch';
import type { SourceFile } from '../load/source-file.js';
import { buildDocumentModel } from '../model/build.js';
import { TEST_FILE_PATTERNS } from './find-files.js';
import { toPosix } from './project-path.js';

/**
 * Whether the configured `files` patterns (relative to `cwd`, as when no
 * paths are given) match a file. `edgelint test` files never count as
 * configured, as `findFiles` never takes them in through the patterns.
 */
export function configuredFilesMatcher(cwd: string, patterns: readonly string[]): (filePath: string) => boolean {
  const matches = picomatch([...patterns], { dot: true, ignore: [...TEST_FILE_PATTERNS] });
  return (filePath) => {
    const rel = toPosix(relative(cwd, filePath));
    return !rel.startsWith('../') && matches(rel);
  };
}

/** Whether a loaded file holds a manifest or an API object edgelint knows, in what could be parsed of it. */
export function holdsEdgeDocument(file: SourceFile): boolean {
  return file.documents.some((doc) => {
    const { kind } = buildDocumentModel(doc.index, doc.value);
    return kind !== 'unknown' && kind !== 'empty';
  });
}
