import { beforeAll, describe, expect, it } from 'vitest';
import { loadSource, prepareFrontEnds } from '../load/source-file.js';
import { buildDocumentModel } from '../model/build.js';
import type { DocumentModel } from '../model/types.js';
import { listItemsBody, logpushJobBody } from './bodies.js';
import { buildCurrentState } from './current-state.js';
import { PLAN_FORMATS, renderPlan } from './format/index.js';
import { toJq, toJqExists, toJsonPath } from './json-path.js';
import { callsForScope, planDocument, planDocuments, planScope } from './planner.js';
import type { Plan, PlanScope } from './types.js';
import { PlanRefusal } from './plan-refusal.js';

const ACCOUNT = '01a7362d577a6c3019a474fd6f485823';
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const ZONE2 = '9f1c2b3a4d5e6f708192a3b4c5d6e7f8';
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';

function doc(text: string, file = 'config.edge.yaml'): DocumentModel {
  const loaded = loadSource(file, text);
  return buildDocumentModel(0, loaded.documents[0]!.value);
}

function ids(plan: Plan): string[] {
  return plan.calls.map((c) => c.id);
}

function route(plan: Plan): string[] {
  return plan.calls.map((c) => `${c.method} ${c.path}`);
}

const ENTRYPOINT = (zone = ZONE) => `/zones/${zone}/rulesets/phases/http_request_firewall_managed/entrypoint`;

const DEPLOY = `
    rulesets:
      - phase: http_request_firewall_managed
        rules:
          - action: execute
            expression: "true"
            action_parameters: { id: ${CORE}, version: latest }`;

describe('order', () => {
  it('lists, account rulesets, zone work, ESC secrets, zone ESC, account ESC — across documents too', () => {
    const first = doc(`account:
  id: ${ACCOUNT}
  esc: { disable: { always: true } }
zones:
  - id: ${ZONE}
    name: example.com
    esc: { disable: { always: true } }
`);
    const second = doc(`account:
  id: ${ACCOUNT}
  lists: [{ name: office_ips, kind: ip, items: ["192.0.2.1"] }]
  rulesets:
    - { name: Network firewall, kind: root, phase: magic_transit, rules: [{ action: block, expression: ip.src in $office_ips }] }
zones:
  - id: ${ZONE2}
    name: example.net
    esc: { disable: { with_secret: "\${ESC_SECRET}" } }
    rulesets:
      - phase: http_request_origin
        rules: [{ action: route, expression: "true", action_parameters: { sni: { value: origin.example.net } } }]
`);
    const plan = planDocuments([
      { filePath: 'a.yaml', document: first },
      { filePath: 'b.yaml', document: second },
    ]);
    expect(ids(plan)).toEqual([
      'account_create_list_office_ips',
      'account_add_items_office_ips',
      'account_wait_items_office_ips',
      'account_create_ruleset_network_firewall',
      'example_net_read_entrypoint_http_request_origin',
      'example_net_put_entrypoint_http_request_origin',
      'example_net_esc_secret',
      'example_com_esc_disable',
      'account_esc_disable',
    ]);
    expect(plan.calls.find((c) => c.id === 'account_add_items_office_ips')!.path).toBe(`/accounts/${ACCOUNT}/rules/lists/{{account_create_list_office_ips.result.id}}/items`);
    expect(plan.calls.find((c) => c.id === 'account_wait_items_office_ips')!.dependsOn).toEqual(['account_add_items_office_ips']);
  });

  it('reads shared by two zones are made once, before the first call that needs them', () => {
    const plan = planDocument(
      doc(`account: { id: ${ACCOUNT} }
zones:
  - id: ${ZONE}
    name: a.example
    owasp: { score_threshold: high }${DEPLOY}
  - id: ${ZONE2}
    name: b.example
    owasp: { action: log }${DEPLOY}
`),
    );
    expect(route(plan).filter((r) => r === `GET /accounts/${ACCOUNT}/rulesets`)).toHaveLength(1);
    expect(route(plan).filter((r) => r === `GET /accounts/${ACCOUNT}/rulesets/${CORE}`)).toHaveLength(1);
    expect(route(plan)[0]).toBe(`GET /accounts/${ACCOUNT}/rulesets`);
    const patches = plan.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((p) => p.id)).toEqual(['a_example_patch_execute_rule_4814384a', 'b_example_patch_execute_rule_4814384a']);
    expect(patches[1]!.dependsOn).toEqual(['b_example_entrypoint_http_request_firewall_managed', 'account_ruleset_4814384a']);
  });
});

