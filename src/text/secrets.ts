/**
 * edgelint never echoes a secret (README "Security"): this module is the one
 * place that knows what a secret looks like and how it is masked, for every
 * output — lint messages, plans, reports, error messages.
 *
 * - Members that hold credentials are recognised by name (`with_secret`,
 *   `ownership_challenge`, `*_token`, `password`, `header_*` …), including a
 *   near miss of the secret members (`with_secrett:` is still a secret).
 * - Inside URLs (`destination_conf`), credentials are the user info, query
 *   parameters whose name says they carry one (`header_Authorization`,
 *   `header_Cookie`, `key`, …) and the path token of schemes that put one
 *   there (Sumo Logic's `/receiver/v1/http/<code>`).
 * - A `${NAME}` reference is never a secret: it is shown as written.
 *
 * `maskSecretValue` masks a JSON value (plan bodies, report fields),
 * `maskSecretsInText` masks URLs and JSON members in any text (the last guard
 * of every writer), `replaceUrlCredentials` lets the planner put named
 * references in place of each credential of a URL. All linear in their input.
 */
import {
  CREDENTIAL_PARAMETER_NAME,
  CREDENTIAL_VALUE_PREFIXES,
  DESTINATION_SCHEMES,
  HEADER_PARAMETER_PREFIX,
} from '../data/logpush-destinations.js';
import { ESC_COOKIE_NAME, isCookieOctet } from '../data/esc-limits.js';
import { CREDENTIAL_HEADER_NAME } from '../data/esc-parameter-limits.js';
import { counted } from './counted.js';
import { editDistance } from './did-you-mean.js';

/** What a masked secret is replaced by. */
export const MASK = '***';

/** Member names that carry secrets: the ESC secret, destination credentials, API keys and tokens. */
const SECRET_NAME = /(^|[_-])(secret|password|passwd|token|key|credential|signature|sig|authorization|api[_-]?key|ownership_challenge|cookie)($|[_-])|^with_secret$|^header_/i;

/** The API members whose value is a secret by definition. */
const SECRET_MEMBERS: readonly string[] = ['with_secret', 'ownership_challenge'];
/** A name this close to a secret member is a typo of it, and its value is as secret (`with_secrett`). */
const NEAR_MISS_DISTANCE = 2;

/**
 * Whether a member is one of the API's secret members (`with_secret`,
 * `ownership_challenge`) or a misspelling of one: its value is masked in
 * every output, plans and reports included.
 */
export function isSecretMember(name: string | number | undefined): boolean {
  if (typeof name !== 'string') return false;
  // Outputs repeat a few member names many times (`"ruleId":` once per finding): each is compared once.
  let known = secretMemberMemo.get(name);
  if (known === undefined) {
    const lower = name.toLowerCase().replace(/-/g, '_');
    known = SECRET_MEMBERS.some((member) => editDistance(lower, member, NEAR_MISS_DISTANCE) <= NEAR_MISS_DISTANCE);
    // Bounded: a hostile text of a million distinct names costs the comparisons, not the memory.
    if (secretMemberMemo.size < SECRET_MEMBER_MEMO_SIZE) secretMemberMemo.set(name, known);
  }
  return known;
}

const SECRET_MEMBER_MEMO_SIZE = 4096;
const secretMemberMemo = new Map<string, boolean>();

/**
 * Whether a member's name says it may carry a secret (`*_token`, `password`,
 * `header_*`, …, and the secret members): a message never quotes its value.
 * Broader than `isSecretMember`, so it is used where masking costs nothing
 * (messages), not where it would change what a plan sends.
 */
export function isSecretName(name: string | number | undefined): boolean {
  return typeof name === 'string' && (SECRET_NAME.test(name) || isSecretMember(name));
}

/** `${NAME}`: a value supplied at apply time (design.md), never a literal secret. */
export const SECRET_REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/;

export function isSecretReference(value: string): boolean {
  return SECRET_REFERENCE.test(value);
}

/** A secret shown as its length only: enough to tell it apart, nothing to leak. */
export function maskSecret(value: string): string {
  return `<secret, ${counted(value.length, 'character')}>`;
}

// ---------------------------------------------------------------------------
// Credentials in URLs

const REFERENCES = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/g;

/** `%XX`-decoded `value`, or `value` itself when it is not valid percent-encoding. */
export function percentDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * Whether a credential inside a URL is written as references only: one or
 * more `${NAME}`, optionally after an authentication scheme word
 * (`Splunk ${SPLUNK_TOKEN}`, URL-encoded or not).
 */
