/**
 * README "In pre-commit and CI": the snippets are valid YAML that name real
 * hook ids, action inputs and CI keywords, and their edgelint command lines
 * run (with the built binary) and write the file the next step uploads — the
 * upload runs even when linting fails.
 *
 * The names the snippets may use, as the tools define them:
 * - github/codeql-action `upload-sarif/action.yml` at f3f1edbedfb4a1d188d344570834df2996d45d39
 *   (v4.36.2, checked 2026-11-24): inputs sarif_file, checkout_path, ref, sha,
 *   token, matrix, category, wait-for-processing;
 * - actions/setup-node `action.yml` at ae0d4ed08881f17d1511386f5be3e62356acd4a6
 *   (v7, checked 2026-11-24): its inputs;
 * - GitLab CI/CD YAML syntax reference (https://docs.gitlab.com/ci/yaml/,
 *   checked 2026-11-24): job keywords, `artifacts` keywords, `artifacts:when`
 *   values and `artifacts:reports` types;
 * - pre-commit's `.pre-commit-config.yaml` reference (https://pre-commit.com/#pre-commit-configyaml---repos).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AjvModule from 'ajv';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { packageRoot } from '../package-info.js';

const Ajv = AjvModule.default;
const root = packageRoot();

const UPLOAD_SARIF_INPUTS = ['sarif_file', 'checkout_path', 'ref', 'sha', 'token', 'matrix', 'category', 'wait-for-processing'];
const SETUP_NODE_INPUTS = ['node-version', 'node-version-file', 'architecture', 'check-latest', 'registry-url', 'scope', 'token', 'cache', 'cache-dependency-path', 'mirror', 'mirror-token', 'package-manager-cache'];
const GITLAB_JOB_KEYWORDS = [
  'after_script', 'allow_failure', 'artifacts', 'before_script', 'cache', 'coverage', 'dast_configuration', 'dependencies', 'environment', 'except',
  'extends', 'hooks', 'identity', 'id_tokens', 'image', 'inherit', 'interruptible', 'manual_confirmation', 'needs', 'only', 'pages', 'parallel',
  'release', 'resource_group', 'retry', 'rules', 'run', 'script', 'secrets', 'services', 'stage', 'tags', 'timeout', 'trigger', 'variables', 'when',
];
const GITLAB_ARTIFACTS_KEYWORDS = ['paths', 'exclude', 'expire_in', 'expose_as', 'name', 'public', 'access', 'reports', 'untracked', 'when'];
const GITLAB_ARTIFACTS_WHEN = ['on_success', 'on_failure', 'always'];
const GITLAB_REPORTS = [
  'accessibility', 'annotations', 'api_fuzzing', 'browser_performance', 'coverage_report', 'codequality', 'container_scanning', 'coverage_fuzzing',
  'cyclonedx', 'dast', 'dependency_scanning', 'dotenv', 'junit', 'load_performance', 'metrics', 'requirements', 'repository_xray', 'sast',
  'secret_detection', 'terraform',
];
const PRE_COMMIT_REPO_KEYS = ['repo', 'rev', 'hooks'];
const PRE_COMMIT_HOOK_KEYS = ['id', 'alias', 'name', 'language_version', 'files', 'exclude', 'types', 'types_or', 'exclude_types', 'args', 'stages', 'additional_dependencies', 'always_run', 'verbose', 'log_file'];

type Yaml = Record<string, unknown>;

/** The fenced YAML blocks of README "In pre-commit and CI", by the file named in their first comment line. */
function snippets(): Map<string, string> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## In pre-commit and CI\n');
  expect(start).toBeGreaterThan(0);
  const section = readme.slice(start, readme.indexOf('\n## ', start + 5));
  const out = new Map<string, string>();
  for (const m of section.matchAll(/```yaml\n(# (\S+)\n[\s\S]*?)```/g)) out.set(m[2]!, m[1]!);
  return out;
}

/** Parse as the tools do: YAML 1.2, one document, no duplicate keys, no warnings. */
function parseStrict(text: string): Yaml {
  const docs = parseAllDocuments(text, { uniqueKeys: true });
  if (!Array.isArray(docs) || docs.length !== 1) throw new Error('expected one YAML document');
  const doc = docs[0]!;
  expect(doc.errors, String(doc.errors)).toEqual([]);
  expect(doc.warnings, String(doc.warnings)).toEqual([]);
  return doc.toJS() as Yaml;
}

function subset(keys: Iterable<string>, allowed: readonly string[], where: string): void {
  for (const key of keys) expect(allowed, `${where}: ${key}`).toContain(key);
}

/** Run an `npx edgelint …` line of a snippet with the built binary in `cwd`. */
function runEdgelint(line: string, cwd: string): number {
  const match = /^npx edgelint\b(.*)$/.exec(line.trim());
  expect(match, line).not.toBeNull();
  const args = match![1]!.trim().split(/\s+/).filter(Boolean);
  const r = spawnSync(process.execPath, [join(root, 'dist/bin.js'), ...args], { cwd, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.status ?? -1;
}

/** A repository with one broken edge file, so the lint step fails. */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'edgelint-ci-'));
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'package.json'), '{"name": "site", "private": true}\n');
  mkdirSync(join(dir, 'edge'));
  writeFileSync(join(dir, 'edge/waf.yaml'), 'phase: http_request_firewall_custom\nrules:\n  - action: blok\n    expression: "true"\n');
  return dir;
}

