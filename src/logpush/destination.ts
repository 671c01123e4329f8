/**
 * `destination_conf`: `<scheme>://<address>[/<path>][?<parameters>]`
 * (reference §5), parsed per scheme. Reports each problem at the offending
 * scheme, address, parameter name or value, flags credentials written in
 * clear text, and tells the planner whether the destination needs the
 * ownership challenge (reference §6).
 *
 * No problem, message, suggestion or returned field ever contains the value of
 * a credential: problems carry only offsets and parameter names, fixes only
 * ever delete text or insert `${NAME}` references, and parsed credential
 * parameters are returned without their value.
 */
import type { ValueProblem } from '../engine/value-problem.js';
import {
  DATE_PLACEHOLDER,
  destinationScheme,
  HEADER_PARAMETER_PREFIX,
  INSECURE_HTTP_SCHEME,
  KNOWN_SCHEMES,
  type DestinationKind,
  type DestinationScheme,
} from '../data/logpush-destinations.js';
import { JOB_FIELD_LIMITS } from '../data/logpush-limits.js';
import { didYouMean } from '../text/did-you-mean.js';
import { holdsEncodedCredential, isCredentialParameterName } from '../text/secrets.js';
import { quoteForMessage, sortByOffset, type Span } from '../logfilter/problem.js';
import { logpushProblem } from './messages.js';
import { wordList } from '../text/word-list.js';
import { counted } from '../text/counted.js';
import { parseQuery, type QueryParameter } from './query-string.js';
import { isSecretReference, suggestedReference } from './secret-reference.js';
import { codePointLimitSpan } from './text-length.js';

export interface DestinationParameterInfo {
  readonly name: string;
  readonly nameSpan: Span;
  readonly valueSpan?: Span;
  /** The value as written; absent for credentials, which are never returned. */
  readonly value?: string;
  /** Whether the parameter carries a credential. */
  readonly secret: boolean;
}

export interface ParsedDestination {
  /** The scheme, lower-cased (`http` stays `http`: it is reported and then read as `https`). */
  readonly scheme: string;
  readonly schemeSpan: Span;
  /** The destination kind; `undefined` for a scheme edgelint does not know. */
  readonly kind?: DestinationKind;
  /** Bucket, host or stream name (without user info). */
  readonly address: string;
  readonly addressSpan: Span;
  /**
   * The path after the address, with its leading `/` (may be empty). A
   * credential in the path (Sumo Logic's collector code) written in clear
   * text is replaced by `REDACTED`.
   */
  readonly path: string;
  readonly pathSpan: Span;
  readonly parameters: readonly DestinationParameterInfo[];
}

export interface DestinationAnalysis {
  readonly problems: readonly ValueProblem[];
  /** The parsed URL, when it has at least a scheme. */
  readonly destination?: ParsedDestination;
  /**
   * Whether creating the job needs the ownership challenge step first
   * (reference §6); `undefined` when not known (unknown scheme, Kinesis).
   */
  readonly needsOwnershipChallenge: boolean | undefined;
}

const SCHEME_SEPARATOR = '://';
const KNOWN_SCHEME_LIST = KNOWN_SCHEMES.map((s) => `\`${s}\``).join(', ');
const PLACEHOLDER_REFERENCE_SIGIL = '$';
/** Stands for a credential withheld from a returned value. */
export const REDACTED = '***';

