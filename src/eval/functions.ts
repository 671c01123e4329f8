/**
 * The Rules-language functions (src/data/functions.ts), evaluated on byte
 * strings. Each follows Cloudflare's functions reference; the tests beside
 * this file check every documented example, with its source.
 *
 * Missing values: a missing argument gives a missing result, except where a
 * source says otherwise (`concat` treats it as empty, wirefilter
 * `functions/concat.rs`). What a source leaves open — invalid Base64 or
 * JSON, out-of-range `substring` indexes, a malformed `%` escape — is
 * undecided, not guessed; so are functions whose result is random or secret
 * (`uuidv4`, `is_timed_hmac_valid_v0`) or undocumented (`sha256`'s form).
 */
import { formatIp, networkOf, type ParsedIp } from '../expr/value-checks/ip.js';
import { parseJson } from '../logfilter/json-parser.js';
import type { JsonNode } from '../logfilter/json-tree.js';
import { asciiLower, asciiUpper, fromBytes, toBytes } from './bytes.js';
import { expandReplacement, regexReplaceFirst } from './regex-match.js';
import { bool, bytes, int, MISSING, undecided, type Value } from './values.js';
import { wildcardCaptures } from './wildcard-match.js';

const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;
const HEX_QUAD = /^[0-9A-Fa-f]{4}$/;
const BASE64_STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;
/** url_decode `r`: decoding stops when nothing changes; a bound keeps hostile input linear. */
const MAX_DECODE_ROUNDS = 16;
const IPV4_MAPPED_PREFIX_BYTES = 10;

type Fn = (args: readonly Value[]) => Value;

function asBytes(value: Value | undefined): string | undefined {
  return value?.kind === 'bytes' ? value.value : undefined;
}

function asInt(value: Value | undefined): number | undefined {
  return value?.kind === 'int' ? value.value : undefined;
}

/** The first missing or undecided argument, which is then the result. */
function passThrough(args: readonly Value[]): Value | undefined {
  return args.find((a) => a.kind === 'undecided') ?? args.find((a) => a.kind === 'missing');
}

/** A function of byte strings: undecided and missing arguments pass through. */
function onBytes(fn: (...values: string[]) => Value): Fn {
  return (args) => {
    const stop = passThrough(args);
    if (stop) return stop;
    const values = args.map(asBytes);
    if (values.some((v) => v === undefined)) return undecided('a function received an argument of an unexpected type');
    return fn(...(values as string[]));
  };
}

function decodeBase64(source: string): Value {
  const text = source.replace(/=+$/, '');
  if (!BASE64_STANDARD.test(source) || text.length % 4 === 1) {
    return undecided(`decode_base64() of text that is not standard Base64 (${JSON.stringify(fromBytes(source).slice(0, 40))}) is not documented`);
  }
  return bytes(Buffer.from(text, 'base64').toString('latin1'));
}

function encodeBase64(input: string, flags: string): Value {
  let out = Buffer.from(input, 'latin1').toString(flags.includes('u') ? 'base64url' : 'base64');
  out = out.replace(/=+$/, '');
  if (flags.includes('p')) out += '='.repeat((4 - (out.length % 4)) % 4);
  return bytes(out);
}

/** `%XX` and `+`; `u`: `%uXXXX` as UTF-8. Returns `undefined` for a malformed escape. */
function urlDecodeOnce(source: string, unicode: boolean): string | undefined {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '+') {
      out += ' ';
    } else if (c !== '%') {
      out += c;
    } else if (unicode && (source[i + 1] === 'u' || source[i + 1] === 'U') && HEX_QUAD.test(source.slice(i + 2, i + 6))) {
      out += toBytes(String.fromCharCode(Number.parseInt(source.slice(i + 2, i + 6), 16)));
      i += 5;
    } else if (HEX_PAIR.test(source.slice(i + 1, i + 3))) {
      out += String.fromCharCode(Number.parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      return undefined;
    }
  }
  return out;
}

function urlDecode(source: string, options: string): Value {
  const unicode = options.includes('u');
  let current = urlDecodeOnce(source, unicode);
  if (current === undefined) return undecided('url_decode() of a malformed `%` escape is not documented');
  if (options.includes('r')) {
    for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
      const next = urlDecodeOnce(current, unicode);
      if (next === undefined) return undecided('url_decode() of a malformed `%` escape is not documented');
      if (next === current) break;
      current = next;
    }
  }
  return bytes(current);
}

