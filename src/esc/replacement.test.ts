/**
 * Every generated replacement rule is complete and passes all of edgelint's
 * own checks (linted with every rule at its default severity), its
 * expression type-checks in its phase, and adding it to the zone makes the
 * behaviour covered.
 */
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { lintText } from '../engine/linter.js';
import { buildDocumentModel } from '../model/build.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { analyzeExpression } from '../expr/analyze.js';
import { ESC_REPLACEMENTS } from '../data/esc-replacements.js';
import { analyzeCoverage } from './coverage.js';
import { generateReplacement, packHeaders, replacementJson, replacementProblems, type ApiRule } from './replacement.js';

/** Valid behaviours of every use case with a rules product, several with a `when`. */
export const VALID_BEHAVIOURS: readonly Record<string, unknown>[] = [
  { use_case: 'redirect_to_url', when: 'http.request.uri.path eq "/old"', target_url: 'https://www.example.com/new', status_code: 308, preserve_query_string: true },
  { use_case: 'redirect_to_url', target_url: 'https://www.example.org/' },
  { use_case: 'rewrite_sni', when: 'http.host eq "app.example.com"', sni: 'origin.example.net' },
  { use_case: 'resolve_override', when: 'starts_with(http.request.uri.path, "/media/")', origin_host: 'media.example.net', origin_port: 8443 },
  { use_case: 'resolve_override', origin_host: 'media.example.net' },
  { use_case: 'rewrite_uri', when: 'http.request.uri.path eq "/catalog"', path: '/products', query: 'view=grid' },
  { use_case: 'rewrite_uri', query: 'lang=en' },
  { use_case: 'request_headers', set: { 'X-Region': 'eu', 'X-Auth': '${ORIGIN_TOKEN}' }, remove: ['X-Debug', 'cookie'] },
  { use_case: 'feature_exceptions', when: 'ip.src in $office_ips', settings: { security_level: 'off', bic: false, ssl: 'full' } },
  { use_case: 'custom_error_response', when: 'http.response.code eq 503', status_code: 503, content: '<h1>Back soon</h1>', content_type: 'text/html' },
  { use_case: 'custom_error_response', status_code: 500, content: '{"error": "oops"}', content_type: 'application/json' },
  { use_case: 'response_headers', when: 'http.response.code ge 400', set: { 'Cache-Control': 'no-store' }, add: { Link: '</a.css>; rel=preload' }, remove: ['X-Powered-By'] },
  { use_case: 'response_headers', set: { 'X-Frame-Options': 'DENY' }, add: { 'x-frame-options': 'SAMEORIGIN' } },
  { use_case: 'add_response_cookies', when: 'http.request.uri.path eq "/"', cookies: ['ab=b; Path=/; Secure; SameSite=Lax', 'consent=pending; Path=/; Secure; HttpOnly'] },
];

function zoneWith(behaviours: readonly Record<string, unknown>[], rulesets: unknown[] = []): unknown {
  return {
    account: { id: '01a7362d577a6c3019a474fd6f485823', lists: [{ name: 'office_ips', kind: 'ip', items: ['192.0.2.0/24'] }] },
    zones: [{ id: '023e105f4ecef8ad9ca31a8372d0c353', name: 'example.com', esc: { behaviours }, rulesets }],
  };
}

function generated(behaviour: Record<string, unknown>) {
  const model = buildDocumentModel(0, zoneWith([behaviour]));
  const g = generateReplacement(model.zones[0]!.escBehaviours[0]!);
  if (!g) throw new Error(`no replacement for ${JSON.stringify(behaviour)}`);
  return g;
}

const RULES = ALL_RULES.filter((r) => r.meta.defaultSeverity !== 'off').map((rule) => ({ rule, severity: rule.meta.defaultSeverity as 'info' | 'warn' | 'error', options: rule.defaultOptions }));