function outputOf(line: string): string {
  const match = /--output (\S+)/.exec(line);
  expect(match, line).not.toBeNull();
  return match![1]!;
}

describe('README CI recipes', () => {
  const found = snippets();

  it('holds the pre-commit, GitHub Actions and GitLab CI snippets', () => {
    expect([...found.keys()].sort()).toEqual(['.github/workflows/edgelint.yml', '.gitlab-ci.yml', '.pre-commit-config.yaml']);
  });

  it('pre-commit: names this repository\'s hook', () => {
    const config = parseStrict(found.get('.pre-commit-config.yaml')!) as { repos: Yaml[] };
    const hooks = parse(readFileSync(join(root, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; language: string; entry: string }[];
    for (const repo of config.repos) {
      subset(Object.keys(repo), PRE_COMMIT_REPO_KEYS, 'repos[]');
      expect(repo['repo']).toBe('https://github.com/edgelint/edgelint');
      expect(typeof repo['rev']).toBe('string');
      for (const hook of repo['hooks'] as Yaml[]) {
        subset(Object.keys(hook), PRE_COMMIT_HOOK_KEYS, 'hooks[]');
        expect(hooks.map((h) => h.id)).toContain(hook['id']);
      }
    }
    expect(hooks).toEqual([expect.objectContaining({ id: 'edgelint', language: 'node', entry: 'edgelint' })]);
    // The hook's command is the package's binary.
    expect(Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin)).toContain('edgelint');
  });

  it('GitHub Actions: uploads SARIF with real inputs even when linting fails', () => {
    const workflow = parseStrict(found.get('.github/workflows/edgelint.yml')!) as { on: unknown; jobs: Record<string, Yaml> };
    expect(workflow.on).toBeDefined();
    const [job] = Object.values(workflow.jobs);
    expect((job!['permissions'] as Yaml)['security-events']).toBe('write');
    const steps = job!['steps'] as Yaml[];
    const lint = steps.find((s) => typeof s['run'] === 'string' && (s['run'] as string).startsWith('npx edgelint'))!;
    const upload = steps.find((s) => typeof s['uses'] === 'string' && (s['uses'] as string).startsWith('github/codeql-action/upload-sarif@'))!;
    expect(steps.indexOf(upload)).toBeGreaterThan(steps.indexOf(lint));
    expect(upload['uses']).toMatch(/@v\d+$/);
    expect(upload['if']).toBe('always()');
    subset(Object.keys(upload['with'] as Yaml), UPLOAD_SARIF_INPUTS, 'upload-sarif with');
    for (const step of steps.filter((s) => String(s['uses']).startsWith('actions/setup-node@'))) subset(Object.keys(step['with'] as Yaml), SETUP_NODE_INPUTS, 'setup-node with');

    // The lint step fails the job on the broken file, and still writes the file the upload step names.
    const dir = repository();
    const sarifFile = (upload['with'] as Yaml)['sarif_file'] as string;
    expect(outputOf(lint['run'] as string)).toBe(sarifFile);
    expect(runEdgelint(lint['run'] as string, dir)).toBe(1);
    const log = JSON.parse(readFileSync(join(dir, sarifFile), 'utf8')) as { version: string; runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]!.results.map((r) => [r.ruleId, r.locations[0]!.physicalLocation.artifactLocation.uri])).toEqual([['ruleset/known-action', 'edge/waf.yaml']]);
  });

  it('GitLab CI: publishes the Code Quality report and JUnit test results with real keywords even when linting fails', () => {
    const config = parseStrict(found.get('.gitlab-ci.yml')!);
    const [job] = Object.values(config) as Yaml[];
    subset(Object.keys(job!), GITLAB_JOB_KEYWORDS, 'job');
    const artifacts = job!['artifacts'] as Yaml;
    subset(Object.keys(artifacts), GITLAB_ARTIFACTS_KEYWORDS, 'artifacts');
    expect(GITLAB_ARTIFACTS_WHEN).toContain(artifacts['when']);
    expect(artifacts['when']).toBe('always');
    const reports = artifacts['reports'] as Yaml;
    subset(Object.keys(reports), GITLAB_REPORTS, 'artifacts:reports');
    const script = (job!['script'] as string[]).find((line) => line.startsWith('npx edgelint'))!;
    expect(outputOf(script)).toBe(reports['codequality']);
    expect(script).toContain('--format gitlab');

    const dir = repository();
    expect(runEdgelint(script, dir)).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, reports['codequality'] as string), 'utf8')) as unknown;
    const validate = new Ajv({ strict: true }).compile(JSON.parse(readFileSync(join(root, 'src/formatters/gitlab-code-quality.schema.json'), 'utf8')) as object);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report).toEqual([expect.objectContaining({ check_name: 'ruleset/known-action', location: { path: 'edge/waf.yaml', lines: { begin: 3, end: 3 } } })]);

    // The test results: written by after_script, which GitLab runs after the failed script.
    const junit = (job!['after_script'] as string[]).find((line) => line.startsWith('npx edgelint'))!;
    expect(junit).toContain('--format junit');
    expect(outputOf(junit)).toBe(reports['junit']);
    expect(runEdgelint(junit, dir)).toBe(1);
    const xml = readFileSync(join(dir, reports['junit'] as string), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as { testsuites: { failures: string; testsuite: { name: string } } };
    expect([parsed.testsuites.failures, parsed.testsuites.testsuite.name]).toEqual(['1', 'edge/waf.yaml']);
  });
});
