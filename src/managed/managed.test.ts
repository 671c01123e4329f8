import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildDocumentModel } from '../model/build.js';
import type { DocumentModel } from '../model/types.js';
import { CORE_LAST_RULE, CORE_RULESET_ID } from '../data/managed-rulesets.js';
import { effectiveSettings, overridesForSettings, overridesWithSettings, parseParanoiaLevel, sensitivityOf, thresholdValue } from './core-ruleset-settings.js';
import { coreDeploymentsOf, coreRulesetConfig, coreRulesetConfigOfRuleset } from './core-config.js';
import { checkCategory, checkRuleId, checkRulesetId, knownRulesets } from './known-rulesets.js';
import { parseOverridesValue, ruleEnabled } from './overrides.js';
import { analyzeParanoia, describeParanoia } from './paranoia.js';

const model = (yaml: string): DocumentModel => buildDocumentModel(0, parse(yaml));
const overrides = (value: unknown) => parseOverridesValue(value, ['overrides']);
const tags = (...disabled: number[]) => ({ categories: disabled.map((n) => ({ category: `paranoia-level-${n}`, enabled: false })) });

describe('overridesForSettings (the planner\'s contract)', () => {
  it('PL2 disables the tags of PL3 and PL4; threshold and action go to the last rule', () => {
    expect(overridesForSettings({ paranoia_level: 'PL2', score_threshold: 'medium', action: 'managed_challenge' })).toEqual({
      categories: [
        { category: 'paranoia-level-3', enabled: false },
        { category: 'paranoia-level-4', enabled: false },
      ],
      rules: [{ id: CORE_LAST_RULE.id, score_threshold: 40, action: 'managed_challenge' }],
    });
  });
  it('overrides only what the block sets', () => {
    expect(overridesForSettings({ paranoia_level: 'PL4' })).toEqual({ categories: [], rules: [] });
    expect(overridesForSettings({ score_threshold: 33 })).toEqual({ categories: [], rules: [{ id: CORE_LAST_RULE.id, score_threshold: 33 }] });
  });
  it('round-trips through effectiveSettings', () => {
    for (const pl of ['PL1', 'PL2', 'PL3', 'PL4']) {
      for (const t of ['low', 'medium', 'high'] as const) {
        const s = effectiveSettings(overridesForSettings({ paranoia_level: pl, score_threshold: t, action: 'log' }));
        expect([s.paranoiaLevel, s.threshold, s.sensitivity, s.action]).toEqual([parseParanoiaLevel(pl), thresholdValue(t), t, 'log']);
      }
    }
  });
});

describe('effectiveSettings', () => {
  it('defaults: PL4 (spec 2.7), Medium 40, block', () => {
    expect(effectiveSettings(undefined)).toMatchObject({ paranoiaLevel: 4, disabledLevels: [], threshold: 40, sensitivity: 'medium', action: 'block', lastRuleEnabled: true, sources: { paranoia: 'default', threshold: 'default', action: 'default' } });
  });
  it('a gap sets no level; every tag disabled is level 0', () => {
    expect(effectiveSettings(tags(3)).paranoiaLevel).toBeUndefined();
    expect(effectiveSettings(tags(1, 2, 3, 4)).paranoiaLevel).toBe(0);
  });
  it('the last override of a tag wins', () => {
    expect(effectiveSettings({ categories: [{ category: 'paranoia-level-4', enabled: false }, { category: 'paranoia-level-4', enabled: true }] }).paranoiaLevel).toBe(4);
  });
  it('a ruleset-level enabled: false disables the tags not re-enabled and the last rule', () => {
    const s = effectiveSettings({ enabled: false, categories: [{ category: 'paranoia-level-1', enabled: true }] });
    expect([s.paranoiaLevel, s.disabledLevels, s.lastRuleEnabled, s.sources.paranoia]).toEqual([1, [2, 3, 4], false, 'ruleset']);
    expect(effectiveSettings({ enabled: false, rules: [{ id: CORE_LAST_RULE.id, enabled: true }] }).lastRuleEnabled).toBe(true);
  });
  it('rule override > ruleset override for the action', () => {
    expect(effectiveSettings({ action: 'log', rules: [{ id: CORE_LAST_RULE.id, action: 'block' }] })).toMatchObject({ action: 'block', sources: { action: 'rule' } });
    expect(effectiveSettings({ action: 'log' })).toMatchObject({ action: 'log', sources: { action: 'ruleset' } });
  });
  it('custom thresholds have no sensitivity', () => {
    expect(effectiveSettings({ rules: [{ id: CORE_LAST_RULE.id, score_threshold: 33 }] })).toMatchObject({ threshold: 33, sensitivity: undefined, sources: { threshold: 'rule' } });
    expect(sensitivityOf(25)).toBe('high');
  });
});

