import rule from './skip-no-op.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const SKIP_CURRENT = '  - action: skip\n    expression: http.request.uri.path eq "/health"\n    action_parameters: { ruleset: current }\n';
const BLOCK = '  - action: block\n    expression: "true"\n';

ruleTester(rule, {
  valid: [
    { name: 'a skip of the current ruleset before other rules', code: `phase: magic_transit\nrules:\n${SKIP_CURRENT}${BLOCK}` },
    { name: 'the last rule skips other phases, not the rest of this ruleset', code: 'phase: http_request_firewall_custom\nrules:\n  - action: skip\n    expression: "true"\n    action_parameters: { phases: [http_ratelimit] }\n' },
    { name: 'a managed ruleset read back is Cloudflare\'s', code: `kind: managed\nphase: magic_transit_managed\nrules:\n${BLOCK}${SKIP_CURRENT}` },
    { name: 'a rule body added with POST: its place in the ruleset is not known', code: '{"action": "skip", "expression": "true", "action_parameters": {"ruleset": "current"}}', filename: 'rule.json' },
  ],
  invalid: [
    {
      name: 'ruleset: current as the last rule',
      code: `phase: magic_transit\nrules:\n${BLOCK}${SKIP_CURRENT}`,
      errors: [{ messageId: 'nothingAfter', line: 7, column: 35, endLine: 7, endColumn: 42 }],
    },
    {
      name: 'a read-back ruleset in JSON',
      filename: 'r.json',
      code: '{"result": {"kind": "root", "phase": "magic_transit", "rules": [\n  {"action": "skip", "action_parameters": {"ruleset": "current"}, "expression": "tcp.dstport in { 32768..65535 }"}\n]}, "success": true, "errors": [], "messages": []}',
      errors: [{ messageId: 'nothingAfter', line: 2, column: 55, endLine: 2, endColumn: 64 }],
    },
  ],
});
