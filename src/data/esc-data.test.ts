/** The ESC tables against the spec, cell by cell, and against the other fact tables. */
import { describe, expect, it } from 'vitest';
import { ESC_REPLACEMENTS, ESC_USE_CASES, ESC_USE_CASE_ALIASES, escReplacement, source as replacementsSource } from './esc-replacements.js';
import { COOKIE_OCTET_WORDS, ESC_COOKIE_NAME, ESC_REMOVAL_DATE, ESC_SECRET_MAX_LENGTH, isCookieOctet, source as limitsSource } from './esc-limits.js';
import { phaseInfo } from './phases.js';
import { actionInfo } from './actions.js';
import { PROTECTED_REQUEST_HEADERS, protectedHeader, REQUEST_HEADER_NAME } from './esc-parameter-limits.js';

/** Spec 1.3, "ESC use case" → "Replacement (by kind)", verbatim. */
const SPEC_1_3: readonly (readonly [string, string])[] = [
  ['Redirect to URL', 'single redirect rules or bulk redirects'],
  ['Rewrite SNI', 'origin rules (override of the TLS server name indication sent to the origin); for SaaS-style custom hostnames, SNI rewrite through custom hostnames'],
  ['Resolve override', 'origin rules (override of the resolved hostname)'],
  ['Rewrite URI', 'transform rules (URL rewrite)'],
  ['Set/clear request headers', 'transform rules (request headers)'],
  ['Feature exceptions (exclude requests from security products)', 'configuration rules'],
  ['Send custom error response', 'custom error responses'],
  ['Set/add/remove response headers', 'transform rules (response headers)'],
  ['Status redirect (redirect when origin status matches a table key)', 'edge worker scripts'],
  ['Add cookies to response', 'transform rules (response headers, includes cookies)'],
];

describe('ESC replacement table (spec 1.3)', () => {
  it('has one row per spec row, in the spec\'s order and words, then `other`', () => {
    const rows = ESC_REPLACEMENTS.filter((r) => r.useCase !== 'other').map((r) => [r.specUseCase, r.specReplacement]);
    expect(rows).toEqual(SPEC_1_3);
    expect(ESC_REPLACEMENTS.map((r) => r.useCase)).toEqual([...ESC_USE_CASES]);
  });

  it('sends status_redirect to edge worker scripts and `other` to worker scripts or discontinued, without a rules phase', () => {
    expect(escReplacement('status_redirect')).toMatchObject({ kind: 'worker', phase: null, action: null });
    expect(escReplacement('other')).toMatchObject({ kind: 'worker_or_discontinued', phase: null, action: null });
    expect(escReplacement('other')!.specUseCase).toContain('Some ESC behaviours have no replacement and are discontinued.');
  });

  it('gives every rules product a phase that exists at the zone and runs its action', () => {
    for (const r of ESC_REPLACEMENTS.filter((x) => x.kind === 'rules')) {
      const phase = phaseInfo(r.phase!);
      expect(phase, r.useCase).toBeDefined();
      expect(phase!.actions, r.useCase).toContain(r.action);
      expect(actionInfo(r.action!), r.useCase).toBeDefined();
      expect(phase!.levels ?? ['zone'], r.useCase).toContain('zone');
    }
  });

  it('uses the reference\'s phases and actions', () => {
    const map = Object.fromEntries(ESC_REPLACEMENTS.map((r) => [r.useCase, `${r.phase ?? '-'} ${r.action ?? '-'}`]));
    expect(map).toEqual({
      redirect_to_url: 'http_request_dynamic_redirect redirect',
      rewrite_sni: 'http_request_origin route',
      resolve_override: 'http_request_origin route',
      rewrite_uri: 'http_request_transform rewrite',
      request_headers: 'http_request_late_transform rewrite',
      feature_exceptions: 'http_config_settings set_config',
      custom_error_response: 'http_custom_errors serve_error',
      response_headers: 'http_response_headers_transform rewrite',
      status_redirect: '- -',
      add_response_cookies: 'http_response_headers_transform rewrite',
      other: '- -',
    });
  });

  it('maps every alias to a use case', () => {
    for (const target of Object.values(ESC_USE_CASE_ALIASES)) expect(ESC_USE_CASES).toContain(target);
  });

  it('records where it differs from the spec', () => {
    expect(replacementsSource.notes?.some((n) => n.includes('bulk redirect'))).toBe(true);
  });
});

describe('ESC limits', () => {
  it('takes the removal date from the spec and records the reference\'s later dates', () => {
    expect(ESC_REMOVAL_DATE).toBe('2024-01-01');
    expect(limitsSource.notes?.some((n) => n.includes('2025-01-01') && n.includes('removalDate'))).toBe(true);
  });

  it('limits the secret to 100 characters and names the cookie disable_esc (spec 2.2, 8)', () => {
    expect(ESC_SECRET_MAX_LENGTH).toBe(100);
    expect(ESC_COOKIE_NAME).toBe('disable_esc');
  });

  it('follows RFC 6265 cookie-octet exactly', () => {
    const allowed = [];
    for (let c = 0; c < 128; c++) if (isCookieOctet(c)) allowed.push(String.fromCharCode(c));
    const expected = [];
    for (let c = 0x21; c <= 0x7e; c++) if (![0x22, 0x2c, 0x3b, 0x5c].includes(c)) expected.push(String.fromCharCode(c));
    expect(allowed).toEqual(expected);
    expect(isCookieOctet(0xe9)).toBe(false);
    expect(COOKIE_OCTET_WORDS).toContain('space');
    // The docs' example secret is a valid cookie value.
    expect([...'MySecretString321#'].every((ch) => isCookieOctet(ch.charCodeAt(0)))).toBe(true);
  });

  it('knows the protected request headers', () => {
    expect(protectedHeader(PROTECTED_REQUEST_HEADERS, 'CF-Ray')?.name).toBe('cf-');
    expect(protectedHeader(PROTECTED_REQUEST_HEADERS, 'cookie')?.allowed).toEqual(['remove']);
    expect(protectedHeader(PROTECTED_REQUEST_HEADERS, 'x-custom')).toBeUndefined();
    expect(REQUEST_HEADER_NAME.test('X_Custom-1')).toBe(true);
    expect(REQUEST_HEADER_NAME.test('X.Custom')).toBe(false);
  });
});
