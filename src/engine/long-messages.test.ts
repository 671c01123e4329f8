/**
 * A message quotes at most `MAX_QUOTED_LENGTH` characters of what the user
 * wrote, wherever the text comes from: a rule's template (also inside a code
 * span that adds quotes), a loader's syntax message, the `yaml` library's
 * own message, a resource address put in front. Each case writes one token of
 * thousands of characters; every message must stay a headline.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { MAX_QUOTED_LENGTH } from '../text/headline.js';
import { lintText } from './linter.js';

const config = {
  rules: ALL_RULES.filter((r) => r.meta.defaultSeverity !== 'off').map((rule) => ({ rule, severity: rule.meta.defaultSeverity as 'info' | 'warn' | 'error', options: rule.defaultOptions })),
  settings: { now: TEST_NOW, lists: {} },
};

beforeAll(() => prepareFrontEnds(['x.json']));

const LONG = 'q'.repeat(3000);
/** Two quotes of the longest allowed length and the template's words around them. */
const MAX_MESSAGE = 2 * MAX_QUOTED_LENGTH + 100;

const ruleset = (expression: string): string => `phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: '${expression}'\n`;

describe('messages quote at most MAX_QUOTED_LENGTH characters of user text', () => {
  it.each([
    ['a bare word where a string belongs (quoted twice by its template)', 'x.yaml', ruleset(`http.host eq ${LONG}`), 'expression/literal-type'],
    ['a list name', 'x.yaml', ruleset(`ip.src in $${LONG}`), 'expression/list-name'],
    ['an unquoted JSON value', 'x.json', `{"phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": t${LONG}}]}`, null],
    ['an invalid JSON number', 'x.json', `{"phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": "true", "position": 1${LONG}}]}`, null],
    ['a scalar yaml finds after the document', 'x.yaml', `phase: http_request_firewall_custom\n}${LONG}\n`, null],
    [
      'the resource address in front of a message about a plan',
      'plan.json',
      JSON.stringify({
        format_version: '1.2',
        terraform_version: '1.9.0',
        planned_values: { root_module: { resources: [{ address: `cloudflare_ruleset.${LONG}`, mode: 'managed', type: 'cloudflare_ruleset', name: LONG, values: { zone_id: 'z', kind: 'zone', phase: 'http_request_firewall_custom', rules: [{ action: 'block', expression: 'ip.src eq 1.2.3.400' }] } }] } },
      }),
      'expression/invalid-ip',
    ],
  ])('%s', (_name, file, text, ruleId) => {
    const messages = lintText(file, text, config).messages;
    expect(messages.map((m) => m.ruleId)).toContain(ruleId);
    for (const m of messages) expect(m.message.length, m.message.slice(0, 200)).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(messages.some((m) => m.message.includes('…'))).toBe(true);
  });
});
