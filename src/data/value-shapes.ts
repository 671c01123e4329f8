/**
 * What the values of some fields and function results always look like, so
 * that a literal they can never equal is a comparison that never matches:
 * paths start with `/`, the query has no leading `?`, an extension has no
 * dot, a host name has no `/`, `lower()` has no upper-case letter, the URL
 * fields are normalized (no percent-encoded unreserved character, upper-case
 * hex), `len()` is never negative. The semantic engine (`src/semantic/`)
 * reads these shapes as the domain of a field.
 */
import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Value shapes of URL, host and extension fields and of lower(), upper(), len() results',
  refs: [
    'cloudflare-docs src/content/docs/rules/normalization/how-it-works.mdx @24554f188d103b2e81811ef1d9e76c0ca45902d5 (RFC 3986 normalization: unreserved characters A-Z a-z 0-9 - . _ ~ are percent-decoded, percent encodings are converted to upper case)',
    'cloudflare-docs src/content/docs/rules/normalization/settings.mdx @20a026aeb4abfa43b22cc96fbc39faa8ad83c75f ("Normalize incoming URLs", default On: URLs are normalized before WAF custom rules and other features see them)',
    '../shared/reference/rules-language.md §9.1 (http.request.uri = path+query; uri.query without `?`; path.extension is what follows the last dot, lower-cased; full_uri = scheme+host+path+query), §9.2 (raw.* fields are never normalized), §8 (lower(), upper(), len())',
    'RFC 9110 §7.1 and RFC 3986 §3.2.2 (a Host is a host name or IP literal and an optional port: letters, digits, `-`, `.`, `_`, `:`, `[`, `]`)',
  ],
  checked: '2026-11-24',
  notes: [
    'Normalization of incoming URLs is a zone setting (default on). With it off, `http.request.uri*` hold the raw URL; the normalized shape is then wrong, which the docs page of expression/impossible-value says under "When not to use it".',
    'Only percent-encodings that normalization certainly removes are impossible: an unreserved character (%41 = `A`) or lower-case hex (%2f). Reserved and other characters stay encoded (%2F, %20 can occur), whatever other linters assume; and because "other characters … are percent encoded", a literal space, `^`, `\\`, `{` or non-ASCII character never occurs in these fields.',
    'A path is `/…`, or `*` for `OPTIONS *` requests (RFC 9112 §3.2.4 asterisk-form); a literal that is neither never matches.',
    'lower() and upper() change ASCII letters only (wirefilter/Cloudflare docs: "converts uppercase ASCII"), so only ASCII letters make a literal impossible.',
  ],
};

/** A shape every value of a field or function result has. */
export type ValueShape =
  /** `/…` (or the asterisk form `*`). */
  | 'path'
  /** `http://…` or `https://…`. */
  | 'absolute-url'
  /** Never starts with `?`. */
  | 'query'
  /** No `.`: the extension is what follows the last dot. */
  | 'extension'
  /** Host name or IP literal with an optional port. */
  | 'hostname'
  /** RFC 3986 normalized: only URI characters, no percent-encoded unreserved character, upper-case hex. */
  | 'normalized-url'
  /** No ASCII upper-case letter. */
  | 'lower-case'
  /** No ASCII lower-case letter. */
  | 'upper-case';

export interface ShapeInfo {
  /** What every value is like, in a message's words ("starts with `/`"). */
  readonly describe: string;
}

export const SHAPES: Readonly<Record<ValueShape, ShapeInfo>> = {
  path: { describe: 'starts with `/`' },
  'absolute-url': { describe: 'starts with `http://` or `https://`' },
  query: { describe: 'has no leading `?`' },
  extension: { describe: 'has no `.`' },
  hostname: { describe: 'is a host name' },
  'normalized-url': { describe: 'is a normalized URL (other characters percent-encoded, unreserved ones decoded)' },
  'lower-case': { describe: 'is lower case' },
  'upper-case': { describe: 'is upper case' },
};

/** The shapes of each String field (fields not named here have no known shape). */
export const FIELD_SHAPES: ReadonlyMap<string, readonly ValueShape[]> = new Map<string, readonly ValueShape[]>([
  ['http.request.uri.path', ['path', 'normalized-url']],
  ['http.request.uri', ['path', 'normalized-url']],
  ['raw.http.request.uri.path', ['path']],
  ['raw.http.request.uri', ['path']],
  ['http.request.full_uri', ['absolute-url', 'normalized-url']],
  ['raw.http.request.full_uri', ['absolute-url']],
  ['http.request.uri.query', ['query', 'normalized-url']],
  ['raw.http.request.uri.query', ['query']],
  ['http.request.uri.path.extension', ['extension']],
  ['raw.http.request.uri.path.extension', ['extension']],
  ['http.host', ['hostname']],
]);

/** The shape of a String function's result, whatever its argument. */
export const FUNCTION_RESULT_SHAPES: ReadonlyMap<string, ValueShape> = new Map<string, ValueShape>([
  ['lower', 'lower-case'],
  ['upper', 'upper-case'],
]);

/** Integer functions whose result is never negative (a count or a length). */
export const NON_NEGATIVE_FUNCTIONS: readonly string[] = ['len'];

/** Characters of a Host value: letters, digits, `-`, `.`, `_`, `:` (port) and `[`, `]` (IPv6 literal). */
export const HOSTNAME_CHARACTERS = /^[A-Za-z0-9._:[\]-]*$/;

/** Unreserved characters (RFC 3986 §2.3), which normalization percent-decodes. */
export const UNRESERVED_CHARACTER = /^[A-Za-z0-9._~-]$/;

/** Characters a URL holds unencoded (RFC 3986 §2: unreserved, reserved and `%`); normalization percent-encodes every other one. */
export const URI_CHARACTERS = /^[A-Za-z0-9._~:/?#[\]@!$&'()*+,;=%-]*$/;

/** The schemes of `full_uri` values. */
export const URL_SCHEMES: readonly string[] = ['http://', 'https://'];

/** A path in asterisk form (`OPTIONS * HTTP/1.1`). */
export const ASTERISK_PATH = '*';
