/**
 * Only edge files (README "Which files are read"), through the CLI in-process:
 * what the configured `files` patterns match is always linted; anything else
 * only when it holds a manifest or an API object, judged by what could be
 * parsed of it.
 */
import { describe, expect, it } from 'vitest';
import { loadSource } from '../load/source-file.js';
import { cli, project } from '../testing/cli-project.js';
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

  it('lints every document of a file that holds one edge document', async () => {
    const dir = project({ 'multi.yaml': `${RULESET}---\nservices: {}\n` });
    expect((await lint(['multi.yaml'], dir)).rules).toEqual(['ruleset/known-action', 'document/unrecognised']);
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

  it('matches patterns relative to the working folder, never a file outside it', () => {
    const matches = configuredFilesMatcher('/p', ['**/*.edge.yaml', 'edge/**/*.yaml']);
    expect(['/p/a.edge.yaml', '/p/x/y/b.edge.yaml', '/p/edge/c.yaml', '/p/.hidden/d.edge.yaml'].map(matches)).toEqual([true, true, true, true]);
    expect(['/p/c.yaml', '/q/a.edge.yaml', '/p/edgex/c.yaml', '/p/edge/waf.edgetest.yaml'].map(matches)).toEqual([false, false, false, false]);
  });
});
