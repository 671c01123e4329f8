import { describe, expect, it } from 'vitest';
import type { FileFacts } from './file-facts.js';
import { projectContexts, type FactsOfFile } from './project-index.js';

const complete = { moduleComplete: () => true };
const ACCOUNT: FileFacts = { lists: [{ place: 'account:a', lists: [{ name: 'office', kind: 'ip', line: 4 }, { name: 'hosts', kind: 'hostname', line: 5 }] }] };
const reads = (place: string, ...names: string[]): FileFacts => ({ listReaders: [{ place, names }] });
const entry = (scope: string, phase: string, line: number, document = 0): FileFacts => ({ entryPoints: [{ scope, phase, document, line }] });

describe('projectContexts', () => {
  it('gives a file the kinds of the names it reads, from the account that declares them; a file that needs nothing gets nothing', () => {
    const contexts = projectContexts(
      [
        { file: 'account.yaml', facts: ACCOUNT },
        { file: 'z/a.yaml', facts: reads('account:a', 'office', 'typo') },
        { file: 'z/b.yaml', facts: reads('account:?', 'hosts') },
        { file: 'z/c.yaml', facts: undefined },
      ],
      complete,
    );
    expect(Object.fromEntries(contexts)).toEqual({
      'z/a.yaml': { lists: { 'account:a': { kinds: { office: 'ip' }, closed: true } } },
      'z/b.yaml': { lists: { 'account:?': { kinds: { hosts: 'hostname' }, closed: true } } },
    });
  });

  it('a zones-only file reads no account when two declare lists, and an account id no file declares reads none', () => {
    const other: FileFacts = { lists: [{ place: 'account:b', lists: [] }] };
    const files: FactsOfFile[] = [
      { file: 'a.yaml', facts: ACCOUNT },
      { file: 'b.yaml', facts: other },
      { file: 'z.yaml', facts: reads('account:?', 'office') },
      { file: 'y.yaml', facts: reads('account:c', 'office') },
    ];
    expect(projectContexts(files, complete).size).toBe(0);
  });

  it('a Terraform module: the lists of its other files, closed only when every file of the folder is in the run', () => {
    const lists: FileFacts = { lists: [{ place: 'module', lists: [{ name: 'office', kind: 'ip', line: 2 }] }] };
    const files: FactsOfFile[] = [
      { file: 'tf/lists.tf', facts: lists },
      { file: 'tf/main.tf', facts: reads('module', 'office', 'typo') },
      { file: 'other/main.tf', facts: reads('module', 'office') },
    ];
    expect(projectContexts(files, complete).get('tf/main.tf')).toEqual({ lists: { module: { kinds: { office: 'ip' }, closed: true } } });
    // Another folder is another module.
    expect(projectContexts(files, complete).get('other/main.tf')).toBeUndefined();
    expect(projectContexts(files, { moduleComplete: (folder) => folder !== 'tf' }).get('tf/main.tf')).toEqual({ lists: { module: { kinds: { office: 'ip' }, closed: false } } });
    // A file that declares the module's lists itself, in a module wholly seen: closed, nothing more to know.
    const alone = [{ file: 'tf/main.tf', facts: { ...lists, ...reads('module', 'typo') } }];
    expect(projectContexts(alone, complete).get('tf/main.tf')).toEqual({ lists: { module: { kinds: {}, closed: true } } });
    expect(projectContexts(alone, { moduleComplete: () => false }).size).toBe(0);
  });

  it('the first entry point of a zone by path, then document, then line, whatever order the files come in', () => {
    const files: FactsOfFile[] = [
      { file: 'zones/b.yaml', facts: entry('zone:z', 'p', 3) },
      { file: 'zones/a.yaml', facts: { entryPoints: [{ scope: 'zone:z', phase: 'p', document: 1, line: 9 }, { scope: 'zone:z', phase: 'p', document: 0, line: 20 }] } },
      { file: 'zones/B.yaml', facts: entry('zone:z', 'q', 3) },
      { file: 'zones/c.yaml', facts: entry('zone:y', 'p', 3) },
    ];
    const expected = {
      // Code-unit order: `B` sorts before `a`, on every machine.
      'zones/a.yaml': { entryPoints: { 'zone:z': { p: { file: 'zones/a.yaml', line: 20, document: 0 } } } },
      'zones/b.yaml': { entryPoints: { 'zone:z': { p: { file: 'zones/a.yaml', line: 20 } } } },
    };
    expect(Object.fromEntries(projectContexts(files, complete))).toEqual(expected);
    expect(Object.fromEntries(projectContexts([...files].reverse(), complete))).toEqual(expected);
  });
});
