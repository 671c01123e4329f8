/**
 * Only edge files (README "Which files are read"), through the CLI in-process:
 * what the configured `files` patterns match is always linted; anything else
 * only when it holds a manifest or an API object, judged by what could be
 * parsed of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_FILES } from '../config/resolve-config.js';
import { loadSource, prepareFrontEnds } from '../load/source-file.js';
import { cli, project } from '../testing/cli-project.js';
import { packageRoot } from '../package-info.js';
import { LOOKALIKE_FILES } from '../testing/ordinary-files.js';
import { configuredFilesMatcher, holdsEdgeDocument } from './edge-files.js';

const RULESET = 'phase: magic_transit\nrules:\n  - action: blok\n    expression: "true"\n';
const ORDINARY = {
  '.github/workflows/ci.yml': 'on: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps: [{ run: "true" }]\n',
  'compose.yaml': 'services:\n  web: { image: "nginx" }\n',
  'openapi.json': '{"openapi": "3.1.0", "info": {"title": "x", "version": "1"}, "paths": {}}',
  'tsconfig.json': '{ // comments are not JSON\n  "compilerOptions": {},\n}\n',
  'chart/templates/deployment.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\n{{- if .Values.x }}\nspec: {}\n{{- end }}\n',
  '.pre-commit-config.yaml': 'repos: []\n',
};

async function lint(args: string[], cwd: string): Promise<{ code: number; files: string[]; rules: (string | null)[] }> {
  const { code, stdout } = await cli([...args, '-f', 'json'], cwd);
  const results = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
  return { code, files: results.map((r) => r.filePath.slice(cwd.length + 1)), rules: results.flatMap((r) => r.messages.map((m) => m.ruleId)) };
}

describe('only edge files', () => {
  it('skips ordinary YAML and JSON named on the command line, and lints the edge file among them', async () => {
    const dir = project({ ...ORDINARY, 'cloudflare/waf.yaml': RULESET });
    const out = await lint([...Object.keys(ORDINARY), 'cloudflare/waf.yaml'], dir);
    expect(out).toEqual({ code: 1, files: ['cloudflare/waf.yaml'], rules: ['ruleset/known-action'] });
  });

  it('does the same for folders and globs', async () => {
    const dir = project({ ...ORDINARY, 'cloudflare/waf.yaml': RULESET });
    expect((await lint(['.'], dir)).files).toEqual(['cloudflare/waf.yaml']);
    expect((await lint(['**/*.{yaml,yml,json}'], dir)).files).toEqual(['cloudflare/waf.yaml']);
  });

  it('passes a run of ordinary files only, printing nothing', async () => {
    const dir = project(ORDINARY);
    expect(await cli(Object.keys(ORDINARY), dir)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('still reports an unrecognisable file that the configured patterns match', async () => {
    const dir = project({ 'edge/compose.yaml': ORDINARY['compose.yaml'], 'site.edge.json': '{"name": "x"}', 'other/compose.yaml': ORDINARY['compose.yaml'] });
    const out = await lint(['edge/compose.yaml', 'site.edge.json', 'other/compose.yaml'], dir);
    expect(out).toEqual({ code: 1, files: ['edge/compose.yaml', 'site.edge.json'], rules: ['document/unrecognised', 'document/unrecognised'] });
  });

  it('follows configured patterns, not only the defaults', async () => {
    const dir = project({ '.edgelintrc.yaml': 'files: ["cf/**/*.yaml"]\n', 'cf/compose.yaml': ORDINARY['compose.yaml'], 'edge/compose.yaml': ORDINARY['compose.yaml'] });
    expect(await lint(['cf/compose.yaml', 'edge/compose.yaml'], dir)).toEqual({ code: 1, files: ['cf/compose.yaml'], rules: ['document/unrecognised'] });
  });

  it('lints a broken ruleset outside the patterns (its syntax error reported), skips a template that is not YAML', async () => {
    const dir = project({ 'cloudflare/broken.yaml': 'phase: magic_transit\nrules: [\n', 'chart/templates/deployment.yaml': ORDINARY['chart/templates/deployment.yaml'] });
    const out = await lint(['cloudflare/broken.yaml', 'chart/templates/deployment.yaml'], dir);
    expect(out.files).toEqual(['cloudflare/broken.yaml']);
    expect(out.rules).toContain(null);
    expect(out.code).toBe(1);
  });

  it('lints a file edgelint stopped reading on purpose (too deep, exploding aliases), so nesting cannot hide a ruleset', async () => {
    const deep = `{"phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": "true", "description": ${'['.repeat(140)}${']'.repeat(140)}}]}`;
    const laughs = `a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`).join('\n')}\n`;
    const dir = project({ 'waf.json': deep, 'laughs.yaml': laughs, 'big.json': `{"a": [${'1,'.repeat(10)}1]}` });
    const out = await lint(['waf.json', 'laughs.yaml', 'big.json'], dir);
    expect(out).toEqual({ code: 1, files: ['laughs.yaml', 'waf.json'], rules: [null, null] });
  });

  it('lints every document of a file that holds one edge document', async () => {
    const dir = project({ 'multi.yaml': `${RULESET}---\nservices: {}\n` });
    expect((await lint(['multi.yaml'], dir)).rules).toEqual(['ruleset/known-action', 'document/unrecognised']);
  });
});

describe('ordinary files that share a member with an edge document', () => {
  it('are skipped without a finding outside the configured patterns, by folder and by name', async () => {
    const dir = project(LOOKALIKE_FILES);
    expect(await cli(['.'], dir)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await cli(Object.keys(LOOKALIKE_FILES), dir)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('are linted, each with a finding, when the configured patterns match them', async () => {
    const dir = project({ ...LOOKALIKE_FILES, '.edgelintrc.yaml': 'files: ["**/*.{yaml,yml,json}"]\nignores: [".edgelintrc.yaml"]\n' });
    const { code, stdout } = await cli(['.', '-f', 'json'], dir);
    const results = JSON.parse(stdout) as { filePath: string; errorCount: number }[];
    expect(code).toBe(1);
    expect(results.filter((r) => r.errorCount > 0).map((r) => r.filePath.slice(dir.length + 1)).sort()).toEqual(Object.keys(LOOKALIKE_FILES).sort());
  });

  it('leave an edge file among them linted', async () => {
    const dir = project({ ...LOOKALIKE_FILES, 'cloudflare/waf.yaml': RULESET });
    expect(await lint(['.'], dir)).toEqual({ code: 1, files: ['cloudflare/waf.yaml'], rules: ['ruleset/known-action'] });
  });
});

describe('Terraform files outside the configured patterns', () => {
  const CLOUDFLARE_TF = 'resource "cloudflare_ruleset" "waf" {\n  zone_id = "z"\n  name    = "waf"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{ action = "blok", expression = "true" }]\n}\n';

  // `**/*.tf` is a default pattern: these projects configure others, as a file named from outside the project is.
  const CONFIG = { '.edgelintrc.yaml': 'files: ["edge/**/*.yaml"]\n' };

  it('lints one that cannot be parsed, reporting its syntax error', async () => {
    const dir = project({ ...CONFIG, 'b.tf': 'resource "aws_s3_bucket" "x" {\n  bucket = \n', 'b.tf.json': '{"resource": {"aws_s3_bucket": {"x": {"bucket": "a",}}}}' });
    expect(await lint(['b.tf', 'b.tf.json'], dir)).toEqual({ code: 1, files: ['b.tf', 'b.tf.json'], rules: [null, null] });
  });

  it('lints one that declares a Cloudflare resource, skips one that declares none', async () => {
    const dir = project({ ...CONFIG, 'cf.tf': CLOUDFLARE_TF, 'aws.tf': 'resource "aws_s3_bucket" "x" {\n  bucket = "a"\n}\n' });
    const out = await lint(['cf.tf', 'aws.tf'], dir);
    expect(out.files).toEqual(['cf.tf']);
    expect(out.rules).toContain('ruleset/known-action');
  });

  it('reads the header in either syntax, and never anything else', async () => {
    await prepareFrontEnds(['a.tf']);
    const holds = (path: string, text: string): boolean => holdsEdgeDocument(loadSource(path, text));
    expect(holds('a.tf', 'resource "cloudflare_ruleset" "waf" {\n  name = "waf"\n}\n')).toBe(true);
    expect(holds('a.tf', 'data "cloudflare_zone" "z" {\n  name = "example.com"\n}\n')).toBe(false);
    expect(holds('a.tf.json', '{"resource": {"cloudflare_ruleset": {"waf": {"name": "waf"}}}}')).toBe(true);
    expect(holds('a.tf.json', '{"resource": [{"aws_s3_bucket": {}}, {"cloudflare_list": {}}]}')).toBe(true);
    expect(holds('a.tf.json', '{"resource": {"aws_s3_bucket": {"cloudflare_ruleset": "x"}}}')).toBe(false);
    expect(holds('a.tf.json', '{"variable": {"cloudflare_zone": {}}}')).toBe(false);
    expect(holds('a.tf.json', '{"output": {"x": {"value": "resource cloudflare_ruleset"}}}')).toBe(false);
  });
});

describe('real API documents outside the configured patterns', () => {
  // A job body of `enabled` alone (example-logpush-curl.mdx) shows nothing only a job has: inside the patterns only.
  const PATTERNS_ONLY = new Set(['lp-put-enable.json']);
  const folders = [join('..', 'shared', 'corpus', 'documents'), join('fixtures', 'documents')];
  const documents = folders.flatMap((folder) => readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => join(folder, f)));

  it('are all recognised, broken JSON by what could be read of it', () => {
    expect(documents.length).toBeGreaterThan(200);
    const missed = documents.filter((path) => !holdsEdgeDocument(loadSource(path, readFileSync(path, 'utf8'))));
    expect(missed.map((path) => path.split('/').pop())).toEqual([...PATTERNS_ONLY]);
  });
});