/** Analyse a `destination_conf` string. Pure, never throws, linear in `text.length`. */
export function analyzeDestination(text: string): DestinationAnalysis {
  const problems: ValueProblem[] = [];
  const done = (destination?: ParsedDestination, needsOwnershipChallenge?: boolean) => ({
    problems: sortByOffset(problems),
    ...(destination ? { destination } : {}),
    needsOwnershipChallenge,
  });
  if (text.trim().length === 0) {
    problems.push(logpushProblem('destination', 'empty', { start: 0, end: text.length }));
    return done();
  }
  const tooLong = codePointLimitSpan(text, JOB_FIELD_LIMITS.destinationConf.maxLength);
  if (tooLong) {
    problems.push(logpushProblem('destination', 'tooLong', tooLong.span, { length: tooLong.length, max: JOB_FIELD_LIMITS.destinationConf.maxLength }));
  }
  const { start, end } = trimmedSpan(text, problems);

  // --- scheme
  const afterScheme = schemeEnd(text, start, end);
  if (afterScheme === start || text[afterScheme] !== ':') {
    problems.push(logpushProblem('destination', 'missingScheme', { start, end }, { schemes: KNOWN_SCHEME_LIST }));
    return done();
  }
  const written = text.slice(start, afterScheme);
  const schemeSpan = { start, end: afterScheme };
  let authorityStart: number;
  if (text.startsWith(SCHEME_SEPARATOR, afterScheme)) {
    authorityStart = afterScheme + SCHEME_SEPARATOR.length;
  } else {
    const insertAt = afterScheme + 1;
    const slashes = text[insertAt] === '/' ? '/' : '//';
    problems.push(logpushProblem('destination', 'malformedScheme', { start, end: insertAt }, { scheme: written }, { fix: { start: insertAt, end: insertAt, text: slashes } }));
    authorityStart = insertAt + (text[insertAt] === '/' ? 1 : 0);
  }
  let scheme = written.toLowerCase();
  if (scheme !== written) {
    problems.push(logpushProblem('destination', 'schemeCase', schemeSpan, { suggestion: scheme }, { fix: { ...schemeSpan, text: scheme } }));
  }
  const readAs = scheme === INSECURE_HTTP_SCHEME ? 'https' : scheme;
  if (scheme === INSECURE_HTTP_SCHEME) {
    problems.push(logpushProblem('destination', 'insecureScheme', schemeSpan, undefined, { fix: { ...schemeSpan, text: 'https' } }));
  }

  // --- address and path
  const parts = splitUrl(text, authorityStart, end);
  const userinfo = parts.userinfo;
  const addressSpan = parts.address;
  const address = text.slice(addressSpan.start, addressSpan.end);
  const host = address.replace(/:[0-9]*$/, '');
  const definition = KNOWN_SCHEMES.includes(readAs) ? destinationScheme(readAs, host) : undefined;
  const base = { scheme, schemeSpan, address, addressSpan, path: text.slice(parts.path.start, parts.path.end), pathSpan: parts.path };


  if (!definition) {
    const suggestion = didYouMean(scheme, KNOWN_SCHEMES);
    problems.push(
      suggestion
        ? logpushProblem('destination-unknown-scheme', 'unknownSchemeSuggestion', schemeSpan, { scheme: quoteForMessage(written), suggestion }, {
            suggestions: [{ desc: `Use \`${suggestion}\``, fix: { ...schemeSpan, text: suggestion } }],
          })
        : logpushProblem('destination-unknown-scheme', 'unknownScheme', schemeSpan, { scheme: quoteForMessage(written), schemes: KNOWN_SCHEME_LIST }),
    );
    // Whatever the destination, a credential in clear text is still an error: check the user info
    // and every parameter whose name says it carries one (the scheme's own parameters are unknown).
    if (userinfo) checkUserinfo(text, userinfo, scheme, problems);
    const parameters = parts.query ? unknownSchemeParameters(text, parts.query, scheme, problems) : [];
    return done({ ...base, parameters }, undefined);
  }

  if (userinfo) checkUserinfo(text, userinfo, definition.kind, problems);
  if (address.length === 0) {
    problems.push(logpushProblem('destination', 'missingAddress', addressSpan, { label: definition.label, address: addressName(definition), scheme: readAs }));
  } else if (definition.bucketName) {
    checkBucketName(address, addressSpan, definition, problems);
  }
  checkPath(text, parts.path, definition, problems);
  const parameters = checkParameters(text, parts.query, end, definition, problems);

  const path = withoutPathCredential(base.path, definition);
  return done({ ...base, path, kind: definition.kind, parameters }, ownershipChallenge(definition, parameters));
}

