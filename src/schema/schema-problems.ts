/**
 * Validate a document against its JSON Schema and turn ajv's errors into
 * problems a user can act on: one rule id per kind of failure (cfn-lint's
 * keyword → rule mapping), the object's name from the schema's `title`, a
 * "did you mean" for unknown keys, the YAML 1.1 boolean trap explained, and
 * a JSON path for the engine to place the report — never a schema path or a
 * `$ref` in the message.
 */
import { valueAt } from '../model/value-at.js';
import type { ErrorObject } from 'ajv';
import * as validators from './generated-validators.js';
import type { ApiObjectModel, ApiShape, DocumentModel, Path } from '../model/types.js';
import { isObject } from '../model/build.js';
import { didYouMean, suggestionEnd } from '../text/did-you-mean.js';
import { MAX_HEADLINE_LENGTH, shortened } from '../text/headline.js';
import { describeValue, isYaml11Boolean, quoteShort, typeWord, yaml11BooleanMeaning } from '../text/describe-value.js';
import { isSecretName } from '../text/secrets.js';
import { wordList } from '../text/word-list.js';
import { counted } from '../text/counted.js';

/** The schema rules, by the kind of failure (rules/schema/<code>.ts). */
export type SchemaProblemCode = 'unknown-key' | 'missing-required' | 'wrong-type' | 'invalid-value' | 'out-of-range';

export interface SchemaProblem {
  readonly code: SchemaProblemCode;
  readonly path: Path;
  readonly target: 'key' | 'value';
  /** The complete human message (schema messages are composed from the schema, not from a fixed template). */
  readonly message: string;
}

type ValidateFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const VALIDATOR_OF_SHAPE: Readonly<Record<ApiShape, ValidateFunction>> = {
  ruleset: validators.ruleset as ValidateFunction,
  rule: validators.rule as ValidateFunction,
  logpush_job: validators.logpushJob as ValidateFunction,
  instant_logs_job: validators.instantLogsJob as ValidateFunction,
  esc_setting: validators.escSetting as ValidateFunction,
  rules_list: validators.rulesList as ValidateFunction,
  list_item: validators.listItem as ValidateFunction,
};

/** Every schema problem of a document, in document order of their paths. */
export function schemaProblems(document: DocumentModel): SchemaProblem[] {
  const value = document.value;
  const problems: SchemaProblem[] = [];
  if (document.kind === 'manifest') {
    run(validators.manifest as ValidateFunction, value, [], problems);
    return problems;
  }
  if (document.envelope && isObject(value)) run(validators.envelope as ValidateFunction, value, [], problems);
  for (const object of document.apiObjects) runApiObject(object, problems);
  return problems;
}

/**
 * One API object against the schema of its shape. A rule body may carry
 * `position` (the rule endpoints only), checked on its own; a body that is
 * only `position` reorders the rule and needs no rule members
 * (update-rule.mdx).
 */
function runApiObject(object: ApiObjectModel, problems: SchemaProblem[]): void {
  if (object.shape !== 'rule' || !('position' in object.value)) {
    run(VALIDATOR_OF_SHAPE[object.shape], object.value, object.path, problems);
    return;
  }
  const { position, ...rule } = object.value;
  if (Object.keys(rule).length > 0) run(VALIDATOR_OF_SHAPE.rule, rule, object.path, problems);
  run(validators.rulePosition as ValidateFunction, position, [...object.path, 'position'], problems);
}

function run(validate: ValidateFunction, data: unknown, prefix: Path, problems: SchemaProblem[]): void {
  if (validate(data)) return;
  const errors = validate.errors ?? [];
  // An `anyOf` failure is reported once, as itself; its branches' errors at the same place would only confuse.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  // Several missing keys of one object make one report ("missing the required keys `kind` and `name`").
  const missing = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword === 'required') missing.set(error.instancePath, [...(missing.get(error.instancePath) ?? []), String((error.params as Record<string, unknown>)['missingProperty'])]);
  }
  for (const error of errors) {
    if (error.keyword === 'if' || error.keyword === 'allOf') continue;
    if (error.keyword === 'required') {
      const keys = missing.get(error.instancePath);
      if (!keys) continue; // already reported with the object's first missing key
      missing.delete(error.instancePath);
      const problem = toProblem({ ...error, params: { missingProperty: keys.sort() } }, data, prefix);
      if (problem) problems.push(problem);
      continue;
    }
    if (error.keyword !== 'anyOf' && anyOfPaths.has(error.instancePath)) continue;
    const problem = toProblem(error, data, prefix);
    if (problem) problems.push(problem);
  }
}