describe('analyzeParanoia', () => {
  it('names the gaps and describes the result', () => {
    const a = analyzeParanoia(overrides(tags(2, 4)));
    expect(a.level).toBeUndefined();
    expect(a.gaps.map((g) => g.level)).toEqual([2]);
    expect(describeParanoia(a)).toBe('no paranoia level (tags with gaps)');
    expect(describeParanoia(analyzeParanoia(overrides(tags(3, 4))))).toBe('PL2');
    expect(analyzeParanoia(undefined)).toMatchObject({ level: 4, touched: false });
  });
});

describe('ruleEnabled: rule > tag (last wins) > ruleset', () => {
  const o = overrides({ enabled: false, categories: [{ category: 'a', enabled: true }, { category: 'b', enabled: false }], rules: [{ id: 'r', enabled: true }] });
  it.each([
    ['r', ['b'], true, 'rule'],
    ['x', ['a', 'b'], false, 'category'],
    ['x', ['b', 'a'], false, 'category'],
    ['x', ['a'], true, 'category'],
    ['x', ['c'], false, 'ruleset'],
  ] as const)('rule %s with tags %j', (id, ruleTags, enabled, decidedBy) => {
    expect(ruleEnabled(o, id, ruleTags)).toMatchObject({ enabled, decidedBy });
  });
});

