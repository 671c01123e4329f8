import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomically } from './write-file-atomically.js';

describe('writeFileAtomically', () => {
  it('writes the whole file with the mode asked, and nothing beside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edgelint-atomic-'));
    writeFileAtomically(join(dir, 'cache'), 'first');
    writeFileAtomically(join(dir, 'cache'), Buffer.from('second'), 0o600);
    expect(readFileSync(join(dir, 'cache'), 'utf8')).toBe('second');
    if (process.platform !== 'win32') expect(statSync(join(dir, 'cache')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['cache']);
  });

  it('throws what the write threw and leaves no temporary file: a folder in the way, no folder to write in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edgelint-atomic-'));
    mkdirSync(join(dir, 'cache'));
    expect(() => writeFileAtomically(join(dir, 'cache'), 'data')).toThrow(/EISDIR|EEXIST|ENOTEMPTY|EPERM/);
    expect(readdirSync(dir)).toEqual(['cache']);
    expect(() => writeFileAtomically(join(dir, 'missing', 'cache'), 'data')).toThrow(/ENOENT/);
  });
});
