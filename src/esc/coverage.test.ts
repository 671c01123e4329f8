import { describe, expect, it } from 'vitest';
import { buildDocumentModel } from '../model/build.js';
import { analyzeCoverage, describeRuleRef } from './coverage.js';

function coverage(document: unknown, zone = 0, behaviour = 0) {
  const model = buildDocumentModel(0, document);
  return analyzeCoverage(model.zones[zone]!.escBehaviours[behaviour]!);
}

const zone = (behaviours: unknown[], rulesets: unknown[] = [], account?: unknown): unknown => ({
  ...(account ? { account } : {}),
  zones: [{ id: 'z1', name: 'example.com', esc: { behaviours }, rulesets }],
});

describe('analyzeCoverage', () => {
  it('gives the status of behaviours without a rules product', () => {
    expect(coverage(zone([{ use_case: 'status_redirect', redirects: { 404: 'https://x.example/' } }])).status).toBe('needs_worker');
    expect(coverage(zone([{ use_case: 'other', description: 'x' }])).status).toBe('discontinued');
    expect(coverage(zone([{ use_case: 'teleport' }])).status).toBeUndefined();
  });

  it('finds a covering rule of the account, and names it', () => {
    const account = { id: 'a1', rulesets: [{ name: 'errors', kind: 'root', phase: 'http_custom_errors', rules: [{ ref: 'err502', action: 'serve_error', expression: 'true', action_parameters: { content: 'x', status_code: 502 } }] }] };
    const result = coverage(zone([{ use_case: 'custom_error_response', status_code: 502, content: 'x' }], [], account));
    expect(result.status).toBe('covered');
    expect(result.coveredBy.map(describeRuleRef)).toEqual(['the account, `http_custom_errors` rule 1 (ref `err502`)']);
  });

  it('ignores account custom rulesets and zone rulesets of another kind', () => {
    const account = { id: 'a1', rulesets: [{ name: 'c', kind: 'custom', phase: 'http_custom_errors', rules: [{ action: 'serve_error', expression: 'true', action_parameters: { content: 'x', status_code: 502 } }] }] };
    expect(coverage(zone([{ use_case: 'custom_error_response', status_code: 502, content: 'x' }], [], account)).status).toBe('uncovered');
  });

  it('accepts a bulk redirect whose list holds the target', () => {
    const account = {
      id: 'a1',
      lists: [{ name: 'moves', kind: 'redirect', items: [{ redirect: { source_url: 'example.com/a', target_url: 'https://b.example/', status_code: 302 } }] }],
      rulesets: [{ name: 'bulk', kind: 'root', phase: 'http_request_redirect', rules: [{ action: 'redirect', expression: 'http.request.full_uri in $moves', action_parameters: { from_list: { name: 'moves', key: 'http.request.full_uri' } } }] }],
    };
    const covered = coverage(zone([{ use_case: 'redirect_to_url', when: 'http.request.uri.path eq "/a"', target_url: 'https://b.example/', status_code: 302 }], [], account));
    expect(covered.status).toBe('covered');
    expect(covered.coveredBy[0]?.list).toEqual({ name: 'moves', itemIndex: 0, path: ['account', 'lists', 0, 'items', 0] });
    // Another status is another redirect.
    expect(coverage(zone([{ use_case: 'redirect_to_url', target_url: 'https://b.example/' }], [], account)).status).toBe('uncovered');
  });

  it('tells a disabled covering rule and a partial cover apart', () => {
    const headers = { use_case: 'request_headers', set: { 'X-A': '1' }, remove: ['X-B'] };
    const partial = coverage(zone([headers], [{ phase: 'http_request_late_transform', rules: [{ action: 'rewrite', expression: 'true', action_parameters: { headers: { 'X-A': { operation: 'set', value: '1' } } } }] }]));
    expect(partial).toMatchObject({ status: 'uncovered', missing: ['remove `X-B`'] });
    expect(partial.partlyBy).toHaveLength(1);
    expect(partial.disabledWouldCover).toBeUndefined();
    const disabled = coverage(zone([headers], [{ phase: 'http_request_late_transform', rules: [{ action: 'rewrite', enabled: false, expression: 'true', action_parameters: { headers: { 'X-A': { operation: 'set', value: '1' }, 'X-B': { operation: 'remove' } } } }] }]));
    expect(disabled).toMatchObject({ status: 'uncovered', disabledWouldCover: true });
    expect(disabled.generated?.rules).toHaveLength(1);
  });

  it('needs the same path and query rewrite, no more', () => {
    const rules = [{ action: 'rewrite', expression: 'true', action_parameters: { uri: { path: { value: '/a' }, query: { value: 'x=1' } } } }];
    expect(coverage(zone([{ use_case: 'rewrite_uri', path: '/a', query: 'x=1' }], [{ phase: 'http_request_transform', rules }])).status).toBe('covered');
    expect(coverage(zone([{ use_case: 'rewrite_uri', path: '/a' }], [{ phase: 'http_request_transform', rules }])).status).toBe('uncovered');
  });

  it('does not treat a dynamic value as the same static value', () => {
    const rules = [{ action: 'route', expression: 'true', action_parameters: { sni: { value: 'o.example.net' } } }];
    expect(coverage(zone([{ use_case: 'rewrite_sni', sni: 'o.example.net' }], [{ phase: 'http_request_origin', rules }])).status).toBe('covered');
    const dynamic = [{ action: 'rewrite', expression: 'true', action_parameters: { uri: { path: { expression: 'lower(http.request.uri.path)' } } } }];
    expect(coverage(zone([{ use_case: 'rewrite_uri', path: '/a' }], [{ phase: 'http_request_transform', rules: dynamic }])).status).toBe('uncovered');
  });
});
