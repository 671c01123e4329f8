/**
 * The package as a user gets it: `npm pack`, install the tarball into a fresh
 * project, run `npx edgelint` there, import the library at run time, and
 * type-check a consumer file against the shipped declarations with `tsc` —
 * including a wrong call, which must fail, so the declarations are real
 * types and not `any`. Needs `npm test`'s build (dist/) and the npm registry
 * or npm's cache for the package's dependencies.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';

const root = packageRoot();
const consumer = mkdtempSync(join(tmpdir(), 'edgelint-consumer-'));

function sh(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }, timeout: 240_000 });
}

const tsc = (project: string): SpawnSyncReturns<string> => sh(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project], consumer);

describe('the packed package', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist/bin.js')) || !existsSync(join(root, 'dist/types/src/index.d.ts'))) {
      throw new Error('dist/ is incomplete: run `npm run build` (npm test does)');
    }
    // --ignore-scripts: dist/ is built already, and `prepare` would rebuild it under the other tests' feet.
    const pack = sh('npm', ['pack', '--ignore-scripts', '--pack-destination', consumer], root);
    expect(pack.status, pack.stderr).toBe(0);
    const tarball = readdirSync(consumer).find((f) => f.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    writeFileSync(join(consumer, 'package.json'), '{"name": "consumer", "private": true, "type": "module"}\n');
    const install = sh('npm', ['install', `./${tarball}`, '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], consumer);
    expect(install.status, install.stderr).toBe(0);
    mkdirSync(join(consumer, 'edge'));
    writeFileSync(join(consumer, 'edge/waf.yaml'), 'phase: http_request_firewall_custom\nrules:\n  - action: blok\n    expression: "true"\n');
  }, 300_000);

  it('runs `npx edgelint` in the consumer project', () => {
    const version = sh('npx', ['--no-install', 'edgelint', '--version'], consumer);
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const lint = sh('npx', ['--no-install', 'edgelint', '--format', 'json'], consumer);
    expect(lint.status, lint.stderr).toBe(1);
    const [result] = JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number }[] }[];
    expect(result!.filePath).toBe(join(consumer, 'edge/waf.yaml'));
    expect(result!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['ruleset/known-action', 3, 13]]);
    const help = sh('npx', ['--no-install', 'edgelint', 'help', 'lint'], consumer);
    expect(help.stdout).toContain('--format <name>');
  }, 60_000);

  it('imports the library at run time', () => {
    const script = [
      "import { lintText, loadConfig, ALL_RULES } from 'edgelint';",
      'const config = await loadConfig({ cwd: process.cwd(), overrides: {}, rules: ALL_RULES, now: new Date("2023-11-01") });',
      "const result = lintText('edge/waf.yaml', 'phase: magic_transit\\nrules:\\n  - action: blok\\n', config);",
      'console.log(result.messages.map((m) => m.ruleId).join(","));',
    ].join('\n');
    writeFileSync(join(consumer, 'run.mjs'), script);
    const out = sh(process.execPath, ['run.mjs'], consumer);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain('ruleset/known-action');
  }, 60_000);

  it('type-checks a consumer file with tsc against the shipped declarations, and rejects a wrong call', () => {
    const tsconfig = (file: string): string =>
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [], lib: ['ES2023'] },
        files: [file],
      });
    writeFileSync(
      join(consumer, 'consumer.ts'),
      [
        "import { lintText, loadConfig, ALL_RULES, loadFormatter, analyzeExpression, type LintResult, type LintMessage } from 'edgelint';",
        'const config = await loadConfig({ cwd: "/", overrides: { tier: "pro" }, rules: ALL_RULES, now: new Date() });',
        "const result: LintResult = lintText('edge/waf.yaml', 'phase: magic_transit\\n', config);",
        'const first: LintMessage | undefined = result.messages[0];',
        'const line: number | undefined = first?.line;',
        "const formatter = await loadFormatter('sarif');",
        "const sarif: string | undefined = formatter?.([result], { cwd: '/', toolVersion: '0', rulesMeta: {} });",
        "const problems: number = analyzeExpression('http.host eq \"a\"', { kind: 'filter' }).problems.length;",
        'export { line, sarif, problems };',
      ].join('\n'),
    );
    writeFileSync(join(consumer, 'tsconfig.json'), tsconfig('consumer.ts'));
    const ok = tsc('tsconfig.json');
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);

    writeFileSync(join(consumer, 'wrong.ts'), "import { lintText } from 'edgelint';\nexport const n: number = lintText('a.yaml', 'x', { rules: [] }).errorCount;\n");
    writeFileSync(join(consumer, 'tsconfig.wrong.json'), tsconfig('wrong.ts'));
    const wrong = tsc('tsconfig.wrong.json');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toMatch(/wrong\.ts\(2,\d+\): error TS\d+: Property 'settings' is missing/);
  }, 60_000);
});
