/**
 * No secret in any output: every command in every format runs over
 * `fixtures/secrets/` (a manifest, raw API objects, a JSON syntax error and a
 * current-state export, every secret marked `SEKRIT`), and every byte it
 * writes — stdout, stderr, `-o` files, the HTML report — is searched for the
 * marker. The outputs must also show what they are about (the jobs, the
 * references that replace the secrets), so an empty output cannot pass.
 */
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES } from '../formatters/formatter.js';
import { packageRoot } from '../package-info.js';
import { PLAN_FORMATS } from '../plan/format/index.js';
import { REPORT_FORMATS } from '../report/index.js';
import { tempProject } from '../testing/temp-project.js';
import { cli as runCli } from '../testing/cli-project.js';

const MARKER = 'SEKRIT';
const FIXTURES = join(packageRoot(), 'fixtures/secrets');

function project(): string {
  const dir = tempProject({}, { packageJson: '{"name": "secrets", "private": true}\n' });
  cpSync(FIXTURES, join(dir, 'edge'), { recursive: true });
  return dir;
}

interface Output {
  readonly code: number;
  /** stdout, stderr and every file written with `-o`. */
  readonly text: string;
}

async function cli(args: readonly string[], cwd: string, outputFile?: string): Promise<Output> {
  const out = await runCli([...args, ...(outputFile ? ['-o', outputFile] : [])], cwd);
  return { code: out.code, text: out.stdout + out.stderr + (outputFile ? readFileSync(join(cwd, outputFile), 'utf8') : '') };
}

function expectNoSecret(output: Output, what: string): void {
  const at = output.text.indexOf(MARKER);
  expect(at, `${what} prints a secret: …${output.text.slice(Math.max(0, at - 80), at + 40)}…`).toBe(-1);
}

const MANIFEST = 'edge/manifest.edge.yaml';
const ALL = ['edge/manifest.edge.yaml', 'edge/esc-setting.json', 'edge/raw-job.json', 'edge/unquoted.json'];

describe('no command prints a secret', () => {
  const dir = project();

  for (const format of FORMAT_NAMES) {
    it(`lint --format ${format} (stdout and -o)`, async () => {
      for (const outputFile of [undefined, `lint.${format}.out`]) {
        const output = await cli(['lint', '--format', format, ...ALL], dir, outputFile);
        expect(output.code).toBe(1);
        expect(output.text).toMatch(/destination-secret|destination_secret/);
        expectNoSecret(output, `lint --format ${format}`);
      }
    });
  }

  it('lint --fix --format json (the fixed text stays in the files)', async () => {
    const fixed = project();
    const output = await cli(['lint', '--fix', '--format', 'json', ...ALL], fixed);
    expect(output.text).toContain('with_secret');
    expectNoSecret(output, 'lint --fix');
  });

  for (const format of PLAN_FORMATS) {
    it(`plan --force --format ${format}, with and without --current`, async () => {
      for (const current of [[], ['--current', 'edge/current']]) {
        for (const outputFile of [undefined, `plan.${format}.out`]) {
          const output = await cli(['plan', '--force', '--format', format, ...current, MANIFEST, 'edge/raw-job.json'], dir, outputFile);
          expect(output.code).toBe(0);
          if (format === 'terraform') {
            // The Terraform format writes the rulesets only (log push jobs stay in the plan's calls): the ESC replacement rule shows it ran.
            expect(output.text).toContain('resource "cloudflare_ruleset"');
          } else {
            expect(output.text).toContain('userinfo');
            expect(output.text).toMatch(/HTTPS_PASSWORD/);
          }
          expectNoSecret(output, `plan --format ${format} ${current.join(' ')}`);
        }
      }
    });
  }

  it('plan without --force lists the lint errors, and no secret', async () => {
    const output = await cli(['plan', MANIFEST], dir);
    expect(output.code).toBe(1);
    expect(output.text).toContain('no plan');
    expectNoSecret(output, 'plan (blocked)');
  });

  for (const format of REPORT_FORMATS) {
    it(`report --format ${format} (stdout and -o)`, async () => {
      for (const outputFile of [undefined, `report.${format}.out`]) {
        const output = await cli(['report', '--format', format, MANIFEST], dir, outputFile);
        expect(output.code).toBe(0);
        expect(output.text).toContain('with_secrett');
        expectNoSecret(output, `report --format ${format}`);
      }
    });
  }

  it('explain (a credential in a URL inside the expression)', async () => {
    const output = await cli(['explain', 'http.request.full_uri eq "https://user:SEKRIT-in-expression@example.com/"'], dir);
    expect(output.text).toContain('http.request.full_uri');
    expectNoSecret(output, 'explain');
  });

  it('the lint goldens of the fixtures hold no secret either', () => {
    for (const name of readdirSync(FIXTURES).filter((f) => f.endsWith('.expected'))) {
      expectNoSecret({ code: 0, text: readFileSync(join(FIXTURES, name), 'utf8') }, name);
    }
  });
});