/** `path` with a clear-text credential (Sumo Logic's collector code) replaced by `REDACTED`. */
function withoutPathCredential(path: string, definition: DestinationScheme): string {
  const prefix = definition.credentialPath?.prefix;
  if (!prefix || !path.startsWith(prefix) || isSecretReference(path.slice(prefix.length))) return path;
  return prefix + REDACTED;
}

/** End of the URL scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`) starting at `start`. */
function schemeEnd(text: string, start: number, end: number): number {
  if (start >= end || !/[A-Za-z]/.test(text[start]!)) return start;
  let i = start + 1;
  while (i < end && /[A-Za-z0-9+.-]/.test(text[i]!)) i++;
  return i;
}

/** The span without surrounding whitespace, reporting each side (fixes delete only whitespace, never the URL). */
function trimmedSpan(text: string, problems: ValueProblem[]): Span {
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  for (const span of [{ start: 0, end: start }, { start: end, end: text.length }]) {
    if (span.end > span.start) problems.push(logpushProblem('destination', 'surroundingWhitespace', span, undefined, { fix: { ...span, text: '' } }));
  }
  return { start, end };
}

interface UrlParts {
  readonly userinfo?: Span;
  readonly address: Span;
  readonly path: Span;
  /** The text after `?`, when there is one. */
  readonly query?: Span;
}

function splitUrl(text: string, start: number, end: number): UrlParts {
  let authorityEnd = start;
  while (authorityEnd < end && text[authorityEnd] !== '/' && text[authorityEnd] !== '?') authorityEnd++;
  let at = -1;
  for (let i = start; i < authorityEnd; i++) if (text[i] === '@') at = i;
  let pathEnd = authorityEnd;
  while (pathEnd < end && text[pathEnd] !== '?') pathEnd++;
  return {
    ...(at >= 0 ? { userinfo: { start, end: at } } : {}),
    address: { start: at >= 0 ? at + 1 : start, end: authorityEnd },
    path: { start: authorityEnd, end: pathEnd },
    ...(pathEnd < end ? { query: { start: pathEnd + 1, end } } : {}),
  };
}

function addressName(definition: DestinationScheme): string {
  return definition.address === 'bucket' ? 'bucket' : definition.address === 'stream' ? 'stream name' : 'host';
}

/** `user:password@` must be references; the password (or a lone token) is a credential. */
function checkUserinfo(text: string, span: Span, destination: string, problems: ValueProblem[]): void {
  const userinfo = text.slice(span.start, span.end);
  const colon = userinfo.indexOf(':');
  const secretSpan = colon >= 0 ? { start: span.start + colon + 1, end: span.end } : span;
  const secret = text.slice(secretSpan.start, secretSpan.end);
  if (secret.length === 0 || isSecretReference(secret)) return;
  const reference = suggestedReference(destination, 'password');
  problems.push(
    logpushProblem('destination-secret', 'clearTextUserinfo', secretSpan, { reference }, {
      suggestions: [{ desc: `Replace with \`${reference}\``, fix: { ...secretSpan, text: reference } }],
    }),
  );
}

function checkBucketName(bucket: string, span: Span, definition: DestinationScheme, problems: ValueProblem[]): void {
  const rule = definition.bucketName!;
  const data = { bucket: quoteForMessage(bucket), label: definition.label, allowed: rule.describe };
  // One problem per kind of bad character, at its first occurrence.
  const reported = new Set<string>();
  for (let i = 0; i < bucket.length; i++) {
    const ch = bucket[i]!;
    if (rule.allowedCharacter.test(ch)) continue;
    const kind = /[A-Z]/.test(ch) ? 'bucketUppercase' : ch === '_' ? 'bucketUnderscore' : 'bucketCharacter';
    if (reported.has(kind)) continue;
    reported.add(kind);
    const at = { start: span.start + i, end: span.start + i + 1 };
    problems.push(logpushProblem('destination', kind, at, kind === 'bucketCharacter' ? { ...data, character: `\`${ch}\`` } : data));
  }
  if (reported.size > 0) return;
  if (!rule.edgeCharacter.test(bucket[0]!) || !rule.edgeCharacter.test(bucket[bucket.length - 1]!)) {
    problems.push(logpushProblem('destination', 'bucketEdge', span, { bucket: data.bucket }));
    return;
  }
  if (bucket.length < rule.minLength || bucket.length > rule.maxLength) {
    problems.push(logpushProblem('destination', 'bucketLength', span, { ...data, characters: counted(bucket.length, 'character'), min: rule.minLength, max: rule.maxLength }));
  }
}

