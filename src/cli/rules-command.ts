/** `edgelint rules`: the rule catalogue — id, default severity, fixable, description, docs URL. */
import { ALL_RULES } from '../../rules/index.js';
import { formatOption } from './config-and-files.js';
import { EXIT, type CliIo, type CliOption, type Command } from './io.js';
import { readOptions } from './options.js';
import { UsageError } from './usage-error.js';
import { byCodeUnits } from '../text/code-unit-order.js';

const OPTIONS: readonly CliOption[] = [formatOption(['text', 'json'], 'text', 'edgelint rules --format json')];

async function rulesCommand(input: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  const values = readOptions(OPTIONS, input);
  if (positionals.length) throw new UsageError(`rules takes no arguments (got ${positionals.join(' ')})`);
  const rules = [...ALL_RULES].sort((a, b) => byCodeUnits(a.meta.id, b.meta.id));
  if (values['format'] === 'json') {
    const catalogue = rules.map(({ meta }) => ({
      id: meta.id,
      type: meta.type,
      defaultSeverity: meta.defaultSeverity,
      fixable: meta.fixable === true,
      description: meta.docs.description,
      url: meta.docs.url,
      ...(meta.schema ? { options: meta.schema } : {}),
    }));
    io.writeOut(`${JSON.stringify(catalogue, null, 2)}\n`);
    return EXIT.ok;
  }
  const width = Math.max(...rules.map((r) => r.meta.id.length));
  const lines = rules.map(({ meta }) => `${meta.id.padEnd(width)}  ${meta.defaultSeverity.padEnd(5)}  ${meta.fixable ? 'fix' : '   '}  ${meta.docs.description}`);
  io.writeOut(`${lines.join('\n')}\n\n${rules.length} rules. Docs: ${rules[0]?.meta.docs.url.replace(/[^/]+\/[^/]+\.md$/, '') ?? ''}<domain>/<name>.md\n`);
  return EXIT.ok;
}

export const command: Command = {
  name: 'rules',
  summary: 'list the rules with their default severity and description',
  operands: '',
  description: 'Lists every rule: its id, default severity, whether --fix can fix it, and its description; the JSON form adds the docs URL and the options schema.',
  options: OPTIONS,
  examples: ['edgelint rules', 'edgelint rules --format json'],
  run: rulesCommand,
};
