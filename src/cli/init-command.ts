/**
 * `edgelint init`: a commented starter `.edgelintrc.yaml` in the working
 * folder, and an example manifest (`edge/example.yaml`) when the repository
 * holds no edge configuration yet (no YAML, JSON or Terraform file of it
 * holds an edge document). Edge documents found outside the default
 * `files` patterns add their folder to `files`, so a plain `edgelint` lints
 * them. Never overwrites: an existing configuration is left alone unless
 * `--force`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import picomatch from 'picomatch';
import { configSearchPlaces } from '../config/load-config.js';
import { DEFAULT_FILES } from '../config/resolve-config.js';
import { holdsEdgeDocument } from '../files/edge-files.js';
import { CONFIG_EXTENSIONS, findFiles, NoFilesError } from '../files/find-files.js';
import { toPosix } from '../files/project-path.js';
import { readSourceFile } from '../files/read-source-file.js';
import { EXAMPLE_MANIFEST_FILE, exampleManifest, STARTER_CONFIG_FILE, starterConfig } from '../init/starter.js';
import { loadSourceBytes, prepareFrontEnds } from '../load/source-file.js';
import { EXIT, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
import { UsageError } from './usage-error.js';
import { counted } from '../text/counted.js';

const OPTIONS: readonly CliOption[] = [{ name: 'force', type: 'boolean', description: 'replace an existing `.edgelintrc.yaml`', example: 'edgelint init --force' }];

/** The configuration already in `cwd`, if any (`package.json#edgelint` included). */
function existingConfig(cwd: string): string | undefined {
  const file = configSearchPlaces().find((name) => name !== 'package.json' && existsSync(join(cwd, name)));
  if (file) return file;
  try {
    const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as Record<string, unknown>;
    if (pkg['edgelint'] !== undefined) return 'package.json#edgelint';
  } catch {
    // No package.json, or not JSON: no configuration there.
  }
  return undefined;
}

/**
 * The YAML, JSON and Terraform files below `cwd` (paths relative to `cwd`),
 * and those of them that hold an edge document, found and read as lint finds
 * and reads a folder: links kept inside the project, special and oversized
 * files never read.
 */
async function edgeFiles(cwd: string): Promise<{ candidates: string[]; edge: string[] }> {
  let candidates: string[];
  try {
    candidates = (await findFiles(['.'], { cwd, files: [], ignores: [] })).files;
  } catch (error) {
    if (error instanceof NoFilesError) return { candidates: [], edge: [] };
    throw error;
  }
  await prepareFrontEnds(candidates);
  const edge = candidates.filter((file) => {
    const read = readSourceFile(file);
    return 'bytes' in read && holdsEdgeDocument(loadSourceBytes(file, read.bytes));
  });
  const relativeTo = (file: string): string => toPosix(relative(cwd, file));
  return { candidates: candidates.map(relativeTo), edge: edge.map(relativeTo) };
}

/**
 * What `files` gains for the edge files the default patterns miss: their top
 * folder (`infra/**\/*.{yaml,yml,json,tf}`) when every YAML and JSON file the
 * pattern would add is an edge file, else those edge files by name. A `files`
 * pattern judges everything it matches as edge configuration, so a folder that
 * also holds a Kubernetes manifest or a tool's settings would make each of them
 * an error (`document/unrecognised`) on the first run.
 */
function addedFiles(candidates: readonly string[], edge: readonly string[]): string[] {
  const inDefaults = picomatch([...DEFAULT_FILES], { dot: true });
  // Terraform files are judged by their resources wherever they are (README "Which files are read").
  const missed = (files: readonly string[]): string[] => files.filter((f) => !inDefaults(f) && !/\.tf$/.test(f));
  const edgeMissed = missed(edge);
  const edgeSet = new Set(edgeMissed);
  const others = missed(candidates).filter((f) => !edgeSet.has(f));
  const added = new Set<string>();
  for (const file of edgeMissed) {
    const top = file.includes('/') ? file.split('/')[0]! : undefined;
    added.add(top !== undefined && !others.some((f) => f.startsWith(`${top}/`)) ? `${top}/**/*.${CONFIG_EXTENSIONS}` : file);
  }
  return [...added];
}

async function initCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(OPTIONS, input);
  if (positionals.length) throw new UsageError(`init takes no paths; it writes ${STARTER_CONFIG_FILE} in the working folder`);
  const existing = existingConfig(io.cwd);
  if (existing && !(values['force'] === true && existing === STARTER_CONFIG_FILE)) {
    throw new UsageError(`${existing} configures edgelint here already${existing === STARTER_CONFIG_FILE ? '; replace it with --force' : ''}`);
  }
  const { candidates, edge: found } = await edgeFiles(io.cwd);
  writeFileSync(join(io.cwd, STARTER_CONFIG_FILE), starterConfig(addedFiles(candidates, found)));
  io.writeOut(`${STARTER_CONFIG_FILE}\n`);
  if (found.length === 0 && !existsSync(join(io.cwd, EXAMPLE_MANIFEST_FILE))) {
    mkdirSync(dirname(join(io.cwd, EXAMPLE_MANIFEST_FILE)), { recursive: true });
    writeFileSync(join(io.cwd, EXAMPLE_MANIFEST_FILE), exampleManifest());
    io.writeOut(`${EXAMPLE_MANIFEST_FILE} (an example manifest: the repository holds no edge configuration yet)\n`);
  } else if (found.length) {
    io.writeErr(`edgelint: found ${counted(found.length, 'edge file')}, such as ${found[0]!}; run \`edgelint\` to lint them\n`);
  }
  return EXIT.ok;
}

export const command: Command = {
  name: 'init',
  summary: 'write a commented starter .edgelintrc.yaml (and an example manifest in a repository without one)',
  operands: '',
  description:
    'Writes a commented starter `.edgelintrc.yaml` in the working folder, with every setting and its default. When no YAML or JSON file below it holds an edge document, also writes an example manifest, edge/example.yaml, that lints clean; edge documents outside the default `files` patterns add their folder to `files` (or themselves, when the folder holds other YAML or JSON files). An existing configuration is never replaced, unless --force for `.edgelintrc.yaml`.',
  options: OPTIONS,
  examples: ['edgelint init'],
  run: initCommand,
};
