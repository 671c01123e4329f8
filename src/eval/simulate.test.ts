/**
 * The simulated ruleset engine (rulesets-api.md §6–§10): phase order, account
 * before zone, terminating and non-terminating actions, last write wins,
 * fields fixed within a phase, skips, execute of custom and managed
 * rulesets, rate limits, custom errors, and undecided propagation.
 */
import { describe, expect, it } from 'vitest';
import { loadSource } from '../load/source-file.js';
import { buildDocumentModel } from '../model/build.js';
import { engineConfigOf } from './engine-config.js';
import { requestFrom, type RequestInput } from './request-input.js';
import { isKnown, simulate, type Simulation } from './simulate.js';

function zoneConfig(yaml: string) {
  const file = loadSource('t.edge.yaml', yaml);
  const model = buildDocumentModel(0, file.documents[0]!.value);
  return engineConfigOf(model.zones[0]!, { tier: 'enterprise' });
}

function run(yaml: string, input: RequestInput): Simulation {
  const request = requestFrom(input);
  if (typeof request === 'string') throw new Error(request);
  return simulate(zoneConfig(yaml), request);
}

function action(s: Simulation): string {
  return isKnown(s.disposition) ? `${s.disposition.known.action}${s.disposition.known.rule ? ` by ${s.disposition.known.rule}` : ''}` : 'undecided';
}

const ZONE = (rulesets: string, account = ''): string => `
${account ? `account:\n  id: a1\n${account}` : ''}
zones:
  - name: example.com
    rulesets:
${rulesets}`;

describe('phases and actions', () => {
  it('a single redirect ends the evaluation before the firewall, keeping the query when asked', () => {
    const s = run(
      ZONE(`      - phase: http_request_firewall_custom
        rules: [{ ref: block-all, action: block, expression: "true" }]
      - phase: http_request_dynamic_redirect
        rules:
          - ref: to-www
            action: redirect
            expression: http.host eq "example.com"
            action_parameters: { from_value: { target_url: { value: https://www.example.com/ }, status_code: 302, preserve_query_string: true } }`),
      { url: 'https://example.com/a?x=1' },
    );
    expect(action(s)).toBe('redirect by to-www');
    expect(isKnown(s.disposition) && s.disposition.known.redirect).toEqual({ status_code: 302, location: { known: 'https://www.example.com/?x=1' } });
    expect(s.trace.map((t) => t.phase)).toEqual(['http_request_dynamic_redirect']);
  });

  it('preserve_query_string with a target that has a query is undecided (error 10055)', () => {
    const s = run(
      ZONE(`      - phase: http_request_dynamic_redirect
        rules:
          - { action: redirect, expression: "true", action_parameters: { from_value: { target_url: { value: "https://e.com/?a=1" }, preserve_query_string: true } } }`),
      { url: 'https://example.com/?x=1' },
    );
    expect(isKnown(s.disposition) && !isKnown(s.disposition.known.redirect!.location)).toBe(true);
  });

  it('the account entry point runs before the zone one; the first terminating action wins', () => {
    const s = run(
      ZONE(
        `      - phase: http_request_firewall_custom
        rules: [{ ref: zone-block, action: block, expression: "true" }]`,
        `  rulesets:
    - name: Account WAF
      kind: root
      phase: http_request_firewall_custom
      rules:
        - { ref: account-challenge, action: managed_challenge, expression: 'http.request.uri.path eq "/a" and cf.zone.plan eq "ENT"' }`,
      ),
      { url: 'https://example.com/a' },
    );
    expect(action(s)).toBe('managed_challenge by account-challenge');
    expect(s.matched).toEqual({ known: ['account-challenge'] });
  });

  it('URL rewrites: fields are fixed within a phase, the last write wins, later phases see the new URL, raw fields do not', () => {
    const s = run(
      ZONE(`      - phase: http_request_transform
        rules:
          - { ref: r1, action: rewrite, expression: 'http.request.uri.path eq "/old"', action_parameters: { uri: { path: { value: /new } } } }
          - { ref: r2, action: rewrite, expression: 'http.request.uri.path eq "/new"', action_parameters: { uri: { path: { value: /never } } } }
          - { ref: r3, action: rewrite, expression: 'true', action_parameters: { uri: { query: { expression: 'concat(http.request.uri.query, "&v=2")' } } } }
      - phase: http_request_firewall_custom
        rules:
          - { ref: see-new, action: log, expression: 'http.request.uri.path eq "/new" and raw.http.request.uri.path eq "/old"' }`),
      { url: 'https://example.com/old?a=1' },
    );
    expect(s.url).toEqual({ known: 'https://example.com/new?a=1&v=2' });
    expect(s.matched).toEqual({ known: ['r1', 'r3', 'see-new'] });
  });

  it('request header transforms: set, add, remove, in order', () => {
    const s = run(
      ZONE(`      - phase: http_request_late_transform
        rules:
          - action: rewrite
            expression: "true"
            action_parameters:
              headers:
                X-Env: { operation: set, value: prod }
                X-Debug: { operation: remove }
                X-Host: { operation: set, expression: http.host }`),
      { url: 'https://example.com/', headers: { 'x-env': 'dev', 'X-Debug': '1', Accept: '*/*' } },
    );
    expect(isKnown(s.requestHeaders) && s.requestHeaders.known).toEqual([
      { name: 'Accept', value: '*/*' },
      { name: 'X-Env', value: 'prod' },
      { name: 'X-Host', value: 'example.com' },
    ]);
  });

  it('origin rules: last write per property; a Host header override sets the SNI unless an SNI is given', () => {
    const s = run(
      ZONE(`      - phase: http_request_origin
        rules:
          - { action: route, expression: "true", action_parameters: { host_header: a.example.net, origin: { host: a.example.net, port: 8443 } } }
          - { action: route, expression: "true", action_parameters: { origin: { host: b.example.net } } }`),
      { url: 'https://example.com/' },
    );
    expect(s.origin).toEqual({ host: { known: 'b.example.net' }, sni: { known: 'a.example.net' }, port: { known: 8443 } });
  });

  it('configuration rules set settings, the last write winning', () => {
    const s = run(
      ZONE(`      - phase: http_config_settings
        rules:
          - { action: set_config, expression: "true", action_parameters: { security_level: low, bic: false } }
          - { action: set_config, expression: "true", action_parameters: { security_level: "off" } }`),
      { url: 'https://example.com/' },
    );
    expect(Object.fromEntries(s.settings)).toEqual({ security_level: { known: 'off' }, bic: { known: false } });
  });
});