/** `{DATE}` is the only placeholder; the Sumo Logic path ends in a credential. */
function checkPath(text: string, path: Span, definition: DestinationScheme, problems: ValueProblem[]): void {
  if (definition.datePlaceholder) {
    for (let i = path.start; i < path.end; i++) {
      if (text[i] !== '{' || text[i - 1] === PLACEHOLDER_REFERENCE_SIGIL) continue;
      let close = i + 1;
      while (close < path.end && text[close] !== '}' && text[close] !== '{') close++;
      if (text[close] !== '}') continue;
      const placeholder = text.slice(i, close + 1);
      if (placeholder !== DATE_PLACEHOLDER) {
        const span = { start: i, end: close + 1 };
        const fix = placeholder.toUpperCase() === DATE_PLACEHOLDER ? { fix: { ...span, text: DATE_PLACEHOLDER } } : {};
        problems.push(logpushProblem('destination', 'unknownPlaceholder', span, { placeholder: quoteForMessage(placeholder) }, fix));
      }
      i = close;
    }
  }
  const credential = definition.credentialPath;
  if (!credential) return;
  const pathText = text.slice(path.start, path.end);
  if (!pathText.startsWith(credential.prefix) || pathText.length === credential.prefix.length) {
    const span = pathText.length > 0 ? path : { start: path.start, end: path.start };
    problems.push(logpushProblem('destination', 'credentialPath', span, { label: definition.label, format: definition.format }));
    return;
  }
  const secretSpan = { start: path.start + credential.prefix.length, end: path.end };
  if (isSecretReference(text.slice(secretSpan.start, secretSpan.end))) return;
  const reference = suggestedReference(definition.kind, 'code');
  problems.push(
    logpushProblem('destination-secret', 'clearTextPath', secretSpan, { label: definition.label, reference }, {
      suggestions: [{ desc: `Replace with \`${reference}\``, fix: { ...secretSpan, text: reference } }],
    }),
  );
}

/** Check every query parameter and the required ones; returns the parameters with credential values withheld. */
function checkParameters(text: string, query: Span | undefined, urlEnd: number, definition: DestinationScheme, problems: ValueProblem[]): DestinationParameterInfo[] {
  const parsed = query ? parseQuery(text, query.start, query.end) : { parameters: [], extraSeparators: [] };
  for (const extra of parsed.extraSeparators) problems.push(logpushProblem('destination', 'emptyParameter', extra, undefined, { fix: { ...extra, text: '' } }));

  const knownNames = definition.parameters.map((p) => p.name);
  const present = new Map<string, QueryParameter>();
  const infos: DestinationParameterInfo[] = [];
  for (const parameter of parsed.parameters) {
    const name = parameterName(parameter, definition, knownNames, present, problems);
    if (name !== undefined) {
      if (present.has(name)) problems.push(logpushProblem('destination', 'duplicateParameter', parameter.nameSpan, { name: quoteForMessage(name) }));
      else present.set(name, parameter);
    }
    const secret = isCredentialParameter(name ?? parameter.name, definition) || holdsEncodedCredential(parameter.value ?? '');
    checkParameterValue(text, parameter, name, secret, definition, problems);
    infos.push({
      name: parameter.name,
      nameSpan: parameter.nameSpan,
      ...(parameter.valueSpan ? { valueSpan: parameter.valueSpan } : {}),
      ...(!secret && parameter.value !== undefined ? { value: parameter.value } : {}),
      secret,
    });
  }
  checkRequired(definition, present, { start: urlEnd, end: urlEnd }, problems);
  checkUnsupported(definition, present, problems);
  return infos;
}

