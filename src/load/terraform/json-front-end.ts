/**
 * Terraform documents written in JSON: a `.tf.json` file, and the output of
 * `terraform show -json` (a plan or the state, whatever the file's name).
 * The JSON is loaded as JSON (strict, with positions); its value tree is
 * then read as Terraform and mapped onto one edgelint manifest, whose
 * reports land on the JSON tokens — with the resource address in front of
 * each message for a plan, where the file is machine-written and the
 * address is what a reader knows.
 */
import type { LoadProblem } from '../load-problem.js';
import { LoadedSourceFile } from '../loaded-file.js';
import type { SourceFile } from '../source-file.js';
import { TreeDocument } from '../tree-document.js';
import type { YamlSourceFile } from '../yaml/load-yaml.js';
import { documentTree } from '../yaml/yaml-tree.js';
import { terraformManifest } from './manifest.js';
import { showJsonConfig } from './show-json.js';
import { tfJsonConfig } from './tf-json.js';

/** `file` (JSON, one document) read as Terraform: `tf-json` syntax or `show-json` output. */
export function terraformJsonFile(file: YamlSourceFile, kind: 'tf-json' | 'show-json'): SourceFile {
  const doc = file.documents[0];
  if (!doc || doc.fatal || file.documents.length !== 1) return file;
  const tree = documentTree(doc);
  const readProblems: LoadProblem[] = [];
  const config = kind === 'tf-json' ? tfJsonConfig(tree, file.text.length, readProblems) : showJsonConfig(tree);
  const manifest = terraformManifest(config, doc.range);
  const document = new TreeDocument(0, manifest.root, doc.range, [...doc.problems, ...readProblems, ...manifest.problems], {
    partial: kind === 'tf-json',
    origin: 'terraform',
    resourceAt: (path) => manifest.labelAt(path),
    ...(kind === 'show-json' ? { labelAt: (path) => manifest.labelAt(path) } : {}),
  });
  const inDocument = new Set<LoadProblem>(doc.problems);
  return new LoadedSourceFile(file.path, file.text, file.format, file.lines, [document], file.problems.filter((p) => !inDocument.has(p)), () => []);
}
