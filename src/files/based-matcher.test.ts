import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { basedMatcher, patternsBelow } from './based-matcher.js';

describe('basedMatcher', () => {
  it.each([
    { file: '/p/infra/zones/a.yaml', patterns: ['infra/**/*.yaml'], ignore: [], matches: true },
    { file: '/p/infra/zones/a.yaml', patterns: ['zones/*.yaml'], ignore: [], matches: false },
    { file: '/p/infra/legacy/a.yaml', patterns: ['infra/**'], ignore: ['infra/legacy/**'], matches: false },
    { file: '/p/.hidden/a.yaml', patterns: ['**/*.yaml'], ignore: [], matches: true },
    // Outside the base folder, and the base folder itself: no pattern matches, not even `**`.
    { file: '/other/a.yaml', patterns: ['**'], ignore: [], matches: false },
    { file: '/p', patterns: ['**'], ignore: [], matches: false },
  ])('$file against $patterns minus $ignore, from /p: $matches', ({ file, patterns, ignore, matches }) => {
    expect(basedMatcher('/p', patterns, ignore)(file)).toBe(matches);
  });
});

describe('patternsBelow', () => {
  it.each([
    { patterns: ['infra/**/*.yaml'], prefix: '', below: ['infra/**/*.yaml'] },
    { patterns: ['**/*.edge.{yaml,yml,json}'], prefix: 'infra/zones', below: ['**/*.edge.{yaml,yml,json}'] },
    { patterns: ['infra/**/*.yaml'], prefix: 'infra/zones', below: ['**/*.yaml'] },
    { patterns: ['infra/zones/**'], prefix: 'infra/zones', below: ['**'] },
    { patterns: ['./infra/zones/a.yaml'], prefix: 'infra/zones', below: ['a.yaml'] },
    { patterns: ['././infra/zones/**'], prefix: 'infra/zones', below: ['**'] },
    // A folder named with a trailing slash matches no file (from the base either): no empty pattern for the walk.
    { patterns: ['infra/zones/', 'infra/**/*.yaml'], prefix: 'infra/zones', below: ['**/*.yaml'] },
    { patterns: ['infra/zones/deep/*.yaml'], prefix: 'infra', below: ['zones/deep/*.yaml'] },
    { patterns: ['infra/*/deep/*.yaml'], prefix: 'infra/zones', below: ['**'] },
    { patterns: ['**/deep/*.yaml'], prefix: 'infra/zones', below: ['**'] },
    { patterns: ['{infra,ops}/**'], prefix: 'infra/zones', below: ['**'] },
    // Elsewhere, or a file in a folder above the working folder: nothing below it.
    { patterns: ['edge/**/*.yaml', 'infra/legacy/**', '*.yaml', 'infra/*.yaml', '../shared/**'], prefix: 'infra/zones', below: [] },
  ])('$patterns from ./$prefix: $below', ({ patterns, prefix, below }) => {
    expect(patternsBelow(patterns, prefix)).toEqual(below);
  });

  // What the configured patterns match below the working folder, its patterns find: the walk misses no file.
  it('finds every file below the folder that the patterns match from the base', () => {
    const segment = fc.constantFrom('infra', 'zones', 'deep', 'legacy', 'a.yaml', 'b.json');
    const globSegment = fc.oneof(segment, fc.constantFrom('*', '**', '*.yaml', '{zones,legacy}', 'z?nes'));
    fc.assert(
      fc.property(fc.array(fc.array(globSegment, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), fc.array(segment, { minLength: 1, maxLength: 2 }), fc.array(segment, { minLength: 1, maxLength: 3 }), (patterns, prefix, rest) => {
        const globs = patterns.map((p, i) => (i === 1 ? `./${p.join('/')}` : i === 2 ? `${p.join('/')}/` : p.join('/')));
        const file = `/p/${[...prefix, ...rest].join('/')}`;
        if (!basedMatcher('/p', globs)(file)) return;
        const below = patternsBelow(globs, prefix.join('/'));
        expect(below.length > 0 && picomatch(below, { dot: true })(rest.join('/'))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
