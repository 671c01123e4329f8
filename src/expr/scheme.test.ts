import { describe, expect, it } from 'vitest';
import { HTTP_FIELDS, NETWORK_FIELDS, FIELD_DOMAINS, LOWER_CASE_KEY_MAPS, source as fieldsSource } from '../data/fields.js';
import { FUNCTIONS, TRANSFORM_PHASES, VALUE_SLOT_PHASES, source as functionsSource } from '../data/functions.js';
import { ISO_COUNTRY_CODES, source as countriesSource } from '../data/countries.js';
import { MANAGED_LISTS, source as listsSource } from '../data/managed-lists.js';
import { source as limitsSource } from '../data/expression-limits.js';
import { PHASE_NAMES } from '../data/phases.js';
import { EXPRESSION_MESSAGES, EXPRESSION_PROBLEM_CODES } from './messages.js';
import { lookupField, lookupFunction } from './scheme.js';
import { parseDocsType } from './types.js';

describe('fact tables', () => {
  it('carry a source checked on a date', () => {
    for (const source of [fieldsSource, functionsSource, countriesSource, listsSource, limitsSource]) {
      expect(source.refs.length).toBeGreaterThan(0);
      expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('hold every field of the generated catalogue (179 HTTP), the 32 network fields, and the fields public configurations use', () => {
    const fromCatalogue = HTTP_FIELDS.filter((f) => f.source.includes('src/content/fields/index.yaml'));
    expect(fromCatalogue).toHaveLength(179);
    expect(NETWORK_FIELDS).toHaveLength(32);
    expect(HTTP_FIELDS.map((f) => f.name)).toEqual(expect.arrayContaining(['cf.zone.plan', 'cf.zone.name']));
    for (const field of [...HTTP_FIELDS, ...NETWORK_FIELDS]) expect(parseDocsType(field.type), field.name).toBeDefined();
    expect(new Set(HTTP_FIELDS.map((f) => f.name)).size).toBe(HTTP_FIELDS.length);
  });

  it('keys the network fields separately from the HTTP fields of the same name', () => {
    expect(lookupField('ip.src', 'network')?.field.network).toBe(true);
    expect(lookupField('ip.src', 'request')?.field.network).toBe(false);
    expect(lookupField('tcp.dstport', 'request')?.wrongStage).toBe(true);
    expect(lookupField('tcp.dstport', undefined)?.wrongStage).toBe(false);
    expect(lookupField('ip.geoip.country', 'network')?.field.info.replacedBy).toEqual(['ip.src.country', 'ip.dst.country']);
  });

  it('name only known fields in the domain and key-case tables', () => {
    for (const name of [...FIELD_DOMAINS.keys(), ...LOWER_CASE_KEY_MAPS]) expect(lookupField(name, undefined), name).toBeDefined();
  });

  it('name only known phases', () => {
    const phases = new Set(PHASE_NAMES);
    for (const fn of FUNCTIONS) for (const phase of fn.placement.phases ?? []) expect(phases.has(phase), `${fn.name}: ${phase}`).toBe(true);
    for (const list of Object.values(VALUE_SLOT_PHASES)) for (const phase of list) expect(phases.has(phase), phase).toBe(true);
    for (const phase of TRANSFORM_PHASES) expect(phases.has(phase)).toBe(true);
  });

  it('give every function a consistent signature', () => {
    for (const fn of FUNCTIONS) {
      const scheme = lookupFunction(fn.name)!;
      expect(scheme.minArgs).toBeLessThanOrEqual(scheme.maxArgs);
      const variadic = fn.params.findIndex((p) => p.variadic === true);
      if (variadic >= 0) expect(variadic).toBe(fn.params.length - 1);
    }
  });

  it('list the 249 ISO 3166-1 alpha-2 codes and the managed lists of both the spec and the docs', () => {
    expect(ISO_COUNTRY_CODES.size).toBe(249);
    const names = MANAGED_LISTS.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['svc.anonymizer', 'svc.botnetcc', 'svc.malware', 'cf.anonymizer', 'cf.open_proxies']));
  });

  it('record spec/reference differences in notes', () => {
    expect(fieldsSource.notes?.some((n) => n.includes('ip.geoip.country'))).toBe(true);
    expect(listsSource.notes?.some((n) => n.includes('$svc'))).toBe(true);
  });
});

describe('problem codes and messages', () => {
  it('have one message table per code and a description per code', () => {
    const codes = EXPRESSION_PROBLEM_CODES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(Object.keys(EXPRESSION_MESSAGES).sort());
    for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
