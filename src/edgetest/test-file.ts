/**
 * Test files (`*.edgetest.yaml`, issue 16): read and checked, every mistake
 * reported at its line and column like a lint finding. The contract:
 *
 *   documents: [zones/example.edge.yaml]   # optional, relative to this file
 *   tests:
 *     - name: …
 *       zone: example.com                  # a zone's name or id
 *       request: { method, url, headers, ip, fields, body, rate_limit }
 *       expect: { action, phase, rule, redirect, url, request_headers,
 *                 origin, matched, managed }
 *
 * `request.rate_limit` (`exceeded` | `not_exceeded`) is the one addition: it
 * says whether the limits of matching rate limiting rules are exceeded,
 * which no request can show. Pure: text in, tests and problems out.
 */
import { ACTION_NAMES } from '../data/actions.js';
import { PHASE_NAMES } from '../data/phases.js';
import { lookupField, suggestField } from '../expr/scheme.js';
import { parseIp } from '../expr/value-checks/ip.js';
import { formatForPath, isTerraformJsonPath, loadSource, type LoadedDocument, type SourceFile } from '../load/source-file.js';
import { isObject } from '../model/build.js';
import type { JsonObject, Path } from '../model/types.js';
import { didYouMeanSuffix } from '../text/did-you-mean.js';
import { canonicalField, type RequestHeader, type TestRequest } from '../eval/request-fields.js';
import { parseRequestUrl } from '../eval/url.js';
import { fieldValueOf } from '../eval/request-input.js';
import type { Value } from '../eval/values.js';

export type TestProblemId = 'syntax' | 'structure' | 'unknown-key' | 'invalid-value' | 'unknown-field' | 'unknown-zone' | 'missing-document' | 'outside-project';

export interface TestProblem {
  readonly id: TestProblemId;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface RedirectExpectation {
  readonly status_code?: number;
  readonly location?: string;
}

/** What a test asserts; only the keys given are checked. */
export interface Expectations {
  readonly action?: string;
  readonly phase?: string | null;
  readonly rule?: string | null;
  readonly redirect?: RedirectExpectation | null;
  readonly url?: string;
  /** Header name (lower case) → value, values, or `null` for "absent". */
  readonly request_headers?: Readonly<Record<string, string | readonly string[] | null>>;
  readonly origin?: { readonly host?: string; readonly sni?: string; readonly port?: number };
  readonly matched?: readonly string[];
  readonly managed?: readonly string[];
}

export interface TestCase {
  readonly name: string;
  /** 1-based line of the test's entry. */
  readonly line: number;
  /** The zone's name or id, when given. */
  readonly zone?: string;
  readonly request: TestRequest;
  readonly expect: Expectations;
  /** JSON path of the test, for problems found while running it (an unknown zone). */
  readonly path: Path;
}

export interface TestDocumentRef {
  /** As written, relative to the test file. */
  readonly path: string;
  readonly at: Path;
}

export interface TestFile {
  readonly path: string;
  readonly source: SourceFile;
  /** `undefined`: the configured files. */
  readonly documents?: readonly TestDocumentRef[];
  /** The tests without errors: a test with one (an invalid `expect`, an unknown request field) is not run. */
  readonly tests: readonly TestCase[];
  /** How many tests were left out for their errors (each reported in `problems`). */
  readonly notRun: number;
  readonly problems: readonly TestProblem[];
  /** The position of `path` in the file (for problems found later). */
  problemAt(path: Path, id: TestProblemId, message: string, target?: 'key' | 'value'): TestProblem;
}

const TOP_KEYS = ['documents', 'tests'] as const;
const TEST_KEYS = ['name', 'zone', 'request', 'expect'] as const;
const REQUEST_KEYS = ['method', 'url', 'headers', 'ip', 'fields', 'body', 'rate_limit'] as const;
const EXPECT_KEYS = ['action', 'phase', 'rule', 'redirect', 'url', 'request_headers', 'origin', 'matched', 'managed'] as const;
const REDIRECT_KEYS = ['status_code', 'location'] as const;
const ORIGIN_KEYS = ['host', 'sni', 'port'] as const;
const RATE_LIMITS = ['exceeded', 'not_exceeded'] as const;
/** Final dispositions: the terminating actions, and `allow` for a request that reaches the origin. */
const DISPOSITIONS: readonly string[] = ['allow', ...ACTION_NAMES];
const DEFAULT_METHOD = 'GET';
const MAX_PORT = 65535;

class Checker {
  readonly problems: TestProblem[] = [];

