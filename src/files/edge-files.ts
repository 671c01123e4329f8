/**
 * Only edge files: which of the files a run was given it lints. A hook or a
 * glob hands edgelint every YAML and JSON file of a repository — CI
 * workflows, compose files, `package.json`, OpenAPI documents, ESLint or
 * Semgrep configuration — and those are not edgelint's to judge. So a file
 * that the configured `files` patterns do not match is linted only when it
 * holds at least one document with strong evidence of being edge
 * configuration (a manifest or an API object with what only the real body
 * has, `src/model/edge-evidence.ts`); otherwise it is skipped without a
 * finding. A file the patterns match is always linted, and reported when
 * nothing in it is recognisable: the configuration says it is edge
 * configuration. A YAML/JSON file with a syntax error is judged by what the
 * parser could read of it, so a broken ruleset is still linted (and its
 * syntax error reported) while a template that is not YAML at all is
 * skipped; one edgelint stopped reading on purpose (nested deeper than its
 * limit, aliases that explode) is linted, so that such a trick cannot hide a
 * ruleset. A Terraform file (`.tf`, `.tf.json`) is an edge file when it
 * declares a `resource "cloudflare_…"` or cannot be parsed, so a broken one
 * is reported rather than passed (README "Which files are read").
 */
import { formatForPath, isTerraformJsonPath, loadSource, type SourceFile } from '../load/source-file.js';
import type { LoadProblemCode } from '../load/load-problem.js';
import { buildDocumentModel, isObject } from '../model/build.js';
import { hasEdgeEvidence } from '../model/edge-evidence.js';
import { basedMatcher } from './based-matcher.js';
import { TEST_FILE_PATTERNS } from './find-files.js';

/**
 * Whether the configured `files` patterns (relative to `base`, the
 * configuration's folder) match a file. `edgelint test` files never count as
 * configured, as `findFiles` never takes them in through the patterns.
 */
export function configuredFilesMatcher(base: string, patterns: readonly string[]): (filePath: string) => boolean {
  return basedMatcher(base, patterns, TEST_FILE_PATTERNS);
}

/** Load problems after which a document has no value at all, whatever it held: the reader stopped on purpose. */
const UNREADABLE: ReadonlySet<LoadProblemCode> = new Set<LoadProblemCode>(['too-deep', 'alias-limit', 'alias-cycle']);

/** A Cloudflare resource block's header, `resource "cloudflare_…"`. */
const CLOUDFLARE_RESOURCE_HCL = /^[ \t]*resource[ \t]+"?cloudflare_/m;
const CLOUDFLARE_RESOURCE_TYPE = /^cloudflare_/;

/**
 * Whether a loaded file outside the configured patterns is edge
 * configuration: a Terraform file that declares a Cloudflare resource or
 * cannot be parsed, or a YAML/JSON file holding a document with strong
 * evidence (`hasEdgeEvidence`), in what could be parsed of it.
 */
export function holdsEdgeDocument(file: SourceFile): boolean {
  const broken = file.documents.some((doc) => doc.fatal);
  // A document edgelint refused to build (nested past the limit, aliases that explode) shows nothing of what it is; skipping
  // it would let a ruleset pass unlinted by nesting one member deeply, so it is reported, as a Terraform file that cannot be
  // parsed is. A file over the token limit is not (a lock file of megabytes is common, and is nobody's edge configuration).
  if (broken && file.problems.some((p) => UNREADABLE.has(p.code))) return true;
  if (formatForPath(file.path) === 'hcl') return broken || CLOUDFLARE_RESOURCE_HCL.test(file.text);
  // The Terraform front end maps a `.tf.json` file onto a manifest; its own `resource` member is read from the plain JSON.
  if (isTerraformJsonPath(file.path)) return broken || declaresCloudflareResource(plainValue(file));
  if (holdsEvidence(file)) return true;
  // Broken JSON has no value; read as YAML (a superset), what could be parsed of it still shows what it is.
  return file.format === 'json' && broken && holdsEvidence(plainFile(file));
}

/** The file read as YAML: plain values, whatever its name says (JSON is YAML). */
function plainFile(file: SourceFile): SourceFile {
  return loadSource(file.path, file.text, { format: 'yaml' });
}

function plainValue(file: SourceFile): unknown {
  return plainFile(file).documents[0]?.value;
}

/** Terraform JSON's `resource` member (an object by type, or a list of them) names a `cloudflare_…` type. */
function declaresCloudflareResource(value: unknown): boolean {
  if (!isObject(value)) return false;
  const resource = value['resource'];
  const blocks = Array.isArray(resource) ? resource : [resource];
  return blocks.some((block) => isObject(block) && Object.keys(block).some((type) => CLOUDFLARE_RESOURCE_TYPE.test(type)));
}

function holdsEvidence(file: SourceFile): boolean {
  return file.documents.some((doc) => hasEdgeEvidence(buildDocumentModel(doc.index, doc.value)));
}
