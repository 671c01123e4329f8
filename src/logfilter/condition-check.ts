/**
 * Checks of one condition `{key, operator, value}` against the job's dataset
 * and the spec 2.9 operator table: the field exists and can be filtered, the
 * operator exists and applies to the field's type, and the value has the
 * shape the operator needs and reads as the field's type.
 */
import type { ValueProblem } from '../engine/value-problem.js';
import { datasetsWithField, OPERATOR_COLUMN_OF, type DatasetField, type DatasetIndex } from '../data/logpush-datasets.js';
import { FILTER_OPERATOR_ALIASES, FILTER_OPERATORS, filterOperator, type FilterOperator } from '../data/logpush-filter-operators.js';
import { describeJsonNode } from './describe-json.js';
import { jsonNumberText, numberFitsType, readScalar, scalarTypeOf, type ScalarType, type TypedValue } from './field-values.js';
import type { ConditionNode } from './filter-structure.js';
import type { JsonNode, JsonString } from './json-tree.js';
import { filterProblem } from './messages.js';
import { didYouMean } from '../text/did-you-mean.js';
import { quoteForMessage } from './problem.js';

export interface ConditionContext {
  readonly text: string;
  /** The dataset's field index; `undefined` when the dataset has no field table (field checks are skipped). */
  readonly index?: DatasetIndex;
  readonly dataset?: string;
  readonly problems: ValueProblem[];
}

/** A condition whose field, operator and value all checked out, for the contradiction pass. */
export interface TypedCondition {
  readonly condition: ConditionNode;
  readonly field: DatasetField;
  readonly operator: FilterOperator;
  /** One value for scalar operators, the elements for `in` / `!in`. */
  readonly values: readonly TypedValue[];
  readonly valueNode: JsonNode;
}

const OPERATOR_NAMES = FILTER_OPERATORS.map((op) => op.name);
const OPERATOR_LIST = OPERATOR_NAMES.map((name) => `\`${name}\``).join(', ');

export function checkCondition(condition: ConditionNode, ctx: ConditionContext): TypedCondition | undefined {
  const field = checkKey(condition, ctx);
  const operator = checkOperator(condition, ctx);
  if (!operator || !condition.value) return undefined;
  const applicable = field !== undefined && checkOperatorType(field, operator, condition, ctx);
  const values = checkValue(condition.value.value, operator, applicable ? field : undefined, ctx);
  if (!applicable || !values) return undefined;
  return { condition, field, operator, values, valueNode: condition.value.value };
}

/** The string value of member `name`, reporting a non-string. */
function stringMember(condition: ConditionNode, name: 'key' | 'operator', ctx: ConditionContext): JsonString | undefined {
  const member = condition[name];
  if (!member) return undefined;
  if (member.value.kind === 'string') return member.value;
  ctx.problems.push(filterProblem('filter-structure', 'memberNotString', member.value, { name, found: describeJsonNode(member.value, ctx.text) }));
  return undefined;
}

// --- key ---------------------------------------------------------------------

/** The field named by `key`, if it exists and can be filtered. */
function checkKey(condition: ConditionNode, ctx: ConditionContext): DatasetField | undefined {
  const key = stringMember(condition, 'key', ctx);
  if (!key || !ctx.index || ctx.dataset === undefined) return undefined;
  const name = key.value;
  const dataset = ctx.dataset;
  const field = ctx.index.field(name);
  if (!field) {
    reportUnknownField(key, ctx.index, dataset, ctx);
    return undefined;
  }
  if (field.deprecated) {
    const replacement = field.deprecated.replacement;
    ctx.problems.push(
      replacement
        ? filterProblem('filter-deprecated-field', 'deprecatedWithReplacement', key, { field: name, dataset, replacement }, {
            suggestions: [renameField(key, replacement)],
          })
        : filterProblem('filter-deprecated-field', 'deprecated', key, { field: name, dataset }),
    );
  }
  if (field.unfilterable) {
    const messageId = field.unfilterable === 'object' ? 'objectField' : 'excludedField';
    ctx.problems.push(filterProblem('filter-unfilterable-field', messageId, key, { field: name, dataset }));
    return undefined;
  }
  return field;
}

function renameField(key: JsonString, name: string): { desc: string; fix: { start: number; end: number; text: string } } {
  return { desc: `Use \`${name}\``, fix: { start: key.start, end: key.end, text: JSON.stringify(name) } };
}

