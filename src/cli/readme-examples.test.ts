/**
 * README examples are run. An example is the text between
 * `<!-- example: <name> -->` and `<!-- /example -->`: its code blocks whose
 * info string names a file (```yaml .edgelintrc.yaml) make a throw-away
 * project; each `$ edgelint …` line of its `sh` blocks runs in it (in
 * process; `< file` feeds standard input, `cat <file>` shows a file), and
 * the lines after it, up to the next `$` line, are its exact output
 * (standard output, then standard error; `<dir>` stands for the project
 * folder). A `js` block is run against the library with its `import … from
 * 'edgelint'` bound to the package entry. `UPDATE_GOLDEN=1` rewrites the
 * outputs from what the commands print; review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from '../index.js';
import { packageRoot } from '../package-info.js';
import { cli, project } from '../testing/cli-project.js';

const README = join(packageRoot(), 'README.md');

interface Block {
  readonly info: string;
  readonly body: string;
  /** Offsets of the body in the README. */
  readonly start: number;
  readonly end: number;
}

interface Example {
  readonly name: string;
  readonly blocks: readonly Block[];
}

function examples(text: string): Example[] {
  const out: Example[] = [];
  for (const m of text.matchAll(/<!-- example: ([\w-]+) -->([^]*?)<!-- \/example -->/g)) {
    const regionStart = (m.index ?? 0) + m[0].indexOf('-->') + 3;
    const blocks: Block[] = [];
    for (const b of m[2]!.matchAll(/^```([^\n]*)\n([^]*?)^```$/gm)) {
      const bodyStart = regionStart + (b.index ?? 0) + 4 + b[1]!.length;
      blocks.push({ info: b[1]!.trim(), body: b[2]!, start: bodyStart, end: bodyStart + b[2]!.length });
    }
    out.push({ name: m[1]!, blocks });
  }
  return out;
}

/** `edgelint a 'b c' "d"` → words, as a POSIX shell splits the quoting the examples use. */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => m[1] ?? m[2]?.replace(/\\(.)/g, '$1') ?? m[3]!);
}

/** Run the `$` lines of a shell block in `dir`; the block as it should read. */
async function transcript(body: string, dir: string): Promise<string> {
  const lines = body.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('$ ')) continue;
    out.push(line);
    const args = words(line.slice(2));
    if (args[0] === 'cat') {
      out.push(...readFileSync(join(dir, args[1]!), 'utf8').replace(/\n$/, '').split('\n'));
      continue;
    }
    expect(args[0], line).toBe('edgelint');
    const redirect = args.indexOf('<');
    const stdin = redirect >= 0 ? readFileSync(join(dir, args[redirect + 1]!), 'utf8') : undefined;
    const rest = redirect >= 0 ? args.slice(1, redirect) : args.slice(1);
    const result = await cli(rest, dir, stdin === undefined ? {} : { stdin });
    const shown = `${result.stdout}${result.stderr}`.split(dir).join('<dir>').replace(/\n$/, '');
    if (shown) out.push(...shown.split('\n'));
  }
  return `${out.join('\n')}\n`;
}

/** Whether `actual` reads as `expected`, where a line `…` in `expected` stands for any lines. */
function matchesElided(actual: string, expected: string): boolean {
  const chunks = expected.split(/^…\n/m);
  let at = 0;
  for (const [i, chunk] of chunks.entries()) {
    const found = i === 0 ? (actual.startsWith(chunk) ? 0 : -1) : actual.indexOf(chunk, at);
    if (found < 0) return false;
    at = found + chunk.length;
  }
  return chunks.length === 1 ? actual === expected : actual.endsWith(chunks[chunks.length - 1]!);
}

const text = readFileSync(README, 'utf8');
const all = examples(text);
const updates: { start: number; end: number; body: string }[] = [];

describe('README examples', () => {
  it('has the examples this test knows to run', () => {
    expect(all.map((e) => e.name)).toEqual(expect.arrayContaining(['configuration', 'print-config', 'directives', 'bulk-suppressions', 'stdin', 'init', 'import', 'library', 'removal-date', 'current-checks']));
  });

  for (const example of all) {
    it(example.name, async () => {
      const files: Record<string, string> = {};
      for (const block of example.blocks) {
        const [, file] = block.info.split(/\s+/);
        if (file && !['sh', 'js'].includes(block.info.split(/\s+/)[0]!)) files[file] = block.body;
      }
      const dir = project(files);
      for (const block of example.blocks) {
        if (block.info === 'sh') {
          const actual = await transcript(block.body, dir);
          const elided = block.body.split('\n').includes('…');
          if (process.env['UPDATE_GOLDEN'] && !elided) updates.push({ start: block.start, end: block.end, body: actual });
          else if (elided) expect(matchesElided(actual, block.body), actual).toBe(true);
          else expect(actual).toBe(block.body);
        } else if (block.info === 'js') {
          const names = /import \{([^}]*)\} from 'edgelint';/.exec(block.body)?.[1]?.split(',').map((n) => n.trim()) ?? [];
          // The example works in its working folder: here, the throw-away project.
          const body = block.body.replace(/^import [^\n]*\n/m, '').replaceAll('process.cwd()', 'cwd');
          const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<unknown>;
          const run = new AsyncFunction('cwd', ...names, body);
          await run(dir, ...names.map((n) => (api as Record<string, unknown>)[n]));
        }
      }
    });
  }

  it('rewrites the README outputs with UPDATE_GOLDEN', () => {
    if (!process.env['UPDATE_GOLDEN'] || updates.length === 0) return;
    let next = text;
    for (const u of [...updates].sort((a, b) => b.start - a.start)) next = next.slice(0, u.start) + u.body + next.slice(u.end);
    writeFileSync(README, next);
  });
});
