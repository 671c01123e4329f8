/**
 * The scheme: fields and functions by name with their parsed types, built
 * once from the fact tables in `src/data/` when the module loads. HTTP and
 * network fields are separate tables because some names exist in both with a
 * different meaning (`ip.src.country`, `ip.geoip.country`).
 */
import { type FieldInfo, HTTP_FIELDS, NETWORK_FIELDS } from '../data/fields.js';
import { FUNCTIONS, type FunctionInfo, type ParamType } from '../data/functions.js';
import { MANAGED_LISTS, type ManagedListInfo } from '../data/managed-lists.js';
import type { PhaseStage } from '../data/phases.js';
import { didYouMean } from '../text/did-you-mean.js';
import { ARRAY_OF_BYTES, BOOL, BYTES, INT, IP, type ValueType, parseDocsType } from './types.js';

export interface SchemeField {
  readonly info: FieldInfo;
  readonly type: ValueType;
  readonly network: boolean;
}

export interface FieldLookup {
  readonly field: SchemeField;
  /** The name exists only in the other family of phases (HTTP vs network). */
  readonly wrongStage: boolean;
}

function toField(info: FieldInfo, network: boolean): SchemeField {
  const type = parseDocsType(info.type);
  if (type === undefined) throw new Error(`fields table: unknown type ${info.type} of ${info.name}`);
  return { info, type, network };
}

const HTTP_BY_NAME: ReadonlyMap<string, SchemeField> = new Map(HTTP_FIELDS.map((f) => [f.name, toField(f, false)]));
const NETWORK_BY_NAME: ReadonlyMap<string, SchemeField> = new Map(NETWORK_FIELDS.map((f) => [f.name, toField(f, true)]));
const ALL_FIELD_NAMES: readonly string[] = [...new Set([...HTTP_BY_NAME.keys(), ...NETWORK_BY_NAME.keys()])];

/** The answers of `lookupField` for one name, built once: seen from an HTTP phase, a network phase, or an unknown one. */
interface FieldLookups {
  readonly http: FieldLookup;
  readonly network: FieldLookup;
  readonly unknown: FieldLookup;
}

function lookupsOf(name: string): FieldLookups {
  const http = HTTP_BY_NAME.get(name);
  const network = NETWORK_BY_NAME.get(name);
  const own = (field: SchemeField): FieldLookup => ({ field, wrongStage: false });
  return {
    http: http !== undefined ? own(http) : { field: network!, wrongStage: true },
    network: network !== undefined ? own(network) : { field: http!, wrongStage: true },
    unknown: own(http ?? network!),
  };
}

/** Every field name with its lookups: one map lookup per field reference. */
const LOOKUPS_BY_NAME: ReadonlyMap<string, FieldLookups> = new Map(ALL_FIELD_NAMES.map((name) => [name, lookupsOf(name)]));

/**
 * The field `name` as seen from a phase of `stage` (`undefined` = phase
 * unknown: the HTTP meaning is preferred, network-only names still resolve).
 */
export function lookupField(name: string, stage: PhaseStage | undefined): FieldLookup | undefined {
  const lookups = LOOKUPS_BY_NAME.get(name);
  if (lookups === undefined) return undefined;
  return stage === undefined ? lookups.unknown : stage === 'network' ? lookups.network : lookups.http;
}

export function suggestField(name: string): string | undefined {
  return didYouMean(name, ALL_FIELD_NAMES);
}

export function isFieldName(name: string): boolean {
  return LOOKUPS_BY_NAME.has(name);
}

// ------------------------------------------------------------ functions

export interface SchemeParam {
  readonly name: string;
  readonly kind: 'any' | 'field' | 'literal';
  readonly optional: boolean;
  readonly variadic: boolean;
  readonly types: readonly ParamType[];
  /** "a String or an Array" — for messages. */
  readonly expected: string;
}

export interface SchemeFunction {
  readonly info: FunctionInfo;
  readonly params: readonly SchemeParam[];
  readonly minArgs: number;
  /** `Infinity` for variadic functions. */
  readonly maxArgs: number;
  /** `undefined` when the result is the type of the first argument. */
  readonly returns: ValueType | undefined;
}

const PARAM_TYPE_WORDS: Readonly<Record<ParamType, string>> = {
  String: 'a String',
  Integer: 'an Integer',
  'IP address': 'an IP address',
  Boolean: 'a Boolean',
  Array: 'an Array',
  'Array<String>': 'an Array<String>',
  Map: 'a Map',
};

/** Whether a value of `type` fits a parameter declared as `param`. */
export function acceptsType(param: ParamType, type: ValueType): boolean {
  switch (param) {
    case 'String':
      return type === BYTES;
    case 'Integer':
      return type === INT;
    case 'IP address':
      return type === IP;
    case 'Boolean':
      return type === BOOL;
    case 'Array':
      return type.kind === 'array';
    case 'Array<String>':
      return type === ARRAY_OF_BYTES;
    case 'Map':
      return type.kind === 'map';
  }
}

function toFunction(info: FunctionInfo): SchemeFunction {
  const params: SchemeParam[] = info.params.map((p) => ({
    name: p.name,
    kind: p.kind,
    optional: p.optional === true,
    variadic: p.variadic === true,
    types: p.types,
    expected: p.types.map((t) => PARAM_TYPE_WORDS[t]).join(' or '),
  }));
  const minArgs = params.filter((p) => !p.optional).length;
  const maxArgs = params.some((p) => p.variadic) ? Number.POSITIVE_INFINITY : params.length;
  const returns = info.returns === 'first-argument' ? undefined : parseDocsType(info.returns);
  return { info, params, minArgs, maxArgs, returns };
}

const FUNCTIONS_BY_NAME: ReadonlyMap<string, SchemeFunction> = new Map(FUNCTIONS.map((f) => [f.name, toFunction(f)]));
/** Names suggested for a misspelt function: Cloudflare-only ones are never offered to customers. */
const FUNCTION_NAMES: readonly string[] = [...FUNCTIONS.filter((f) => f.cloudflareOnly !== true).map((f) => f.name), 'any', 'all'];

export function lookupFunction(name: string): SchemeFunction | undefined {
  return FUNCTIONS_BY_NAME.get(name);
}

export function suggestFunction(name: string): string | undefined {
  return didYouMean(name, FUNCTION_NAMES);
}

export function isFunctionName(name: string): boolean {
  return FUNCTIONS_BY_NAME.has(name) || name === 'any' || name === 'all';
}

// ------------------------------------------------------------ managed lists

const MANAGED_BY_NAME: ReadonlyMap<string, ManagedListInfo> = new Map(MANAGED_LISTS.map((l) => [l.name, l]));
export const MANAGED_LIST_NAMES: readonly string[] = MANAGED_LISTS.map((l) => l.name);

export function lookupManagedList(name: string): ManagedListInfo | undefined {
  return MANAGED_BY_NAME.get(name);
}

