/**
 * `edgelint import <exports...>`: exported GET responses in, manifests out —
 * one per account and zone, in `--output-dir` — so a team adopting edgelint
 * starts from what its accounts hold. A thin shell over the library's
 * `importManifests` (`src/api/import.ts`); `edgelint plan --current` with
 * the same exports then plans no changes.
 *
 * Exit codes: 0 written, 2 for usage errors and for exports that cannot be
 * imported correctly (then nothing is written).
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { importManifests } from '../api/import.js';
import { toPosix } from '../files/project-path.js';
import { linkOptions, linkSettings } from './config-and-files.js';
import { EXIT, writeError, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
import { UsageError } from './usage-error.js';

const OPTIONS: readonly CliOption[] = [
  {
    name: 'account',
    type: 'string',
    arg: 'id',
    defaultText: 'the id in the exports (a folder named after it, or a manifest)',
    description: 'the account the account-level exports belong to',
    example: 'edgelint import exports/ --account 01a7362d577a6c3019a474fd6f485823',
  },
  {
    name: 'zone',
    type: 'string',
    multiple: true,
    arg: 'name=id',
    defaultText: 'folders named after a zone\'s id',
    description: 'a zone of the exports: its host name and id (a folder or file named after either places objects there)',
    example: 'edgelint import exports/ --zone example.com=023e105f4ecef8ad9ca31a8372d0c353',
  },
  {
    name: 'output-dir',
    short: 'o',
    type: 'string',
    arg: 'folder',
    default: 'edge',
    description: 'the folder the manifests are written to, created when missing',
    example: 'edgelint import exports/ --output-dir edge/imported',
  },
  { name: 'force', type: 'boolean', description: 'overwrite manifests that exist already', example: 'edgelint import exports/ --force' },
  ...linkOptions('edgelint import', 'exports/', 'symbolic links in the export folders'),
];

/** `example.com=023e…` or a bare id. */
function parseZone(text: string): { id: string; name?: string } {
  const eq = text.indexOf('=');
  if (eq < 0) return { id: text };
  const name = text.slice(0, eq).trim();
  const id = text.slice(eq + 1).trim();
  if (!name || !id) throw new UsageError(`--zone ${text}: write the zone's host name and id, --zone example.com=<zone id>`);
  return { id, name };
}

async function importCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(OPTIONS, input);
  if (positionals.length === 0) throw new UsageError('import needs the exported GET responses: edgelint import <files or folders...>');
  const outcome = await importManifests({
    cwd: io.cwd,
    exports: positionals,
    ...(values['account'] !== undefined ? { account: values['account'] as string } : {}),
    zones: ((values['zone'] as string[] | undefined) ?? []).map(parseZone),
    ...linkSettings(values),
  });
  for (const note of outcome.notes) io.writeErr(`edgelint: note: ${note}\n`);
  if (outcome.problems.length) {
    for (const problem of outcome.problems) io.writeErr(`edgelint: import: ${problem}\n`);
    io.writeErr('edgelint: nothing imported: the manifests would not describe the exports correctly\n');
    return EXIT.fatal;
  }
  const folder = resolve(io.cwd, values['output-dir'] as string);
  const targets = outcome.files.map((f) => ({ path: join(folder, f.fileName), text: f.text }));
  const existing = targets.filter((t) => existsSync(t.path));
  if (existing.length && values['force'] !== true) {
    throw new UsageError(`${existing.map((t) => toPosix(relative(io.cwd, t.path))).join(', ')} exist${existing.length === 1 ? 's' : ''} already; remove ${existing.length === 1 ? 'it' : 'them'} or import with --force`);
  }
  const shown = (target: { path: string }): string => toPosix(relative(io.cwd, target.path));
  // What the file system would refuse is found before anything is written: an import writes all its manifests or none.
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw writeError(error, targets[0] ? shown(targets[0]) : toPosix(relative(io.cwd, folder)));
  }
  const folderInTheWay = targets.find((t) => statSync(t.path, { throwIfNoEntry: false })?.isDirectory());
  if (folderInTheWay) throw writeError({ code: 'EISDIR' }, shown(folderInTheWay));
  for (const target of targets) {
    try {
      writeFileSync(target.path, target.text);
    } catch (error) {
      throw writeError(error, shown(target));
    }
    io.writeOut(`${shown(target)}\n`);
  }
  return EXIT.ok;
}

export const command: Command = {
  name: 'import',
  summary: 'turn exported GET responses into manifests, one per account and zone',
  operands: '<exports...>',
  description:
    'Reads exported GET responses (zone entry points, account rulesets, rules lists with their items, log push jobs, ESC settings) and writes one manifest per account and zone. Objects are placed at their zone or account as `plan --current` places them: by a folder or file named after the zone\'s id or host name, or `account`; --account and --zone give ids the exports do not. Secrets become ${NAME} references. `edgelint plan --current` with the same exports then plans no changes. Exit code 0 when written, 2 when the exports cannot be imported correctly (nothing is written).',
  options: OPTIONS,
  examples: ['edgelint import exports/', 'edgelint import exports/ --account 01a7362d577a6c3019a474fd6f485823 --zone example.com=023e105f4ecef8ad9ca31a8372d0c353'],
  run: importCommand,
};
