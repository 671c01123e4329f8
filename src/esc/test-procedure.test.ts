import { describe, expect, it } from 'vitest';
import { buildDocumentModel } from '../model/build.js';
import { secretReference, testProcedure } from './test-procedure.js';

const doc = buildDocumentModel(0, {
  account: { id: 'acc1', esc: { disable: { with_secret: '${ACCOUNT_SECRET}' } } },
  zones: [
    { id: 'zone1', name: 'shop.example.com', esc: { disable: { always: true }, behaviours: [{ use_case: 'redirect_to_url', when: 'http.host eq "old.example.com" and http.request.uri.path eq "/a"', target_url: 'https://shop.example.com/b', status_code: 302 }] } },
    { id: 'zone2', name: 'api.example.com', esc: { disable: { with_secret: 'literal-secret' }, behaviours: [{ use_case: 'rewrite_sni', sni: 'o.example.net' }] } },
  ],
});

describe('testProcedure', () => {
  it('creates the secret, tests with the cookie, disables the zone, then the account', () => {
    const steps = testProcedure(doc.zones[0]!);
    expect(steps.map((s) => s.id)).toEqual(['create-secret', 'test-requests', 'disable-zone', 'disable-account']);
    expect(steps[0]!.call).toEqual({ method: 'POST', path: '/accounts/acc1/disable_esc', auth: 'key pair (X-Auth-Email, X-Auth-Key)', body: { with_secret: '${ACCOUNT_SECRET}' } });
    expect(steps[2]).toMatchObject({ call: { method: 'POST', path: '/zones/zone1/disable_esc', body: { always: true } }, undo: { method: 'DELETE', path: '/zones/zone1/disable_esc' }, configured: true });
    expect(steps[1]!.requests).toEqual([
      {
        behaviour: 1,
        useCase: 'redirect_to_url',
        url: 'https://old.example.com/a',
        command: 'curl -sS -D - -o /dev/null -H "Cookie: disable_esc=$ACCOUNT_SECRET" \'https://old.example.com/a\'',
        expect: 'status 302 with `Location: https://shop.example.com/b`',
      },
    ]);
  });

  it('never uses a literal secret: a literal falls back to the account\'s reference or ${ESC_SECRET}', () => {
    expect(secretReference(doc.zones[1]!)).toEqual({ reference: '${ACCOUNT_SECRET}', from: 'account' });
    const lone = buildDocumentModel(0, { zones: [{ id: 'z', esc: { disable: { with_secret: 'abc' } } }] });
    expect(secretReference(lone.zones[0]!)).toEqual({ reference: '${ESC_SECRET}', from: 'default' });
    expect(JSON.stringify(testProcedure(doc.zones[1]!))).not.toContain('literal-secret');
  });

  it('has one step for the account', () => {
    expect(testProcedure(doc.account!).map((s) => s.id)).toEqual(['disable-account']);
  });
});

describe('testProcedure after the removal date', () => {
  it('tests the replacements without the cookie, and has nothing for the account', () => {
    const steps = testProcedure(doc.zones[0]!, { removed: true });
    expect(steps.map((s) => s.id)).toEqual(['test-requests']);
    expect(steps[0]!.requests?.[0]?.command).toBe("curl -sS -D - -o /dev/null 'https://old.example.com/a'");
    expect(testProcedure(doc.account!, { removed: true })).toEqual([]);
  });
});