export function isCredentialReference(rawValue: string): boolean {
  const value = percentDecode(rawValue);
  const references = value.match(REFERENCES);
  if (!references) return false;
  const rest = value.replace(REFERENCES, '').trim();
  return rest === '' || CREDENTIAL_VALUE_PREFIXES.some((prefix) => prefix.toLowerCase() === rest.toLowerCase());
}

/**
 * What the outputs write in place of a secret: a `${NAME}` reference, a plan
 * format's rendering of one (`${var.name}` in Terraform) or of a value known later (`{{$processEnv NAME}}`,
 * `{{call.result.id}}`), or the mask (of any length: `codeframe` masks a value with as many `*` as it has characters, so its carets stay in place).
 */
const STAND_IN = /\$\{(?:var\.)?[A-Za-z_][A-Za-z0-9_]*\}|\{\{[^{}\n]*\}\}|\*+/g;

/** Whether a value shown in an output stands for a secret without being one (see `STAND_IN`). */
export function isStandIn(rawValue: string): boolean {
  const value = percentDecode(rawValue);
  const rest = value.replace(STAND_IN, '');
  if (rest === value) return false;
  const word = rest.trim().toLowerCase();
  return word === '' || CREDENTIAL_VALUE_PREFIXES.some((prefix) => prefix.toLowerCase() === word);
}

/** Parameters some destination marks as credentials (`access-key-id`, `sig`, `Api-Key`, …). */
const SECRET_PARAMETERS: ReadonlySet<string> = new Set(DESTINATION_SCHEMES.flatMap((d) => d.parameters.filter((p) => p.secret).map((p) => p.name.toLowerCase())));

/** Paths whose rest is a credential (Sumo Logic's collector code). */
const CREDENTIAL_PATH_PREFIXES: readonly string[] = [...new Set(DESTINATION_SCHEMES.flatMap((d) => (d.credentialPath ? [d.credentialPath.prefix] : [])))];

/** Whether a query parameter of a URL carries a credential, whatever the destination: by its name (`header_` removed). */
export function isCredentialParameterName(name: string): boolean {
  const decoded = percentDecode(name);
  if (SECRET_PARAMETERS.has(decoded.toLowerCase())) return true;
  const bare = decoded.startsWith(HEADER_PARAMETER_PREFIX) ? decoded.slice(HEADER_PARAMETER_PREFIX.length) : decoded;
  return CREDENTIAL_PARAMETER_NAME.test(bare);
}

