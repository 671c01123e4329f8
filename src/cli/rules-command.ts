/** `edgelint rules`: the rule catalogue — id, default severity, fixable, description, docs URL. */
import { ALL_RULES } from '../../rules/index.js';
import type { CliIo } from './main.js';
import { UsageError } from './usage-error.js';

export async function rulesCommand(values: Record<string, unknown>, positionals: string[], io: CliIo): Promise<number> {
  if (positionals.length) throw new UsageError(`rules takes no arguments (got ${positionals.join(' ')})`);
  const format = (values['format'] as string | undefined) ?? 'text';
  const rules = [...ALL_RULES].sort((a, b) => a.meta.id.localeCompare(b.meta.id));
  if (format === 'json') {
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
    return 0;
  }
  if (format !== 'text') throw new UsageError(`unknown format "${format}" for rules; use text or json`);
  const width = Math.max(...rules.map((r) => r.meta.id.length));
  const lines = rules.map(({ meta }) => `${meta.id.padEnd(width)}  ${meta.defaultSeverity.padEnd(5)}  ${meta.fixable ? 'fix' : '   '}  ${meta.docs.description}`);
  io.writeOut(`${lines.join('\n')}\n\n${rules.length} rules. Docs: ${rules[0]?.meta.docs.url.replace(/[^/]+\/[^/]+\.md$/, '') ?? ''}<domain>/<name>.md\n`);
  return 0;
}
