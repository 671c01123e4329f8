/** The member lists of api-bodies.ts that copy a schema's members agree with the schema. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';
import { MANIFEST_KEYS, RULE_KEYS, RULE_POSITION_KEYS } from './api-bodies.js';

function membersOf(schema: string): string[] {
  const parsed = JSON.parse(readFileSync(join(packageRoot(), 'schemas', schema), 'utf8')) as { properties: Record<string, unknown> };
  return Object.keys(parsed.properties).sort();
}

describe('api-bodies.ts member lists', () => {
  it.each([
    ['RULE_KEYS', RULE_KEYS, 'rule.json'],
    ['RULE_POSITION_KEYS', RULE_POSITION_KEYS, 'rule-position.json'],
    ['MANIFEST_KEYS', MANIFEST_KEYS, 'manifest.json'],
  ])('%s lists the members of schemas/%s', (_name, keys, schema) => {
    expect([...keys].sort()).toEqual(membersOf(schema));
  });
});