/** Decode a JSON pointer against the data, so array indexes become numbers. */
function pointerToPath(pointer: string, data: unknown): (string | number)[] {
  if (pointer === '') return [];
  const path: (string | number)[] = [];
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      const index = Number(segment);
      path.push(index);
      current = current[index];
    } else {
      path.push(segment);
      current = isObject(current) ? current[segment] : undefined;
    }
  }
  return path;
}

function titleOf(schema: unknown): string | undefined {
  return isObject(schema) && typeof schema['title'] === 'string' ? schema['title'] : undefined;
}

/** The member at `path` as the subject of a headline: "`enabled`", "Item 2 of `rules`", "The document". */
function nameOf(path: readonly (string | number)[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === 'string') return i === path.length - 1 ? `\`${shortened(segment)}\`` : `Item ${String(path[path.length - 1])} of \`${shortened(segment)}\``;
  }
  return 'The document';
}

/** `nameOf` inside a sentence. */
function innerNameOf(path: readonly (string | number)[]): string {
  const name = nameOf(path);
  return name.startsWith('`') ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** Allowed values and keys: strings as code, joined with `or` unless said otherwise. */
function listWords(values: readonly unknown[], conjunction: 'or' | 'and' = 'or'): string {
  return wordList(values, { conjunction, code: true });
}

function toProblem(error: ErrorObject, data: unknown, prefix: Path): SchemaProblem | undefined {
  const local = pointerToPath(error.instancePath, data);
  const path = [...prefix, ...local];
  const value = valueAt(data, local);
  const secret = isSecretName(local[local.length - 1]);
  // The object's name: its schema's title ("rule", "action_parameters of `block`"), else the member that holds it.
  const object = titleOf(error.parentSchema) ?? innerNameOf(path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      const known = isObject(error.parentSchema) && isObject(error.parentSchema['properties']) ? Object.keys(error.parentSchema['properties']) : [];
      return {
        code: 'unknown-key',
        path: [...path, key],
        target: 'key',
        message: `Unexpected key \`${shortened(key)}\` in ${object}${suggestionEnd(didYouMean(key, known))}`,
      };
    }
    case 'required': {
      const keys = ([] as unknown[]).concat(params['missingProperty']).map(String);
      const key = keys.length === 1 ? `key \`${keys[0]}\`` : `keys ${listWords(keys, 'and')}`;
      // At the member's key when the object is a named member (`action_parameters:`), else the object itself (a list item).
      const target = typeof path[path.length - 1] === 'string' ? 'key' : 'value';
      return { code: 'missing-required', path, target, message: `Missing required ${key} in ${object}.` };
    }
    case 'type': {
      const expected = String(params['type']).split(',');
      const name = nameOf(path);
      const must = `${name} must be ${expected.map(typeWord).join(' or ')}`;
      let message = `${must}, not ${describeValue(value, secret)}.`;
      if (expected.includes('boolean') && (value === 'true' || value === 'false')) {
        message = `${must}, not ${describeValue(value, secret)}; remove the quotes.`;
      } else if (expected.includes('boolean') && isYaml11Boolean(value)) {
        // YAML 1.2 reads `yes` as a string; the page explains the YAML 1.1 trap.
        message = `${must}, not the YAML 1.1 boolean ${quoteShort(value)}; write \`${yaml11BooleanMeaning(value)}\`.`;
      } else if (typeof value === 'string' && (expected.includes('integer') || expected.includes('number')) && /^-?\d+(\.\d+)?$/.test(value.trim())) {
        message = `${must}, not ${describeValue(value, secret)}; remove the quotes.`;
      } else if (expected.includes('string') && (typeof value === 'boolean' || typeof value === 'number' || value === null)) {
        message = `${must}, not ${describeValue(value, secret)}; quote it to write a string.`;
      }
      return { code: 'wrong-type', path, target: 'value', message };
    }
    case 'enum':
    case 'const': {
      const allowed = error.keyword === 'enum' ? (params['allowedValues'] as unknown[]) : [params['allowedValue']];
      const name = nameOf(path);
      const suggestion = typeof value === 'string' ? didYouMean(value, allowed.filter((v): v is string => typeof v === 'string')) : undefined;
      // The allowed values when they fit in the headline; else the correction alone (the schema lists them all).
      const listed = `${name} must be ${allowed.length === 1 ? '' : 'one of '}${listWords(allowed)}, not ${describeValue(value, secret)}`;
      const message = [`${listed}${suggestionEnd(suggestion)}`, `${listed}.`].find((m) => m.length <= MAX_HEADLINE_LENGTH) ?? `${name} cannot be ${describeValue(value, secret)}${suggestionEnd(suggestion)}`;
      return { code: 'invalid-value', path, target: 'value', message };
    }
    case 'anyOf': {
      const branches = isObject(error.parentSchema) && Array.isArray(error.parentSchema['anyOf']) ? (error.parentSchema['anyOf'] as unknown[]) : [];
      return { code: 'invalid-value', path, target: 'value', message: `${nameOf(path)} must be ${branches.map(describeBranch).join(' or ')}, not ${describeValue(value, secret)}.` };
    }
    case 'pattern':
    case 'format':
      return {
        code: 'invalid-value',
        path,
        target: 'value',
        message: `${nameOf(path)} must be ${error.keyword === 'format' ? `a valid ${String(params['format'])}` : `of the form \`${String(params['pattern'])}\``}, not ${describeValue(value, secret)}.`,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { code: 'out-of-range', path, target: 'value', message: `${nameOf(path)} must be ${comparisonWord(error.keyword)} ${String(params['limit'])}, not ${String(value)}.` };
    case 'minLength':
      return { code: 'out-of-range', path, target: 'value', message: Number(params['limit']) === 1 ? `${nameOf(path)} must not be empty.` : `${nameOf(path)} must be at least ${counted(Number(params['limit']), 'character')} long.` };
    case 'maxLength':
      return { code: 'out-of-range', path, target: 'value', message: `${nameOf(path)} must be at most ${counted(Number(params['limit']), 'character')} long.` };
    case 'minItems':
      return { code: 'out-of-range', path, target: 'value', message: Number(params['limit']) === 1 ? `${nameOf(path)} must not be an empty list.` : `${nameOf(path)} must hold at least ${String(params['limit'])} items.` };
    case 'maxItems':
      return { code: 'out-of-range', path, target: 'value', message: `${nameOf(path)} must hold at most ${String(params['limit'])} items.` };
    case 'minProperties':
    case 'maxProperties': {
      const schema = error.parentSchema;
      const keys = isObject(schema) && isObject(schema['properties']) ? Object.keys(schema['properties']) : [];
      const exactlyOne = isObject(schema) && schema['minProperties'] === 1 && schema['maxProperties'] === 1;
      const message = exactlyOne
        ? `Exactly one of ${listWords(keys)} is needed in ${object}.`
        : error.keyword === 'minProperties'
          ? `Empty ${object}${keys.length ? `; set ${listWords(keys)}` : ''}.`
          : `Too many members in ${object}.`;
      return { code: 'out-of-range', path, target: 'value', message };
    }
    case 'propertyNames':
      return undefined; // reported through the nested `pattern` error on the key
    default:
      return { code: 'invalid-value', path, target: 'value', message: `${nameOf(path)} is not valid here.` };
  }
}

function describeBranch(schema: unknown): string {
  if (!isObject(schema)) return 'a value';
  if (Array.isArray(schema['enum'])) return listWords(schema['enum'] as unknown[]);
  if (typeof schema['type'] === 'string') return typeWord(schema['type']);
  if ('$ref' in schema) return 'the documented form';
  return 'a value';
}

function comparisonWord(keyword: string): string {
  switch (keyword) {
    case 'minimum':
      return 'at least';
    case 'maximum':
      return 'at most';
    case 'exclusiveMinimum':
      return 'greater than';
    default:
      return 'less than';
  }
}
