/**
 * Literal checks: does a literal fit the type it is compared with (String,
 * Integer, IP address), is it valid (i64, IPv4/IPv6, prefix length, host
 * bits, range order), is it written in an undocumented form (octal, hex
 * bytes).
 */
import type { CidrNode, ComparisonNode, IntNode, IpNode, LiteralNode, RangeNode, StringNode } from '../ast.js';
import type { CheckContext } from '../context.js';
import { isHexByteString } from '../lexer.js';
import { BYTES, INT, IP, type ValueType } from '../types.js';
import { type ParsedIp, compareIp, formatIp, maxPrefix, networkOf, parseIp, parsePrefix, sameIp } from './ip.js';

const DECIMAL = /^-?[0-9]+$/;

/** How a literal is described in "expects X, not Y" messages. */
export function describeLiteral(node: LiteralNode): string {
  switch (node.kind) {
    case 'string':
      return 'a String';
    case 'int':
      return 'an Integer';
    case 'ip':
      return 'an IP address';
    case 'cidr':
      return 'a CIDR range';
    case 'range':
      return 'a range';
    case 'bytes':
      return 'hex bytes';
    case 'word':
      return 'an unquoted word';
  }
}

/** The type a literal has on its own (function arguments); `undefined` when it has none. */
export function literalType(node: LiteralNode): ValueType | undefined {
  switch (node.kind) {
    case 'string':
    case 'bytes':
      return BYTES;
    case 'int':
      return INT;
    case 'ip':
      return IP;
    default:
      return undefined;
  }
}

export interface LiteralPlace {
  /** Inside `{ … }`: ranges and CIDRs are allowed. */
  readonly inSet: boolean;
  /** The comparison the literal is on the right of: messages name its operator (as written) and left side. */
  readonly comparison: ComparisonNode;
}

/** The left side's source, for messages: cut from the text only when a problem is reported. */
function lhsText(ctx: CheckContext, place: LiteralPlace): string {
  return ctx.text.slice(place.comparison.lhs.start, place.comparison.lhs.end);
}

function wrongType(ctx: CheckContext, node: LiteralNode, expected: ValueType, place: LiteralPlace, fixText?: string): false {
  ctx.problems.report(
    'literal-type',
    'wrongType',
    node.start,
    node.end,
    { operator: place.comparison.opText, lhs: lhsText(ctx, place), type: expected.name, expected: expectedWords(expected, place.inSet), actual: describeLiteral(node) },
    fixText === undefined ? undefined : { fix: { start: node.start, end: node.end, text: fixText } },
  );
  return false;
}

/** Reports problems of `node` compared with a value of type `expected`; returns whether the literal fits. */
export function checkLiteral(ctx: CheckContext, node: LiteralNode, expected: ValueType, place: LiteralPlace): boolean {
  const { problems } = ctx;
  if (node.kind === 'word') {
    if (expected === BYTES) {
      problems.report('literal-type', 'unquotedString', node.start, node.end, { text: node.text }, { fix: { start: node.start, end: node.end, text: quote(node.text) } });
      return false;
    }
    if (expected === IP) return invalidIp(ctx, node);
    return wrongType(ctx, node, expected, place);
  }
  switch (expected.kind) {
    case 'bytes':
      if (node.kind === 'string') return true;
      if (node.kind === 'bytes' || (node.kind === 'ip' && isHexByteString(node.text))) {
        problems.report('undocumented-syntax', 'hexBytes', node.start, node.end, { text: node.text });
        return true;
      }
      return wrongType(ctx, node, expected, place, quote(node.text));
    case 'int':
      if (node.kind === 'int') return checkInt(ctx, node);
      if (node.kind === 'range') {
        if (!place.inSet) return outsideSet(ctx, node);
        if (hasMissingBound(ctx, node)) return false;
        return checkIntRange(ctx, node, place);
      }
      if (node.kind === 'string' && node.form === 'quoted' && DECIMAL.test(node.value)) return wrongType(ctx, node, expected, place, node.value);
      return wrongType(ctx, node, expected, place);
    case 'ip':
      if (node.kind === 'ip') return checkIp(ctx, node) !== undefined;
      if (node.kind === 'cidr') {
        if (!place.inSet) return outsideSet(ctx, node);
        return checkCidr(ctx, node);
      }
      if (node.kind === 'range') {
        if (!place.inSet) return outsideSet(ctx, node);
        if (hasMissingBound(ctx, node)) return false;
        return checkIpRange(ctx, node);
      }
      if (node.kind === 'bytes') return invalidIp(ctx, node);
      if (node.kind === 'string' && node.form === 'quoted' && parseIp(node.value) !== undefined) return wrongType(ctx, node, expected, place, node.value);
      return wrongType(ctx, node, expected, place);
    default:
      return wrongType(ctx, node, expected, place);
  }
}

function expectedWords(expected: ValueType, inSet: boolean): string {
  if (expected === INT) return inSet ? 'integers or ranges' : 'an Integer';
  if (expected === IP) return inSet ? 'IP addresses, CIDR ranges or IP ranges' : 'an IP address';
  if (expected === BYTES) return 'a quoted String';
  return expected.name;
}

