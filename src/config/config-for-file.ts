/**
 * The rules and settings one file is linted with: the configuration's
 * layers folded in order — the top level, every `overrides` block whose
 * `files` match the file and whose `ignores` do not, then the command line
 * (ESLint's flat config, `calculateConfigForFile`). Files that match the
 * same blocks share one folded configuration, computed once per run, so a
 * run over thousands of files folds a handful of times.
 */
import { relative, resolve } from 'node:path';
import picomatch from 'picomatch';
import type { LintConfig } from '../engine/linter.js';
import type { ConfiguredRule } from '../engine/run-rules.js';
import type { LintSettings } from '../engine/rule.js';
import { toPosix } from '../files/project-path.js';
import { foldLayers, type ResolvedConfig } from './resolve-config.js';

/** What a file is linted with, and the `overrides` blocks (their indexes) that apply to it. */
export interface FileConfig extends LintConfig {
  readonly rules: readonly ConfiguredRule[];
  readonly settings: LintSettings;
  /** Indexes into `ResolvedConfig.overrides` of the blocks that apply, in order. */
  readonly overrides: readonly number[];
}

interface Matchers {
  readonly blocks: readonly ((path: string) => boolean)[];
  readonly folded: Map<string, FileConfig>;
}

const cache = new WeakMap<ResolvedConfig, Matchers>();

function matchersOf(config: ResolvedConfig): Matchers {
  let matchers = cache.get(config);
  if (!matchers) {
    const blocks = config.overrides.map((block) => {
      const files = picomatch([...block.files], { dot: true });
      const ignores = block.ignores.length ? picomatch([...block.ignores], { dot: true }) : () => false;
      return (path: string) => files(path) && !ignores(path);
    });
    matchers = { blocks, folded: new Map() };
    cache.set(config, matchers);
  }
  return matchers;
}

/**
 * The configuration of `filePath` — absolute, or relative to `cwd` — for a
 * run in `cwd` (the folder override patterns are relative to, as the
 * top-level `files` are). A file outside `cwd` matches no block.
 */
export function configForFile(config: ResolvedConfig, filePath: string, cwd: string = process.cwd()): FileConfig {
  const { blocks, folded } = matchersOf(config);
  const rel = toPosix(relative(cwd, resolve(cwd, filePath)));
  const inside = rel !== '' && !rel.startsWith('../');
  const applying: number[] = [];
  if (inside) blocks.forEach((matches, index) => matches(rel) && applying.push(index));
  const key = applying.join(',');
  let result = folded.get(key);
  if (!result) {
    if (applying.length === 0) result = { rules: config.rules, settings: config.settings, overrides: [] };
    else {
      const layers = [config.layers.top, ...applying.map((i) => config.overrides[i]!.layer), config.layers.commandLine];
      // The run's `now` is the default: the layers that set one set it again in order.
      result = { ...foldLayers(layers, config.registry, config.settings.now), overrides: applying };
    }
    folded.set(key, result);
  }
  return result;
}