describe('generated replacement rules', () => {
  it('exist for every use case with a rules product', () => {
    const covered = new Set(VALID_BEHAVIOURS.map((b) => b['use_case']));
    for (const r of ESC_REPLACEMENTS) if (r.kind === 'rules') expect(covered.has(r.useCase), r.useCase).toBe(true);
  });

  describe.each(VALID_BEHAVIOURS.map((b) => [JSON.stringify(b).slice(0, 90), b] as const))('%s', (_, behaviour) => {
    const g = generated(behaviour);

    it('is complete, in the API\'s shape', () => {
      for (const rule of g.rules) {
        expect(Object.keys(rule).sort()).toEqual(['action', 'action_parameters', 'description', 'expression']);
        expect(rule.action).toBe(g.replacement.action);
        expect(rule.expression).toBe((behaviour['when'] as string | undefined) ?? 'true');
      }
    });

    it('passes every edgelint rule in its phase', () => {
      const text = JSON.stringify(zoneWith([], [{ phase: g.target.phase, rules: g.rules }]), null, 2);
      const result = lintText('generated.json', text, { rules: RULES, settings: { now: TEST_NOW, lists: {} } });
      // Every finding inside the ruleset (zone-wide statements, e.g. about the managed core ruleset, are not the rule's).
      const firstLine = text.split('\n').findIndex((line) => line.includes('"rulesets"')) + 1;
      expect(result.messages.filter((m) => m.line >= firstLine).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
      expect(result.errorCount + result.warningCount).toBe(0);
    });

    it('has an expression that parses and type-checks in its phase', () => {
      expect(replacementProblems(g)).toEqual([]);
      for (const rule of g.rules) expect(analyzeExpression(rule.expression, { kind: 'filter', phase: g.target.phase }).type?.kind).toBe('bool');
    });

    it('covers its behaviour once added to the zone', () => {
      const model = buildDocumentModel(0, zoneWith([behaviour], [{ phase: g.target.phase, rules: g.rules }]));
      const coverage = analyzeCoverage(model.zones[0]!.escBehaviours[0]!);
      expect(coverage.status).toBe('covered');
      expect(coverage.coveredBy.length).toBeGreaterThan(0);
    });
  });

  it('reports a `when` that is wrong for the phase', () => {
    const g = generated({ use_case: 'rewrite_sni', when: 'http.response.code eq 404', sni: 'origin.example.net' });
    expect(replacementProblems(g).map((p) => p.code)).toEqual(['field-phase']);
  });

  it('targets the existing entry point of the phase, or a new one', () => {
    const model = buildDocumentModel(0, zoneWith([{ use_case: 'rewrite_sni', sni: 'o.example.net' }], [{ phase: 'http_config_settings', rules: [] }, { phase: 'http_request_origin', rules: [] }]));
    const g = generateReplacement(model.zones[0]!.escBehaviours[0]!)!;
    expect(g.target.rulesPath).toEqual(['zones', 0, 'rulesets', 1, 'rules']);
    const bare = buildDocumentModel(0, zoneWith([{ use_case: 'rewrite_sni', sni: 'o.example.net' }]));
    expect(generateReplacement(bare.zones[0]!.escBehaviours[0]!)!.target).toMatchObject({ phase: 'http_request_origin', rulesPath: ['zones', 0, 'rulesets'] });
  });

  it('has none for worker scripts, discontinued behaviours and unknown use cases', () => {
    const model = buildDocumentModel(0, zoneWith([{ use_case: 'status_redirect', redirects: { 404: 'https://x.example/' } }, { use_case: 'other', description: 'x' }, { use_case: 'teleport' }]));
    for (const b of model.zones[0]!.escBehaviours) expect(generateReplacement(b)).toBeUndefined();
  });

  it('writes one rule as an object and several as an array', () => {
    expect(replacementJson(generated({ use_case: 'rewrite_sni', sni: 'o.example.net' }))).toBe('{"action":"route","expression":"true","action_parameters":{"sni":{"value":"o.example.net"}},"description":"Replaces ESC rewrite_sni (zone example.com, behaviour 1)"}');
    expect(JSON.parse(replacementJson(generated({ use_case: 'add_response_cookies', cookies: ['a=1', 'b=2'] })))).toHaveLength(2);
  });
});

describe('packHeaders', () => {
  it('keeps one operation per name (any case) per map', () => {
    const path = ['x'];
    const maps = packHeaders([
      { name: 'X-A', operation: 'set', value: '1', path, target: 'key' },
      { name: 'x-a', operation: 'add', value: '2', path, target: 'key' },
      { name: 'X-B', operation: 'remove', path, target: 'value' },
    ]);
    expect(maps).toEqual([{ 'X-A': { operation: 'set', value: '1' }, 'X-B': { operation: 'remove' } }, { 'x-a': { operation: 'add', value: '2' } }]);
  });
});

export type { ApiRule };
