/**
 * `--format md`: the plan as a numbered list for a pull request — what each
 * call does, its method and path, auth, body, and which earlier response
 * fills each placeholder. Text from the configuration (zone names, paths,
 * descriptions) is escaped (`src/text/markdown.ts`): it cannot inject markup.
 */
import { BASE_PATH_SUFFIX, DEFAULT_BASE_URL, ENV } from '../endpoints.js';
import { sourceName } from '../desired.js';
import type { Plan, PlannedCall } from '../types.js';
import { markdownBlock, markdownCode as code, markdownRich as rich, markdownText as text } from '../../text/markdown.js';
import { changeLabel, credentialText, prettyJson, schemesUsed, scopeText, summaryLine } from './common.js';
import { counted } from '../../text/counted.js';

const AUTH_SHORT = { key: 'key pair', token: 'bearer token' } as const;

function indent(text: string, width: number): string {
  const pad = ' '.repeat(width);
  return text
    .split('\n')
    .map((line) => (line === '' ? '' : pad + line))
    .join('\n');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function callItem(call: PlannedCall, number: number): string {
  const marker = `${number}. `;
  const width = marker.length;
  const lines: string[] = [];
  lines.push(`${marker}**${capitalised(changeLabel(call))}** — ${code(`${call.method} ${call.path}`)} · ${AUTH_SHORT[call.auth]}`);
  const details: string[] = [`${rich(call.description)}.`];
  const where = [text(scopeText(call.scope)), call.source ? `from ${code(sourceName(call.source))} in ${code(call.source.file)}` : undefined, text(call.basis)].filter(Boolean).join(' · ');
  details.push(`<sub>${where}</sub>`);
  const extra: string[] = [];
  if (call.accept?.length) extra.push(`- Also accepted: HTTP ${call.accept.join(', ')}.`);
  for (const e of call.expect) extra.push(`- Check: ${rich(e.description)} (${code(e.path)}).`);
  if (call.poll) extra.push(`- Repeat until ${code(call.poll.path)} is ${call.poll.until.map((u) => code(u)).join(' or ')}; stop on ${call.poll.failOn.map((u) => code(u)).join(', ')}.`);
  for (const p of call.inputs) extra.push(`- Asks for ${code(`\${${p.name}}`)}: ${rich(p.description)}.`);
  for (const c of call.captures) extra.push(`- Fills ${code(c.placeholder)}: ${rich(c.description)}.`);
  let block = details.join('  \n');
  if (call.body !== undefined) block += `\n\n${markdownBlock('json', prettyJson(call.body))}`;
  if (extra.length) block += `\n\n${extra.join('\n')}`;
  lines.push(indent(block, width));
  return lines.join('\n');
}

/** Just the numbered list of calls (for the migration report's per-zone section). */
export function formatMarkdownCalls(calls: readonly PlannedCall[]): string {
  return `${calls.map((call, i) => callItem(call, i + 1)).join('\n\n')}\n`;
}

export function formatMarkdown(plan: Plan): string {
  const out: string[] = ['# edgelint plan', '', summaryLine(plan), ''];
  if (plan.forced) {
    out.push(`> **Warning:** planned with \`--force\` although the configuration has ${counted(plan.forced.errorCount, 'lint error')}; the API may reject some of these calls.`, '');
  }
  if (plan.calls.length) {
    const schemes = schemesUsed(plan.calls);
    out.push(
      `Paths are relative to \`$${ENV.baseUrl}\` (default \`${DEFAULT_BASE_URL}\`; it ends in \`${BASE_PATH_SUFFIX}\`). Credentials come from the environment — ${schemes.map(credentialText).join('; ')}.`,
      '',
    );
    if (plan.inputs.length) {
      out.push('Values supplied when the plan runs (never written in the plan):', '');
      for (const input of plan.inputs) out.push(`- ${code(`\${${input.name}}`)} (${input.kind}): ${rich(input.description)}`);
      out.push('');
    }
    out.push('## Calls', '');
    plan.calls.forEach((call, i) => out.push(callItem(call, i + 1), ''));
  }
  if (plan.notes.length) {
    out.push('## Notes', '');
    for (const note of plan.notes) out.push(`- ${note.level === 'warning' ? '**warning**' : 'info'}: ${rich(note.message)}${note.file ? ` (${code(note.file)})` : ''}`);
    out.push('');
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
