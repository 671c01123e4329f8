/**
 * Markdown escaping: text stays text (every markup character escaped, one
 * line), code spans and blocks hold any text exactly — checked as properties
 * over arbitrary strings — and a hostile zone name or id cannot inject markup
 * into the migration report or the plan.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMigrationReport, renderReport } from '../report/index.js';
import { planSources, renderPlan } from '../plan/index.js';
import { DEFAULT_CONFIG } from '../testing/pipeline.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { markdownBlock, markdownCode, markdownRich, markdownText } from './markdown.js';

const MARKUP = /[\\`*[<~]/;
const anyText = fc.string({ unit: fc.constantFrom('a', 'b', '_', '*', '`', '[', ']', '(', ')', '<', '>', '~', '|', '\\', ' ', '\n', '!', '#') , maxLength: 40 });

/** Whether every markup character of `out` is escaped by a backslash (an odd run of them before it). */
function allEscaped(out: string): boolean {
  for (let i = 0; i < out.length; i++) {
    if (out[i] === '\\') {
      i++; // the escaped character
      continue;
    }
    if (MARKUP.test(out[i]!)) return false;
  }
  return true;
}

describe('markdownText', () => {
  it('escapes every markup character and joins lines', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = markdownText(text);
        expect(out).not.toMatch(/[\r\n]/);
        expect(allEscaped(out)).toBe(true);
        expect(out.replace(/\\(.)/g, '$1')).toBe(text.replace(/\r\n?|\n/g, ' '));
      }),
    );
  });

  it('leaves an underscore inside a word alone, and escapes `|` in a table', () => {
    expect(markdownText('logpush_jobs _x_ a|b')).toBe('logpush_jobs \\_x\\_ a|b');
    expect(markdownText('a|b', { table: true })).toBe('a\\|b');
  });
});

describe('markdownCode and markdownBlock', () => {
  it('hold any text exactly between fences longer than any backtick run inside', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const span = markdownCode(text);
        const fence = /^`+/.exec(span)![0];
        expect(span.endsWith(fence)).toBe(true);
        const inner = span.slice(fence.length, span.length - fence.length);
        expect(inner).not.toContain(fence);
        const body = text.replace(/\r\n?|\n/g, ' ');
        expect(inner === body || inner === ` ${body} `).toBe(true);
        const block = markdownBlock('json', text);
        const blockFence = /^`+/.exec(block)![0];
        expect(blockFence.length).toBeGreaterThanOrEqual(3);
        expect(block.slice(blockFence.length + 'json\n'.length, block.length - blockFence.length - 1)).toBe(text);
        expect(text.includes(blockFence)).toBe(false);
      }),
    );
  });

  it('markdownRich keeps the code spans of a message and escapes the rest', () => {
    expect(markdownRich('unexpected key `<b>` in <i>')).toBe('unexpected key `<b>` in \\<i>');
    expect(markdownRich('a lone ` backtick')).toBe('a lone \\` backtick');
  });
});

/** The Markdown outside fenced code blocks (where anything is literal). */
function outsideBlocks(md: string): string {
  return md.replace(/^( *)(`{3,})[^\n]*\n[\s\S]*?^\1\2$/gm, '');
}

describe('a hostile zone name or id injects no markup', () => {
  const NAME = '<img src=x onerror=alert(1)> [click](https://evil.example) `x` **bold**\n# heading';
  const manifest = `zones:\n  - id: "023e105f4ecef8ad9ca31a8372d0c353"\n    name: ${JSON.stringify(NAME)}\n    esc:\n      behaviours:\n        - use_case: rewrite_sni\n          sni: origin.example.net\n          when: http.host eq "app.example.com"\n      disable: { always: true }\n`;

  it('in the migration report', () => {
    const md = renderReport(buildMigrationReport({ sources: [{ filePath: 'z.edge.yaml', text: manifest }], now: TEST_NOW, lint: DEFAULT_CONFIG }), 'md');
    expect(md).toContain('## Zone \\<img src=x onerror=alert(1)> \\[click](https://evil.example) \\`x\\` \\*\\*bold\\*\\* # heading');
    const text = outsideBlocks(md);
    expect(text).toContain('Zone \\<img');
    expect(text).not.toMatch(/(^|[^\\])<img/);
    expect(text).not.toMatch(/(^|[^\\])\[click/);
    expect(text).not.toMatch(/^# heading/m);
  });

  it('in the plan', () => {
    const outcome = planSources([{ filePath: 'z.edge.yaml', text: manifest }], { config: DEFAULT_CONFIG, force: true });
    const text = outsideBlocks(renderPlan(outcome.plan!, 'md'));
    expect(text).toContain('\\<img src=x');
    expect(text).not.toMatch(/(^|[^\\])<img/);
    expect(text).not.toMatch(/(^|[^\\])\[click/);
  });
});
