/**
 * The migration report as Markdown (GitHub-flavoured): for pull requests,
 * wikis and tickets. Everything taken from the configuration is escaped
 * (`src/text/markdown.ts`), so a hostile zone name cannot inject markup.
 */
import type { BehaviourReport, MigrationReport, ScopeReport } from './model.js';
import { markdownBlock as block, markdownCode as code, markdownRich as rich, markdownText as text } from '../text/markdown.js';
import { callText, coverageSentence, deadlineSentence, plannedWithErrors, scopeTitle, STATUS_WORDS, verificationSentence } from './text.js';
import { counted } from '../text/counted.js';

const TABLE = { table: true } as const;

/** A table cell holding text from the configuration or a message. */
function cell(value: string): string {
  return rich(value, TABLE);
}

/** Inline code inside a table cell. */
function tableCode(value: string): string {
  return code(value, TABLE);
}

function behaviourRow(b: BehaviourReport): string {
  const replacement = b.product === null ? '—' : b.phase === null ? text(b.product, TABLE) : `${text(b.product, TABLE)} (${tableCode(b.phase)}, ${tableCode(b.action ?? '')})`;
  const status = b.status === 'covered' && b.covered_by ? `covered by ${tableCode(b.covered_by.path)}${b.covered_by.ref ? ` (${tableCode(b.covered_by.ref)})` : ''}` : text(STATUS_WORDS[b.status], TABLE);
  return `| ${b.index} | ${tableCode(b.use_case)} | ${cell(b.does)} | ${replacement} | ${status} | ${b.line} |`;
}