describe('skip and execute', () => {
  const WAF = `      - phase: http_request_firewall_custom
        rules:
          - ref: office
            action: skip
            expression: ip.src in {192.0.2.0/24}
            action_parameters: { SKIP }
            logging: { enabled: false }
          - { ref: block-admin, action: block, expression: 'starts_with(http.request.uri.path, "/admin")' }
      - phase: http_request_firewall_managed
        rules:
          - { ref: deploy-managed, action: execute, expression: "true", action_parameters: { id: efb7b8c949ac4650a09736fc376e9aee } }
      - phase: http_ratelimit
        rules:
          - { ref: rl, action: block, expression: "true", ratelimit: { characteristics: [cf.colo.id, ip.src], period: 60, requests_per_period: 10 } }`;
  const office = { url: 'https://example.com/admin', ip: '192.0.2.5', rateLimit: 'not_exceeded' as const };

  it('ruleset: current skips the rest of the ruleset, not later phases', () => {
    const s = run(ZONE(WAF.replace('SKIP', 'ruleset: current')), office);
    expect(action(s)).toBe('allow');
    expect(s.managed).toEqual({ known: ['efb7b8c949ac4650a09736fc376e9aee'] });
    expect(s.trace.find((t) => t.rule === 'office')?.reason).toBe('skip the rest of the ruleset, not logged');
  });

  it('phases skips later phases', () => {
    const s = run(ZONE(WAF.replace('SKIP', 'ruleset: current, phases: [http_request_firewall_managed]')), office);
    expect(s.managed).toEqual({ known: [] });
  });

  it('rulesets skips a managed ruleset deployed after it', () => {
    const s = run(ZONE(WAF.replace('SKIP', 'ruleset: current, rulesets: [efb7b8c949ac4650a09736fc376e9aee]')), office);
    expect(s.managed).toEqual({ known: [] });
  });

  it('without the skip, the admin rule blocks', () => {
    const s = run(ZONE(WAF.replace('SKIP', 'ruleset: current')), { ...office, ip: '203.0.113.5' });
    expect(action(s)).toBe('block by block-admin');
  });

  it('rate limiting matches, but the limit decides: exceeded blocks, unknown is undecided', () => {
    const other = { url: 'https://example.com/x', ip: '203.0.113.5' };
    expect(action(run(ZONE(WAF.replace('SKIP', 'ruleset: current')), { ...other, rateLimit: 'exceeded' }))).toBe('block by rl');
    const unknown = run(ZONE(WAF.replace('SKIP', 'ruleset: current')), other);
    expect(action(unknown)).toBe('undecided');
    expect(unknown.candidates?.map((c) => c.action)).toEqual(['block', 'allow']);
  });

  it('execute of an account custom ruleset runs its rules', () => {
    const s = run(
      ZONE(
        '',
        `  rulesets:
    - id: 2f2feab2026849078ba485f918791bdc
      name: Shared rules
      kind: custom
      phase: http_request_firewall_custom
      rules: [{ ref: shared-block, action: block, expression: 'http.request.uri.path eq "/x"' }]
    - name: Account WAF
      kind: root
      phase: http_request_firewall_custom
      rules:
        - { action: execute, expression: 'cf.zone.plan eq "ENT"', action_parameters: { id: 2f2feab2026849078ba485f918791bdc } }`,
      ).replace('    rulesets:\n', '    rulesets: []\n'),
      { url: 'https://example.com/x' },
    );
    expect(action(s)).toBe('block by shared-block');
  });
});