  constructor(
    readonly file: SourceFile,
    readonly doc: LoadedDocument,
  ) {}

  problemAt(path: Path, id: TestProblemId, message: string, target: 'key' | 'value' = 'value'): TestProblem {
    const range = this.doc.rangeOf(path, target);
    const start = this.file.position(range.start);
    const end = this.file.position(range.end);
    return { id, message, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  }

  report(path: Path, id: TestProblemId, message: string, target: 'key' | 'value' = 'value'): void {
    this.problems.push(this.problemAt(path, id, message, target));
  }

  /** Reports keys outside `allowed`; returns the object, or `undefined` (reported) when `value` is not a mapping. */
  mapping(value: unknown, path: Path, what: string, allowed: readonly string[]): JsonObject | undefined {
    if (!isObject(value)) {
      this.report(path, 'structure', `${what} must be a mapping.`);
      return undefined;
    }
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) this.report([...path, key], 'unknown-key', `Unknown key \`${key}\` in ${what}${didYouMeanSuffix(key, allowed) || `; use ${allowed.map((k) => `\`${k}\``).join(', ')}.`}`, 'key');
    }
    return value;
  }

  string(value: unknown, path: Path, what: string): string | undefined {
    if (typeof value === 'string') return value;
    this.report(path, 'invalid-value', `${what} must be a string.`);
    return undefined;
  }

  stringList(value: unknown, path: Path, what: string): string[] | undefined {
    if (!Array.isArray(value)) {
      this.report(path, 'invalid-value', `${what} must be a list of strings.`);
      return undefined;
    }
    const out: string[] = [];
    value.forEach((item: unknown, i) => {
      const s = this.string(item, [...path, i], `Each item of ${what}`);
      if (s !== undefined) out.push(s);
    });
    return out.length === value.length ? out : undefined;
  }

  /** A value from `choices`; the message lists them when there are few, else names what they are (`noun`). */
  oneOf<T extends string>(value: unknown, path: Path, what: string, choices: readonly T[], noun?: string): T | undefined {
    if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
    const suggestion = typeof value === 'string' ? didYouMeanSuffix(value, choices) : '';
    const expected = noun ?? `one of ${choices.map((c) => `\`${c}\``).join(', ')}`;
    this.report(path, 'invalid-value', `${what} must be ${expected}${suggestion || '.'}`);
    return undefined;
  }
}

// ------------------------------------------------------------------ fields

function readFields(c: Checker, raw: unknown, path: Path): Map<string, Value> {
  const fields = new Map<string, Value>();
  if (raw === undefined) return fields;
  if (!isObject(raw)) {
    c.report(path, 'structure', '`fields` must be a mapping of field names to values.');
    return fields;
  }
  for (const [name, value] of Object.entries(raw)) {
    const lookup = lookupField(name, 'request');
    if (lookup === undefined || lookup.wrongStage) {
      const suggestion = suggestField(name);
      c.report([...path, name], 'unknown-field', `Unknown field \`${name}\`${suggestion === undefined ? '.' : `; did you mean \`${suggestion}\`?`}`, 'key');
      continue;
    }
    const typed = fieldValueOf(lookup.field.type, value);
    if (typeof typed === 'string') {
      c.report([...path, name], 'invalid-value', `\`${name}\` is ${lookup.field.type.name === 'String' ? 'a String' : `an ${lookup.field.type.name}`} field; write ${typed}.`);
      continue;
    }
    fields.set(canonicalField(name), typed);
  }
  return fields;
}

// ------------------------------------------------------------------ request

function readHeaders(c: Checker, raw: unknown, path: Path): RequestHeader[] {
  const headers: RequestHeader[] = [];
  if (raw === undefined) return headers;
  if (!isObject(raw)) {
    c.report(path, 'structure', '`headers` must be a mapping of header names to values.');
    return headers;
  }
  for (const [name, value] of Object.entries(raw)) {
    const values = Array.isArray(value) ? value : [value];
    values.forEach((v: unknown, i) => {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') headers.push({ name, value: String(v) });
      else c.report(Array.isArray(value) ? [...path, name, i] : [...path, name], 'invalid-value', `The value of header \`${name}\` must be a string (or a list of strings).`);
    });
  }
  return headers;
}

