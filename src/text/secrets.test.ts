import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSecretMember, maskSecretsInText, urlsIn } from './secrets.js';

/** What `urlsIn` must find: the pattern tried at every position, as a global search with its look-behind does. */
const URL_ANYWHERE = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:\{\{[^{}\n]*\}\}|[^\s"'`<>()[\]\\])+/g;
const found = (text: string): [number, string][] => [...urlsIn(text)].map((m) => [m.index, m[0]]);
const expected = (text: string): [number, string][] => [...text.matchAll(URL_ANYWHERE)].map((m) => [m.index, m[0]]);

describe('urlsIn', () => {
  it('finds what the pattern finds tried at every position', () => {
    for (const text of [
      'https://user:pw@example.com/a',
      'see https://a.example/x?u=http://b.example/y and ftp://c',
      '1abc://no a1://yes x+y.z-1://yes',
      'ab://x://y',
      'a://',
      '://x',
      '"s3://bucket/path?access-key-id=AKIA&secret-access-key=abc"',
      'https://{{$processEnv TOKEN}}@example.com',
      'x.https://a.example',
      'aaa://b:c://d e://f',
    ]) {
      expect(found(text), text).toEqual(expected(text));
    }
  });

  it('agrees with the pattern on random texts', () => {
    const piece = fc.constantFrom('a', 'h', 'Z', '1', '+', '.', '-', ':', '/', '://', '@', '?', '=', '&', ' ', '"', '{{', '}}', '\n', 'https://', 'u:p@', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expect(found(text)).toEqual(expected(text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isSecretMember', () => {
  it('is the same answer the first time and from the memo', () => {
    for (const name of ['with_secret', 'with_secrett', 'With-Secret', 'ownership_challenge', 'ruleId', 'message', 'with_secret']) {
      const first = isSecretMember(name);
      expect(isSecretMember(name)).toBe(first);
    }
    expect(isSecretMember('with_secrett')).toBe(true);
    expect(isSecretMember('ruleId')).toBe(false);
  });
});

describe('maskSecretsInText', () => {
  it('masks credentials in URLs and secret members, across many repeated names', () => {
    const text = `${'{"ruleId": "x", "message": "m"}\n'.repeat(1000)}{"with_secrett": "hunter2", "url": "https://user:pw@example.com/"}`;
    const masked = maskSecretsInText(text);
    expect(masked).not.toContain('hunter2');
    expect(masked).not.toContain(':pw@');
  });
});