/** One credential inside a URL: where its value is, and what names it. */
export interface UrlCredential {
  readonly kind: 'userinfo' | 'path' | 'parameter';
  /** The parameter name; `password` for the user info, `code` for a path token. */
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * `scheme://` at the start of a URL — or with one slash or three: a
 * destination written `https:/host?key=…` is reported by the lint, and its
 * credential must be masked all the same wherever it is shown.
 */
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/+/;

/**
 * A destination as written, mistakes included: a scheme with any number of
 * slashes or none, or no scheme at all (`logs.example.com/x?token=…`).
 */
const LOOSE_SCHEME = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/*)?/;

/**
 * Every clear-text credential of `url` (references and other stand-ins are
 * not credentials), in order. `loose`: `url` is known to be a URL (a
 * `destination_conf`), so one written wrongly — no scheme, backslashes for
 * slashes — is read as well as it can be, since the lint's report of the
 * mistake does not keep its credential out of the outputs.
 */
export function urlCredentials(url: string, depth = 0, loose = false): UrlCredential[] {
  const scheme = (loose ? LOOSE_SCHEME : URL_SCHEME).exec(url);
  if (!scheme) return [];
  // Where the URL's parts are, read with `\` as `/` (same length: offsets hold for `url`).
  const shape = loose ? url.replace(/\\/g, '/') : url;
  const found: UrlCredential[] = [];
  const push = (credential: UrlCredential): void => {
    const value = url.slice(credential.start, credential.end);
    if (value.length > 0 && !isStandIn(value)) found.push(credential);
  };
  let authorityStart = scheme[0].length;
  while (loose && shape[authorityStart] === '/') authorityStart++;
  let authorityEnd = authorityStart;
  while (authorityEnd < shape.length && !'/?#'.includes(shape[authorityEnd]!)) authorityEnd++;
  const at = authorityEnd > authorityStart ? url.lastIndexOf('@', authorityEnd - 1) : -1;
  if (at >= authorityStart) {
    const colon = url.indexOf(':', authorityStart);
    push({ kind: 'userinfo', name: 'password', start: colon >= 0 && colon < at ? colon + 1 : authorityStart, end: at });
  }
  let pathEnd = authorityEnd;
  while (pathEnd < shape.length && shape[pathEnd] !== '?' && shape[pathEnd] !== '#') pathEnd++;
  const path = shape.slice(authorityEnd, pathEnd);
  const prefix = CREDENTIAL_PATH_PREFIXES.find((p) => path.startsWith(p));
  if (prefix) push({ kind: 'path', name: 'code', start: authorityEnd + prefix.length, end: pathEnd });
  // The same path written another way (`//receiver/…`, `receiver%2Fv1`) still ends in the code: the whole path is masked.
  else if (CREDENTIAL_PATH_PREFIXES.some((p) => normalPath(path).startsWith(p))) push({ kind: 'path', name: 'code', start: authorityEnd, end: pathEnd });
  if (url[pathEnd] === '?') {
    let queryEnd = pathEnd + 1;
    while (queryEnd < url.length && url[queryEnd] !== '#') queryEnd++;
    let segment = pathEnd + 1;
    let equals = -1;
    for (let i = segment; i <= queryEnd; i++) {
      const c = url[i];
      if (c === '=' && equals < 0) equals = i;
      // `;` separates parameters too (HTML 4's recommendation, still read by many servers).
      if (i < queryEnd && c !== '&' && c !== ';') continue;
      if (equals >= 0) {
        const name = url.slice(segment, equals);
        if (isCredentialParameterName(name) || holdsEncodedCredential(url.slice(equals + 1, i), depth)) push({ kind: 'parameter', name, start: equals + 1, end: i });
      }
      segment = i + 1;
      equals = -1;
    }
  }
  return found;
}

/** A URL path as a server reads it: percent-decoded, runs of `/` as one. */
function normalPath(path: string): string {
  return percentDecode(path).replace(/\/{2,}/g, '/');
}

/**
 * The literal credential a header transform's operation on `name` sets
 * (`Authorization: { operation: set, value: "Bearer …" }`), or `undefined`:
 * the header's name says it carries a credential (`CREDENTIAL_HEADER_NAME`)
 * and its `value` is neither empty nor a reference (`Bearer ${TOKEN}` is one).
 */
export function literalHeaderCredential(name: string, operation: unknown): string | undefined {
  if (!CREDENTIAL_HEADER_NAME.test(name) || operation === null || typeof operation !== 'object' || Array.isArray(operation)) return undefined;
  const value = (operation as Record<string, unknown>)['value'];
  return typeof value === 'string' && value !== '' && !isCredentialReference(value) ? value : undefined;
}

/**
 * Where the credential of a header value starts: after an authentication
 * scheme word (`Bearer `, `Basic `, … `CREDENTIAL_VALUE_PREFIXES`), which
 * stays when the rest becomes a reference; 0 without one.
 */
export function credentialStart(value: string): number {
  const lower = value.toLowerCase();
  const scheme = CREDENTIAL_VALUE_PREFIXES.find((word) => lower.startsWith(`${word.toLowerCase()} `));
  return scheme === undefined ? 0 : scheme.length + 1;
}

/** How many URLs deep a parameter's value is decoded looking for credentials (a URL in a URL in a URL). */
const MAX_NESTED_URL_DEPTH = 3;

/**
 * Whether a query parameter's value is a percent-encoded URL that holds a
 * credential (an Azure SAS URL with its `sig`, a callback with user info):
 * the parameter is then a credential as a whole, since its parts cannot be
 * masked without decoding it.
 */
export function holdsEncodedCredential(rawValue: string, depth = 0): boolean {
  if (depth >= MAX_NESTED_URL_DEPTH || !rawValue.includes('%')) return false;
  const decoded = percentDecode(rawValue);
  return decoded !== rawValue && URL_SCHEME.test(decoded) && urlCredentials(decoded, depth + 1).length > 0;
}

/** `url` with each clear-text credential replaced by what `replace` returns for it (default `***`). */
export function replaceUrlCredentials(url: string, replace: (credential: UrlCredential) => string = () => MASK, loose = false): string {
  let out = '';
  let at = 0;
  for (const credential of urlCredentials(url, 0, loose)) {
    out += url.slice(at, credential.start) + replace(credential);
    at = credential.end;
  }
  return at === 0 ? url : out + url.slice(at);
}

// ---------------------------------------------------------------------------
// Values and text

/**
 * Whether an expression as written (a Terraform value known only at apply,
 * `format("…", base64encode("user:password"))`) holds a string literal or a
 * heredoc: it may compute a secret from it, so outputs neither quote nor
 * write it. One made of references and calls only (`lower(var.host)`) holds
 * no literal.
 */
export function holdsWrittenLiteral(written: string): boolean {
  return written.includes('"') || written.includes('<<');
}

/**
 * A copy of a JSON value with every literal secret masked: the value of a
 * secret member (`with_secret`, `ownership_challenge` or a misspelling of
 * one) unless it is a `${NAME}` reference, and the credentials inside every
 * string that is a URL. Other members are kept as they are: a plan must still
 * send them. Bounded recursion: the values come from loaded documents, which
 * the loader limits in depth; past twice that limit a value is masked whole.
 */
export function maskSecretValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return URL_SCHEME.test(value) ? replaceUrlCredentials(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_MASK_DEPTH) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskSecretValue(item, depth + 1));
  // A value that says how it is written (a Terraform value known at apply: `${var.action}`), not copied member by member
  // into `{}`; masked whole when it holds a literal, which it may compute a secret from (`base64encode("user:password")`).
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const written = (value as { toJSON(): unknown }).toJSON();
    return typeof written === 'string' && holdsWrittenLiteral(written) ? MASK : maskSecretValue(written, depth + 1);
  }
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (isSecretMember(key) && !(typeof member === 'string' && isStandIn(member))) out[key] = MASK;
    // A header transform's credential header set to a literal (`headers: { Authorization: { value: … } }`).
    else if (key === HEADERS_MEMBER && member !== null && typeof member === 'object' && !Array.isArray(member)) out[key] = maskHeaderCredentials(member as Record<string, unknown>, depth + 1);
    // A destination is a URL however it is written: its credentials are masked even where it is not a valid one.
    else if (key === DESTINATION_MEMBER && typeof member === 'string') out[key] = replaceUrlCredentials(member, undefined, true);
    else out[key] = maskSecretValue(member, depth + 1);
  }
  return out;
}

