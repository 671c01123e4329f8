import { describe, expect, it } from 'vitest';
import { conditionKey, sameCondition } from './condition.js';

describe('sameCondition', () => {
  it.each([
    ['http.host eq "a.example.com"', 'http.host == "a.example.com"'],
    ['http.host eq "a.example.com"', '(http.host eq "a.example.com")'],
    ['http.host eq "a.example.com"', '  http.host   eq   "a.example.com" '],
    ['a.b eq 1 and c.d eq 2', 'c.d eq 2 && a.b eq 1'],
    ['x eq 1 and (y eq 2 and z eq 3)', '(x eq 1 and y eq 2) and z eq 3'],
    ['http.host in {"a" "b"}', 'http.host in { "b" "a" }'],
    ['http.host in {"a"}', 'http.host eq "a"'],
    ['http.request.uri.path eq "/x"', 'http.request.uri.path eq r"/x"'],
    ['ip.src in {192.0.2.0/24}', 'ip.src in { 192.0.2.0/24 }'],
    [undefined, 'true'],
    ['', 'true'],
  ] as const)('%s ≡ %s', (a, b) => {
    expect(sameCondition(a, b)).toBe(true);
  });

  it.each([
    ['http.host eq "a.example.com"', 'http.host eq "b.example.com"'],
    [undefined, 'http.host eq "a.example.com"'],
    ['http.host eq "a"', 'http.host eq "a" and ssl'],
    ['a eq 1 or b eq 2', 'a eq 1 and b eq 2'],
    ['not ssl', 'ssl'],
    ['http.host in {"a" "b"}', 'http.host in {"a"}'],
  ] as const)('%s ≢ %s', (a, b) => {
    expect(sameCondition(a, b)).toBe(false);
  });

  it('compares unparsable expressions by their text', () => {
    expect(conditionKey('http.host eq')).toBeUndefined();
    expect(sameCondition('http.host eq', 'http.host eq')).toBe(true);
    expect(sameCondition('http.host eq', 'http.host eq "a"')).toBe(false);
  });
});
