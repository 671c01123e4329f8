/**
 * The rules and settings one file is linted with: the configuration's
 * layers folded in order — the top level, every `overrides` block whose
 * `files` match the file and whose `ignores` do not, then the command line
 * (ESLint's flat config, `calculateConfigForFile`). Files that match the
 * same blocks share one folded configuration, computed once per run, so a
 * run over thousands of files folds a handful of times.
 */
import { resolve } from 'node:path';
import type { LintConfig } from '../engine/linter.js';
import type { ConfiguredRule } from '../engine/run-rules.js';
import type { LintSettings } from '../engine/rule.js';
import { relativeMatcher } from '../files/based-matcher.js';
import { pathInside } from '../files/project-path.js';
import { foldLayers, type ResolvedConfig } from './resolve-config.js';

/** What a file is linted with, and the `overrides` blocks (their indexes) that apply to it. */
export interface FileConfig extends LintConfig {
  readonly rules: readonly ConfiguredRule[];
  readonly settings: LintSettings;
  /** Indexes into `ResolvedConfig.overrides` of the blocks that apply, in order. */
  readonly overrides: readonly number[];
}

interface Matchers {
  /** Each block's test of a path relative to the base folder. */
  readonly blocks: readonly ((rel: string) => boolean)[];
  readonly folded: Map<string, FileConfig>;
}

/** Per configuration, per base folder (a library caller may ask for several). */
const cache = new WeakMap<ResolvedConfig, Map<string, Matchers>>();

function matchersOf(config: ResolvedConfig, base: string): Matchers {
  let byBase = cache.get(config);
  if (!byBase) cache.set(config, (byBase = new Map()));
  let matchers = byBase.get(base);
  if (!matchers) {
    const blocks = config.overrides.map((block) => relativeMatcher(block.files, block.ignores));
    matchers = { blocks, folded: new Map() };
    byBase.set(base, matchers);
  }
  return matchers;
}

/**
 * The configuration of `filePath` — absolute, or relative to `cwd` — for a
 * run in `cwd` whose configuration's patterns are relative to `base` (a
 * loaded configuration's `basePath`; default `cwd`). A file outside `base`
 * matches no block.
 */
export function configForFile(config: ResolvedConfig, filePath: string, cwd: string = process.cwd(), base: string = cwd): FileConfig {
  const { blocks, folded } = matchersOf(config, base);
  // The path as the patterns see it, computed once for every block (`basedMatcher` does the same for one list).
  const rel = pathInside(base, resolve(cwd, filePath));
  const applying: number[] = [];
  if (rel !== undefined) blocks.forEach((matches, index) => matches(rel) && applying.push(index));
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

