/** `edgelint test` end to end, in-process through `run()`: finding test files, the json contract, exit codes 0/1/2. */
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';

const ZONE = `zones:
  - id: z1
    name: example.com
    rulesets:
      - phase: http_request_firewall_custom
        rules:
          - ref: block-admin
            action: block
            expression: starts_with(http.request.uri.path, "/admin") and not ip.src.country in {"CH"}
`;

const PASSING = `tests:
  - name: admin is blocked from abroad
    zone: example.com
    request:
      url: https://example.com/admin
      fields: { ip.src.country: DE }
    expect: { action: block, rule: block-admin, matched: [block-admin] }
`;

describe('edgelint test', () => {
  it('finds test files below the working directory, runs them against the configured files, exits 0', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'tests/waf.edgetest.yaml': PASSING });
    const out = await cli(['test'], dir);
    expect(out).toEqual({ code: 0, stdout: 'tests/waf.edgetest.yaml\n  ✓ admin is blocked from abroad\n\n1 test: 1 passed, 0 failed, 0 undecided\n', stderr: '' });
  });

  it('prints the json contract', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'waf.edgetest.yaml': PASSING });
    const out = await cli(['test', '--format', 'json'], dir);
    const json = JSON.parse(out.stdout);
    expect(Object.keys(json)).toEqual(['passed', 'failed', 'undecided', 'tests']);
    expect(Object.keys(json.tests[0])).toEqual(['file', 'name', 'line', 'status', 'failures', 'outcome', 'trace']);
    expect(Object.keys(json.tests[0].outcome)).toEqual(['action', 'phase', 'rule', 'redirect', 'url', 'request_headers', 'origin', 'matched', 'managed']);
    expect(json.tests[0].trace[0]).toEqual({ phase: 'http_request_firewall_custom', ruleset: 'zone entry point', rule: 'block-admin', matched: true, reason: 'block: ends the evaluation' });
    expect(json).toMatchObject({ passed: 1, failed: 0, undecided: 0, tests: [{ file: 'waf.edgetest.yaml', line: 2, status: 'passed', failures: [] }] });
  });

  it('a failing expectation: exit 1 with a diff', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'waf.edgetest.yaml': PASSING.replace('fields: { ip.src.country: DE }', 'fields: { ip.src.country: CH }') });
    const out = await cli(['test', 'waf.edgetest.yaml'], dir);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('✗ admin is blocked from abroad  (line 2)\n      action\n        - expected: block\n        + actual:   allow\n');
  });

  it('an undecided expectation: exit 1, with the reason', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'waf.edgetest.yaml': PASSING.replace('      fields: { ip.src.country: DE }\n', '') });
    const out = await cli(['test', '--format', 'json'], dir);
    expect(out.code).toBe(1);
    const json = JSON.parse(out.stdout);
    expect(json.undecided).toBe(1);
    expect(json.tests[0].failures[0]).toEqual({ key: 'action', expected: 'block', actual: 'undecided' });
  });

  it('a wrong test file: exit 2, positioned messages on stderr', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'waf.edgetest.yaml': PASSING.replace('zone: example.com', 'zone: example.org') });
    const out = await cli(['test'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toBe('waf.edgetest.yaml:3:11  error  No zone `example.org` in the documents; they hold `example.com`.  edgetest/unknown-zone\n');
  });

  it('a Terraform file named as a test file: exit 2, a positioned message (not the HCL reader\'s internal one)', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'main.tf': 'resource "cloudflare_ruleset" "x" {\n', 'cf.tf.json': '{}' });
    const out = await cli(['test', 'main.tf', 'cf.tf.json'], dir);
    expect(out.code).toBe(2);
    const problem = 'error  A test file is YAML or JSON, not Terraform; name it `*.edgetest.yaml`.  edgetest/structure';
    expect(out.stderr).toBe(`cf.tf.json:1:1  ${problem}\nmain.tf:1:1  ${problem}\n`);
  });

  it('documents are relative to the test file; a missing one is a positioned error', async () => {
    const dir = project({ 'zones/zone.edge.yaml': ZONE, 'tests/waf.edgetest.yaml': `documents: [../zones/zone.edge.yaml, ../zones/none.yaml]\n${PASSING}` });
    const out = await cli(['test', 'tests'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toBe('tests/waf.edgetest.yaml:1:38  error  No document `../zones/none.yaml` (paths are relative to the test file).  edgetest/missing-document\n');
    expect(out.stdout).toContain('✓ admin is blocked from abroad');
  });

  it('never reads a FIFO a test file names as a document: it is missing', async () => {
    const dir = project({ 'tests/waf.edgetest.yaml': `documents: [pipe.yaml]\n${PASSING}` });
    execFileSync('mkfifo', [join(dir, 'tests/pipe.yaml')]);
    const out = await cli(['test', 'tests'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('tests/waf.edgetest.yaml:1:13  error  No document `pipe.yaml` (paths are relative to the test file).  edgetest/missing-document\n');
  });

  it('never reads a document outside the project: `..`, an absolute path, a link leading out (unless --allow-outside-project)', async () => {
    const outside = project({ 'zone.yaml': ZONE });
    const dir = project({ 'tests/waf.edgetest.yaml': `documents:\n  - ../../${outside.split('/').pop()}/zone.yaml\n  - ${join(outside, 'zone.yaml')}\n  - link.yaml\n${PASSING}` });
    symlinkSync(join(outside, 'zone.yaml'), join(dir, 'tests/link.yaml'));
    const out = await cli(['test', 'tests'], dir);
    expect(out.code).toBe(2);
    // Then the test has no zone to run against (its own positioned error).
    const lines = out.stderr.trim().split('\n').filter((l) => l.endsWith('edgetest/outside-project'));
    expect(out.stderr).toContain('edgetest/unknown-zone');
    expect(lines.map((l) => l.split('  error  ')[0])).toEqual(['tests/waf.edgetest.yaml:2:5', 'tests/waf.edgetest.yaml:3:5', 'tests/waf.edgetest.yaml:4:5']);
    for (const line of lines) expect(line).toMatch(/leads outside the project; name documents inside it \(--allow-outside-project reads it\)\.  edgetest\/outside-project$/);
    expect(out.stdout).not.toContain('block-admin');
    const allowed = await cli(['test', 'tests', '--allow-outside-project'], dir);
    expect([allowed.code, allowed.stderr]).toEqual([0, '']);
  });

  it('lint does not read test files as configuration', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'edge/waf.edgetest.yaml': PASSING });
    const out = await cli(['edge'], dir);
    expect(out.code).toBe(0);
  });

  it('rejects an unknown format', async () => {
    const dir = project({ 'waf.edgetest.yaml': PASSING });
    const out = await cli(['test', '--format', 'xml'], dir);
    expect(out).toMatchObject({ code: 2, stderr: 'edgelint: --format must be one of text, json, not "xml"\n' });
  });
});
