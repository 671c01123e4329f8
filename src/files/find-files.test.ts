/**
 * What folders and patterns reach: links stay inside the project (or are not
 * followed at all), special files are skipped, unreadable folders and files
 * are reported — each with a notice, none silently — and configured patterns
 * cannot climb out of the project unless asked.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFiles, NoFilesError } from './find-files.js';
import { readSourceFile } from './read-source-file.js';
import { tempProject } from '../testing/temp-project.js';

const isRoot = process.getuid?.() === 0;

const tree = (files: Record<string, string>): string => tempProject(files, { packageJson: false });

const rel = (root: string, paths: readonly string[]): string[] => paths.map((p) => p.slice(root.length + 1)).sort();

describe('symbolic links', () => {
  it('follows links inside the project and skips, with a notice, those that lead outside', async () => {
    const outside = tree({ 'o.yaml': 'a: 1\n' });
    const root = tree({ 'project/edge/a.yaml': 'a: 1\n', 'project/shared/s.yaml': 's: 1\n' });
    const project = join(root, 'project');
    symlinkSync(join(project, 'shared/s.yaml'), join(project, 'edge/shared.yaml'));
    symlinkSync(join(outside, 'o.yaml'), join(project, 'edge/out.yaml'));
    symlinkSync(outside, join(project, 'edge/outdir'));
    symlinkSync('/dev/zero', join(project, 'edge/zero.yaml'));
    const found = await findFiles(['edge'], { cwd: project, files: [], ignores: [] });
    expect(rel(project, found.files)).toEqual(['edge/a.yaml', 'edge/shared.yaml']);
    expect(found.notices.map((n) => [n.path.slice(project.length + 1), n.message.replace(/ to \S+,/, ' to …,')]).sort()).toEqual([
      ['edge/out.yaml', 'Skipped: a symbolic link to …, outside the project (--allow-outside-project follows it).'],
      ['edge/outdir', 'Skipped: a symbolic link to …, outside the project (--allow-outside-project follows it).'],
      ['edge/zero.yaml', 'Skipped: a symbolic link to …, outside the project (--allow-outside-project follows it).'],
    ]);
  });

  it('follows no link with followSymlinks: false, and says so for each', async () => {
    const project = tree({ 'edge/a.yaml': 'a: 1\n' });
    symlinkSync(join(project, 'edge/a.yaml'), join(project, 'edge/b.yaml'));
    const found = await findFiles(['edge'], { cwd: project, files: [], ignores: [], followSymlinks: false });
    expect(rel(project, found.files)).toEqual(['edge/a.yaml']);
    expect(found.notices.map((n) => n.message)).toEqual(['Skipped: a symbolic link, and links are not followed (--no-follow-symlinks).']);
    const named = await findFiles(['edge/b.yaml'], { cwd: project, files: [], ignores: [], followSymlinks: false });
    expect(named.files).toEqual([]);
    expect(named.notices).toHaveLength(1);
  });

  it('follows a link outside when allowed, and still skips the device it leads to', async () => {
    const outside = tree({ 'o.yaml': 'a: 1\n' });
    const project = tree({ 'edge/a.yaml': 'a: 1\n' });
    symlinkSync(join(outside, 'o.yaml'), join(project, 'edge/out.yaml'));
    symlinkSync('/dev/zero', join(project, 'edge/zero.yaml'));
    const found = await findFiles(['edge'], { cwd: project, files: [], ignores: [], allowOutside: true });
    expect(rel(project, found.files)).toEqual(['edge/a.yaml', 'edge/out.yaml']);
    expect(found.notices.map((n) => n.message)).toEqual(['Skipped: a character device, not a regular file.']);
  });
});

describe('special files', () => {
  it('skips a FIFO in a folder and a FIFO named on the command line, with a notice, without blocking', async () => {
    const project = tree({ 'edge/a.yaml': 'a: 1\n' });
    execFileSync('mkfifo', [join(project, 'edge/pipe.yaml')]);
    const found = await findFiles(['edge'], { cwd: project, files: [], ignores: [] });
    expect(rel(project, found.files)).toEqual(['edge/a.yaml']);
    expect(found.notices.map((n) => n.message)).toEqual(['Skipped: a FIFO, not a regular file.']);
    const named = await findFiles(['edge/pipe.yaml'], { cwd: project, files: [], ignores: [] });
    expect(named).toMatchObject({ files: [], notices: [{ message: 'Skipped: a FIFO, not a regular file.' }] });
    expect(readSourceFile(join(project, 'edge/pipe.yaml'))).toEqual({ problem: 'Not read: it is not a regular file (a device, FIFO or socket).' });
  });
});

describe('unreadable files and folders', () => {
  it('reads a file, and describes one that vanished instead of throwing', () => {
    const project = tree({ 'a.yaml': 'a: 1\n' });
    expect(readSourceFile(join(project, 'a.yaml'))).toEqual({ bytes: Buffer.from('a: 1\n') });
    expect(readSourceFile(join(project, 'gone.yaml'))).toEqual({ problem: 'Cannot read the file: it does not exist (any more) (ENOENT).' });
  });

  it.skipIf(isRoot)('reports a file and a folder without read permission', async () => {
    const project = tree({ 'edge/a.yaml': 'a: 1\n', 'edge/secret.yaml': 'a: 1\n', 'edge/locked/l.yaml': 'a: 1\n' });
    chmodSync(join(project, 'edge/secret.yaml'), 0o000);
    chmodSync(join(project, 'edge/locked'), 0o000);
    try {
      const found = await findFiles(['edge'], { cwd: project, files: [], ignores: [] });
      expect(rel(project, found.files)).toEqual(['edge/a.yaml', 'edge/secret.yaml']);
      expect(found.notices.map((n) => n.message)).toEqual(['Folder not read: permission denied (EACCES).']);
      expect(readSourceFile(join(project, 'edge/secret.yaml'))).toEqual({ problem: 'Cannot read the file: permission denied (EACCES).' });
    } finally {
      chmodSync(join(project, 'edge/locked'), 0o755);
    }
  });
});

describe('configured patterns stay in the project', () => {
  it('refuses a `files` pattern that climbs out or is absolute, unless allowed', async () => {
    const root = tree({ 'outside/o.yaml': 'a: 1\n', 'project/edge/a.yaml': 'a: 1\n' });
    const project = join(root, 'project');
    for (const pattern of ['../outside/**/*.yaml', `${root}/outside/*.yaml`, 'edge/../../outside/*.yaml']) {
      await expect(findFiles([], { cwd: project, files: [pattern], ignores: [] })).rejects.toThrow(NoFilesError);
    }
    await expect(findFiles([], { cwd: project, files: ['../outside/**/*.yaml'], ignores: [] })).rejects.toThrow('reaches outside the project folder');
    const allowed = await findFiles([], { cwd: project, files: ['../outside/**/*.yaml'], ignores: [], allowOutside: true });
    expect(allowed.files).toEqual([join(root, 'outside/o.yaml')]);
  });

  it('a link inside the project does not take a configured pattern outside', async () => {
    const outside = tree({ 'o.edge.yaml': 'a: 1\n' });
    const project = tree({ 'a.edge.yaml': 'a: 1\n' });
    symlinkSync(outside, join(project, 'elsewhere'));
    const found = await findFiles([], { cwd: project, files: ['**/*.edge.yaml'], ignores: [] });
    expect(rel(project, found.files)).toEqual(['a.edge.yaml']);
    expect(found.notices).toHaveLength(1);
  });
});