const MAX_MASK_DEPTH = 256;

/** The member of a rule's action parameters that holds header operations by header name. */
const HEADERS_MEMBER = 'headers';

function maskHeaderCredentials(headers: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(headers)) {
    const masked = maskSecretValue(operation, depth + 1);
    out[name] = literalHeaderCredential(name, operation) === undefined ? masked : { ...(masked as Record<string, unknown>), value: MASK };
  }
  return out;
}

/** The member that holds a log push destination. */
const DESTINATION_MEMBER = 'destination_conf';
/** A destination's value in text: an optional (escaped) opening quote, then up to a quote or a blank (a plan's `{{$processEnv NAME}}` holds one). */
const DESTINATION_VALUE = /\\?"?((?:\{\{[^{}\n]*\}\}|[^\s"])*)/y;

/**
 * A URL anywhere in a text (up to whitespace, a quote, a bracket or a
 * backtick; braces belong to it: `${NAME}` references, and `{{$processEnv
 * NAME}}` placeholders even with their space). The scheme starts where no scheme character precedes it (not at
 * every `\b`: on `a.a.a.…` that would rescan the rest at each dot). One slash after the scheme is enough
 * (`https:/host?key=…`, a mistake the lint reports, still holds the credential).
 */
const URL_IN_TEXT = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/+(?:\{\{[^{}\n]*\}\}|[^\s"'`<>()[\]\\])+/g;
const URL_AT = new RegExp(URL_IN_TEXT.source.replace('(?<![A-Za-z0-9+.-])', ''), 'y');
const SCHEME_CHARACTER = /[A-Za-z0-9+.-]/;

/**
 * The matches of `URL_IN_TEXT` in `text`, found from each `:/` rather than
 * by trying the pattern at every letter: outputs of megabytes hold few URLs.
 * Each `:/` is walked back over the scheme characters before it (runs
 * between two `:/` never overlap, so the walk is linear), and the URL is
 * matched from the start of that run, where the pattern's look-behind holds.
 * A URL's body takes every scheme character, so the character after a URL
 * is never one: a run never reaches back into the previous URL.
 */
export function* urlsIn(text: string): Generator<RegExpExecArray> {
  let after = 0;
  for (let at = text.indexOf(':/'); at !== -1; at = text.indexOf(':/', at + 2)) {
    if (at < after) continue;
    let start = at;
    while (start > after && SCHEME_CHARACTER.test(text[start - 1] as string)) start--;
    URL_AT.lastIndex = start;
    const match = URL_AT.exec(text);
    if (!match) continue;
    after = start + match[0].length;
    yield match;
  }
}

/**
 * The lengths of a member name that may be a secret member: as long as one, give or take the
 * misspellings `isSecretMember` accepts (`NEAR_MISS_DISTANCE` edits change a length by at most
 * that much). Outputs are mostly other members (`"line":`, `"ruleId":` once per finding).
 */
const MIN_MEMBER_NAME = Math.min(...SECRET_MEMBERS.map((m) => m.length)) - NEAR_MISS_DISTANCE;
const MAX_MEMBER_NAME = Math.max(...SECRET_MEMBERS.map((m) => m.length)) + NEAR_MISS_DISTANCE;
const BARE_JSON_VALUE = /[^\s"{[,}\]]+/y;
const JSON_STRING_BODY = /(?:[^"\\\n]|\\.)*"/y;
/**
 * A YAML value on its line: up to a flow map's `,` or `}` or a comment, taking `${NAME}` references and a
 * plan's `{{$processEnv NAME}}` placeholders whole (else its `}` would end the value inside the placeholder).
 * A reference holds no `{`, so each `${` looks ahead only to the next brace: with `[^}\n]*` a line of
 * unclosed `${` was read to its end once per `${` (quadratic; every output is masked through here).
 */
const YAML_VALUE = /(?:\$\{[^{}\n]*\}|\{\{[^{}\n]*\}\}|[^\n,}#])*/y;

/**
 * The members `text` quotes that may be secret members, found from each `:`
 * rather than by a pattern tried at every character (outputs of megabytes hold
 * a colon per member, most of them `":` of names no secret member is near):
 *
 * - a JSON member, `"name": "value"`, or an unquoted word after it (`"name":
 *   value`, a syntax error that still holds the secret);
 * - `name: value` on one line (YAML, block or flow): the shape messages and
 *   reports quote configuration in. A value starting with a quote or a
 *   bracket is not one (it is read as JSON, or is a collection).
 *
 * Values are read, not passed over, so a value that itself quotes a member
 * is searched too. Offsets of each value: a JSON string's content, a YAML
 * value without its trailing blanks. Linear: the members of one line share
 * where their values end, found once.
 */
export function* membersIn(text: string): Generator<{ name: string; start: number; end: number }> {
  // Where the YAML value read last stops, and ends without its trailing blanks: every value starting before it
  // (colons come in order, and a value starts with no blank) ends there too.
  let yamlStop = -1;
  let yamlEnd = -1;
  for (let colon = text.indexOf(':'); colon !== -1; colon = text.indexOf(':', colon + 1)) {
    if (colon > 0 && isNameCode(text.charCodeAt(colon - 1))) {
      const blank = text.charCodeAt(colon + 1);
      if (blank !== SPACE_CODE && blank !== TAB_CODE) continue;
      const start = nameStartBefore(text, colon);
      // What may stand before a `name:`: the start of a line, a space, `{` or `,`.
      if (start === undefined || (start > 0 && !isSpaceCode(text.charCodeAt(start - 1)) && text[start - 1] !== '{' && text[start - 1] !== ',')) continue;
      let at = colon + 1;
      while (text.charCodeAt(at) === SPACE_CODE || text.charCodeAt(at) === TAB_CODE) at++;
      if (at >= text.length || `"'{[,}#`.includes(text[at]!) || isSpaceCode(text.charCodeAt(at))) continue;
      if (at > yamlStop) {
        YAML_VALUE.lastIndex = at;
        YAML_VALUE.exec(text);
        yamlStop = YAML_VALUE.lastIndex;
        yamlEnd = yamlStop;
        while (isSpaceCode(text.charCodeAt(yamlEnd - 1))) yamlEnd--;
      }
      yield { name: text.slice(start, colon), start: at, end: yamlEnd };
      continue;
    }
    // JSON: `"name"`, blanks, the colon.
    let quote = colon - 1;
    while (quote >= 0 && isSpaceCode(text.charCodeAt(quote))) quote--;
    if (quote < 1 || text.charCodeAt(quote) !== QUOTE_CODE) continue;
    const start = nameStartBefore(text, quote);
    if (start === undefined || text.charCodeAt(start - 1) !== QUOTE_CODE) continue;
    let at = colon + 1;
    while (at < text.length && isSpaceCode(text.charCodeAt(at))) at++;
    if (text.charCodeAt(at) === QUOTE_CODE) {
      JSON_STRING_BODY.lastIndex = at + 1;
      if (JSON_STRING_BODY.exec(text) !== null) yield { name: text.slice(start, quote), start: at + 1, end: JSON_STRING_BODY.lastIndex - 1 };
    } else {
      BARE_JSON_VALUE.lastIndex = at;
      if (BARE_JSON_VALUE.exec(text) !== null) yield { name: text.slice(start, quote), start: at, end: BARE_JSON_VALUE.lastIndex };
    }
  }
}

const SPACE_CODE = 0x20;
const TAB_CODE = 0x09;
const QUOTE_CODE = 0x22;
const BACKTICK_CODE = 0x60;

/** `[\w-]`. */
function isNameCode(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2d;
}

/** `\s`, as in patterns: ASCII blanks and line ends, and Unicode's spaces and separators. */
function isSpaceCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Where the name that ends at `end` starts: a run of name characters of a secret member's length, starting with a letter or `_`; `undefined` for none. */
function nameStartBefore(text: string, end: number): number | undefined {
  let start = end;
  while (start > 0 && end - start <= MAX_MEMBER_NAME && isNameCode(text.charCodeAt(start - 1))) start--;
  const length = end - start;
  if (length < MIN_MEMBER_NAME || length > MAX_MEMBER_NAME) return undefined;
  const first = text.charCodeAt(start);
  return (first >= 0x30 && first <= 0x39) || first === 0x2d ? undefined : start;
}

/** `disable_esc=` as a cookie is written in a `Cookie` header. */
const ESC_COOKIE_ASSIGNMENT = `${ESC_COOKIE_NAME}=`;
/**
 * Characters a regular expression's pattern starts with after `disable_esc=`
 * (`[^;]+`, `(.*)`, `\w+`, `.+`): a pattern that reads the cookie, not a secret.
 */
const PATTERN_START = /[[(\\.^*+?|]/;
// Trailing periods are counted by hand: `/\.+$/` tries every period of a run as a start (quadratic on `a....…a`).
const PERIOD_CODE = 0x2e;
/** An HTML character reference without its `;` at the end of a cookie value (the `;` ends the value). */
const HTML_REFERENCE_AT_END = /&(?:[A-Za-z]+|#[0-9]+)$/;
const SEMICOLON_CODE = 0x3b;
/** How edgelint's own text writes the cookie without its secret: `disable_esc=<secret>`, and `disable_esc=$ESC_SECRET` in the shell commands of reports. */
const COOKIE_PLACEHOLDER = /^(?:<[^<>]*>|\$[A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * Where the `}}` that closes a `{{` placeholder whose body starts at `from`
 * ends, or -1: the body holds no brace and no line end, so the search stops at
 * the next brace (each character is looked at by one search only).
 */
function closingBraces(text: string, from: number): number {
  let at = from;
  while (at < text.length && text[at] !== '{' && text[at] !== '}' && text[at] !== '\n') at++;
  return text.startsWith('}}', at) ? at + 2 : -1;
}

/**
 * The ESC secrets `text` writes as the `disable_esc` cookie — `disable_esc=<value>`,
 * as a rule expression matching the test cookie would (`http.cookie contains
 * "disable_esc=…"`) — as offsets of each value: its run of cookie characters
 * (RFC 6265), unless it is a stand-in (`${NAME}`, `***`) or starts like a
 * regular expression's pattern. Another cookie whose name ends in
 * `disable_esc` (`xdisable_esc=`) is not one. Linear.
 */
export function escCookieSecrets(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  let at = text.indexOf(ESC_COOKIE_ASSIGNMENT);
  while (at !== -1) {
    let next = at + 1;
    if (at === 0 || !isNameCode(text.charCodeAt(at - 1))) {
      const start = at + ESC_COOKIE_ASSIGNMENT.length;
      let end = start;
      while (end < text.length) {
        // A plan's `{{$processEnv NAME}}` is taken whole, its space included (the `http` format writes the reference so).
        const placeholderEnd = text.startsWith('{{', end) ? closingBraces(text, end + 2) : -1;
        if (placeholderEnd !== -1) end = placeholderEnd;
        // A backtick is a cookie character, but in edgelint's own text it closes a code span (`disable_esc=${NAME}`).
        else if (isCookieOctet(text.charCodeAt(end)) && text.charCodeAt(end) !== BACKTICK_CODE) end++;
        else break;
      }
      // In HTML a character reference ends the value (`disable_esc=$ESC_SECRET&quot;`, `disable_esc=&lt;secret&gt;`).
      const entity = text.charCodeAt(end) === SEMICOLON_CODE ? HTML_REFERENCE_AT_END.exec(text.slice(start, end)) : null;
      const valueEnd = entity ? end - entity[0].length : end;
      // A reference at the end of a sentence (`… write disable_esc=${NAME}.`) is still one.
      let periods = valueEnd;
      while (periods > start && text.charCodeAt(periods - 1) === PERIOD_CODE) periods--;
      const value = text.slice(start, periods);
      const placeholder = value === '' || COOKIE_PLACEHOLDER.test(value) || (entity?.[0] === '&lt' && valueEnd === start);
      if (!placeholder && !PATTERN_START.test(value[0]!) && !isStandIn(value)) found.push({ start, end: valueEnd });
      // A `disable_esc=` inside the value just read is part of it: searching on from inside would read the rest again.
      next = Math.max(next, end);
    }
    at = text.indexOf(ESC_COOKIE_ASSIGNMENT, next);
  }
  return found;
}

/**
 * Where `text` quotes a secret, as offsets: the credentials in every URL, the
 * ESC secret of every `disable_esc=` cookie (`escCookieSecrets`), and
 * the value of every JSON member or `name: value` of a secret member (quoted,
 * or unquoted as in a JSON syntax error) that is not a stand-in. Sorted,
 * without overlaps. For formats that show source lines (`codeframe`) and for
 * `maskSecretsInText`.
 */
export function secretTextRanges(text: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (const match of urlsIn(text)) {
    for (const credential of urlCredentials(match[0])) ranges.push({ start: match.index + credential.start, end: match.index + credential.end });
  }
  // One by one, never spread: a text may hold more ranges than a call takes arguments.
  for (const range of escCookieSecrets(text)) ranges.push(range);
  // Members come in order of their values' starts; the members of one YAML line share its end, so a value inside
  // one already masked is skipped before its stand-in check (which reads it whole).
  let masked = -1;
  // Where the destination read last ends: a `destination_conf:` inside it (in a `{{…}}` placeholder, which may hold
  // blanks) is part of it, and reading it again from there would read the rest of the line once per member.
  let destinationEnd = -1;
  for (const member of membersIn(text)) {
    if (member.name === DESTINATION_MEMBER) {
      if (member.start < destinationEnd) continue;
      // A destination quoted in text, however it is written (no scheme: `urlsIn` does not see it): up to the first
      // quote or blank, an escaped quote's backslash left out.
      DESTINATION_VALUE.lastIndex = member.start;
      const value = DESTINATION_VALUE.exec(text);
      const written = value?.[1] ?? '';
      const offset = DESTINATION_VALUE.lastIndex - written.length;
      // No further than the member's value, an escaped closing quote's backslash left out.
      const url = written.slice(0, Math.max(0, member.end - offset)).replace(/\\$/, '');
      destinationEnd = DESTINATION_VALUE.lastIndex;
      for (const c of urlCredentials(url, 0, true)) ranges.push({ start: offset + c.start, end: offset + c.end });
      continue;
    }
    if (member.end <= masked || member.start === member.end || !isSecretMember(member.name) || isStandIn(text.slice(member.start, member.end))) continue;
    ranges.push({ start: member.start, end: member.end });
    masked = Math.max(masked, member.end);
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start < last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * `text` with the secrets it quotes (`secretTextRanges`) replaced by `***`.
 * The guard every writer puts last, so that a value that escaped the
 * structural masking upstream is still not printed.
 */
export function maskSecretsInText(text: string): string {
  const ranges = secretTextRanges(text);
  if (ranges.length === 0) return text;
  let out = '';
  let at = 0;
  for (const range of ranges) {
    out += text.slice(at, range.start) + MASK;
    at = range.end;
  }
  return out + text.slice(at);
}