function scopeSection(scope: ScopeReport, lintErrors: number): string[] {
  const out: string[] = [];
  out.push(`## ${text(scopeTitle(scope))}`, '');
  out.push(`- Id: ${scope.id === null ? '_none_' : code(scope.id)} · ${text(scope.file)}:${scope.line}`);
  out.push(`- ESC setting: ${scope.esc_disable === null ? '_none_' : code(JSON.stringify(scope.esc_disable))} — ${rich(scope.esc_status)}`);
  if (scope.kind === 'zone' || scope.coverage.total > 0) out.push(`- Coverage: ${coverageSentence(scope)}`);
  out.push('');
  for (const note of scope.notes) out.push(`> ℹ️ ${rich(note)}`, '');
  for (const f of scope.findings) out.push(`- **${f.severity}** line ${f.line}: ${rich(f.message)} (${code(f.rule_id)})`);
  if (scope.findings.length) out.push('');

  if (scope.behaviours.length) {
    out.push('### ESC behaviours', '');
    out.push('| # | use case | what it does | replacement | status | line |', '|---|---|---|---|---|---|');
    for (const b of scope.behaviours) out.push(behaviourRow(b));
    out.push('');

    const verified = scope.behaviours.filter((b) => b.verification !== null);
    if (verified.length) {
      out.push('### Verification', '', 'Each replacement evaluated against its behaviour on requests derived from `when` and the zone\'s host names:', '');
      for (const b of verified) out.push(`- #${b.index} ${code(b.use_case)}: ${rich(verificationSentence(b) ?? '')}.`);
      out.push('');
    }

    const uncovered = scope.behaviours.filter((b) => b.status === 'uncovered');
    if (uncovered.length) {
      out.push('### Replacement rules to add', '');
      for (const b of uncovered) {
        out.push(`#### ${b.index}. ${code(b.use_case)} → ${text(b.product ?? 'unknown use case')}`, '');
        if (b.disabled_rules.length) out.push(`Would be covered by ${b.disabled_rules.map((r) => code(r.path)).join(', ')}, which ${b.disabled_rules.length === 1 ? 'is' : 'are'} disabled: enable ${b.disabled_rules.length === 1 ? 'it' : 'them'} once tested, or add the rule below.`, '');
        else if (b.missing.length) out.push(`Missing: ${rich(b.missing.join('; '))}.`, '');
        if (b.replacement_rules.length && b.replacement_target) {
          const where = b.replacement_target.entry_point === null ? `a new ${code(b.replacement_target.phase)} entry point ruleset` : `the ${code(b.replacement_target.phase)} entry point ${code(b.replacement_target.entry_point)}`;
          out.push(`Add ${b.replacement_rules.length === 1 ? 'this rule' : `these ${b.replacement_rules.length} rules`} to ${where}:`, '');
          out.push(block('json', JSON.stringify(b.replacement_rules.length === 1 ? b.replacement_rules[0] : b.replacement_rules, null, 2)), '');
        } else if (b.blocked_by.length) {
          out.push(`No rule is generated until ${rich(b.blocked_by.join(', '))}.`, '');
        }
        for (const f of b.findings) out.push(`- **${f.severity}** line ${f.line}: ${rich(f.message)} (${code(f.rule_id)})`);
        if (b.findings.length) out.push('');
      }
    }

    const elsewhere = scope.behaviours.filter((b) => b.status === 'needs_worker' || b.status === 'discontinued');
    if (elsewhere.length) {
      out.push('### Worker scripts and discontinued behaviours', '');
      for (const b of elsewhere) {
        const todo = b.status === 'needs_worker' ? 'needs an edge worker script' : 'needs an edge worker script if it is still wanted; otherwise it is discontinued when ESC is removed';
        out.push(`- #${b.index} ${code(b.use_case)} (line ${b.line}): ${rich(b.does)} — ${todo}.`);
      }
      out.push('');
    }

    const otherFindings = scope.behaviours.filter((b) => b.status !== 'uncovered' && b.findings.length);
    if (otherFindings.length) {
      out.push('### Findings', '');
      for (const b of otherFindings) for (const f of b.findings) out.push(`- #${b.index} ${code(b.use_case)} — **${f.severity}** line ${f.line}: ${rich(f.message)} (${code(f.rule_id)})`);
      out.push('');
    }
  }

  out.push('### Test procedure', '');
  if (scope.test_procedure.length === 0) out.push('_Nothing to test here._', '');
  scope.test_procedure.forEach((step, i) => {
    out.push(`${i + 1}. **${rich(step.title)}**${step.configured ? ' _(the configuration already asks for this)_' : ''} — ${rich(step.detail)}`);
    if (step.call) {
      out.push('', block('http', callText(step.call)).replace(/^/gm, '   '));
      if (step.undo) out.push(`   Undo: ${code(`${step.undo.method} /client/v4${step.undo.path}`)}`);
    }
    if (step.requests?.length) {
      out.push('', '   | # | use case | request | expect |', '   |---|---|---|---|');
      for (const r of step.requests) out.push(`   | ${r.behaviour} | ${tableCode(r.useCase)} | ${tableCode(r.command)} | ${cell(r.expect)} |`);
    }
    out.push('');
  });

  out.push('### Planned calls', '');
  if (scope.planned_calls === null) out.push('_The planner is not connected to the report; run `edgelint plan` for the calls._', '');
  else if (scope.planned_calls.length === 0) out.push('_No calls: the scope is in its described state._', '');
  else {
    if (lintErrors > 0) out.push(`_${plannedWithErrors(lintErrors)}_`, '');
    scope.planned_calls.forEach((call, i) => {
      out.push(`${i + 1}. ${call.description !== undefined ? rich(call.description) : code(`${call.method} ${call.path}`)}`, '', block('http', callText(call)).replace(/^/gm, '   '), '');
    });
  }
  return out;
}

export function renderMarkdown(report: MigrationReport): string {
  const out: string[] = [];
  const s = report.summary;
  out.push('# ESC migration report', '');
  out.push(`> ${report.removed ? '⛔' : '⚠️'} **${text(deadlineSentence(report))}**`, `> As of ${report.now}; the removal date comes from ${rich(report.removal_date_source)}.`, '');
  out.push(`Files: ${report.files.map((f) => code(f)).join(', ')}`, '');
  out.push('| scope | behaviours | covered | uncovered | needs worker | worker or discontinued |', '|---|---|---|---|---|---|');
  for (const scope of report.scopes) {
    const c = scope.coverage;
    out.push(`| ${text(scopeTitle(scope), TABLE)} | ${c.total} | ${c.covered} | ${c.uncovered} | ${c.needs_worker} | ${c.discontinued} |`);
  }
  out.push(`| **all** | **${s.total}** | **${s.covered}** | **${s.uncovered}** | **${s.needs_worker}** | **${s.discontinued}** |`, '');
  if (s.findings.error + s.findings.warning + s.findings.info > 0) {
    out.push(`Findings on ESC behaviours and settings: ${counted(s.findings.error, 'error')}, ${counted(s.findings.warning, 'warning')}, ${s.findings.info} info.`, '');
  }
  for (const scope of report.scopes) for (const line of scopeSection(scope, report.lint_error_count)) out.push(line);
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
