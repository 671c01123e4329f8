/**
 * The names of edgelint's commands, apart from `main.ts` so that the
 * launcher (`launch.ts`) can tell which command a run is without loading the
 * CLI: each command has a code cache of its own (code-cache.ts), holding the
 * code that command compiled, so a `lint` in a pre-commit hook does not
 * restore the code of `report` or `plan`.
 */

/** Every command, in the order help lists them; `lint` is the default. */
export const COMMAND_NAMES = ['lint', 'rules', 'explain', 'plan', 'report', 'test', 'init', 'import'] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(COMMAND_NAMES);

export function isCommandName(word: string | undefined): word is CommandName {
  return word !== undefined && NAMES.has(word);
}

/**
 * The command `argv` (the arguments after the script) runs — `main.ts`
 * dispatches by it: a command name first, else `lint`; `help` for the
 * version and help screens, which run no command.
 */
export function commandOf(argv: readonly string[]): CommandName | 'help' {
  const first = argv[0];
  if (first === '--version' || first === '-v' || first === 'help' || (argv.length === 1 && (first === '--help' || first === '-h'))) return 'help';
  return isCommandName(first) ? first : 'lint';
}
