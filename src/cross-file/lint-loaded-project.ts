/**
 * Loaded files (plan and report) linted as `edgelint` lints a run of files:
 * each alone, then with what the other files tell it (project-context.ts) —
 * the lists its account declares elsewhere, and a second entry point for one
 * of its zones and phases, whose PUT would replace the first one's rules —
 * so a configuration `edgelint` rejects gets no plan, and the report counts
 * the same errors. Whether a Terraform folder is complete needs the file
 * system: the library's `plan` and `report` tell it as `lint` does
 * (`moduleCompleteIn`, src/api/lint-project.ts); without it (pure callers)
 * a `$list` no file of a module declares is not reported, as for a single
 * `.tf` file.
 */
import type { LintConfig } from '../engine/linter.js';
import { lintLoaded } from '../engine/linter.js';
import type { LintResult } from '../engine/lint-result.js';
import type { SourceFile } from '../load/source-file.js';
import { fileFactsOf, type FileFacts } from './file-facts.js';
import { projectContexts } from './project-index.js';

/** How the files are a project: whether every Terraform file of a folder (project-relative) is among them. Default: never known. */
export interface LoadedProjectOptions {
  readonly moduleComplete?: (folder: string) => boolean;
}

/** The lint result of each file (by its `path`, project-relative), in order. */
export function lintLoadedProject(files: readonly SourceFile[], configFor: (filePath: string) => LintConfig, options: LoadedProjectOptions = {}): LintResult[] {
  const facts: (FileFacts | undefined)[] = [];
  const results = files.map((file, i) => lintLoaded(file, configFor(file.path), { onModels: (linted, models) => (facts[i] = fileFactsOf(linted, models)) }));
  const contexts = projectContexts(
    files.map((file, i) => ({ file: file.path, facts: facts[i] })),
    { moduleComplete: options.moduleComplete ?? ((): boolean => false) },
  );
  return results.map((result, i) => {
    const project = contexts.get(files[i]!.path);
    if (project === undefined) return result;
    const config = configFor(files[i]!.path);
    return lintLoaded(files[i]!, { ...config, settings: { ...config.settings, project } });
  });
}
