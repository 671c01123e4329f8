import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXPLAIN_OPTIONS, explainCommand } from './explain-command.js';
import type { CliIo } from './io.js';
import { parseArgsOptions } from './options.js';
import { UsageError } from './usage-error.js';

/** Run `edgelint explain <argv>` in-process, the way main.ts dispatches it. */
async function explainCli(argv: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CliIo = { cwd: '/', env: {}, writeOut: (t) => (out += t), writeErr: (t) => (out += t) };
  const { values, positionals } = parseArgs({ args: argv, options: parseArgsOptions(EXPLAIN_OPTIONS), allowPositionals: true, strict: true });
  const code = await explainCommand(values as Record<string, unknown>, positionals, io);
  return { code, out };
}

describe('edgelint explain', () => {
  it('prints the normalised expression, the typed tree and exits 0 for a good filter', async () => {
    const { code, out } = await explainCli(['http.host == "a" && !ssl', '--phase', 'http_request_firewall_custom']);
    expect(code).toBe(0);
    expect(out).toBe(
      [
        'Expression: http.host eq "a" and not ssl',
        'Context:    filter, phase http_request_firewall_custom',
        'Type:       Boolean',
        '',
        'Tree:',
        '  and : Boolean  [0, 24)',
        '  ├─ eq : Boolean  [0, 16)',
        '  │  ├─ field http.host : String  [0, 9)',
        '  │  └─ string "a"  [13, 16)',
        '  └─ not : Boolean  [20, 24)',
        '     └─ field ssl : Boolean  [21, 24)',
        '',
        'No problems.',
        '',
      ].join('\n'),
    );
  });

  it('exits 1 and points at the token when the expression has an error', async () => {
    const { code, out } = await explainCli(['ssl and http.hots eq "a"']);
    expect(code).toBe(1);
    expect(out).toContain('  1:9  error  expression/unknown-field  Unknown field `http.hots`; did you mean `http.host`?\n    ssl and http.hots eq "a"\n            ^^^^^^^^^\n');
  });

  it('shows control characters of the expression as escapes, never raw', async () => {
    const { out } = await explainCli(['http.host eq "\u001b[2J\u202e"']);
    expect(out).not.toMatch(/[\u001b\u202e]/);
    expect(out).toContain('\\u001b[2J\\u202e');
  });

  it('exits 0 when there are only warnings', async () => {
    const { code, out } = await explainCli(['ip.geoip.country eq "US"', '-p', 'http_request_firewall_custom']);
    expect(code).toBe(0);
    expect(out).toContain('warn  expression/deprecated-field');
    expect(out).toContain('fix: replace [0, 16) with "ip.src.country"');
  });

  it('checks the phase: response fields are not available in a request phase', async () => {
    const inRequest = await explainCli(['http.response.code eq 404', '--phase', 'http_request_firewall_custom']);
    expect(inRequest.code).toBe(1);
    expect(inRequest.out).toContain('expression/field-phase');
    // A rate limiting rule's counting expression may read response fields.
    const counting = await explainCli(['http.response.code eq 404', '--phase', 'http_ratelimit', '--counting']);
    expect(counting.out).toContain('Context:    filter, phase http_ratelimit');
    expect(counting.code).toBe(0);
  });

  it('explains value expressions with --value and --slot', async () => {
    const { code, out } = await explainCli(['regex_replace(http.request.uri.path, "^/a/(.*)", "/b/${1}")', '--slot', 'uri_path']);
    expect(code).toBe(0);
    expect(out).toContain('Context:    value, any phase, slot uri_path');
    expect(out).toContain('Type:       String');
    const filterAsValue = await explainCli(['http.host eq "a"', '--value', '--phase', 'http_request_late_transform']);
    expect(filterAsValue.code).toBe(1);
    expect(filterAsValue.out).toContain('expression/');
  });

  it('applies the plan tier', async () => {
    const free = await explainCli(['http.request.uri.path matches "^/a"', '--tier', 'free']);
    expect(free.code).toBe(1);
    expect(free.out).toContain('expression/plan-feature');
    expect(free.out).toContain('Context:    filter, any phase, plan free');
    const business = await explainCli(['http.request.uri.path matches "^/a"', '--tier', 'business']);
    expect(business.code).toBe(0);
  });

  it('checks custom lists only when --list declares the account lists', async () => {
    expect((await explainCli(['ip.src in $office_ips'])).code).toBe(0);
    expect((await explainCli(['ip.src in $office_ips', '--list', 'office_ips:ip'])).code).toBe(0);
    const unknown = await explainCli(['ip.src in $office_ip', '--list', 'office_ips:ip']);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('expression/unknown-list');
    const kind = await explainCli(['ip.src in $hosts', '--list', 'hosts:hostname']);
    expect(kind.out).toContain('expression/list-kind');
  });

  it('prints the problems of an expression that does not parse', async () => {
    const { code, out } = await explainCli(['http.host AND ssl']);
    expect(code).toBe(1);
    expect(out).toContain('Expression: (does not parse)');
    expect(out).toContain('1:11  error  expression/syntax');
  });

  it('reports usage errors (exit code 2 in main.ts)', async () => {
    await expect(explainCli([])).rejects.toThrow(UsageError);
    await expect(explainCli(['http.host', 'eq', 'a'])).rejects.toThrow(/quote the expression/);
    await expect(explainCli(['ssl', '--phase', 'http_request_firewall_custm'])).rejects.toThrow(/did you mean `http_request_firewall_custom`/);
    await expect(explainCli(['ssl', '--slot', 'uri'])).rejects.toThrow('--slot must be one of uri_path, uri_query, request_header, response_header, redirect_target, redirect_list_key, cache_tags, not "uri"');
    await expect(explainCli(['ssl', '--tier', 'gold'])).rejects.toThrow(/--tier must be one of free, pro, business, enterprise/);
    await expect(explainCli(['ssl', '--list', 'office'])).rejects.toThrow(/write name:kind/);
    await expect(explainCli(['http.host', '--value', '--counting'])).rejects.toThrow(/cannot be combined/);
  });
});
