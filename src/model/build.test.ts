/**
 * Recognition of every API body shape (src/data/api-bodies.ts): what kind of
 * document each body is, which API objects it holds, and how rules that
 * arrive alone, rules kept by id and partial job bodies are modelled.
 */
import { describe, expect, it } from 'vitest';
import { buildDocumentModel } from './build.js';

const model = (value: unknown) => buildDocumentModel(0, value);
const envelope = (result: unknown) => ({ result, success: true, errors: [], messages: [] });

describe('document kinds', () => {
  it.each([
    ['a ruleset create body', { name: 'r', kind: 'zone', phase: 'http_request_firewall_custom', rules: [] }, 'ruleset', ['ruleset']],
    ['a PUT body with rules only', { rules: [{ id: 'a' }] }, 'ruleset', ['ruleset']],
    ['a POST …/rules body', { action: 'block', expression: 'true', position: { index: 1 } }, 'rule', ['rule']],
    ['a PATCH body of position alone', { position: { before: '' } }, 'rule', ['rule']],
    ['a rule read back alone', { id: 'x', version: '1', action: 'log', expression: 'true', enabled: true }, 'rule', ['rule']],
    ['a job create body', { dataset: 'http_requests', destination_conf: 's3://b/p?region=r' }, 'logpush_job', ['logpush_job']],
    ['a job update body', { output_options: { field_names: ['RayID'] } }, 'logpush_job', ['logpush_job']],
    ['a job enable body', { enabled: true }, 'logpush_job', ['logpush_job']],
    ['an ownership challenge body', { destination_conf: 's3://b/p?region=r' }, 'logpush_job', ['logpush_job']],
    ['a validate/origin body', { logpull_options: 'fields=RayID', dataset: 'http_requests' }, 'logpush_job', ['logpush_job']],
    ['an Instant Logs job', { fields: 'ClientIP,RayID', sample: 1, filter: '' }, 'logpush_job', ['instant_logs_job']],
    ['an Instant Logs job with its kind', { fields: 'ClientIP,RayID', sample: 100, filter: '', kind: 'instant-logs' }, 'logpush_job', ['instant_logs_job']],
    ['an Instant Logs reply', envelope({ id: 1, fields: 'ClientIP', sample: 100, filter: '', destination_conf: 'wss://logs.cloudflare.com/instant-logs/ws/sessions/x', kind: 'instant-logs' }), 'logpush_job', ['instant_logs_job']],
    ['an ESC setting', { always: true }, 'esc_setting', ['esc_setting']],
    ['a rules list body', { name: 'office', kind: 'ip', description: '' }, 'rules_list', ['rules_list']],
    ['list items', [{ ip: '192.0.2.1' }, { redirect: { source_url: 'a', target_url: 'b' } }], 'list_items', ['list_item', 'list_item']],
    ['a list of rulesets without an envelope', [{ phase: 'magic_transit', rules: [] }], 'ruleset_list', ['ruleset']],
    ['an envelope with result alone', { result: { phase: 'ddos_l7', rules: [] } }, 'ruleset', ['ruleset']],
    ['a list envelope of jobs', envelope([{ id: 1, dataset: 'dns_logs', destination_conf: 's3://b/p?region=r' }]), 'logpush_job_list', ['logpush_job']],
    ['a list envelope of rules lists', envelope([{ id: 'x', name: 'a', kind: 'redirect', num_items: 2 }]), 'rules_list_list', ['rules_list']],
    ['an empty list envelope', envelope([]), 'empty', []],
    ['a failed call', { result: null, success: false, errors: [{ code: 1000, message: 'x' }], messages: [] }, 'empty', []],
    ['a delete reply', envelope({}), 'operation_result', []],
    ['a delete reply with the id', envelope({ id: 148 }), 'operation_result', []],
    ['an ownership challenge reply', envelope({ filename: 'ownership-challenge.txt', valid: true, message: '' }), 'operation_result', []],
    ['a dataset fields reply', envelope({ ClientIP: 'IP address of the client', RayID: 'ID of the request' }), 'operation_result', []],
    ['a bulk operation reply', envelope({ operation_id: '92558f8b296d4dbe9d0419e0e53f6622' }), 'operation_result', []],
    ['an id alone', { id: 'x' }, 'unknown', []],
    ['a mapping of nothing known', { foo: 1 }, 'unknown', []],
    ['a list of strings', ['a', 'b'], 'unknown', []],
  ] as const)('%s', (_name, value, kind, shapes) => {
    const document = model(value);
    expect(document.kind).toBe(kind);
    expect(document.apiObjects.map((o) => o.shape)).toEqual(shapes);
  });
});

describe('rules', () => {
  it('models a rule body as a standalone rule of an implied ruleset, never as a ruleset', () => {
    const document = model({ action: 'skip', expression: 'true', action_parameters: { ruleset: 'current' } });
    expect(document.rulesets).toEqual([]);
    expect(document.standaloneRules).toHaveLength(1);
    const rule = document.standaloneRules[0]!;
    expect(rule.path).toEqual([]);
    expect(rule.action).toBe('skip');
    expect(rule.ruleset.implied).toBe(true);
    expect(rule.ruleset.phase).toBeUndefined();
  });

  it('marks rules kept by id and position-only bodies', () => {
    const put = model({ rules: [{ id: 'a' }, { action: 'block', expression: 'true' }] });
    expect(put.rulesets[0]!.rules.map((r) => r.keepsExisting === true)).toEqual([true, false]);
    expect(model({ position: { after: 'a' } }).standaloneRules[0]!.keepsExisting).toBe(true);
  });

  it('gives a read-back ruleset its level from its kind', () => {
    expect(model({ kind: 'root', phase: 'http_ratelimit', rules: [] }).rulesets[0]!.level).toBe('account');
    expect(model({ kind: 'zone', phase: 'http_ratelimit', rules: [] }).rulesets[0]!.level).toBe('zone');
  });
});

describe('partial job bodies', () => {
  it.each([
    ['an update (no dataset)', { enabled: true }, 'update'],
    ['a validate/origin body', { logpull_options: 'fields=RayID', dataset: 'http_requests' }, 'validate_origin'],
    ['a create body', { dataset: 'http_requests', destination_conf: 's3://b/p?region=r' }, undefined],
    ['a create body missing its destination', { dataset: 'http_requests', output_options: {} }, undefined],
    ['an Instant Logs job', { fields: 'ClientIP', sample: 1 }, 'instant_logs'],
  ] as const)('%s', (_name, value, body) => {
    expect(model(value).logpushJobs[0]!.body).toBe(body);
  });
});
