/**
 * One registry picks the front end by file name (ESLint's `language` per
 * `files` pattern): `.tf` → HCL, `.json` → JSON (read as Terraform when it
 * is `.tf.json` or `terraform show -json` output), anything else → YAML.
 *
 * The YAML/JSON front end is always there. The HCL front end (a WebAssembly
 * parser) is loaded only when a run meets a `.tf` file, the Terraform
 * mapping only when it meets a `.tf` or `.json` file: callers await
 * `prepareFrontEnds(paths)` with the paths they will load, after which
 * loading stays synchronous. A YAML-only run loads nothing more.
 */
import { markCodePath } from '../engine/code-paths.js';
import { loadProblem } from './load-problem.js';
import { LoadedSourceFile } from './loaded-file.js';
import { LineIndex, type SourceRange } from './position.js';
import type { DocumentEdit, JsonPath, LoadedDocument, LoadOptions, SourceFile, SourceFormat } from './source-file.js';
import type { TextEdit } from './text-edit.js';
import { isTerraformShowJson } from './terraform/show-json-shape.js';
import { loadYamlSource } from './yaml/load-yaml.js';

export interface FrontEnd {
  load(path: string, text: string, options: LoadOptions): SourceFile;
}

type HclFrontEnd = typeof import('./hcl/index.js');
type TerraformMapping = typeof import('./terraform/index.js');

let hcl: HclFrontEnd | undefined;
let terraform: TerraformMapping | undefined;

const YAML_FRONT_END: FrontEnd = { load: (path, text, options) => loadYamlSource(path, text, { format: 'yaml', maxYamlTokens: options.maxYamlTokens }) };
const JSON_FRONT_END: FrontEnd = {
  load(path, text, options) {
    const tfJson = isTerraformJsonPath(path);
    const file = loadYamlSource(path, text, { format: 'json', maxYamlTokens: options.maxYamlTokens });
    const kind = tfJson ? 'tf-json' : file.documents.length === 1 && isTerraformShowJson(file.documents[0]?.value) ? 'show-json' : undefined;
    if (!kind) return file;
    markCodePath(`load:${kind}`);
    return terraform ? terraform.terraformJsonFile(file, kind) : unavailable(path, text, 'Terraform support is not loaded; call `await prepareFrontEnds(paths)` before loading Terraform JSON.');
  },
};
const HCL_FRONT_END: FrontEnd = {
  load: (path, text) => (hcl ? hcl.loadHclSource(path, text) : unavailable(path, text, 'the HCL parser is not loaded; call `await prepareFrontEnds(paths)` before loading `.tf` files')),
};

/** `hcl` for `*.tf`, `json` for `*.json` (any case), `yaml` for everything else (YAML 1.2 is a superset of JSON). */
export function formatForPath(path: string): SourceFormat {
  if (/\.tf$/i.test(path)) return 'hcl';
  return /\.json$/i.test(path) ? 'json' : 'yaml';
}

/** A Terraform JSON configuration file (`*.tf.json`). */
export function isTerraformJsonPath(path: string): boolean {
  return /\.tf\.json$/i.test(path);
}

/** The front end for a file (`format` overrides the one its name implies). */
export function frontEndFor(path: string, format: SourceFormat = formatForPath(path)): FrontEnd {
  markCodePath(`load:${format}`);
  return format === 'hcl' ? HCL_FRONT_END : format === 'json' ? JSON_FRONT_END : YAML_FRONT_END;
}

/** Load the front ends the files at `paths` need (the HCL parser for `.tf`, the Terraform mapping for `.json`); never rejects. */
export async function prepareFrontEnds(paths: readonly string[]): Promise<void> {
  const formats = new Set(paths.map((p) => formatForPath(p)));
  if (!terraform && (formats.has('hcl') || formats.has('json'))) terraform = await import('./terraform/index.js');
  if (!hcl && formats.has('hcl')) {
    const module = await import('./hcl/index.js');
    await module.prepareHclParser();
    hcl = module;
  }
}

/** A file whose front end is not loaded: one fatal document saying so. */
function unavailable(path: string, text: string, message: string): SourceFile {
  const problem = loadProblem('parser-unavailable', message, 0, 0);
  const range: SourceRange = { start: 0, end: text.length };
  const at = (): SourceRange => ({ start: 0, end: 0 });
  const document: LoadedDocument = {
    index: 0,
    value: null,
    range,
    fatal: true,
    problems: [problem],
    rangeOf: at,
    valueRange: at,
    edit: (_edit: DocumentEdit, _path?: JsonPath): TextEdit | undefined => undefined,
  };
  return new LoadedSourceFile(path, text, formatForPath(path), new LineIndex(text), [document], [], () => []);
}