/** `"text"` with `"` and `\` escaped, for fixes. */
export function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The source of a string literal of the same form as `node` holding `value`. */
export function rewriteString(node: StringNode, value: string): string {
  if (node.form === 'raw') {
    const hashes = '#'.repeat(node.hashes);
    return `r${hashes}"${value}"${hashes}`;
  }
  return quote(value);
}

function outsideSet(ctx: CheckContext, node: CidrNode | RangeNode): false {
  ctx.problems.report('literal-type', node.kind === 'cidr' ? 'cidrOutsideSet' : 'rangeOutsideSet', node.start, node.end, { text: node.text });
  return false;
}

function invalidIp(ctx: CheckContext, node: LiteralNode & { readonly text: string }): false {
  ctx.problems.report('invalid-ip', 'invalidAddress', node.start, node.end, { text: node.text });
  return false;
}

export function checkInt(ctx: CheckContext, node: IntNode): boolean {
  if (node.problem === 'overflow') {
    ctx.problems.report('syntax', 'intOverflow', node.start, node.end, { text: node.text });
    return false;
  }
  if (node.problem === 'digit') {
    ctx.problems.report('syntax', 'invalidDigit', node.start, node.end, { text: node.text, hint: ': a leading 0 makes it octal (digits 0 to 7)' });
    return false;
  }
  if (node.radix === 8) {
    ctx.problems.report('undocumented-syntax', 'octalInt', node.start, node.end, { text: node.text, value: node.value, decimal: String(Number(node.text)) });
  }
  return true;
}

export function checkIp(ctx: CheckContext, node: IpNode): ParsedIp | undefined {
  const ip = parseIp(node.text);
  if (ip === undefined) invalidIp(ctx, node);
  return ip;
}

/** A CIDR: valid address and prefix, no host bits (warning with the corrected network as fix). */
export function checkCidr(ctx: CheckContext, node: CidrNode): boolean {
  const ip = parseIp(node.address);
  if (ip === undefined) {
    ctx.problems.report('invalid-ip', 'invalidAddress', node.start, node.slash, { text: node.address });
    return false;
  }
  const prefix = parsePrefix(node.prefix);
  const max = maxPrefix(ip.family);
  if (prefix === undefined || prefix > max) {
    ctx.problems.report('invalid-ip', 'invalidPrefix', node.slash + 1, Math.max(node.end, node.slash + 1), { prefix: node.prefix, family: ip.family, max });
    return false;
  }
  const network = networkOf(ip, prefix);
  if (!sameIp(ip, network)) {
    const text = `${formatIp(network)}/${prefix}`;
    ctx.problems.report('cidr-host-bits', 'hostBits', node.start, node.end, { text: node.text, network: text }, { fix: { start: node.start, end: node.end, text } });
  }
  return true;
}

/**
 * `80..` or `..90`: a range is one token, so `{80.. 90}` is the range `80..`
 * and the integer `90` (wirefilter fails after `..`). Reported on the range,
 * not on the empty bound, whose position is a space.
 */
function hasMissingBound(ctx: CheckContext, node: RangeNode): boolean {
  if (node.first.text !== '' && node.last.text !== '') return false;
  ctx.problems.report('invalid-range', 'missingBound', node.start, node.end, { text: node.text });
  return true;
}

function checkIntRange(ctx: CheckContext, node: RangeNode, place: LiteralPlace): boolean {
  for (const end of [node.first, node.last]) {
    if (end.kind !== 'int') {
      ctx.problems.report('literal-type', 'wrongType', end.start, Math.max(end.end, end.start + 1), {
        operator: place.comparison.opText,
        lhs: lhsText(ctx, place),
        type: INT.name,
        expected: 'integers or ranges',
        actual: end.text === '' ? 'nothing' : describeLiteral(end),
      });
      return false;
    }
    if (!checkInt(ctx, end)) return false;
  }
  const first = node.first as IntNode;
  const last = node.last as IntNode;
  if (last.value < first.value) reversed(ctx, node);
  return true;
}

function checkIpRange(ctx: CheckContext, node: RangeNode): boolean {
  const ends: ParsedIp[] = [];
  for (const end of [node.first, node.last]) {
    const ip = end.kind === 'ip' ? parseIp(end.text) : undefined;
    if (ip === undefined) {
      ctx.problems.report('invalid-ip', 'invalidAddress', end.start, Math.max(end.end, end.start + 1), { text: end.text });
      return false;
    }
    ends.push(ip);
  }
  const [first, last] = ends as [ParsedIp, ParsedIp];
  if (first.family !== last.family) {
    ctx.problems.report('invalid-range', 'mixedFamilies', node.start, node.end, { text: node.text });
    return false;
  }
  if (compareIp(last, first) < 0) reversed(ctx, node);
  return true;
}

function reversed(ctx: CheckContext, node: RangeNode): void {
  const fixed = `${node.last.text}..${node.first.text}`;
  ctx.problems.report('invalid-range', 'reversed', node.start, node.end, { text: node.text, fixed }, { fix: { start: node.start, end: node.end, text: fixed } });
}
