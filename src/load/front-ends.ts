/**
 * One registry picks the front end by file name (ESLint's `language` per
 * `files` pattern): `.json` → JSON, anything else → YAML.
 */
import type { LoadOptions, SourceFile, SourceFormat } from './source-file.js';
import { loadYamlSource } from './yaml/load-yaml.js';

export interface FrontEnd {
  load(path: string, text: string, options: LoadOptions): SourceFile;
}

const YAML_FRONT_END: FrontEnd = { load: (path, text, options) => loadYamlSource(path, text, { format: 'yaml', maxYamlTokens: options.maxYamlTokens }) };
const JSON_FRONT_END: FrontEnd = { load: (path, text, options) => loadYamlSource(path, text, { format: 'json', maxYamlTokens: options.maxYamlTokens }) };

/** `json` for `*.json` (any case), `yaml` for everything else (YAML 1.2 is a superset of JSON). */
export function formatForPath(path: string): SourceFormat {
  return /\.json$/i.test(path) ? 'json' : 'yaml';
}

/** The front end for a file (`format` overrides the one its name implies). */
export function frontEndFor(path: string, format: SourceFormat = formatForPath(path)): FrontEnd {
  return format === 'json' ? JSON_FRONT_END : YAML_FRONT_END;
}
