/**
 * The expression tables of corpus/: the valid corpus from public usage
 * (`valid-expressions.json`, assembled separately), the valid examples quoted
 * by the reference files (`reference-valid.json`), and the invalid table with
 * the exact problem each entry must produce (`invalid-expressions.json`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ExpressionContext, analyzeExpression } from './analyze.js';
import { EXPRESSION_MESSAGES, EXPRESSION_PROBLEM_CODES } from './messages.js';
import { formatMessage } from '../engine/value-problem.js';
import type { ListKind } from '../data/managed-lists.js';
import type { ValueSlot } from '../data/functions.js';
import type { Tier } from '../data/plans.js';

interface TableEntry {
  readonly expression: string;
  readonly kind?: 'filter' | 'value';
  readonly phase?: string;
  readonly valueSlot?: ValueSlot;
  readonly filterSlot?: 'rule' | 'ratelimit_counting';
  readonly tier?: Tier;
  /** Declared account lists as `kind:name`, comma-separated (`ip:office_ips,hostname:hosts`). */
  readonly lists?: string;
  readonly source?: string;
}

interface InvalidEntry extends TableEntry {
  readonly code: string;
  readonly messageId: string;
  readonly start: number;
  readonly end: number;
}

function tablePath(name: string): string {
  return fileURLToPath(new URL(`./corpus/${name}`, import.meta.url));
}

function loadTable<T>(name: string): T[] | undefined {
  const path = tablePath(name);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as T[];
}

/** Lists the reference examples and the design's manifest declare. */
const DEFAULT_LISTS = 'ip:office_ips,redirect:redirect_list';

/**
 * The analysis context of a table entry. Account lists are known only when
 * the entry declares them (or `defaultLists` applies); otherwise the existence
 * of custom lists is not checked, as for a configuration without a manifest.
 */
function contextOf(entry: TableEntry, defaultLists = true): ExpressionContext {
  const lists = entry.lists ?? (defaultLists ? DEFAULT_LISTS : undefined);
  const declared = new Map<string, ListKind>();
  for (const item of (lists ?? '').split(',')) {
    const [kind, name] = item.split(':');
    if (kind !== undefined && name !== undefined) declared.set(name, kind as ListKind);
  }
  const context: { -readonly [K in keyof ExpressionContext]: ExpressionContext[K] } = { kind: entry.kind ?? 'filter' };
  if (lists !== undefined) {
    context.lists = (name) => {
      const kind = declared.get(name);
      return kind === undefined ? undefined : { kind };
    };
  }
  if (entry.phase !== undefined) context.phase = entry.phase;
  if (entry.valueSlot !== undefined) context.valueSlot = entry.valueSlot;
  if (entry.filterSlot !== undefined) context.filterSlot = entry.filterSlot;
  if (entry.tier !== undefined) context.tier = entry.tier;
  return context;
}

const SEVERITY = new Map<string, string>(EXPRESSION_PROBLEM_CODES.map((c) => [c.code, c.defaultSeverity]));

function describeProblems(text: string, entry: TableEntry): string {
  return analyzeExpression(text, contextOf(entry))
    .problems.map((p) => {
      const template = (EXPRESSION_MESSAGES as Record<string, Record<string, string>>)[p.code]?.[p.messageId] ?? '?';
      return `${p.code}/${p.messageId} [${p.start}, ${p.end}) ${formatMessage(template, p.data)}`;
    })
    .join('\n');
}

function expectNoErrors(entry: TableEntry, defaultLists: boolean): void {
  const analysis = analyzeExpression(entry.expression, contextOf(entry, defaultLists));
  const errors = analysis.problems.filter((p) => SEVERITY.get(p.code) === 'error');
  expect(errors, `${entry.expression}\n${describeProblems(entry.expression, entry)}`).toEqual([]);
  expect(analysis.ast).not.toBeNull();
}