function reportUnknownField(key: JsonString, index: DatasetIndex, dataset: string, ctx: ConditionContext): void {
  const name = key.value;
  const removed = index.removed(name);
  if (removed) {
    ctx.problems.push(
      removed.replacement
        ? filterProblem('filter-unknown-field', 'removedField', key, { field: name, dataset, removed: removed.removed, replacement: removed.replacement }, {
            suggestions: [renameField(key, removed.replacement)],
          })
        : filterProblem('filter-unknown-field', 'removedFieldNoReplacement', key, { field: name, dataset, removed: removed.removed }),
    );
    return;
  }
  const other = datasetsWithField(name).find((d) => d !== dataset);
  if (other) {
    ctx.problems.push(filterProblem('filter-unknown-field', 'otherDataset', key, { field: name, dataset, otherDataset: other }));
    return;
  }
  // Only a field a filter can use: `Actoin` in firewall_events is not pointed to `Action`, which cannot be filtered.
  const suggestion = didYouMean(name, index.filterableFieldNames);
  ctx.problems.push(
    suggestion
      ? filterProblem('filter-unknown-field', 'unknownFieldSuggestion', key, { field: quoteForMessage(name), dataset, suggestion }, {
          suggestions: [renameField(key, suggestion)],
        })
      : filterProblem('filter-unknown-field', 'unknownField', key, { field: quoteForMessage(name), dataset }),
  );
}

// --- operator ----------------------------------------------------------------

function checkOperator(condition: ConditionNode, ctx: ConditionContext): FilterOperator | undefined {
  const written = stringMember(condition, 'operator', ctx);
  if (!written) return undefined;
  const operator = filterOperator(written.value);
  if (operator) return operator;
  const name = quoteForMessage(written.value);
  const alias = Object.prototype.hasOwnProperty.call(FILTER_OPERATOR_ALIASES, written.value.toLowerCase())
    ? FILTER_OPERATOR_ALIASES[written.value.toLowerCase()]
    : undefined;
  const fixTo = (suggestion: string) => ({ start: written.start, end: written.end, text: JSON.stringify(suggestion) });
  if (alias) {
    // An alias has one meaning, so replacing it is safe to apply automatically,
    // and the rest of the condition is checked as if it were already replaced.
    ctx.problems.push(filterProblem('filter-operator', 'operatorAlias', written, { operator: name, suggestion: alias }, { fix: fixTo(alias) }));
    return filterOperator(alias);
  }
  const suggestion = didYouMean(written.value, OPERATOR_NAMES);
  ctx.problems.push(
    suggestion
      ? filterProblem('filter-operator', 'unknownOperatorSuggestion', written, { operator: name, suggestion }, {
          suggestions: [{ desc: `Use \`${suggestion}\``, fix: fixTo(suggestion) }],
        })
      : filterProblem('filter-operator', 'unknownOperator', written, { operator: name, operators: OPERATOR_LIST }),
  );
  return undefined;
}

/** Whether the operator applies to the field's type (spec 2.9), reporting when not. */
function checkOperatorType(field: DatasetField, operator: FilterOperator, condition: ConditionNode, ctx: ConditionContext): boolean {
  const column = OPERATOR_COLUMN_OF[field.type];
  if (operator.allowedOn.includes(column)) return true;
  const allowed = FILTER_OPERATORS.filter((op) => op.allowedOn.includes(column)).map((op) => `\`${op.name}\``);
  ctx.problems.push(
    filterProblem('filter-operator-type', 'operatorNotForType', condition.operator!.value, {
      operator: operator.name,
      field: field.name,
      column,
      allowed: allowed.length > 0 ? allowed.join(', ') : 'no operator',
    }),
  );
  return false;
}

// --- value -------------------------------------------------------------------

/**
 * Check the value's shape for the operator and, when `field` is given (the
 * operator applies to it), its type. Returns the typed values when all read.
 */
function checkValue(value: JsonNode, operator: FilterOperator, field: DatasetField | undefined, ctx: ConditionContext): TypedValue[] | undefined {
  const scalarType = field ? scalarTypeOf(field.type) : undefined;
  return operator.value === 'array'
    ? checkArrayValue(value, operator, field, scalarType, ctx)
    : checkScalarValue(value, operator, field, scalarType, ctx);
}

function checkScalarValue(
  value: JsonNode,
  operator: FilterOperator,
  field: DatasetField | undefined,
  scalarType: ScalarType | undefined,
  ctx: ConditionContext,
): TypedValue[] | undefined {
  let written: string;
  if (value.kind === 'string') {
    written = value.value;
  } else if (value.kind === 'number' || value.kind === 'boolean') {
    written = value.kind === 'number' ? value.raw : String(value.value);
    ctx.problems.push(
      filterProblem('filter-value-type', 'expectedString', value, { operator: operator.name, raw: quoteForMessage(written) }, {
        fix: { start: value.start, end: value.end, text: JSON.stringify(written) },
      }),
    );
    return undefined;
  } else {
    ctx.problems.push(filterProblem('filter-value-type', 'expectedScalar', value, { operator: operator.name, found: describeJsonNode(value, ctx.text) }));
    return undefined;
  }
  if (!field || !scalarType) return undefined;
  const typed = readScalar(written, scalarType);
  if (typeof typed === 'string') {
    ctx.problems.push(filterProblem('filter-value-type', typed, value, { value: quoteForMessage(written), field: field.name }));
    return undefined;
  }
  return [typed];
}