type JsonStep = string | number;

/** The node at a key path of a JSON document, or a missing value where the path leads nowhere. */
function lookupJson(source: string, path: readonly JsonStep[]): JsonNode | Value {
  const parsed = parseJson(fromBytes(source), { suggestUnescape: false });
  if (parsed.value === undefined) return undecided('the lookup_json functions on text that is not JSON are not documented');
  let current: JsonNode = parsed.value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (current.kind !== 'array' || step < 0 || step >= current.items.length) return MISSING;
      current = current.items[step]!;
    } else {
      if (current.kind !== 'object') return MISSING;
      // Duplicate keys: the last one wins, as in JSON.parse.
      const member = current.members.findLast((m) => m.key.value === step);
      if (member === undefined) return MISSING;
      current = member.value;
    }
  }
  return current;
}

const PLAIN_INTEGER = /^-?[0-9]+$/;

function lookupJsonArgs(args: readonly Value[], kind: 'integer' | 'string'): Value {
  const stop = passThrough(args);
  if (stop) return stop;
  const [source, ...keys] = args;
  const text = asBytes(source);
  if (text === undefined) return undecided('a function received an argument of an unexpected type');
  const path: JsonStep[] = [];
  for (const key of keys) {
    if (key.kind === 'int') path.push(key.value);
    else if (key.kind === 'bytes') path.push(fromBytes(key.value));
    else return undecided('a function received an argument of an unexpected type');
  }
  const found = lookupJson(text, path);
  if (found.kind === 'missing' || found.kind === 'undecided') return found as Value;
  if (kind === 'string') return found.kind === 'string' ? bytes(toBytes(found.value)) : undecided(`lookup_json_string() of a JSON ${found.kind} is not documented`);
  // "Only works for plain integers": `42.0` and `4.2e1` are not integers here.
  if (found.kind === 'number' && PLAIN_INTEGER.test(found.raw) && Number.isSafeInteger(found.value)) return int(found.value);
  return undecided(`lookup_json_integer() of a JSON ${found.kind === 'number' ? `number written \`${found.raw}\`` : found.kind} is not documented`);
}

/** Byte index `index` counted from the end when negative; `undefined` outside the string. */
function byteIndex(index: number, length: number): number | undefined {
  const at = index < 0 ? length + index : index;
  return at < 0 || at > length ? undefined : at;
}

function substring(args: readonly Value[]): Value {
  const stop = passThrough(args);
  if (stop) return stop;
  const source = asBytes(args[0]);
  const start = asInt(args[1]);
  const end = args[2] === undefined ? undefined : asInt(args[2]);
  if (source === undefined || start === undefined || (args[2] !== undefined && end === undefined)) return undecided('a function received an argument of an unexpected type');
  const from = byteIndex(start, source.length);
  const to = end === undefined ? source.length : byteIndex(end, source.length);
  if (from === undefined || to === undefined || to < from) return undecided('substring() with indexes outside the value is not documented');
  return bytes(source.slice(from, to));
}

/** Rust `splitn`: at most `limit` parts, the last one keeps the rest. */
function split(input: string, separator: string, limit: number): Value {
  const parts: Value[] = [];
  let rest = input;
  while (parts.length < limit - 1) {
    const at = rest.indexOf(separator);
    if (at < 0) break;
    parts.push(bytes(rest.slice(0, at)));
    rest = rest.slice(at + separator.length);
  }
  parts.push(bytes(rest));
  return { kind: 'array', items: parts };
}

function removeQueryArgs(query: string, names: readonly string[]): Value {
  if (query === '') return bytes('');
  const kept = query.split('&').filter((part) => {
    const eq = part.indexOf('=');
    return !names.includes(eq < 0 ? part : part.slice(0, eq));
  });
  return bytes(kept.join('&'));
}

/** The text `to_string()` writes for a value; `undefined` where Rust's formatting is not reproduced. */
export function valueText(value: Value): string | Value {
  switch (value.kind) {
    case 'bytes':
      return value.value;
    case 'int':
      return String(value.value);
    case 'bool':
      return value.value ? 'true' : 'false';
    case 'ip':
      return ipText(value.value);
    case 'missing':
    case 'undecided':
      return value;
    default:
      return undecided(`converting ${value.kind === 'array' ? 'an array' : 'a map'} to text is not documented`);
  }
}

function ipText(ip: ParsedIp): string | Value {
  // Rust prints IPv4-mapped and IPv4-compatible IPv6 addresses in a dotted form RFC 5952 leaves open.
  if (ip.family === 6 && ip.bytes.slice(0, IPV4_MAPPED_PREFIX_BYTES).every((b) => b === 0)) {
    return undecided('the text of an IPv4-mapped IPv6 address is not reproduced');
  }
  return formatIp(ip);
}

function cidr(args: readonly Value[], v4Bits: number | undefined, v6Bits: number | undefined): Value {
  const stop = passThrough(args);
  if (stop) return stop;
  const ip = args[0];
  if (ip?.kind !== 'ip' || v6Bits === undefined) return undecided('a function received an argument of an unexpected type');
  if (ip.value.family === 4) return v4Bits === undefined ? ip : { kind: 'ip', value: networkOf(ip.value, v4Bits) };
  return { kind: 'ip', value: networkOf(ip.value, v6Bits) };
}

/** Scalar equality for `has_value()`: `undefined` where the two kinds are not comparable (arrays, maps). */
function sameScalar(a: Value, b: Value): boolean | undefined {
  if (a.kind !== b.kind) return a.kind === 'array' || a.kind === 'map' || b.kind === 'array' || b.kind === 'map' ? undefined : false;
  switch (a.kind) {
    case 'bytes':
    case 'int':
    case 'bool':
      return a.value === (b as typeof a).value;
    case 'ip': {
      const other = (b as typeof a).value;
      return a.value.family === other.family && a.value.bytes.every((byte, i) => byte === other.bytes[i]);
    }
    default:
      return undefined;
  }
}

/** `has_value(map_or_array, value)`: an array holds the value as an item; a map as the value of some key. */
function hasValue(args: readonly Value[]): Value {
  const stop = passThrough(args);
  if (stop) return stop;
  const [container, value] = args;
  if (container === undefined || value === undefined) return undecided('a function received an argument of an unexpected type');
  const items = container.kind === 'array' ? container.items : container.kind === 'map' ? [...container.entries.values()] : undefined;
  if (items === undefined) return undecided('a function received an argument of an unexpected type');
  let open = false;
  for (const item of items) {
    if (item.kind === 'undecided') return item;
    const same = sameScalar(item, value);
    if (same === true) return bool(true);
    // A map of arrays (the headers map): whether the value is compared with each item is not documented.
    if (same === undefined) open = true;
  }
  return open ? undecided('has_value() on a map whose values are arrays is not documented') : bool(false);
}

const FUNCTIONS: Readonly<Record<string, Fn>> = {
  bit_slice: () => undecided('bit_slice() reads packet headers, which a request test does not have'),
  cidr: (args) => cidr(args, asInt(args[1]), asInt(args[2])),
  cidr6: (args) => cidr(args, undefined, asInt(args[1])),
  concat(args) {
    const undecidedArg = args.find((a) => a.kind === 'undecided');
    if (undecidedArg) return undecidedArg;
    const present = args.filter((a) => a.kind !== 'missing');
    if (present[0]?.kind === 'array') {
      const items: Value[] = [];
      for (const a of present) {
        if (a.kind !== 'array') return undecided('concat() of an array and a string is not documented');
        for (const item of a.items) items.push(item);
      }
      return { kind: 'array', items };
    }
    let out = '';
    for (const a of present) {
      const text = asBytes(a);
      if (text === undefined) return undecided('concat() of a value that is not a string is not documented');
      out += text;
    }
    return bytes(out);
  },
  decode_base64: onBytes(decodeBase64),
  encode_base64: onBytes((input, flags = '') => encodeBase64(input, flags)),
  ends_with: onBytes((source, suffix) => bool(source.endsWith(suffix))),
  has_key(args) {
    const stop = passThrough(args);
    if (stop) return stop;
    const [map, key] = args;
    const name = asBytes(key);
    if (map?.kind !== 'map' || name === undefined) return undecided('a function received an argument of an unexpected type');
    return bool(map.entries.has(name));
  },
  has_value: hasValue,
  is_jwt_valid: () => undecided('is_jwt_valid() depends on an API Shield token configuration, which a request test does not have'),
  is_timed_hmac_valid_v0: () => undecided('is_timed_hmac_valid_v0() checks a secret-keyed MAC whose exact input is not documented'),
  join(args) {
    const stop = passThrough(args);
    if (stop) return stop;
    const [items, separator] = args;
    const sep = asBytes(separator);
    if (items?.kind !== 'array' || sep === undefined) return undecided('a function received an argument of an unexpected type');
    const parts: string[] = [];
    for (const item of items.items) {
      if (item.kind === 'undecided') return item;
      const text = asBytes(item);
      if (text === undefined) return undecided('join() of an array that is not of strings is not documented');
      parts.push(text);
    }
    return bytes(parts.join(sep));
  },
  len(args) {
    const value = args[0];
    if (value === undefined) return undecided('len() without an argument');
    if (value.kind === 'bytes') return int(value.value.length);
    if (value.kind === 'array') return int(value.items.length);
    if (value.kind === 'map') return int(value.entries.size);
    return value.kind === 'missing' || value.kind === 'undecided' ? value : undecided('len() of this value is not documented');
  },
  lookup_json_integer: (args) => lookupJsonArgs(args, 'integer'),
  lookup_json_string: (args) => lookupJsonArgs(args, 'string'),
  lower: onBytes((value) => bytes(asciiLower(value))),
  normalize_url_path: () => undecided('normalize_url_path() follows Cloudflare URL normalization, whose every step is not documented'),
  regex_replace: onBytes((source, pattern, replacement) => {
    const result = regexReplaceFirst(fromBytes(pattern), source, replacement);
    return typeof result === 'string' ? bytes(result) : result;
  }),
  remove_bytes: onBytes((source, remove) => bytes([...source].filter((c) => !remove.includes(c)).join(''))),
  remove_query_args: onBytes((query, ...names) => removeQueryArgs(query, names)),
  sha256: () => undecided('the form of sha256()\'s result (raw bytes or hexadecimal) is not documented'),
  split(args) {
    const stop = passThrough(args);
    if (stop) return stop;
    const input = asBytes(args[0]);
    const separator = asBytes(args[1]);
    // The limit is optional (the 2026-01-20 changelog calls split() with two arguments): no limit splits at every separator.
    const limit = args[2] === undefined ? Number.POSITIVE_INFINITY : asInt(args[2]);
    if (input === undefined || separator === undefined || separator === '' || limit === undefined || limit < 1) return undecided('a function received an argument of an unexpected type');
    return split(input, separator, limit);
  },
  starts_with: onBytes((source, prefix) => bool(source.startsWith(prefix))),
  substring,
  to_string(args) {
    const value = args[0];
    if (value === undefined) return undecided('to_string() without an argument');
    const text = valueText(value);
    return typeof text === 'string' ? bytes(text) : text;
  },
  upper: onBytes((value) => bytes(asciiUpper(value))),
  url_decode: onBytes((source, options = '') => urlDecode(source, options)),
  uuidv4: () => undecided('uuidv4() returns a random value'),
  wildcard_replace: onBytes((source, pattern, replacement, flags = '') => {
    const captures = wildcardCaptures(pattern, source, flags.includes('s'));
    if (captures === null) return bytes(source);
    return bytes(expandReplacement(replacement, (name) => (/^[0-9]+$/.test(name) ? (captures[Number(name) - 1] ?? '') : '')));
  }),
};

/** Calls a function on evaluated arguments (literals included). */
export function callFunction(name: string, args: readonly Value[]): Value {
  const fn = FUNCTIONS[name];
  return fn === undefined ? undecided(`the function ${name}() is not known`) : fn(args);
}

/** Names of the functions evaluated here (the catalogue test checks that every catalogue function is one of them). */
export const EVALUATED_FUNCTIONS: readonly string[] = Object.keys(FUNCTIONS);
