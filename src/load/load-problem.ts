/**
 * Problems found while turning a file into documents, before any rule runs.
 *
 * Codes (stable; the engine turns them into messages with a rule id of its
 * choice):
 *
 * | code                | fatal | meaning |
 * |---------------------|-------|---------|
 * | `yaml-syntax`       | yes   | the YAML parser reported an error; the document's tree may not be what the author meant |
 * | `yaml-warning`      | no    | the YAML parser reported a warning (e.g. an unknown tag `!foo`) |
 * | `json-syntax`       | yes   | a `.json` file is not strict JSON (RFC 8259): comments, trailing commas, single quotes, unquoted keys, ... |
 * | `hcl-syntax`        | yes   | a `.tf` file is not valid HCL: the first error, at its token, as HCL's parser finds it (`hcl/hcl-validator.ts`, on every file), or the grammar's error and missing nodes; invalid escapes |
 * | `parser-unavailable` | yes  | the file's parser is not loaded (`prepareFrontEnds` was not awaited) or could not be loaded |
 * | `duplicate-key`     | no    | a mapping has the same key twice; the last value wins (as in `JSON.parse`) |
 * | `unknown-alias`     | yes   | `*name` refers to no anchor defined before it |
 * | `alias-cycle`       | yes   | an alias refers to a node that contains it (`&a [*a]`): the value would be infinite |
 * | `alias-limit`       | yes   | aliases expand to far more nodes than the file holds (a "billion laughs" file) |
 * | `locals-limit`      | yes   | Terraform locals expand to far more than the file holds (each local used twice in the next: the same attack) |
 * | `too-deep`          | yes   | nesting deeper than `MAX_NESTING_DEPTH` levels |
 * | `too-large`         | yes   | more than `MAX_YAML_TOKENS` tokens; the parser would exhaust memory |
 * | `complex-key`       | yes   | a mapping key is a sequence or mapping (`? [a, b]: 1`): no edgelint document has one, and its string form grows exponentially with nesting |
 * | `invalid-character` | no    | a YAML file contains characters YAML does not allow unescaped (NUL, other C0/C1 controls, lone surrogates, U+FFFE/U+FFFF) |
 * | `not-utf8`          | no    | the bytes are not valid UTF-8 (invalid sequences were replaced by U+FFFD) |
 * | `terraform-scope`   | no    | a Terraform resource sets neither or both of `zone_id` and `account_id` (the provider wants exactly one) |
 *
 * A fatal problem makes its document `fatal`: rules should not run on it
 * because its tree or value cannot be trusted (or does not exist).
 */

/** Stable codes of load problems; see the table above. */
export type LoadProblemCode =
  | 'yaml-syntax'
  | 'yaml-warning'
  | 'json-syntax'
  | 'hcl-syntax'
  | 'parser-unavailable'
  | 'duplicate-key'
  | 'unknown-alias'
  | 'alias-cycle'
  | 'alias-limit'
  | 'locals-limit'
  | 'too-deep'
  | 'too-large'
  | 'complex-key'
  | 'invalid-character'
  | 'not-utf8'
  | 'terraform-scope';

/** A problem at the file offsets `[start, end)` (UTF-16 code units into `SourceFile.text`). */
export interface LoadProblem {
  readonly code: LoadProblemCode;
  /** A human sentence; never a stack trace. */
  readonly message: string;
  readonly start: number;
  readonly end: number;
  /** The document it belongs to cannot be linted. */
  readonly fatal: boolean;
}

const FATAL: Readonly<Record<LoadProblemCode, boolean>> = {
  'yaml-syntax': true,
  'yaml-warning': false,
  'json-syntax': true,
  'hcl-syntax': true,
  'parser-unavailable': true,
  'duplicate-key': false,
  'unknown-alias': true,
  'alias-cycle': true,
  'alias-limit': true,
  'locals-limit': true,
  'too-deep': true,
  'too-large': true,
  'complex-key': true,
  'invalid-character': false,
  'not-utf8': false,
  'terraform-scope': false,
};

/** Build a problem; `fatal` follows from the code. */
export function loadProblem(code: LoadProblemCode, message: string, start: number, end: number = start): LoadProblem {
  return { code, message, start, end: Math.max(start, end), fatal: FATAL[code] };
}