describe('undecided propagation', () => {
  it('an undecided rewrite makes the URL undecided for later phases', () => {
    const s = run(
      ZONE(`      - phase: http_request_transform
        rules: [{ action: rewrite, expression: 'ip.src.country eq "DE"', action_parameters: { uri: { path: { value: /de } } } }]
      - phase: http_request_firewall_custom
        rules: [{ ref: b, action: block, expression: 'http.request.uri.path eq "/de"' }]`),
      { url: 'https://example.com/' },
    );
    expect(isKnown(s.url)).toBe(false);
    expect(action(s)).toBe('undecided');
  });

  it('a decided block after an undecided one: the disposition is one of the two', () => {
    const s = run(
      ZONE(`      - phase: http_request_firewall_custom
        rules:
          - { ref: geo, action: managed_challenge, expression: 'ip.src.country eq "DE"' }
          - { ref: all, action: block, expression: "true" }`),
      { url: 'https://example.com/' },
    );
    expect(action(s)).toBe('undecided');
    expect(s.candidates?.map((c) => c.rule)).toEqual(['geo', 'all']);
  });

  it('custom error rules need a response status of 400 or above', () => {
    const zone = ZONE(`      - phase: http_custom_errors
        rules: [{ ref: e, action: serve_error, expression: "true", action_parameters: { content: oops, status_code: 500 } }]`);
    expect(action(run(zone, { url: 'https://example.com/', fields: { 'http.response.code': 200 } }))).toBe('allow');
    expect(action(run(zone, { url: 'https://example.com/', fields: { 'http.response.code': 502 } }))).toBe('serve_error by e');
    expect(action(run(zone, { url: 'https://example.com/' }))).toBe('undecided');
  });

  it('an expression with errors is undecided, never evaluated', () => {
    const s = run(
      ZONE(`      - phase: http_request_firewall_custom
        rules: [{ ref: bad, action: block, expression: 'http.request.uri.path eq 1' }]`),
      { url: 'https://example.com/' },
    );
    expect(action(s)).toBe('undecided');
    // The reason names the error as lint does, and where it is.
    expect(s.trace[0]?.reason).toMatch(/the expression has an error the API rejects at column 26: .*String.*\./);
  });
});