describe('known rulesets', () => {
  const doc = model(
    'account:\n  id: a1\n  managed_rulesets:\n    - { id: 0123456789abcdef0123456789abcdef, name: Partner, categories: [sqli] }\n    - id: 4814384a9e5d4991b9815dcfc25d2f1f\n      rules: [{ id: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, categories: [paranoia-level-1] }, { id: bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, description: "949110: Inbound Anomaly Score Exceeded" }]\n',
  );
  const known = knownRulesets(doc);
  it('adds the account\'s own and refines built-in ones', () => {
    expect(known.get('0123456789abcdef0123456789abcdef')).toMatchObject({ name: 'Partner', origin: 'account', categoriesComplete: true, isCore: false });
    expect(known.get(CORE_RULESET_ID)).toMatchObject({ origin: 'both', rulesComplete: true, lastRuleId: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', isCore: true });
    expect(knownRulesets().get(CORE_RULESET_ID)).toMatchObject({ origin: 'builtin', rulesComplete: false, lastRuleId: CORE_LAST_RULE.id });
  });
  it('judges ruleset ids, rule ids and categories', () => {
    const builtin = knownRulesets();
    const core = builtin.get(CORE_RULESET_ID)!;
    expect(checkRulesetId(CORE_RULESET_ID, builtin)).toBeUndefined();
    expect(checkRulesetId('owasp', builtin)).toEqual({ kind: 'malformed' });
    expect(checkRulesetId('${OWASP}', builtin)).toBeUndefined();
    expect(checkRuleId(CORE_LAST_RULE.ref, core, builtin)).toMatchObject({ kind: 'ref' });
    expect(checkRuleId('949110', core, builtin)).toMatchObject({ kind: 'ruleNumber' });
    expect(checkRuleId('5de7edfa648c4d6891dc3e7f84534ffa', core, builtin)).toBeUndefined();
    expect(checkRuleId(CORE_LAST_RULE.id, builtin.get('efb7b8c949ac4650a09736fc376e9aee')!, builtin)).toMatchObject({ kind: 'otherRuleset' });
    expect(checkCategory('paranoia_level_2', core)).toEqual({ kind: 'badParanoiaTag', suggestion: 'paranoia-level-2' });
    expect(checkCategory('paranoia-level-2', builtin.get('efb7b8c949ac4650a09736fc376e9aee')!)).toEqual({ kind: 'paranoiaElsewhere' });
    expect(checkCategory('attack-sqli', core)).toBeUndefined();
    expect(checkCategory('xss', known.get('0123456789abcdef0123456789abcdef')!)).toEqual({ kind: 'unknown' });
  });
});

describe('coreRulesetConfig', () => {
  const doc = model(`
account:
  id: a1
  rulesets:
    - name: managed
      kind: root
      phase: http_request_firewall_managed
      rules:
        - { action: execute, expression: 'cf.zone.plan eq "ENT"', action_parameters: { id: ${CORE_RULESET_ID} } }
zones:
  - id: z1
    owasp: { paranoia_level: PL2, score_threshold: medium, action: managed_challenge }
    rulesets:
      - phase: http_request_firewall_managed
        rules:
          - action: execute
            expression: "true"
            action_parameters:
              id: ${CORE_RULESET_ID}
              overrides:
                categories: [{ category: paranoia-level-3, enabled: false }, { category: paranoia-level-4, enabled: false }, { category: sqli, enabled: false }]
                rules: [{ id: ${CORE_LAST_RULE.id}, score_threshold: 40, action: managed_challenge }, { id: 8ac8bc2a661e475d940980f9317f28e1, enabled: false }]
  - id: z2
`);
  it('a zone with its own deployment, and the account\'s as another', () => {
    const config = coreRulesetConfig(doc.zones[0]!, doc);
    expect(config).toMatchObject({
      deployed: true,
      deployment: { level: 'zone', enabled: true, expression: 'true' },
      paranoiaDescription: 'PL2',
      sensitivityName: 'Medium',
      actionName: 'Managed Challenge',
      disabledTags: ['sqli', 'paranoia-level-3', 'paranoia-level-4'],
      disabledRules: ['8ac8bc2a661e475d940980f9317f28e1'],
      active: true,
      settings: { paranoiaLevel: 2, threshold: 40, action: 'managed_challenge' },
    });
    expect(config.otherDeployments.map((d) => d.level)).toEqual(['account']);
    expect(config.requested?.overrides.categories).toHaveLength(2);
  });
  it('a zone covered only by the account', () => {
    expect(coreRulesetConfig(doc.zones[1]!, doc)).toMatchObject({ deployed: true, deployment: { level: 'account' }, settings: { paranoiaLevel: 4, threshold: 40, action: 'block' } });
    expect(coreRulesetConfig(doc.zones[1]!)).toMatchObject({ deployed: true, deployment: { level: 'account' } });
  });
  it('the account and a zone without anything', () => {
    expect(coreDeploymentsOf(doc.account!, doc)).toHaveLength(1);
    const bare = model('zones:\n  - id: z3\n');
    expect(coreRulesetConfig(bare.zones[0]!, bare)).toMatchObject({ deployed: false, active: false, otherDeployments: [], settings: { paranoiaLevel: 4 } });
  });
  it('a raw entry point', () => {
    const raw = model(`result: { kind: zone, phase: http_request_firewall_managed, rules: [{ action: execute, enabled: false, expression: "true", action_parameters: { id: ${CORE_RULESET_ID} } }] }\nsuccess: true\nerrors: []\nmessages: []\n`);
    expect(coreRulesetConfigOfRuleset(raw.rulesets[0]!, raw)).toMatchObject({ deployed: true, active: false, deployment: { level: 'zone', enabled: false } });
  });
});

describe('overridesWithSettings (what the plan sends)', () => {
  it('replaces the paranoia tags and merges into the last rule\'s override, keeping the rest', () => {
    const existing = {
      action: 'log',
      categories: [{ category: 'paranoia-level-3', enabled: false }, { category: 'sqli', enabled: false }],
      rules: [{ id: CORE_LAST_RULE.id, score_threshold: 25, enabled: true }, { id: 'r2', enabled: false }],
    };
    expect(overridesWithSettings(existing, { paranoia_level: 'PL2', action: 'block' })).toEqual({
      action: 'log',
      categories: [{ category: 'sqli', enabled: false }, { category: 'paranoia-level-3', enabled: false }, { category: 'paranoia-level-4', enabled: false }],
      rules: [{ id: 'r2', enabled: false }, { id: CORE_LAST_RULE.id, score_threshold: 25, enabled: true, action: 'block' }],
    });
    expect(overridesWithSettings(undefined, {})).toEqual({});
  });
  it('applies to the zone\'s own deployment in coreRulesetConfig', () => {
    const doc = model(`zones:\n  - id: z1\n    owasp: { paranoia_level: PL1, score_threshold: 25 }\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules: [{ action: execute, expression: "true", action_parameters: { id: ${CORE_RULESET_ID} } }]\n`);
    const config = coreRulesetConfig(doc.zones[0]!, doc);
    expect(config).toMatchObject({ settings: { paranoiaLevel: 1, threshold: 25, action: 'block' }, explicitSettings: { paranoiaLevel: 4, threshold: 40 }, fromOwasp: { paranoia: true, threshold: true, action: false } });
  });
});