/** Values a destination does not take (`region=cn-north-1` on Amazon S3), at the value. */
function checkUnsupported(definition: DestinationScheme, present: ReadonlyMap<string, QueryParameter>, problems: ValueProblem[]): void {
  for (const known of definition.parameters) {
    const parameter = present.get(known.name);
    const unsupported = known.unsupported;
    if (!unsupported || parameter?.value === undefined || parameter.valueSpan === undefined) continue;
    if (unsupported.unlessWith?.some((name) => present.has(name)) || !unsupported.values.includes(parameter.value)) continue;
    problems.push(logpushProblem('destination', 'unsupportedValue', parameter.valueSpan, { label: unsupported.label ?? definition.label, name: known.name, value: quoteForMessage(parameter.value) }));
  }
}

/**
 * The name a parameter stands for: a known one, a header or open parameter, or
 * (reported) the close misspelling of a known absent one. `undefined` when
 * unknown.
 */
function parameterName(
  parameter: QueryParameter,
  definition: DestinationScheme,
  knownNames: readonly string[],
  present: ReadonlyMap<string, QueryParameter>,
  problems: ValueProblem[],
): string | undefined {
  const name = parameter.name;
  if (knownNames.includes(name)) return name;
  if (definition.headerParameters && name.startsWith(HEADER_PARAMETER_PREFIX)) {
    if (name.length === HEADER_PARAMETER_PREFIX.length) {
      problems.push(logpushProblem('destination', 'emptyHeaderName', parameter.nameSpan, { prefix: HEADER_PARAMETER_PREFIX }));
    }
    return name;
  }
  const absent = knownNames.filter((known) => !present.has(known));
  // Open parameters (an HTTP query, an Azure SAS token) may be anything: only a
  // different spelling of a known name (`SIG` for `sig`) is worth a remark.
  const suggestion = definition.openParameters
    ? absent.find((known) => known.toLowerCase() === name.toLowerCase())
    : didYouMean(name, absent);
  if (definition.openParameters && suggestion === undefined) return name;
  const shown = quoteForMessage(name);
  if (suggestion !== undefined) {
    problems.push(
      logpushProblem('destination', 'unknownParameterSuggestion', parameter.nameSpan, { name: shown, label: definition.label, suggestion }, {
        suggestions: [{ desc: `Rename to \`${suggestion}\``, fix: { ...parameter.nameSpan, text: suggestion } }],
      }),
    );
    return suggestion;
  }
  const known = knownNames.length > 0 ? knownNames.map((k) => `\`${k}\``).join(', ') : 'none';
  problems.push(logpushProblem('destination', 'unknownParameter', parameter.nameSpan, { name: shown, label: definition.label, known }));
  return undefined;
}

/**
 * The parameters of a destination whose scheme edgelint does not know: only
 * credentials are checked (by name), everything else is passed through.
 */
function unknownSchemeParameters(text: string, query: Span, scheme: string, problems: ValueProblem[]): DestinationParameterInfo[] {
  return parseQuery(text, query.start, query.end).parameters.map((parameter) => {
    const value = parameter.value;
    const secret = isCredentialParameterName(parameter.name) || holdsEncodedCredential(value ?? '');
    if (secret && value !== undefined && parameter.valueSpan && value.length > 0 && !isSecretReference(value)) {
      const reference = suggestedReference(scheme, parameter.name);
      const valueSpan = parameter.valueSpan;
      problems.push(
        logpushProblem('destination-secret', 'clearTextParameter', valueSpan, { name: quoteForMessage(parameter.name), reference }, {
          suggestions: [{ desc: `Replace with \`${reference}\``, fix: { ...valueSpan, text: reference } }],
        }),
      );
    }
    return {
      name: parameter.name,
      nameSpan: parameter.nameSpan,
      ...(parameter.valueSpan ? { valueSpan: parameter.valueSpan } : {}),
      ...(!secret && value !== undefined ? { value } : {}),
      secret,
    };
  });
}

