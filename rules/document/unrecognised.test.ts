import rule from './unrecognised.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    // Bodies of the rule endpoints, rules lists, job updates and operation replies (src/data/api-bodies.ts).
    { name: 'a POST rule body', code: 'action: block\nexpression: "true"\n' },
    { name: 'a PATCH position body', filename: 'p.json', code: '{"position": {"index": 2}}' },
    { name: 'a rules list body', code: 'name: office_ips\nkind: ip\n' },
    { name: 'list items', filename: 'items.json', code: '[{"ip": "192.0.2.1"}, {"ip": "192.0.2.2", "comment": "x"}]' },
    { name: 'a job update body', code: 'enabled: false\n' },
    { name: 'an envelope printed with result alone', filename: 'r.json', code: '{"result": {"phase": "magic_transit", "rules": []}}' },
    { name: 'a delete reply', filename: 'd.json', code: '{"errors": [], "messages": [], "result": {}, "success": true}' },
    { name: 'an ownership challenge reply', filename: 'o.json', code: '{"errors": [], "messages": [], "result": {"filename": "x/ownership-challenge.txt", "valid": true, "message": ""}, "success": true}' },
    'account:\n  id: a\n',
    'zones: []\n',
    'phase: magic_transit\nrules: []\n',
    '{"dataset": "http_requests", "destination_conf": "s3://b?region=us-east-1"}',
    'with_secret: "${ESC_SECRET}"\n',
    '{"success": true, "errors": [], "messages": [], "result": [{"id": "a", "phase": "magic_transit", "kind": "root"}]}',
    '{"success": true, "errors": [], "messages": [], "result": []}',
    // An empty file or a comment-only file has nothing to lint.
    '',
    '# nothing here yet\n',
  ],
  invalid: [
    { name: 'an id alone is not a body', filename: 'id.json', code: '{"id": "x"}', errors: [{ messageId: 'unrecognised', line: 1, column: 1, endLine: 1, endColumn: 12 }] },
    { code: '# a comment\nfoo: 1\nbar: 2\n', errors: [{ messageId: 'unrecognised', line: 2, column: 1, endLine: 2, endColumn: 7, message: '(keys `foo`, `bar`)' }] },
    { name: 'names two keys at most', code: 'services: {}\nvolumes: {}\nnetworks: {}\nconfigs: {}\n', errors: [{ messageId: 'unrecognised', line: 1, column: 1, endLine: 1, endColumn: 13, message: 'Unrecognised document (keys `services`, `volumes`, …); expected a manifest or an API object.' }] },
    { code: '- a\n- b\n', errors: [{ messageId: 'unrecognised', line: 1, column: 1, endLine: 1, endColumn: 4, message: '(a list)' }] },
    { filename: 'x.json', code: '{"name": "x"}', errors: [{ messageId: 'unrecognised', line: 1, column: 1, endLine: 1, endColumn: 14 }] },
    {
      name: 'the second document of a stream',
      code: 'phase: magic_transit\nrules: []\n---\njust a string\n---\n',
      errors: [{ messageId: 'unrecognised', line: 4, column: 1, endLine: 4, endColumn: 14, message: '(a string)' }],
    },
  ],
});
