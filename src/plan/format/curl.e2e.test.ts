/**
 * The curl script runs: a generated script is executed with `sh` against a
 * small in-process imitation of the API, and the requests it sends are
 * checked — order, methods, paths with the ids read from earlier responses,
 * auth headers, bodies with `${NAME}` filled from the environment and
 * `{{placeholders}}` from responses. Skipped where curl or jq is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocumentModel } from '../../model/build.js';
import { loadSource } from '../../load/source-file.js';
import { planDocuments } from '../planner.js';
import { formatCurl } from './curl.js';

const available = ['curl', 'jq', 'sh'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0);

const ACCOUNT = '01a7362d577a6c3019a474fd6f485823';
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const LAST_RULE = 'ffffae15870a4bb7b2d480d4843b3fff';
const ENTRYPOINT = 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0';
const EXECUTE_RULE = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';

const MANIFEST = `
account:
  id: ${ACCOUNT}
  esc:
    disable: { always: true }
  lists:
    - { name: office_ips, kind: ip, items: ["192.0.2.0/24"] }
  rulesets:
    - name: Network firewall
      kind: root
      phase: magic_transit
      rules:
        - action: block
          expression: tcp.dstport in { 8080 8443 } and not ip.src in $office_ips
zones:
  - id: ${ZONE}
    name: example.com
    esc:
      disable: { with_secret: "\${ESC_SECRET}" }
    owasp: { paranoia_level: PL2, score_threshold: high, action: log }
    rulesets:
      - phase: http_request_firewall_managed
        rules:
          - action: execute
            expression: "true"
            action_parameters: { id: ${CORE}, version: latest }
    logpush_jobs:
      - name: blocked-requests
        dataset: http_requests
        filter: '{"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"400"}]}}'
        output_options: { field_names: [ClientIP], record_template: '{"ip":{{ .ClientIP }},"x":{{.ClientIP}}}' }
        destination_conf: s3://logs-bucket/http?region=us-east-1
`;

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

function envelope(result: unknown): string {
  return JSON.stringify({ result, success: true, errors: [], messages: [] });
}

describe.skipIf(!available)('the curl script against an imitation of the API', () => {
  const seen: Seen[] = [];
  let server: Server;
  let base = '';
  let entrypointReads = 0;
  let bulkReads = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        const path = (req.url ?? '').replace(/^\/client\/v4/, '');
        seen.push({ method: req.method ?? '', path, headers: req.headers, body: data ? (JSON.parse(data) as unknown) : undefined });
        const reply = (status: number, body: string): void => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(body);
        };
        const route = `${req.method} ${path}`;
        if (route === `GET /accounts/${ACCOUNT}/rulesets`) {
          return reply(200, envelope([{ id: CORE, name: 'Cloudflare OWASP Core Ruleset', source: 'firewall_managed', kind: 'managed', phase: 'http_request_firewall_managed' }]));
        }
        if (route === `GET /accounts/${ACCOUNT}/rulesets/${CORE}`) {
          return reply(200, envelope({ id: CORE, rules: [{ id: 'r1' }, { id: 'r2' }, { id: LAST_RULE, score_threshold: 40 }] }));
        }
        if (route === `GET /zones/${ZONE}/rulesets/phases/http_request_firewall_managed/entrypoint`) {
          entrypointReads++;
          if (entrypointReads === 1) return reply(404, JSON.stringify({ success: false, errors: [{ code: 10000, message: 'not found' }], messages: [], result: null }));
          return reply(200, envelope({ id: ENTRYPOINT, kind: 'zone', rules: [{ id: 'other', action: 'skip' }, { id: EXECUTE_RULE, action: 'execute', action_parameters: { id: CORE } }] }));
        }
        if (route === `POST /accounts/${ACCOUNT}/rules/lists`) return reply(200, envelope({ id: 'list0001', name: 'office_ips' }));
        if (route === `POST /accounts/${ACCOUNT}/rules/lists/list0001/items`) return reply(200, envelope({ operation_id: 'op0001' }));
        if (route === `GET /accounts/${ACCOUNT}/rules/lists/bulk_operations/op0001`) {
          bulkReads++;
          return reply(200, envelope({ id: 'op0001', status: bulkReads === 1 ? 'running' : 'completed' }));
        }
        if (route === `POST /zones/${ZONE}/logpush/ownership`) return reply(200, envelope({ filename: 'http/ownership-challenge-0a1b.txt', valid: true, message: '' }));
        return reply(200, envelope({}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends every call in order, with ids from earlier responses and secrets from the environment', async () => {
    const file = loadSource('config.edge.yaml', MANIFEST);
    const plan = planDocuments([{ filePath: 'config.edge.yaml', document: buildDocumentModel(0, file.documents[0]!.value) }]);
    const dir = mkdtempSync(join(tmpdir(), 'edgelint-plan-'));
    const script = join(dir, 'plan.sh');
    writeFileSync(script, formatCurl(plan));
    const responses = join(dir, 'responses');
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn('sh', [script], {
        env: {
          PATH: process.env['PATH'] ?? '/usr/bin:/bin',
          API_BASE_URL: base,
          API_TOKEN: 'token-value',
          API_EMAIL: 'ops@example.com',
          API_KEY: 'key-value',
          ESC_SECRET: 'sécret "quoted" ${NOT_A_REF}',
          OWNERSHIP_CHALLENGE_EXAMPLE_COM_BLOCKED_REQUESTS: 'eyJhbGciOi.token',
          EDGELINT_RESPONSES: responses,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stderr }));
    });
    try {
      expect(run.stderr).toContain('edgelint plan: done');
      expect(run.code).toBe(0);
      expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
        `POST /accounts/${ACCOUNT}/rules/lists`,
        `POST /accounts/${ACCOUNT}/rules/lists/list0001/items`,
        `GET /accounts/${ACCOUNT}/rules/lists/bulk_operations/op0001`,
        `GET /accounts/${ACCOUNT}/rules/lists/bulk_operations/op0001`,
        `POST /accounts/${ACCOUNT}/rulesets`,
        `GET /accounts/${ACCOUNT}/rulesets`,
        `GET /zones/${ZONE}/rulesets/phases/http_request_firewall_managed/entrypoint`,
        `PUT /zones/${ZONE}/rulesets/phases/http_request_firewall_managed/entrypoint`,
        `GET /zones/${ZONE}/rulesets/phases/http_request_firewall_managed/entrypoint`,
        `GET /accounts/${ACCOUNT}/rulesets/${CORE}`,
        `PATCH /zones/${ZONE}/rulesets/${ENTRYPOINT}/rules/${EXECUTE_RULE}`,
        `POST /zones/${ZONE}/logpush/ownership`,
        `POST /zones/${ZONE}/logpush/jobs`,
        `POST /zones/${ZONE}/disable_esc`,
        `POST /accounts/${ACCOUNT}/disable_esc`,
      ]);
      const byRoute = (method: string, path: string): Seen => seen.find((s) => s.method === method && s.path === path)!;
      // Auth per call (spec part 5): key pair for ESC, ruleset creation and log push; token for the managed configuration.
      expect(byRoute('POST', `/zones/${ZONE}/disable_esc`).headers['x-auth-email']).toBe('ops@example.com');
      expect(byRoute('POST', `/zones/${ZONE}/disable_esc`).headers['x-auth-key']).toBe('key-value');
      expect(byRoute('POST', `/zones/${ZONE}/disable_esc`).headers['authorization']).toBeUndefined();
      expect(byRoute('GET', `/accounts/${ACCOUNT}/rulesets`).headers['authorization']).toBe('Bearer token-value');
      expect(byRoute('POST', `/accounts/${ACCOUNT}/rulesets`).headers['content-type']).toBe('application/json');
      // The secret arrives exactly as set, with no interpretation of what it contains.
      expect(byRoute('POST', `/zones/${ZONE}/disable_esc`).body).toEqual({ with_secret: 'sécret "quoted" ${NOT_A_REF}' });
      expect(byRoute('POST', `/accounts/${ACCOUNT}/disable_esc`).body).toEqual({ always: true });
      expect(byRoute('POST', `/accounts/${ACCOUNT}/rules/lists/list0001/items`).body).toEqual([{ ip: '192.0.2.0/24' }]);
      // The PATCH carries the last rule's id read from the managed ruleset, and both override lists.
      expect(byRoute('PATCH', `/zones/${ZONE}/rulesets/${ENTRYPOINT}/rules/${EXECUTE_RULE}`).body).toEqual({
        action: 'execute',
        expression: 'true',
        enabled: true,
        action_parameters: {
          id: CORE,
          version: 'latest',
          overrides: {
            categories: [
              { category: 'paranoia-level-3', enabled: false },
              { category: 'paranoia-level-4', enabled: false },
            ],
            rules: [{ id: LAST_RULE, score_threshold: 25, action: 'log' }],
          },
        },
      });
      expect(byRoute('POST', `/zones/${ZONE}/logpush/jobs`).body).toEqual({
        name: 'blocked-requests',
        dataset: 'http_requests',
        filter: '{"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"400"}]}}',
        output_options: { field_names: ['ClientIP'], record_template: '{"ip":{{ .ClientIP }},"x":{{.ClientIP}}}' },
        destination_conf: 's3://logs-bucket/http?region=us-east-1',
        ownership_challenge: 'eyJhbGciOi.token',
      });
      // Responses are kept for review, except the one that may echo the secret.
      const kept = readdirSync(responses);
      expect(kept).toContain('example_com_read_entrypoint_http_request_firewall_managed.json');
      expect(kept).not.toContain('example_com_esc_secret.json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('stops at the first failing call and names it', async () => {
    const file = loadSource('c.yaml', `zones:\n  - id: ${ZONE}\n    esc: { disable: { always: true } }\n`);
    const plan = planDocuments([{ filePath: 'c.yaml', document: buildDocumentModel(0, file.documents[0]!.value) }]);
    const dir = mkdtempSync(join(tmpdir(), 'edgelint-plan-'));
    const script = join(dir, 'plan.sh');
    writeFileSync(script, formatCurl(plan));
    const run = spawnSync('sh', [script], { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', API_BASE_URL: 'http://127.0.0.1:9/v4', API_EMAIL: 'e', API_KEY: 'k' }, encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('API_BASE_URL must end in /client/v4');
    const unset = spawnSync('sh', ['-c', formatCurl(plan)], { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, encoding: 'utf8' });
    expect(unset.status).not.toBe(0);
    expect(unset.stderr).toContain('API_EMAIL');
  });
});
