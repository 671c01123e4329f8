/**
 * Validate the options a configuration gives a rule against the rule's
 * `meta.schema`. Rule option schemas are small and needed only when a
 * configuration sets options, so they are compiled on demand (the ajv
 * compiler is loaded then, never on a plain run) and cached per rule.
 */
import { createRequire } from 'node:module';
import type { AnyRule } from '../engine/rule.js';

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
type AjvClass = new (options: object) => { compile(schema: object): Validate };

const require = createRequire(import.meta.url);
const compiled = new WeakMap<AnyRule, Validate>();
let ajv: { compile(schema: object): Validate } | undefined;

function compile(rule: AnyRule): Validate | undefined {
  const schema = rule.meta.schema;
  if (!schema) return undefined;
  let validate = compiled.get(rule);
  if (!validate) {
    if (!ajv) {
      // CommonJS `require` keeps the compiler out of the start-up import graph.
      const Ajv = (require('ajv') as { default: AjvClass }).default;
      ajv = new Ajv({ allErrors: true, strict: true, useDefaults: false });
    }
    validate = ajv.compile(schema as object);
    compiled.set(rule, validate);
  }
  return validate;
}

/** Human messages for each problem with `options`; empty when they are valid. */
export function validateRuleOptions(rule: AnyRule, options: Record<string, unknown>): string[] {
  const validate = compile(rule);
  if (!validate) return Object.keys(options).length ? [`the rule takes no options`] : [];
  if (validate(options)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath ? `\`${e.instancePath.slice(1).replace(/\//g, '.')}\` ` : ''}${e.message ?? 'is not valid'}`);
}