describe('holdsEdgeDocument and configuredFilesMatcher', () => {
  it('recognises manifests, API objects and envelopes, in YAML and JSON', () => {
    expect(holdsEdgeDocument(loadSource('a.yaml', 'zones: []\n'))).toBe(true);
    expect(holdsEdgeDocument(loadSource('a.json', '{"dataset": "http_requests", "destination_conf": "r2://b"}'))).toBe(true);
    expect(holdsEdgeDocument(loadSource('a.json', '{"result": {"always": true}, "success": true, "errors": [], "messages": []}'))).toBe(true);
    expect(holdsEdgeDocument(loadSource('a.yaml', ''))).toBe(false);
    expect(holdsEdgeDocument(loadSource('a.yaml', '- 1\n- 2\n'))).toBe(false);
    expect(holdsEdgeDocument(loadSource('a.json', '{"name": "x"}'))).toBe(false);
  });

  const holds = (value: unknown): boolean => holdsEdgeDocument(loadSource('a.json', JSON.stringify(value)));
  it.each([
    ['a ruleset of a known phase', { phase: 'http_request_firewall_custom' }],
    ['a ruleset of a known kind', { kind: 'custom', rules: [] }],
    ['rules alone, each with rule members only', { rules: [{ id: 'a' }, { action: 'block', expression: 'true', enabled: true }] }],
    ['a rule body', { action: 'anything', expression: 'true', position: { index: 1 } }],
    ['a rule body with a known action and no expression', { action: 'block', description: 'x' }],
    ['a PATCH body of position alone', { position: { before: '' } }],
    ['a job with a dataset', { dataset: 'http_requests', filter: '' }],
    ['a job update of output options', { output_options: { field_names: ['RayID'] } }],
    ['an Instant Logs job', { fields: 'ClientIP,RayID', sample: 1 }],
    ['an ESC setting', { always: true }],
    ['a rules list', { name: 'office', kind: 'ip' }],
    ['a manifest', { account: { id: 'a' } }],
    ['a deletion reply in an envelope', { result: { id: 'a' }, success: true, errors: [], messages: [] }],
  ])('holds %s', (_name, value) => {
    expect(holds(value)).toBe(true);
  });

  it.each([
    ['rules as a mapping', { extends: 'x', rules: { 'no-console': 'warn' } }],
    ['rules of other members', { rules: [{ id: 'a', action: 'block', expression: 'true', severity: 'high' }] }],
    ['rules without action or expression', { rules: [{ id: 'a' }] }],
    ['rules with an action that is not a string', { rules: [{ action: { type: 'deny' } }] }],
    ['an empty rules list', { rules: [] }],
    ['an unknown phase', { phase: 'deploy', steps: [] }],
    ['logging alone', { logging: { level: 'info' } }],
    ['an action alone, not a known one', { action: 'deploy' }],
    ['a known action among other members', { action: 'log', level: 'info' }],
    ['an expression alone', { expression: '1 + 2' }],
    ['a position among other members', { position: { x: 1 }, title: 'p' }],
    ['a filter alone', { filter: 'status = open', columns: [] }],
    ['a job body of enabled alone', { enabled: true }],
    ['an ESC setting among other members', { always: true, name: 'x' }],
    ['a manifest among other members', { zones: [], version: 2 }],
    ['a reply without an envelope', { id: 'a', status: 'ok' }],
    ['a reply with the result alone', { result: { status: 'ok' } }],
  ])('does not hold %s', (_name, value) => {
    expect(holds(value)).toBe(false);
  });

  it('matches patterns relative to the working folder, never a file outside it', () => {
    const matches = configuredFilesMatcher('/p', ['**/*.edge.yaml', 'edge/**/*.yaml']);
    expect(['/p/a.edge.yaml', '/p/x/y/b.edge.yaml', '/p/edge/c.yaml', '/p/.hidden/d.edge.yaml'].map(matches)).toEqual([true, true, true, true]);
    expect(['/p/c.yaml', '/q/a.edge.yaml', '/p/edgex/c.yaml', '/p/edge/waf.edgetest.yaml'].map(matches)).toEqual([false, false, false, false]);
  });
});

describe('README states the default `files` patterns as DEFAULT_FILES has them', () => {
  const readme = readFileSync(join(packageRoot(), 'README.md'), 'utf8');

  it('in "Which files are read"', () => {
    const section = readme.slice(readme.indexOf('## Which files are read'));
    const defaults = /\(by default ([^)]*)\)/.exec(section)?.[1] ?? '';
    expect([...defaults.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual([...DEFAULT_FILES]);
  });

  it('in the configuration example', () => {
    const files = /^files: .*# the defaults$/m.exec(readme)?.[0] ?? '';
    expect((parse(files) as { files: unknown }).files).toEqual([...DEFAULT_FILES]);
  });
});
