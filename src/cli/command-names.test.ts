/** Which command a run is: the launcher names its code cache by it (command-names.ts), and `main.ts` dispatches by it. */
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES, commandOf, isCommandName } from './command-names.js';
import { loadCommand } from './main.js';

describe('commandOf', () => {
  it.each([
    [[], 'lint'],
    [['rules.yaml'], 'lint'],
    [['--format', 'json', 'plan'], 'lint'],
    [['lint', 'x.yaml'], 'lint'],
    [['plan', 'x.yaml'], 'plan'],
    [['report', '--output', 'r.md'], 'report'],
    [['import'], 'import'],
    [['--version'], 'help'],
    [['-v'], 'help'],
    [['--help'], 'help'],
    [['-h'], 'help'],
    [['help', 'plan'], 'help'],
    // `--help` after other arguments is the help of the command (main.ts): lint's here.
    [['x.yaml', '--help'], 'lint'],
    [['Plan'], 'lint'],
  ] as const)('%j → %s', (argv, name) => {
    expect(commandOf(argv)).toBe(name);
  });

  it('knows every command main.ts runs, by the name it has', async () => {
    for (const name of COMMAND_NAMES) {
      expect(isCommandName(name)).toBe(true);
      expect((await loadCommand(name)).name).toBe(name);
    }
    expect(isCommandName('help')).toBe(false);
    expect(isCommandName('constructor')).toBe(false);
  });
});