const publicCorpus = loadTable<TableEntry>('valid-expressions.json');

describe('valid expressions from public usage (corpus/valid-expressions.json)', () => {
  if (publicCorpus === undefined) {
    it.skip('corpus/valid-expressions.json does not exist yet (being assembled from public usage); nothing to check', () => {});
    return;
  }
  it('holds at least 150 entries with a source', () => {
    expect(publicCorpus.length).toBeGreaterThanOrEqual(150);
    for (const entry of publicCorpus) expect(entry.source, entry.expression).toBeTruthy();
  });
  it.each(publicCorpus.map((entry, index) => [index, entry.phase ?? 'any phase', entry.expression, entry] as const))(
    '#%i (%s) %s',
    (_index, _phase, _text, entry) => expectNoErrors(entry, false),
  );
});

const referenceValid = loadTable<TableEntry>('reference-valid.json') ?? [];

describe('valid expressions quoted by the reference (corpus/reference-valid.json)', () => {
  it('holds at least 60 entries', () => {
    expect(referenceValid.length).toBeGreaterThanOrEqual(60);
  });
  it.each(referenceValid.map((entry, index) => [index, entry.phase ?? 'any phase', entry.expression, entry] as const))(
    '#%i (%s) %s',
    (_index, _phase, _text, entry) => expectNoErrors(entry, true),
  );
});

const invalid = loadTable<InvalidEntry>('invalid-expressions.json') ?? [];

describe('invalid expressions (corpus/invalid-expressions.json)', () => {
  it('holds at least 100 entries covering every problem code', () => {
    expect(invalid.length).toBeGreaterThanOrEqual(100);
    const covered = new Set(invalid.map((e) => e.code));
    for (const { code } of EXPRESSION_PROBLEM_CODES) expect(covered.has(code), code).toBe(true);
  });
  it.each(invalid.map((entry, index) => [index, entry.code, entry.messageId, entry.expression.slice(0, 80), entry] as const))(
    '#%i %s/%s: %s',
    (_index, code, messageId, _text, entry) => {
      const analysis = analyzeExpression(entry.expression, contextOf(entry));
      const sameCode = analysis.problems.filter((p) => p.code === code);
      const report = `${entry.expression.slice(0, 200)}\n${describeProblems(entry.expression, entry)}`;
      expect(
        sameCode.map((p) => ({ messageId: p.messageId, start: p.start, end: p.end })),
        report,
      ).toContainEqual({ messageId, start: entry.start, end: entry.end });
      // The template exists and every placeholder is filled.
      const problem = sameCode.find((p) => p.messageId === messageId && p.start === entry.start)!;
      const template = (EXPRESSION_MESSAGES as Record<string, Record<string, string>>)[code]![messageId]!;
      expect(formatMessage(template, problem.data), report).not.toMatch(/\{\{/);
    },
  );
});

interface RejectedEntry extends TableEntry {
  readonly reason: string;
}

const rejected = loadTable<RejectedEntry>('rejected-candidates.json') ?? [];
/** Rejections edgelint cannot see: the Network Firewall complexity formula is not documented (rules-language.md §11). */
const UNCHECKED_REJECTION = /complexity/;

describe('public examples the API rejects (corpus/rejected-candidates.json)', () => {
  const checkable = rejected.filter((entry) => !UNCHECKED_REJECTION.test(entry.reason));
  if (checkable.length === 0) {
    it.skip('corpus/rejected-candidates.json is absent or empty; nothing to check', () => {});
    return;
  }
  it.each(checkable.map((entry, index) => [index, entry.expression, entry] as const))('#%i %s', (_index, _text, entry) => {
    const analysis = analyzeExpression(entry.expression, contextOf(entry, false));
    expect(analysis.problems.filter((p) => SEVERITY.get(p.code) === 'error').length, `${entry.reason}\n${describeProblems(entry.expression, entry)}`).toBeGreaterThan(0);
  });
});