function readRequest(c: Checker, raw: unknown, path: Path): TestRequest | undefined {
  const request = c.mapping(raw, path, 'a test\'s `request`', REQUEST_KEYS);
  if (!request) return undefined;
  const urlText = request['url'] === undefined ? undefined : c.string(request['url'], [...path, 'url'], '`url`');
  if (request['url'] === undefined) c.report(path, 'structure', 'The request needs a `url`, such as `https://example.com/`.');
  const url = urlText === undefined ? undefined : parseRequestUrl(urlText);
  if (typeof url === 'string') c.report([...path, 'url'], 'invalid-value', `\`url\` must be ${url}.`);
  const method = request['method'] === undefined ? DEFAULT_METHOD : c.string(request['method'], [...path, 'method'], '`method`');
  let ip;
  if (request['ip'] !== undefined) {
    ip = typeof request['ip'] === 'string' ? parseIp(request['ip']) : undefined;
    if (ip === undefined) c.report([...path, 'ip'], 'invalid-value', '`ip` must be an IPv4 or IPv6 address, such as `203.0.113.7`.');
  }
  const body = request['body'] === undefined ? undefined : c.string(request['body'], [...path, 'body'], '`body`');
  const rateLimit = request['rate_limit'] === undefined ? undefined : c.oneOf(request['rate_limit'], [...path, 'rate_limit'], '`rate_limit`', RATE_LIMITS);
  const headers = readHeaders(c, request['headers'], [...path, 'headers']);
  const fields = readFields(c, request['fields'], [...path, 'fields']);
  if (url === undefined || typeof url === 'string' || method === undefined) return undefined;
  return { method, url, headers, ...(ip ? { ip } : {}), ...(body !== undefined ? { body } : {}), fields, ...(rateLimit ? { rateLimit } : {}) };
}

// ------------------------------------------------------------------ expectations

function readExpect(c: Checker, raw: unknown, path: Path): Expectations {
  if (raw === undefined) return {};
  const e = c.mapping(raw, path, 'a test\'s `expect`', EXPECT_KEYS);
  if (!e) return {};
  const out: { -readonly [K in keyof Expectations]: Expectations[K] } = {};
  const at = (key: string): Path => [...path, key];
  if (e['action'] !== undefined) out.action = c.oneOf(e['action'], at('action'), '`action`', DISPOSITIONS, '`allow` or a rule action');
  if (e['phase'] !== undefined) out.phase = e['phase'] === null ? null : c.oneOf(e['phase'], at('phase'), '`phase`', PHASE_NAMES, 'a phase of the rulesets API');
  if (e['rule'] !== undefined) out.rule = e['rule'] === null ? null : c.string(e['rule'], at('rule'), '`rule`');
  if (e['url'] !== undefined) out.url = c.string(e['url'], at('url'), '`url`');
  if (e['redirect'] !== undefined) {
    if (e['redirect'] === null) out.redirect = null;
    else {
      const r = c.mapping(e['redirect'], at('redirect'), '`redirect`', REDIRECT_KEYS);
      if (r) {
        const status = r['status_code'];
        if (status !== undefined && !(typeof status === 'number' && Number.isInteger(status))) c.report([...at('redirect'), 'status_code'], 'invalid-value', '`status_code` must be a number, such as 301.');
        const location = r['location'] === undefined ? undefined : c.string(r['location'], [...at('redirect'), 'location'], '`location`');
        out.redirect = { ...(typeof status === 'number' ? { status_code: status } : {}), ...(location !== undefined ? { location } : {}) };
      }
    }
  }
  if (e['request_headers'] !== undefined) {
    const h = isObject(e['request_headers']) ? e['request_headers'] : undefined;
    if (!h) c.report(at('request_headers'), 'structure', '`request_headers` must be a mapping of header names to values (`null`: absent).');
    else {
      const headers: Record<string, string | string[] | null> = {};
      for (const [name, value] of Object.entries(h)) {
        if (value === null) headers[name.toLowerCase()] = null;
        else if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
        else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) headers[name.toLowerCase()] = value as string[];
        else c.report([...at('request_headers'), name], 'invalid-value', `The expected value of header \`${name}\` must be a string, a list of strings or \`null\` (absent).`);
      }
      out.request_headers = headers;
    }
  }
  if (e['origin'] !== undefined) {
    const o = c.mapping(e['origin'], at('origin'), '`origin`', ORIGIN_KEYS);
    if (o) {
      const port = o['port'];
      if (port !== undefined && !(typeof port === 'number' && Number.isInteger(port) && port >= 1 && port <= MAX_PORT)) c.report([...at('origin'), 'port'], 'invalid-value', '`port` must be a port number from 1 to 65535.');
      const host = o['host'] === undefined ? undefined : c.string(o['host'], [...at('origin'), 'host'], '`host`');
      const sni = o['sni'] === undefined ? undefined : c.string(o['sni'], [...at('origin'), 'sni'], '`sni`');
      out.origin = { ...(host !== undefined ? { host } : {}), ...(sni !== undefined ? { sni } : {}), ...(typeof port === 'number' ? { port } : {}) };
    }
  }
  if (e['matched'] !== undefined) out.matched = c.stringList(e['matched'], at('matched'), '`matched`');
  if (e['managed'] !== undefined) out.managed = c.stringList(e['managed'], at('managed'), '`managed`');
  for (const key of Object.keys(out) as (keyof Expectations)[]) if (out[key] === undefined && e[key] !== null) delete out[key];
  return out;
}

