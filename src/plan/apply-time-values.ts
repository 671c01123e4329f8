/**
 * Values a Terraform configuration leaves to apply time, which no plan can
 * write. A plan is a list of calls with their bodies; for a variable, another
 * resource's attribute, an interpolation of either, or a `dynamic` block
 * (which stands for as many rules as its `for_each` has items) edgelint
 * would send its stand-in — `"action": {}`, `http.host eq "tf_unknown_1"`,
 * one rule for many. Lint reads around such values (README "Terraform"); the
 * plan names each where it is written and is not made, unless `--force`.
 *
 * A zone or account id written as a reference (`zone_id = var.zone_id`) is
 * not among them: the plan asks for it when it runs (a scope-id input,
 * `zone-ids.ts`); a resource repeated with `for_each` or `count` (whose
 * `zone_id` may name each.value) is, once, as repeated. Nor are rules lists: the planner leaves a list named
 * at apply, or its items known at apply, out of the plan with a note
 * (`steps/lists.ts`) — an empty list can be created now and filled by
 * Terraform, while a ruleset's rules are sent whole or not at all.
 *
 * A message quotes what is written only when it is short, and a secret's
 * (a secret member's value, a URL's credential) or a whole value computed
 * with a literal only when it is a plain reference: the plan masks such a
 * value, and its message must not show the literal an expression computes
 * it from (README "Security").
 */
import type { LoadedDocument, SourceFile } from '../load/source-file.js';
import { unknownPlaceholderStarts } from '../load/unknown-placeholder.js';
import { mayRepeat, UnknownValue } from '../load/value-tree.js';
import type { SourceRange } from '../load/position.js';
import type { Path } from '../model/types.js';
import { MAX_QUOTED_LENGTH } from '../text/headline.js';
import { holdsWrittenLiteral, isSecretName, secretTextRanges } from '../text/secrets.js';

export interface ApplyTimeValue {
  readonly file: string;
  /** Where it is written (1-based; the end column is exclusive, as in lint messages). */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** The Terraform resource address it is in (`cloudflare_ruleset.waf`), when known. */
  readonly resource?: string;
  /** What is known only at apply, as the file writes it: `` `var.action` is known only when Terraform applies it``. */
  readonly message: string;
}

/** A manifest scope's id (`zones[i].id`, `account.id`). */
const isScopeId = (path: Path): boolean => (path.length === 3 && path[0] === 'zones' && path[2] === 'id') || (path.length === 2 && path[0] === 'account' && path[1] === 'id');

/** A rules list of the manifest (`account.lists[k]`, `zones[i].lists[k]`), whose unknowns the planner handles. */
const isList = (path: Path): boolean => path.length >= 2 && path.length <= 4 && path[path.length - 2] === 'lists';

/**
 * The values of `file`'s Terraform documents that are known only at apply,
 * in document order, each at the range of what is written: a whole value,
 * or each interpolation of a string (where the string's source map puts its
 * stand-in). Linear in the documents' values.
 */
export function applyTimeValuesOf(file: SourceFile): ApplyTimeValue[] {
  const found: ApplyTimeValue[] = [];
  for (const document of file.documents) {
    if (document.fatal || document.origin !== 'terraform') continue;
    // An explicit stack, in document order: a file controls the depth.
    const stack: { value: unknown; path: Path }[] = [{ value: document.value, path: [] }];
    while (stack.length > 0) {
      const { value, path } = stack.pop()!;
      if (isList(path)) continue;
      if (value instanceof UnknownValue) {
        if (!isScopeId(path)) {
          const written = String(value).slice(2, -1);
          found.push(at(file, document, path, document.rangeOf(path), written, isSecretName(memberOf(path)), holdsWrittenLiteral(written)));
        }
      } else if (typeof value === 'string') {
        const starts = unknownPlaceholderStarts(value);
        // A credential inside the string (a destination's `header_Authorization=Basic ${…}`) is as secret as a secret member.
        const secretMember = isSecretName(memberOf(path));
        const secrets = secretMember || starts.length === 0 ? [] : secretTextRanges(value);
        for (const index of starts) {
          const range = document.valueRange(path, index, index + 1);
          const secret = secretMember || secrets.some((r) => r.start <= index && index < r.end);
          found.push(at(file, document, path, range, file.text.slice(range.start, range.end), secret));
        }
      } else if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      } else if (typeof value === 'object' && value !== null) {
        if (mayRepeat(value)) {
          // A `dynamic` block's content, or a resource with `for_each` or `count`: what is inside is not reported again.
          found.push(at(file, document, path, document.rangeOf(path), undefined));
          continue;
        }
        const entries = Object.entries(value);
        for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
      }
    }
  }
  return found;
}

const KNOWN_AT_APPLY = 'is known only when Terraform applies it';

/** A reference and nothing else (`var.key`, `${var.key}`, `local.keys[0]`): a name, never a secret. */
const PLAIN_REFERENCE = /^(?:\$\{\s*)?[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*|\[\d+\])*(?:\s*\})?$/;

/** The name of the member a value is at (the last name of its path). */
function memberOf(path: Path): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return undefined;
}

/**
 * The message for `written` (`undefined`: a repeated block), quoted when it
 * is short and on one line. A secret (a secret member's value, a credential
 * of a URL) is quoted only when it is written as a reference, and a whole
 * value computed with a literal never (`holdsWrittenLiteral`): an expression
 * may hold the literal it computes a secret from (`base64encode("user:password")`).
 */
function messageFor(written: string | undefined, secret: boolean, withLiteral: boolean): string {
  if (written === undefined) return `how many times this is repeated (\`dynamic\`, \`for_each\`, \`count\`) ${KNOWN_AT_APPLY}`;
  if (secret && !PLAIN_REFERENCE.test(written)) return `the secret written here ${KNOWN_AT_APPLY}`;
  if (withLiteral || written.length > MAX_QUOTED_LENGTH || /[\r\n]/.test(written)) return `the expression written here ${KNOWN_AT_APPLY}`;
  return `\`${written}\` ${KNOWN_AT_APPLY}`;
}

/** `secret`: at a secret member or inside a URL's credential; `withLiteral`: a whole value computed with a literal. */
function at(file: SourceFile, document: LoadedDocument, path: Path, range: SourceRange, written: string | undefined, secret = false, withLiteral = false): ApplyTimeValue {
  const start = file.position(range.start);
  const end = file.position(range.end);
  const resource = document.resourceAt?.(path);
  return { file: file.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, message: messageFor(written, secret, withLiteral), ...(resource ? { resource } : {}) };
}