describe('the managed core ruleset (spec 4.2 rules 2 and 3)', () => {
  it('PL only: finds the execute rule, patches categories, keeps the rule\'s other overrides, reads no managed ruleset', () => {
    const plan = planDocument(
      doc(`zones:
  - id: ${ZONE}
    name: example.com
    owasp: { paranoia_level: PL3 }
    rulesets:
      - phase: http_request_firewall_managed
        rules:
          - action: execute
            expression: http.host ne "x.example.com"
            enabled: false
            action_parameters:
              id: ${CORE}
              overrides:
                categories: [{ category: language-php, enabled: false }, { category: paranoia-level-2, enabled: false }]
                rules: [{ id: 8ac8bc2a661e475d940980f9317f28e1, enabled: false }]
`),
    );
    expect(route(plan)).not.toContain(`GET /accounts/\${ACCOUNT_ID}/rulesets/${CORE}`);
    const patch = plan.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({
      action: 'execute',
      expression: 'http.host ne "x.example.com"',
      enabled: false,
      action_parameters: {
        id: CORE,
        overrides: {
          categories: [
            { category: 'language-php', enabled: false },
            { category: 'paranoia-level-4', enabled: false },
          ],
          rules: [{ id: '8ac8bc2a661e475d940980f9317f28e1', enabled: false }],
        },
      },
    });
    const lookup = plan.calls.find((c) => c.id === 'example_com_entrypoint_http_request_firewall_managed')!;
    expect(lookup.captures.map((c) => c.placeholder)).toEqual([
      '{{example_com_entrypoint_http_request_firewall_managed.result.id}}',
      `{{example_com_entrypoint_http_request_firewall_managed.result.rules[?(@.action=="execute" && @.action_parameters.id=="${CORE}")].id}}`,
    ]);
    expect(lookup.auth).toBe('token');
  });

  it('no PATCH when the deployed overrides already give the settings', () => {
    const plan = planDocument(
      doc(`zones:
  - id: ${ZONE}
    owasp: { paranoia_level: PL2, score_threshold: 25, action: log }
    rulesets:
      - phase: http_request_firewall_managed
        rules:
          - action: execute
            expression: "true"
            action_parameters:
              id: ${CORE}
              overrides:
                categories: [{ category: paranoia-level-3, enabled: false }, { category: paranoia-level-4, enabled: false }]
                rules: [{ id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 25, action: log }]
`),
    );
    expect(plan.calls.map((c) => c.method)).toEqual(['GET', 'GET', 'PUT']);
  });

  it('settings for a core ruleset deployed outside the configuration: the procedure\'s example body, and a note', () => {
    const plan = planDocument(doc(`zones:\n  - id: ${ZONE}\n    owasp: { action: block }\n`));
    expect(route(plan)).toEqual([
      `GET ${ENTRYPOINT()}`,
      `GET /accounts/\${ACCOUNT_ID}/rulesets`,
      `GET /accounts/\${ACCOUNT_ID}/rulesets/${CORE}`,
      `PATCH /zones/${ZONE}/rulesets/{{zone_023e105f_entrypoint_http_request_firewall_managed.result.id}}/rules/{{zone_023e105f_entrypoint_http_request_firewall_managed.result.rules[?(@.action=="execute" && @.action_parameters.id=="${CORE}")].id}}`,
    ]);
    expect(plan.calls[3]!.body).toEqual({
      action: 'execute',
      expression: 'true',
      enabled: true,
      action_parameters: { id: CORE, overrides: { rules: [{ id: '{{account_ruleset_4814384a.result.rules[-1:].id}}', action: 'block' }] } },
    });
    expect(plan.notes.map((n) => n.message).join('\n')).toContain('the PATCH sends the execute rule as the procedure\'s example does');
    expect(plan.inputs.map((i) => i.name)).toEqual(['ACCOUNT_ID']);
  });

  it('an entry point that does not deploy the core ruleset: settings are not planned, with a warning', () => {
    const plan = planDocument(
      doc(`zones:
  - id: ${ZONE}
    owasp: { paranoia_level: PL1 }
    rulesets:
      - phase: http_request_firewall_managed
        rules: [{ action: execute, expression: "true", action_parameters: { id: efb7b8c949ac4650a09736fc376e9aee } }]
`),
    );
    expect(plan.calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(plan.notes).toEqual([expect.objectContaining({ level: 'warning', message: expect.stringContaining('the managed core ruleset is not deployed') })]);
  });
});

describe('ESC', () => {
  it('always: false is a DELETE (re-enable); a literal secret never appears in any format', () => {
    const plan = planDocument(
      doc(`account:
  id: ${ACCOUNT}
  esc: { disable: { always: false } }
zones:
  - id: ${ZONE}
    name: example.com
    esc: { disable: { with_secret: hunter2-literal } }
`),
    );
    expect(plan.calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`)).toEqual([
      `POST /zones/${ZONE}/disable_esc {"with_secret":"\${ESC_SECRET_EXAMPLE_COM}"}`,
      `DELETE /accounts/${ACCOUNT}/disable_esc null`,
    ]);
    for (const format of PLAN_FORMATS) expect(renderPlan(plan, format)).not.toContain('hunter2');
    expect(plan.calls.every((c) => c.auth === 'key')).toBe(true);
  });
});

describe('auth', () => {
  it('per operation as the spec shows, one scheme for all, or per-operation overrides', () => {
    const text = `account:\n  id: ${ACCOUNT}\n  esc: { disable: { always: true } }\nzones:\n  - id: ${ZONE}\n    owasp: { paranoia_level: PL2 }${DEPLOY}\n`;
    const spec = planDocument(doc(text));
    expect(spec.calls.map((c) => `${c.operation}:${c.auth}`)).toEqual([
      'rulesets.list:token',
      'entrypoint.get:token',
      'entrypoint.put:token',
      'entrypoint.get:token',
      'rules.patch:token',
      'esc.disable:key',
    ]);
    expect(new Set(planDocument(doc(text), { auth: 'key' }).calls.map((c) => c.auth))).toEqual(new Set(['key']));
    const mixed = planDocument(doc(text), { auth: 'token', authOverrides: { 'esc.disable': 'key' } });
    expect(mixed.calls.map((c) => c.auth)).toEqual(['token', 'token', 'token', 'token', 'token', 'key']);
  });
});

describe('raw API objects', () => {
  it('a job of an account dataset goes to the account path, with the account id as a reference', () => {
    const plan = planDocument(doc('{ "dataset": "audit_logs", "name": "audit", "destination_conf": "https://logs.example.com/in?header_Authorization=${LOG_TOKEN}" }', 'job.json'));
    expect(route(plan)).toEqual(['POST /accounts/${ACCOUNT_ID}/logpush/jobs']);
    expect(plan.inputs.map((i) => [i.name, i.kind])).toEqual([
      ['ACCOUNT_ID', 'scope-id'],
      ['LOG_TOKEN', 'secret'],
    ]);
    expect(plan.calls[0]!.sensitive).toBe(true);
  });

  it('a managed ruleset is not planned, with a note', () => {
    const plan = planDocument(doc(`{ "id": "${CORE}", "kind": "managed", "phase": "http_request_firewall_managed", "rules": [] }`, 'r.json'));
    expect(plan.calls).toEqual([]);
    expect(plan.notes[0]!.message).toContain('a managed ruleset is provided by the service');
  });
});

describe('callsForScope', () => {
  it('the calls of one zone with the account lookups they depend on', () => {
    const plan = planDocument(
      doc(`account: { id: ${ACCOUNT}, esc: { disable: { always: true } } }
zones:
  - id: ${ZONE}
    name: a.example
    owasp: { score_threshold: high }${DEPLOY}
  - id: ${ZONE2}
    name: b.example
    esc: { disable: { always: true } }
`),
    );
    const zone: PlanScope = { level: 'zone', id: ZONE };
    expect(callsForScope(plan, zone).map((c) => c.id)).toEqual([
      'account_rulesets',
      'a_example_read_entrypoint_http_request_firewall_managed',
      'a_example_put_entrypoint_http_request_firewall_managed',
      'a_example_entrypoint_http_request_firewall_managed',
      'account_ruleset_4814384a',
      'a_example_patch_execute_rule_4814384a',
    ]);
    expect(callsForScope(plan, { level: 'zone', id: ZONE2 }).map((c) => c.id)).toEqual(['b_example_esc_disable']);
    // The account's own calls, without the lookups made for the zone.
    expect(callsForScope(plan, { level: 'account', id: ACCOUNT }).map((c) => c.id)).toEqual(['account_esc_disable']);
  });
});

describe('against the current state', () => {
  const desired = doc(`account:
  id: ${ACCOUNT}
  rulesets:
    - { name: Net, kind: root, phase: magic_transit, rules: [{ action: block, expression: tcp.dstport == 22 }] }
zones:
  - id: ${ZONE}
    name: example.com
    esc: { disable: { with_secret: "\${ESC_SECRET}" } }
`);
  const scopes: PlanScope[] = [
    { level: 'account', id: ACCOUNT },
    { level: 'zone', id: ZONE, name: 'example.com' },
  ];

  it('updates an account ruleset in place (PUT with its id) and leaves an existing secret alone', () => {
    const current = buildCurrentState(
      [
        { filePath: 'state/accounts/root.json', documents: [doc(`{ "result": { "id": "aaaa", "name": "Net", "kind": "root", "phase": "magic_transit", "rules": [{ "id": "r", "action": "block", "expression": "tcp.dstport == 23" }] }, "success": true, "errors": [], "messages": [] }`, 'x.json')] },
        { filePath: `state/${ZONE}/disable_esc.json`, documents: [doc('{ "with_secret": "whatever-it-is" }', 'y.json')] },
      ],
      scopes,
    );
    expect(current.problems).toEqual([]);
    const plan = planDocument(desired, { current });
    expect(route(plan)).toEqual([`PUT /accounts/${ACCOUNT}/rulesets/aaaa`]);
    expect(plan.summary).toMatchObject({ update: 1, unchanged: 1 });
    expect(plan.notes.map((n) => n.message)).toEqual([expect.stringContaining('secrets are not compared')]);
    for (const format of PLAN_FORMATS) expect(renderPlan(plan, format)).not.toContain('whatever-it-is');
  });

  it('takes what the current state does not hold as absent', () => {
    const plan = planDocument(desired, { current: buildCurrentState([], scopes) });
    expect(route(plan)).toEqual([`POST /accounts/${ACCOUNT}/rulesets`, `POST /zones/${ZONE}/disable_esc`]);
    expect(plan.compared).toBe(true);
  });

  it('places raw objects by folder or file name, by kind when one scope can hold them, and reports the rest', () => {
    const current = buildCurrentState(
      [
        { filePath: 'state/example.com/jobs.json', documents: [doc('{ "result": [{ "id": 1, "dataset": "http_requests", "destination_conf": "s3://b?region=x" }], "success": true, "errors": [], "messages": [] }', 'j.json')] },
        { filePath: 'state/zone-rules.json', documents: [doc('{ "kind": "zone", "phase": "http_request_origin", "rules": [] }', 'z.json')] },
        { filePath: 'state/account.lists.json', documents: [doc('{ "result": [{ "id": "l1", "name": "office_ips", "kind": "ip", "num_items": 2 }], "success": true, "errors": [], "messages": [] }', 'l.json')] },
        { filePath: 'state/esc.json', documents: [doc('{ "always": true }', 'e.json')] },
      ],
      scopes,
    );
    expect(current.scope(scopes[1]!).jobs).toHaveLength(1);
    expect(current.scope(scopes[1]!).rulesets.map((r) => r.phase)).toEqual(['http_request_origin']);
    expect(current.scope(scopes[0]!).lists).toEqual([expect.objectContaining({ id: 'l1', name: 'office_ips', numItems: 2 })]);
    expect(current.problems).toEqual([{ filePath: 'state/esc.json', message: expect.stringContaining('cannot tell which scope') as string }]);
  });
});

describe('bodies', () => {
  it('a filter written as a mapping is sent as its escaped JSON string; read-only members are dropped', () => {
    expect(logpushJobBody({ id: 4, name: 'j', filter: { where: { and: [{ key: 'EdgeResponseStatus', operator: 'geq', value: 400 }] } }, last_error: null })).toEqual({
      name: 'j',
      filter: '{"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"400"}]}}',
    });
    expect(logpushJobBody({ name: 'j', dataset: 'http_requests', enabled: true }, true)).toEqual({ enabled: true });
  });

  it('list items in the API\'s shape per kind', () => {
    expect(listItemsBody({ kind: 'ip', items: ['192.0.2.0/24', { ip: '10.0.0.1', comment: 'x' }] })).toEqual([{ ip: '192.0.2.0/24' }, { ip: '10.0.0.1', comment: 'x' }]);
    expect(listItemsBody({ kind: 'hostname', items: ['*.example.com'] })).toEqual([{ hostname: { url_hostname: '*.example.com' } }]);
    expect(listItemsBody({ kind: 'asn', items: [13335, '64512'] })).toEqual([{ asn: 13335 }, { asn: 64512 }]);
    expect(listItemsBody({ kind: 'redirect', items: [{ source_url: 'a.example/', target_url: 'https://b.example/' }] })).toEqual([
      { redirect: { source_url: 'a.example/', target_url: 'https://b.example/' } },
    ]);
  });
});

describe('Terraform lists with items known only at apply', () => {
  beforeAll(() => prepareFrontEnds(['lists.tf']));
  const tf = (items: string, item: string): string =>
    `resource "cloudflare_list" "office" {\n  account_id = "${ACCOUNT}"\n  name = "office"\n  kind = "ip"\n${items}}\n` +
    `resource "cloudflare_list_item" "x" {\n  account_id = "${ACCOUNT}"\n  list_id = cloudflare_list.office.id\n${item}}\n`;
  const plan = (text: string): Plan => planDocument(buildDocumentModel(0, loadSource('lists.tf', text).documents[0]!.value, [], { partial: true }), { filePath: 'lists.tf' });

  it('a list whose items are an expression, a count item or a dynamic block: created, its items not planned, with a warning', () => {
    for (const text of [
      tf('  items = [for ip in var.ips : { ip = ip }]\n', '  ip = "192.0.2.1"\n'),
      tf('', '  count = 2\n  ip = "192.0.2.${count.index}"\n'),
      tf('  dynamic "item" {\n    for_each = var.ips\n    content {\n      value {\n        ip = item.value\n      }\n    }\n  }\n', '  ip = "192.0.2.1"\n'),
      tf('', '  ip = var.ip\n'),
    ]) {
      const p = plan(text);
      expect(route(p)).toEqual([`POST /accounts/${ACCOUNT}/rules/lists`]);
      expect(p.notes).toEqual([expect.objectContaining({ level: 'warning', message: expect.stringContaining('known only at apply') })]);
    }
  });

  it('items all known: planned', () => {
    expect(route(plan(tf('', '  ip = "192.0.2.1"\n')))).toContain(`POST /accounts/${ACCOUNT}/rules/lists/{{account_create_list_office.result.id}}/items`);
  });
});

describe('JSON paths of placeholders', () => {
  const path = [{ key: 'result' }, { key: 'rules' }, { where: [{ path: ['action'], equals: 'execute' }, { path: ['action_parameters', 'id'], equals: 'x"y' }] }, { key: 'id' }] as const;
  it('renders JSONPath and jq', () => {
    expect(toJsonPath(path)).toBe('result.rules[?(@.action=="execute" && @.action_parameters.id=="x\\"y")].id');
    expect(toJq(path)).toBe('first(.result.rules[] | select(.action == "execute" and .action_parameters.id == "x\\"y") | .id)');
    expect(toJq([{ key: 'result' }, { key: 'rules' }, { last: true }, { key: 'id' }])).toBe('.result.rules[-1].id');
    expect(toJsonPath([{ key: 'result' }, { key: 'rules' }, { last: true }, { key: 'id' }])).toBe('result.rules[-1:].id');
    expect(toJqExists([{ key: 'result' }, { where: [{ path: ['id'], equals: 'a' }] }])).toBe('any(.result[]?; .id == "a")');
    expect(toJq([{ key: 'a-b' }, { index: 0 }])).toBe('.["a-b"][0]');
  });
});

describe('determinism', () => {
  it('the same input gives the same text in every format', () => {
    const text = `account: { id: ${ACCOUNT}, esc: { disable: { always: true } } }\nzones:\n  - id: ${ZONE}\n    owasp: { paranoia_level: PL2, action: log }${DEPLOY}\n`;
    for (const format of PLAN_FORMATS) expect(renderPlan(planDocument(doc(text)), format)).toBe(renderPlan(planDocument(doc(text)), format));
  });
});

describe('configuration text that must not steer the plan', () => {
  it('call ids are words whatever the phase says (they are words of the curl script)', () => {
    const plan = planDocument(doc(`zones:\n  - id: ${ZONE}\n    name: example.com\n    rulesets:\n      - phase: 'x$(touch /tmp/pwned)'\n        rules:\n          - { action: block, expression: "true" }\n`));
    expect(ids(plan).length).toBeGreaterThan(0);
    for (const id of ids(plan)) expect(id).toMatch(/^[a-z0-9_]+$/);
    expect(ids(plan)).toContain('example_com_put_entrypoint_x_touch_tmp_pwned');
  });

  it.each(['API_TOKEN', 'API_KEY', 'API_EMAIL', 'API_BASE_URL'])('refuses a configuration that would have the plan send ${%s}', (name) => {
    const text = `zones:\n  - id: ${ZONE}\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { action: block, expression: "true", description: "x \${${name}}" }\n`;
    expect(() => planDocument(doc(text))).toThrow(PlanRefusal);
    expect(() => planDocument(doc(text))).toThrow(`zones[0].rulesets[0] writes \${${name}}, the plan's own credentials; a plan never sends them, use another name`);
  });
});

describe('a rule expression that writes the ESC secret as its cookie', () => {
  it('is sent with the scope\'s ESC secret reference in place of the secret, which no format prints', () => {
    const text = `zones:\n  - id: ${ZONE}\n    name: example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: skip\n            action_parameters: { ruleset: current }\n            expression: 'http.cookie contains "disable_esc=SECRETMARK42" and http.cookie matches "disable_esc=[^;]+"'\n`;
    const plan = planDocument(doc(text));
    const put = plan.calls.find((c) => c.method === 'PUT');
    expect((put?.body as { rules: { expression: string }[] }).rules[0]!.expression).toBe('http.cookie contains "disable_esc=${ESC_SECRET_EXAMPLE_COM}" and http.cookie matches "disable_esc=[^;]+"');
    expect(plan.inputs.find((i) => i.name === 'ESC_SECRET_EXAMPLE_COM')?.kind).toBe('secret');
    expect(plan.notes.map((n) => n.message)).toContain('zones[0].rulesets[0] writes the ESC secret as cookie disable_esc; the plan sends ${ESC_SECRET_EXAMPLE_COM} in its place (write a ${NAME} reference)');
    for (const format of PLAN_FORMATS) expect(renderPlan(plan, format)).not.toContain('SECRETMARK42');
    // The output guard leaves the `http` format's rendering of the reference whole.
    expect(renderPlan(plan, 'http')).toContain('disable_esc={{$processEnv ESC_SECRET_EXAMPLE_COM}}');
  });

  it('two different credentials of one header in one zone are two inputs; the same one twice is one', () => {
    const header = (token: string): string => `          - action: rewrite\n            expression: http.host eq "${token.toLowerCase().replace('sekrit', 'app-')}.example.com"\n            action_parameters: { headers: { Authorization: { operation: set, value: "Bearer ${token}" } } }\n`;
    const text = `zones:\n  - id: ${ZONE}\n    name: example.com\n    rulesets:\n      - phase: http_request_late_transform\n        rules:\n${header('SEKRITA')}${header('SEKRITB')}${header('SEKRITA')}`;
    const plan = planDocument(doc(text));
    const put = plan.calls.find((c) => c.method === 'PUT');
    const values = (put?.body as { rules: { action_parameters: { headers: { Authorization: { value: string } } } }[] }).rules.map((r) => r.action_parameters.headers.Authorization.value);
    expect(values).toEqual(['Bearer ${HEADER_AUTHORIZATION_EXAMPLE_COM}', 'Bearer ${HEADER_AUTHORIZATION_EXAMPLE_COM_2}', 'Bearer ${HEADER_AUTHORIZATION_EXAMPLE_COM}']);
    expect(plan.inputs.map((i) => i.name).filter((n) => n.startsWith('HEADER_'))).toEqual(['HEADER_AUTHORIZATION_EXAMPLE_COM', 'HEADER_AUTHORIZATION_EXAMPLE_COM_2']);
    for (const format of PLAN_FORMATS) expect(renderPlan(plan, format)).not.toContain('SEKRIT');
  });

  it('leaves an expression with a reference as written', () => {
    const text = `zones:\n  - id: ${ZONE}\n    name: example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { action: block, expression: 'not http.cookie contains "disable_esc=\${ESC_SECRET}"' }\n`;
    const plan = planDocument(doc(text));
    expect(plan.notes.map((n) => n.message).filter((m) => m.includes('cookie disable_esc'))).toEqual([]);
    expect(JSON.stringify(plan.calls.map((c) => c.body))).toContain('disable_esc=${ESC_SECRET}');
  });
});

describe('the http format keeps configuration text inside its line', () => {
  it('a line break in a name or a phase never starts a request of its own', () => {
    const text = `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  rulesets:\n    - name: "Net\\n\\n### 9. injected\\nDELETE https://api.cloudflare.com/client/v4/zones/${ZONE}\\n"\n      kind: root\n      phase: "http_request_firewall_custom\\nDELETE /x"\n      rules:\n        - { action: block, expression: "true" }\nzones:\n  - id: ${ZONE}\n    rulesets:\n      - phase: "http_request_firewall_custom\\nDELETE /x"\n        rules:\n          - { action: block, expression: "true" }\n`;
    const http = renderPlan(planDocument(doc(text)), 'http');
    const lines = http.split('\n');
    expect(lines.filter((l) => l.startsWith('###'))).toHaveLength(planDocument(doc(text)).calls.length);
    expect(lines.filter((l) => /^(GET|PUT|POST|PATCH|DELETE) /.test(l))).toHaveLength(planDocument(doc(text)).calls.length);
    expect(http).toContain('http_request_firewall_custom%0ADELETE /x');
  });
});

describe('a scope whose id the file does not give', () => {
  beforeAll(() => prepareFrontEnds(['main.tf']));
  const RULESET = '  name = "default"\n  kind = "zone"\n  phase = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "ip.src eq 192.0.2.1" }]\n';
  it.each([
    {
      name: 'a Terraform zone_id from a variable',
      file: 'main.tf',
      text: `resource "cloudflare_ruleset" "waf" {\n  zone_id = var.zone_id\n${RULESET}}\n`,
      inputs: [['ZONE_ID', 'scope-id', 'the zone id `var.zone_id` gives in the Terraform module of the working folder (not written in the configuration)']],
    },
    {
      name: 'a manifest zone without id, by name',
      file: 'zone.yaml',
      text: 'zones:\n  - name: shop.example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { action: block, expression: "ip.src eq 192.0.2.1" }\n',
      inputs: [
        ['ZONE_ID', 'scope-id', 'the id of zone shop.example.com (not written in the configuration)'],
      ],
    },
    {
      name: 'a manifest zone id written as a reference: the reference is the input',
      file: 'zone.yaml',
      text: 'zones:\n  - id: ${SHOP_ZONE}\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { action: block, expression: "ip.src eq 192.0.2.1" }\n',
      inputs: [['SHOP_ZONE', 'value', 'a value supplied at run time (written `${SHOP_ZONE}` in the configuration)']],
    },
  ])('$name', ({ file, text, inputs }) => {
    const plan = planDocument(buildDocumentModel(0, loadSource(file, text).documents[0]!.value, [], { partial: file.endsWith('.tf') }), { filePath: file });
    expect(plan.inputs.map((i) => [i.name, i.kind, i.description])).toEqual(inputs);
  });
});

describe('zones without id planned together: one input per zone, never one id for two zones', () => {
  beforeAll(() => prepareFrontEnds(['main.tf']));
  const ruleset = (name: string, zone: string, phase = 'http_request_firewall_custom'): string =>
    `resource "cloudflare_ruleset" "${name}" {\n  zone_id = ${zone}\n  name = "default"\n  kind = "zone"\n  phase = "${phase}"\n  rules = [{ action = "block", expression = "ip.src eq 192.0.2.1" }]\n}\n`;
  const planOf = (files: Record<string, string>): Plan =>
    planDocuments(
      Object.entries(files).map(([filePath, text]) => {
        const loaded = loadSource(filePath, text).documents[0]!;
        return { filePath, document: buildDocumentModel(0, loaded.value, [], { partial: loaded.partial === true }), resourceAt: (path) => loaded.resourceAt?.(path) };
      }),
    );
  it.each<{ name: string; files: Record<string, string>; inputs: string[]; puts: string[] }>([
    {
      name: 'two folders are two root modules: their var.zone_id are two zones',
      files: { 'infra/shop/main.tf': ruleset('waf', 'var.zone_id'), 'infra/blog/main.tf': ruleset('waf', 'var.zone_id') },
      inputs: ['ZONE_ID_INFRA_SHOP: the zone id `var.zone_id` gives in the Terraform module of infra/shop/ (not written in the configuration)', 'ZONE_ID_INFRA_BLOG: the zone id `var.zone_id` gives in the Terraform module of infra/blog/ (not written in the configuration)'],
      puts: ['/zones/${ZONE_ID_INFRA_SHOP}/rulesets/phases/http_request_firewall_custom/entrypoint', '/zones/${ZONE_ID_INFRA_BLOG}/rulesets/phases/http_request_firewall_custom/entrypoint'],
    },
    {
      name: 'the files of one folder are one module: one var.zone_id, one zone',
      files: { 'infra/waf.tf': ruleset('waf', 'var.zone_id'), 'infra/rl.tf': ruleset('rl', 'var.zone_id', 'http_ratelimit') },
      inputs: ['ZONE_ID: the zone id `var.zone_id` gives in the Terraform module of infra/ (not written in the configuration)'],
      puts: ['/zones/${ZONE_ID}/rulesets/phases/http_request_firewall_custom/entrypoint', '/zones/${ZONE_ID}/rulesets/phases/http_ratelimit/entrypoint'],
    },
    {
      name: 'two variables of one module are two zones',
      files: { 'main.tf': ruleset('shop', 'var.shop_zone') + ruleset('blog', 'var.blog_zone') },
      inputs: ['ZONE_ID_SHOP_ZONE: the zone id `var.shop_zone` gives in the Terraform module of the working folder (not written in the configuration)', 'ZONE_ID_BLOG_ZONE: the zone id `var.blog_zone` gives in the Terraform module of the working folder (not written in the configuration)'],
      puts: ['/zones/${ZONE_ID_SHOP_ZONE}/rulesets/phases/http_request_firewall_custom/entrypoint', '/zones/${ZONE_ID_BLOG_ZONE}/rulesets/phases/http_request_firewall_custom/entrypoint'],
    },
    {
      name: 'manifest zones without id, by name (planned with --force)',
      files: { 'zones.yaml': 'zones:\n  - name: shop.example.com\n    rulesets: [{ phase: http_request_firewall_custom, rules: [{ action: block, expression: "ip.src eq 192.0.2.1" }] }]\n  - name: blog.example.com\n    rulesets: [{ phase: http_request_firewall_custom, rules: [{ action: block, expression: "ip.src eq 192.0.2.2" }] }]\n' },
      inputs: ['ZONE_ID_SHOP_EXAMPLE_COM: the id of zone shop.example.com (not written in the configuration)', 'ZONE_ID_BLOG_EXAMPLE_COM: the id of zone blog.example.com (not written in the configuration)'],
      puts: ['/zones/${ZONE_ID_SHOP_EXAMPLE_COM}/rulesets/phases/http_request_firewall_custom/entrypoint', '/zones/${ZONE_ID_BLOG_EXAMPLE_COM}/rulesets/phases/http_request_firewall_custom/entrypoint'],
    },
  ])('$name', ({ files, inputs, puts }) => {
    const plan = planOf(files);
    expect(plan.inputs.map((i) => `${i.name}: ${i.description}`)).toEqual(inputs);
    expect(plan.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(puts);
    // No "the later PUT replaces the earlier one": each zone has its own entry point.
    expect(plan.notes).toEqual([]);
    expect(new Set(plan.calls.map((c) => c.id)).size).toBe(plan.calls.length);
  });

  it('the terraform format writes a variable per zone', () => {
    const hcl = renderPlan(planOf({ 'infra/shop/main.tf': ruleset('waf', 'var.zone_id'), 'infra/blog/main.tf': ruleset('waf', 'var.zone_id') }), 'terraform');
    expect([...hcl.matchAll(/^variable "(\w+)"|zone_id = (var\.\w+)/gm)].map((m) => m[1] ?? m[2])).toEqual(['zone_id_infra_shop', 'zone_id_infra_blog', 'var.zone_id_infra_shop', 'var.zone_id_infra_blog']);
  });

  it("the report's seam tells zones without id or name apart by their path, each getting its own calls", () => {
    const zones = doc('zones:\n  - rulesets: [{ phase: http_request_firewall_custom, rules: [{ action: block, expression: "ip.src eq 192.0.2.1" }] }]\n  - rulesets: [{ phase: http_request_firewall_custom, rules: [{ action: block, expression: "ip.src eq 192.0.2.2" }] }]\n');
    const expressions = (path: (string | number)[]): unknown[] =>
      planScope(zones, { level: 'zone', id: '${ZONE_ID}', path }, { filePath: 'zones.yaml' }).flatMap((c) => ((c.body as { rules?: { expression: string }[] } | undefined)?.rules ?? []).map((r) => r.expression));
    expect([expressions(['zones', 0]), expressions(['zones', 1])]).toEqual([['ip.src eq 192.0.2.1'], ['ip.src eq 192.0.2.2']]);
  });

  it("the report's seam names a manifest zone without id by its name, and gets that zone's calls only", () => {
    const zones = doc('zones:\n  - name: shop.example.com\n    rulesets: [{ phase: http_request_firewall_custom, rules: [{ action: block, expression: "ip.src eq 192.0.2.1" }] }]\n  - name: blog.example.com\n    rulesets: [{ phase: http_request_firewall_custom, rules: [{ action: block, expression: "ip.src eq 192.0.2.2" }] }]\n');
    const calls = (name: string): string[] => planScope(zones, { level: 'zone', id: '${ZONE_ID}', name }, { filePath: 'zones.yaml' }).map((c) => `${c.method} ${c.path}`);
    expect([calls('shop.example.com'), calls('blog.example.com')]).toEqual([
      ['GET /zones/${ZONE_ID_SHOP_EXAMPLE_COM}/rulesets/phases/http_request_firewall_custom/entrypoint', 'PUT /zones/${ZONE_ID_SHOP_EXAMPLE_COM}/rulesets/phases/http_request_firewall_custom/entrypoint'],
      ['GET /zones/${ZONE_ID_BLOG_EXAMPLE_COM}/rulesets/phases/http_request_firewall_custom/entrypoint', 'PUT /zones/${ZONE_ID_BLOG_EXAMPLE_COM}/rulesets/phases/http_request_firewall_custom/entrypoint'],
    ]);
  });
});

describe('calls from a Terraform file name the resource, not a path the file does not have', () => {
  beforeAll(() => prepareFrontEnds(['main.tf']));
  it.each([
    { format: 'md' as const, line: 'from `cloudflare_ruleset.waf` in `main.tf`' },
    { format: 'http' as const, line: '# from cloudflare_ruleset.waf in main.tf' },
    { format: 'curl' as const, line: '# from cloudflare_ruleset.waf in main.tf' },
    { format: 'terraform' as const, line: '# From main.tf, cloudflare_ruleset.waf' },
  ])('$format', ({ format, line }) => {
    const text = `resource "cloudflare_ruleset" "waf" {\n  zone_id = "${ZONE}"\n  name = "default"\n  kind = "zone"\n  phase = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "ip.src eq 192.0.2.1" }]\n}\n`;
    const loaded = loadSource('main.tf', text).documents[0]!;
    const plan = planDocuments([{ filePath: 'main.tf', document: buildDocumentModel(0, loaded.value, [], { partial: true }), resourceAt: (path) => loaded.resourceAt?.(path) }]);
    const source = { file: 'main.tf', path: 'zones[0].rulesets[0]', resource: 'cloudflare_ruleset.waf' };
    // The entry point's read, then its PUT.
    expect(plan.calls.map((c) => [c.operation, c.source])).toEqual([['entrypoint.get', source], ['entrypoint.put', source]]);
    expect(renderPlan(plan, format)).toContain(line);
  });
});