// ------------------------------------------------------------------ file

function fromLoadProblems(file: SourceFile): TestProblem[] {
  return file.problems
    .filter((p) => p.fatal)
    .map((p) => {
      const start = file.position(p.start);
      const end = file.position(p.end);
      return { id: 'syntax' as const, message: p.message, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
    });
}

/** Reads a test file; every problem has a position. */
export function readTestFile(path: string, text: string): TestFile {
  if (formatForPath(path) === 'hcl' || isTerraformJsonPath(path)) {
    // Named by mistake (`edgelint test main.tf`): a test file is YAML or JSON; the HCL reader is not even loaded for it.
    const source = loadSource(path, '', { format: 'yaml' });
    const problem: TestProblem = { id: 'structure', message: 'A test file is YAML or JSON, not Terraform; name it `*.edgetest.yaml`.', line: 1, column: 1, endLine: 1, endColumn: 1 };
    return { path, source, tests: [], notRun: 0, problems: [problem], problemAt: () => problem };
  }
  const source = loadSource(path, text);
  const doc = source.documents[0]!;
  const c = new Checker(source, doc);
  const problemAt = (p: Path, id: TestProblemId, message: string, target: 'key' | 'value' = 'value'): TestProblem => c.problemAt(p, id, message, target);
  const fatal = fromLoadProblems(source);
  if (fatal.length > 0 || doc.fatal) return { path, source, tests: [], notRun: 0, problems: fatal, problemAt };
  if (source.documents.length > 1) c.report([], 'structure', 'A test file holds one YAML document; put every test under one `tests:`.');
  const top = c.mapping(doc.value, [], 'a test file', TOP_KEYS);
  if (!top) return { path, source, tests: [], notRun: 0, problems: c.problems, problemAt };
  let documents: TestDocumentRef[] | undefined;
  if (top['documents'] !== undefined) {
    const list = c.stringList(top['documents'], ['documents'], '`documents`');
    if (list) documents = list.map((p, i) => ({ path: p, at: ['documents', i] }));
  }
  const tests: TestCase[] = [];
  let notRun = 0;
  const rawTests = top['tests'];
  if (!Array.isArray(rawTests) || rawTests.length === 0) {
    c.report(rawTests === undefined ? [] : ['tests'], 'structure', 'A test file needs `tests:`, a list of tests with `name`, `request` and `expect`.');
  } else {
    rawTests.forEach((raw: unknown, index) => {
      const at: Path = ['tests', index];
      const reported = c.problems.length;
      const test = c.mapping(raw, at, 'a test', TEST_KEYS);
      if (!test) {
        notRun++;
        return;
      }
      const name = test['name'] === undefined ? undefined : c.string(test['name'], [...at, 'name'], '`name`');
      if (test['name'] === undefined) c.report(at, 'structure', 'A test needs a `name`.');
      const zone = test['zone'] === undefined ? undefined : typeof test['zone'] === 'number' ? String(test['zone']) : c.string(test['zone'], [...at, 'zone'], '`zone`');
      if (test['request'] === undefined) c.report(at, 'structure', 'A test needs a `request` with at least a `url`.');
      const request = test['request'] === undefined ? undefined : readRequest(c, test['request'], [...at, 'request']);
      const expect = readExpect(c, test['expect'], [...at, 'expect']);
      // A test with an error would check less than it says (a null `expect` checks nothing): it is reported, not run.
      if (name === undefined || request === undefined || c.problems.length > reported) {
        notRun++;
        return;
      }
      const line = source.position(doc.rangeOf(at).start).line;
      tests.push({ name, line, ...(zone !== undefined ? { zone } : {}), request, expect, path: at });
    });
  }
  return { path, source, ...(documents ? { documents } : {}), tests, notRun, problems: c.problems, problemAt };
}
