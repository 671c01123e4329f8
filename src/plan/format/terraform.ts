/**
 * `--format terraform`: the planned rulesets (`src/plan/configuration.ts`) —
 * the configuration's rulesets with the replacement rules generated for
 * uncovered ESC behaviours — as `cloudflare_ruleset` resources for the
 * Cloudflare provider v5, whose attributes are the API's members. A scope
 * whose id the configuration does not give becomes a variable. The output
 * is read back by edgelint's own HCL front end in the tests, and lints
 * clean. Lists and log push jobs are not written (the plan's calls hold
 * them).
 */
import { hclQuoted } from '../../load/hcl/hcl-edit.js';
import { UnknownValue } from '../../load/value-tree.js';
import type { PlannedRuleset } from '../configuration.js';
import { sourceName } from '../desired.js';
import { scopeSlug, slug } from '../naming.js';
import { headerReferenceNamer, referenceRulesetSecrets } from '../ruleset-secrets.js';
import type { Plan, PlanScope } from '../types.js';
import { counted } from '../../text/counted.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Words that would read as something else at the start of an object key. */
const KEYWORDS = new Set(['for', 'in', 'if', 'true', 'false', 'null']);

function key(name: string): string {
  return IDENTIFIER.test(name) && !KEYWORDS.has(name) ? name : hclQuoted(name);
}

/** A value as HCL, objects and lists over several lines, indented by `indent`. */
function hcl(value: unknown, indent: string): string {
  if (value instanceof UnknownValue) return value.toJSON().slice(2, -1);
  if (typeof value === 'string') return hclQuoted(value);
  if (typeof value === 'number') return String(value).replace(/^(-?\d+)e/, '$1.0e');
  if (typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v !== 'object' || v === null)) return `[${value.map((v) => hcl(v, inner)).join(', ')}]`;
    return `[\n${value.map((v) => `${inner}${hcl(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    // A loop, not `Math.max(...)`: an object may have more members than a call's arguments can.
    let width = 0;
    for (const [k] of entries) width = Math.max(width, key(k).length);
    return `{\n${entries.map(([k, v]) => `${inner}${key(k).padEnd(width)} = ${hcl(v, inner)}`).join('\n')}\n${indent}}`;
  }
  return 'null';
}

/** The variable holding a scope's id when the configuration does not give it. */
function scopeVariable(scope: PlanScope): string | undefined {
  if (!/^\$\{/.test(scope.id)) return undefined;
  if (scope.level === 'account') return 'account_id';
  // A zone without a name: the variable named as the plan's input (`${ZONE_ID_INFRA_SHOP}` → `zone_id_infra_shop`), one per zone.
  return scope.name ? `${slug(scope.name)}_zone_id` : slug(scope.id);
}

function resourceName(ruleset: PlannedRuleset, taken: Set<string>): string {
  const body = ruleset.body;
  const what = body['kind'] === 'custom' && typeof body['name'] === 'string' ? body['name'] : String(body['phase'] ?? 'ruleset');
  const base = `${scopeSlug(ruleset.scope)}_${slug(what)}`.replace(/^([0-9])/, '_$1');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

function resource(ruleset: PlannedRuleset, name: string): string {
  const body = ruleset.body;
  const variable = scopeVariable(ruleset.scope);
  const scopeAttribute = ruleset.scope.level === 'zone' ? 'zone_id' : 'account_id';
  const attributes: [string, string][] = [[scopeAttribute, variable ? `var.${variable}` : hclQuoted(ruleset.scope.id)]];
  // The provider requires a name; an entry point the configuration does not name gets its phase's.
  attributes.push(['name', hclQuoted(typeof body['name'] === 'string' ? body['name'] : `${String(body['phase'])} entry point`)]);
  if (typeof body['description'] === 'string' && body['description'] !== '') attributes.push(['description', hclQuoted(body['description'])]);
  attributes.push(['kind', hclQuoted(String(body['kind']))], ['phase', hclQuoted(String(body['phase']))]);
  const width = Math.max(...attributes.map(([k]) => k.length), 'rules'.length);
  const lines = [`resource "cloudflare_ruleset" "${name}" {`, ...attributes.map(([k, v]) => `  ${k.padEnd(width)} = ${v}`)];
  lines.push(`  ${'rules'.padEnd(width)} = ${hcl(Array.isArray(body['rules']) ? body['rules'] : [], '  ')}`, '}');
  const origin = ruleset.source ? `# From ${oneLine(ruleset.source.file)}, ${oneLine(sourceName(ruleset.source))}` : '# A new entry point for the generated replacement rules';
  const generated = ruleset.generatedRules ? `\n# ${counted(ruleset.generatedRules, 'rule')} added to replace ESC behaviours ("Replaces ESC …").` : '';
  return `${origin}${generated}\n${lines.join('\n')}\n`;
}

/** Text for a `#` comment: a line break in a file name or path would end the comment and start HCL. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/**
 * Where a secret's variable goes in a rendered string: private-use
 * characters `hclQuoted` leaves alone and configuration text does not hold,
 * replaced by the interpolation once the HCL is written.
 */
const SECRET_OPEN = '\uE000';
const SECRET_CLOSE = '\uE001';
const SECRET_TOKEN = /\uE000([a-z0-9_]+)\uE001/g;

/**
 * The rulesets with their literal secrets (a cookie secret in an expression,
 * a credential header; `ruleset-secrets.ts`) in sensitive variables: the
 * format never prints a secret, and `***` would apply another rule.
 */
function withSecretVariables(rulesets: readonly PlannedRuleset[]): { rulesets: PlannedRuleset[]; secrets: string[] } {
  const secrets = new Set<string>();
  const headerName = headerReferenceNamer((scope, name) => `header_${slug(name)}_${scope}`);
  const out = rulesets.map((ruleset) => {
    const scope = slug(scopeSlug(ruleset.scope));
    const { value, used } = referenceRulesetSecrets(ruleset.body, {
      cookie: `${SECRET_OPEN}esc_secret_${scope}${SECRET_CLOSE}`,
      header: (name, text) => `${SECRET_OPEN}${headerName(scope, name, text)}${SECRET_CLOSE}`,
    });
    for (const token of used) secrets.add(token.slice(1, -1));
    return value === ruleset.body ? ruleset : { ...ruleset, body: value as Record<string, unknown> };
  });
  return { rulesets: out, secrets: [...secrets].sort() };
}

export function formatTerraform(plan: Plan): string {
  const { rulesets, secrets } = withSecretVariables(plan.rulesets ?? []);
  const taken = new Set<string>();
  const variables = [...new Set(rulesets.map((r) => scopeVariable(r.scope)).filter((v): v is string => v !== undefined))];
  const generated = rulesets.reduce((n, r) => n + r.generatedRules, 0);
  const parts = [
    [
      '# Written by `edgelint plan --format terraform`: the planned rulesets as Cloudflare provider v5',
      `# cloudflare_ruleset resources, with ${counted(generated, 'generated rule')} replacing ESC behaviours.`,
      '',
      'terraform {',
      '  required_providers {',
      '    cloudflare = {',
      '      source  = "cloudflare/cloudflare"',
      '      version = ">= 5.0"',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
    ...variables.map((v) => `variable "${v}" {\n  type = string\n}\n`),
    ...secrets.map((v) => `variable "${v}" {\n  type      = string\n  sensitive = true\n}\n`),
    ...rulesets.map((r) => resource(r, resourceName(r, taken))),
  ];
  return parts.join('\n').replace(SECRET_TOKEN, (_, name: string) => `\${var.${name}}`);
}