describe('configured ignores are relative to the working folder, also in a named folder', () => {
  const FILES = { 'edge/zones/blog/z.yaml': 'a: 1\n', 'edge/zones/shop/z.yaml': 'a: 1\n', 'edge/vendor/v.yaml': 'a: 1\n', 'vendor/root.yaml': 'a: 1\n', 'edge/x/node_modules/m.yaml': 'a: 1\n' };
  it.each([
    { ignores: ['edge/zones/blog/**'], args: ['edge'], files: ['edge/vendor/v.yaml', 'edge/zones/shop/z.yaml'] },
    { ignores: ['edge/zones/blog/**'], args: ['edge/zones'], files: ['edge/zones/shop/z.yaml'] },
    { ignores: ['edge/zones/blog/**'], args: ['.'], files: ['edge/vendor/v.yaml', 'edge/zones/shop/z.yaml', 'vendor/root.yaml'] },
    // `vendor/**` is the top folder's vendor, not edge/vendor as the named folder would read it.
    { ignores: ['vendor/**'], args: ['edge'], files: ['edge/vendor/v.yaml', 'edge/zones/blog/z.yaml', 'edge/zones/shop/z.yaml'] },
    { ignores: ['**/vendor/**'], args: ['edge'], files: ['edge/zones/blog/z.yaml', 'edge/zones/shop/z.yaml'] },
    { ignores: ['edge/*/blog/**'], args: ['edge/zones', 'vendor'], files: ['edge/zones/shop/z.yaml', 'vendor/root.yaml'] },
    { ignores: [], args: ['edge/zones/blog'], files: ['edge/zones/blog/z.yaml'] },
  ])('ignores $ignores, paths $args', async ({ ignores, args, files }) => {
    const project = tree(FILES);
    expect(rel(project, (await findFiles(args, { cwd: project, files: [], ignores })).files)).toEqual(files);
  });

  it('a named folder whose files are all ignored is a usage error, as in ESLint', async () => {
    const project = tree(FILES);
    await expect(findFiles(['edge/zones/blog'], { cwd: project, files: [], ignores: ['edge/zones/blog/**'] })).rejects.toThrow(
      new NoFilesError("all files in edge/zones/blog are ignored by the configuration's `ignores`"),
    );
  });
});