const NUMERIC_TYPES: readonly ScalarType[] = ['int', 'float', 'timestamp'];

function checkArrayValue(
  value: JsonNode,
  operator: FilterOperator,
  field: DatasetField | undefined,
  scalarType: ScalarType | undefined,
  ctx: ConditionContext,
): TypedValue[] | undefined {
  if (value.kind !== 'array') {
    reportNotArray(value, operator, scalarType, ctx);
    return undefined;
  }
  if (value.items.length === 0) {
    const outcome = operator.name === 'in' ? 'never true' : 'always true';
    ctx.problems.push(filterProblem('filter-value-type', 'emptySet', value, { operator: operator.name, outcome }));
    return undefined;
  }
  if (!field || !scalarType) return undefined;
  const typedValues: TypedValue[] = [];
  let allTyped = true;
  for (const item of value.items) {
    const typed = checkElement(item, operator, field, scalarType, ctx);
    if (typed) typedValues.push(typed);
    else allTyped = false;
  }
  return allTyped ? typedValues : undefined;
}

/** One element of an `in` array: a string for string fields, a JSON number for numeric ones. */
function checkElement(item: JsonNode, operator: FilterOperator, field: DatasetField, scalarType: ScalarType, ctx: ConditionContext): TypedValue | undefined {
  const numeric = NUMERIC_TYPES.includes(scalarType);
  const base = { operator: operator.name, field: field.name, type: field.type };
  if (!numeric) {
    if (item.kind === 'string') return { type: 'string', value: item.value };
    const fix = item.kind === 'number' ? { fix: { start: item.start, end: item.end, text: JSON.stringify(item.raw) } } : {};
    ctx.problems.push(filterProblem('filter-value-type', 'elementType', item, { ...base, found: describeJsonNode(item, ctx.text), expected: 'a string' }, fix));
    return undefined;
  }
  if (item.kind === 'number' && numberFitsType(item.raw, scalarType)) {
    const typed = readScalar(item.raw, scalarType);
    return typeof typed === 'string' ? undefined : typed;
  }
  if (item.kind === 'string') {
    const typed = readScalar(item.value, scalarType);
    const number = jsonNumberText(item.value, scalarType);
    if (number !== undefined) {
      ctx.problems.push(
        filterProblem('filter-value-type', 'elementQuotedNumber', item, { ...base, raw: quoteForMessage(ctx.text.slice(item.start, item.end)), number }, {
          fix: { start: item.start, end: item.end, text: number },
        }),
      );
      return undefined;
    }
    if (typeof typed !== 'string') return typed; // an RFC 3339 date-time for a timestamp field
  }
  const expected = scalarType === 'float' ? 'a number' : 'a whole number';
  ctx.problems.push(filterProblem('filter-value-type', 'elementType', item, { ...base, found: describeJsonNode(item, ctx.text), expected }));
  return undefined;
}

/** `in` / `!in` with something other than an array; a comma-separated string gets the array it meant. */
function reportNotArray(value: JsonNode, operator: FilterOperator, scalarType: ScalarType | undefined, ctx: ConditionContext): void {
  const found = describeJsonNode(value, ctx.text);
  if (value.kind !== 'string' && value.kind !== 'number') {
    ctx.problems.push(filterProblem('filter-value-type', 'expectedArray', value, { operator: operator.name, found }));
    return;
  }
  const parts = value.kind === 'string' ? value.value.split(',').map((part) => part.trim()) : [value.raw];
  const numeric = scalarType !== undefined && NUMERIC_TYPES.includes(scalarType);
  const asNumbers = numeric ? parts.map((part) => jsonNumberText(part, scalarType)) : [];
  const elements = asNumbers.length > 0 && asNumbers.every((n) => n !== undefined) ? asNumbers : parts.map((part) => JSON.stringify(part));
  const suggestion = `[${elements.join(',')}]`;
  const fix = { start: value.start, end: value.end, text: suggestion };
  const messageId = value.kind === 'string' && parts.length > 1 ? 'expectedArrayFromList' : 'expectedArray';
  ctx.problems.push(
    filterProblem('filter-value-type', messageId, value, { operator: operator.name, found, suggestion: quoteForMessage(suggestion) }, {
      suggestions: [{ desc: `Write \`${quoteForMessage(suggestion)}\``, fix }],
    }),
  );
}