function isCredentialParameter(name: string, definition: DestinationScheme): boolean {
  const known = definition.parameters.find((p) => p.name === name);
  if (known) return known.secret === true;
  return isCredentialParameterName(name);
}

function checkParameterValue(
  text: string,
  parameter: QueryParameter,
  name: string | undefined,
  secret: boolean,
  definition: DestinationScheme,
  problems: ValueProblem[],
): void {
  const value = parameter.value;
  const valueSpan = parameter.valueSpan;
  const shownName = quoteForMessage(parameter.name);
  if (value === undefined || valueSpan === undefined || value.length === 0) {
    problems.push(logpushProblem('destination', 'missingParameterValue', parameter.span, { name: shownName }));
    return;
  }
  if (secret) {
    if (isSecretReference(value)) return;
    const reference = suggestedReference(definition.kind, name ?? parameter.name);
    problems.push(
      logpushProblem('destination-secret', 'clearTextParameter', valueSpan, { name: shownName, reference }, {
        suggestions: [{ desc: `Replace with \`${reference}\``, fix: { ...valueSpan, text: reference } }],
      }),
    );
    return;
  }
  const known = definition.parameters.find((p) => p.name === name);
  if (known?.values && !known.values.includes(value)) {
    const values = known.values.map((v) => `\`${v}\``).join(' or ');
    problems.push(logpushProblem('destination', 'badParameterValue', valueSpan, { name: shownName, values, value: quoteForMessage(value) }));
  }
  if (known?.hostOnly) {
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(text.slice(valueSpan.start, valueSpan.end));
    if (scheme) {
      const span = { start: valueSpan.start, end: valueSpan.start + scheme[0].length };
      problems.push(logpushProblem('destination', 'endpointHostOnly', span, { found: scheme[0] }, { fix: { ...span, text: '' } }));
    }
  }
}

function checkRequired(definition: DestinationScheme, present: ReadonlyMap<string, QueryParameter>, atEnd: Span, problems: ValueProblem[]): void {
  // One report naming every missing parameter: an R2 destination without its query lacks three, as one mistake.
  const missingRequired = definition.required.filter((name) => !present.has(name));
  if (missingRequired.length > 0) problems.push(logpushProblem('destination', 'missingParameter', atEnd, { label: definition.label, names: wordList(missingRequired, { code: true }) }));
  for (const group of definition.together ?? []) {
    const missing = group.filter((name) => !present.has(name));
    if (missing.length === 0 || missing.length === group.length) continue;
    for (const name of group) {
      const parameter = present.get(name);
      if (parameter) problems.push(logpushProblem('destination', 'incompleteGroup', parameter.nameSpan, { name, other: missing.join('`, `') }));
    }
  }
  const groups = definition.oneOfGroups;
  if (groups && !groups.some((group) => group.some((name) => present.has(name)))) {
    const choices = groups.map((group) => group.map((name) => `\`${name}\``).join(' and ')).join(' or ');
    problems.push(logpushProblem('destination', 'missingOneOf', atEnd, { label: definition.label, choices }));
  }
  for (const [dependent, prerequisite] of definition.requires ?? []) {
    const parameter = present.get(dependent);
    if (parameter && !present.has(prerequisite)) {
      problems.push(logpushProblem('destination', 'requiresParameter', parameter.nameSpan, { name: dependent, other: prerequisite }));
    }
  }
}

function ownershipChallenge(definition: DestinationScheme, parameters: readonly DestinationParameterInfo[]): boolean | undefined {
  const { required, exceptWith } = definition.ownershipChallenge;
  if (required !== true) return required;
  return !parameters.some((p) => exceptWith?.includes(p.name));
}
