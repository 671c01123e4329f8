/**
 * A file may hold more problems of one kind than a function call takes
 * arguments (~120,000 on Node 20): problems are collected one by one, never
 * spread into `push(...)`, which overflowed the call stack (an internal error,
 * exit 2) on 150,000 aliases without an anchor or 150,000 unused directives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareFrontEnds } from '../load/source-file.js';
import { DEFAULT_CONFIG as config } from '../testing/pipeline.js';
import { lintText } from './linter.js';

const MANY = 150_000;

beforeAll(() => prepareFrontEnds(['x.yaml']));

describe('files of more problems than a call takes arguments', () => {
  it('reads 150,000 aliases that refer to no anchor', () => {
    const text = `phase: http_request_firewall_custom\nrules:\n${'  - *a\n'.repeat(MANY)}`;
    const result = lintText('x.yaml', text, config);
    const unknown = result.messages.filter((m) => m.message.includes('`*a`'));
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown[0]).toMatchObject({ line: 3, column: 5, endLine: 3, endColumn: 7 });
  });

  it('reports 150,000 unused directives', () => {
    const text = `phase: http_request_firewall_custom\nrules:\n${'- 0 # edgelint-disable-line x\n'.repeat(MANY)}`;
    const unused = lintText('x.yaml', text, config).messages.filter((m) => m.ruleId === 'document/unused-directive');
    expect(unused).toHaveLength(MANY);
    expect(unused[0]).toMatchObject({ line: 3, column: 5 });
  });
});
