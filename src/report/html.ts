/**
 * The migration report as one self-contained HTML page: inline CSS, no
 * scripts, no fonts, images or requests of any kind (a Content-Security-Policy
 * of `default-src 'none'` enforces it), readable on screen and in print. The
 * state shows at a glance: a deadline banner, summary figures, and a
 * coverage bar per zone.
 */
import type { CoverageStatus } from '../esc/coverage.js';
import type { BehaviourReport, CoverageCounts, MigrationReport, ScopeReport } from './model.js';
import { callText, coverageSentence, deadlineSentence, percent, plannedWithErrors, scopeTitle, STATUS_WORDS, verificationSentence } from './text.js';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Escaped text with `code spans` rendered as <code>. */
function rich(text: string): string {
  return esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const CSS = `
:root { --covered: #1a7f37; --uncovered: #cf222e; --worker: #9a6700; --discontinued: #6e7781; --ink: #1f2328; --muted: #57606a; --line: #d0d7de; --bg: #ffffff; --soft: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--bg); }
main { max-width: 1100px; margin: 0 auto; padding: 24px 20px 64px; }
h1 { font-size: 28px; margin: 0 0 4px; }
h2 { font-size: 22px; margin: 40px 0 8px; padding-top: 16px; border-top: 1px solid var(--line); }
h3 { font-size: 17px; margin: 24px 0 8px; }
h4 { font-size: 15px; margin: 16px 0 6px; }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { background: var(--soft); padding: 1px 4px; border-radius: 4px; overflow-wrap: break-word; }
.overview td:first-child { font-weight: 600; }
.bar.mini { height: 12px; margin: 4px 0; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; overflow-x: auto; white-space: pre-wrap; word-break: break-word; }
pre code { background: none; padding: 0; }
.meta { color: var(--muted); margin: 0 0 16px; }
.banner { border-radius: 8px; padding: 14px 18px; margin: 16px 0 20px; font-size: 18px; font-weight: 600; border: 2px solid; }
.banner small { display: block; font-size: 13px; font-weight: 400; margin-top: 4px; }
.banner.removed { background: #ffebe9; border-color: var(--uncovered); color: #82071e; }
.banner.soon { background: #fff8c5; border-color: #d4a72c; color: #633c01; }
.banner.later { background: #ddf4ff; border-color: #54aeff; color: #0a3069; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 0 0 12px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; }
.card b { display: block; font-size: 26px; }
.card.covered b { color: var(--covered); } .card.uncovered b { color: var(--uncovered); } .card.needs_worker b { color: var(--worker); } .card.discontinued b { color: var(--discontinued); }
.bar { display: flex; height: 22px; border-radius: 6px; overflow: hidden; background: var(--soft); border: 1px solid var(--line); margin: 8px 0 4px; }
.bar span { display: block; height: 100%; }
.bar .covered { background: var(--covered); } .bar .uncovered { background: var(--uncovered); } .bar .needs_worker { background: var(--worker); } .bar .discontinued { background: var(--discontinued); }
.legend { display: flex; flex-wrap: wrap; gap: 14px; font-size: 13px; color: var(--muted); margin: 0 0 12px; padding: 0; list-style: none; }
.legend i { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 5px; vertical-align: baseline; }
.legend .covered { background: var(--covered); } .legend .uncovered { background: var(--uncovered); } .legend .needs_worker { background: var(--worker); } .legend .discontinued { background: var(--discontinued); }
table { border-collapse: collapse; width: 100%; margin: 8px 0 12px; font-size: 14px; table-layout: fixed; }
th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; overflow-wrap: break-word; }
th { background: var(--soft); }
.status { display: inline-block; border-radius: 999px; padding: 1px 9px; font-size: 12px; font-weight: 600; color: #fff; white-space: nowrap; }
.status.covered { background: var(--covered); } .status.uncovered { background: var(--uncovered); } .status.needs_worker { background: var(--worker); } .status.discontinued { background: var(--discontinued); }
.note { border-left: 4px solid #54aeff; background: #ddf4ff; padding: 8px 12px; margin: 8px 0; border-radius: 0 6px 6px 0; }
.finding { margin: 4px 0; }
.finding .sev { font-weight: 700; text-transform: uppercase; font-size: 11px; margin-right: 6px; }
.finding .sev.error { color: var(--uncovered); } .finding .sev.warning { color: var(--worker); } .finding .sev.info { color: #0969da; }
ol.steps > li { margin-bottom: 12px; }
.done { color: var(--covered); font-size: 13px; }
dl.setting { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 8px 0; }
dl.setting dt { color: var(--muted); }
dl.setting dd { margin: 0; }
@media print { .banner, .bar span, .status, .legend i { -webkit-print-color-adjust: exact; print-color-adjust: exact; } h2 { break-before: auto; } pre { white-space: pre-wrap; } }
`;

const SEGMENTS: readonly CoverageStatus[] = ['covered', 'uncovered', 'needs_worker', 'discontinued'];

function coverageBar(c: CoverageCounts, label: string): string {
  if (c.total === 0) return '<p class="meta">No ESC behaviours.</p>';
  const spans = SEGMENTS.filter((s) => c[s] > 0)
    .map((s) => `<span class="${s}" style="width:${percent(c[s], c.total)}%" title="${esc(`${STATUS_WORDS[s]}: ${c[s]}`)}"></span>`)
    .join('');
  const legend = SEGMENTS.map((s) => `<li><i class="${s}"></i>${esc(STATUS_WORDS[s])}: ${c[s]}</li>`).join('');
  return `<div class="bar" data-testid="coverage-bar" role="img" aria-label="${esc(label)}">${spans}</div><ul class="legend">${legend}</ul>`;
}

function status(s: CoverageStatus): string {
  return `<span class="status ${s}">${esc(STATUS_WORDS[s])}</span>`;
}

function findings(list: BehaviourReport['findings']): string {
  return list.map((f) => `<div class="finding"><span class="sev ${f.severity}">${f.severity}</span>line ${f.line}: ${rich(f.message)} <code>${esc(f.rule_id)}</code></div>`).join('');
}

function behaviourRow(b: BehaviourReport): string {
  const replacement = b.product === null ? '—' : `${esc(b.product)}${b.phase ? `<br><code>${esc(b.phase)}</code> · <code>${esc(b.action ?? '')}</code>` : ''}`;
  const by = b.covered_by ? `<br><small>by <code>${esc(b.covered_by.path)}</code>${b.covered_by.ref ? ` (<code>${esc(b.covered_by.ref)}</code>)` : ''}${b.covered_by.list ? ` list <code>${esc(b.covered_by.list.name)}</code> item ${b.covered_by.list.item}` : ''}</small>` : '';
  return `<tr data-status="${b.status}"><td>${b.index}</td><td><code>${esc(b.use_case)}</code>${b.when ? `<br><small>when <code>${esc(b.when)}</code></small>` : ''}</td><td>${rich(b.does)}</td><td>${replacement}</td><td>${status(b.status)}${by}</td><td>${b.line}</td></tr>`;
}

function uncoveredBlock(b: BehaviourReport): string {
  const parts: string[] = [`<h4>${b.index}. <code>${esc(b.use_case)}</code> → ${esc(b.product ?? 'unknown use case')}</h4>`];
  if (b.disabled_rules.length) parts.push(`<p>Would be covered by ${b.disabled_rules.map((r) => `<code>${esc(r.path)}</code>`).join(', ')}, which ${b.disabled_rules.length === 1 ? 'is' : 'are'} disabled: enable ${b.disabled_rules.length === 1 ? 'it' : 'them'} once tested, or add the rule below.</p>`);
  else if (b.missing.length) parts.push(`<p>Missing: ${rich(b.missing.join('; '))}.</p>`);
  if (b.replacement_rules.length && b.replacement_target) {
    const where = b.replacement_target.entry_point === null ? `a new <code>${esc(b.replacement_target.phase)}</code> entry point ruleset` : `the <code>${esc(b.replacement_target.phase)}</code> entry point <code>${esc(b.replacement_target.entry_point)}</code>`;
    parts.push(`<p>Add ${b.replacement_rules.length === 1 ? 'this rule' : `these ${b.replacement_rules.length} rules`} to ${where}:</p>`);
    parts.push(`<pre data-testid="replacement-rule"><code>${esc(JSON.stringify(b.replacement_rules.length === 1 ? b.replacement_rules[0] : b.replacement_rules, null, 2))}</code></pre>`);
  } else if (b.blocked_by.length) {
    parts.push(`<p>No rule is generated until ${rich(b.blocked_by.join(', '))}.</p>`);
  }
  parts.push(findings(b.findings));
  return parts.join('\n');
}

function scopeSection(scope: ScopeReport, lintErrors: number): string {
  const out: string[] = [];
  const title = scopeTitle(scope);
  out.push(`<section data-testid="scope" data-kind="${scope.kind}" id="${esc(`${scope.kind}-${scope.id ?? scope.name ?? ''}`)}">`);
  out.push(`<h2>${esc(title)}</h2>`);
  if (scope.kind === 'zone' || scope.coverage.total > 0) {
    out.push(`<p><strong>${esc(coverageSentence(scope))}</strong></p>`);
    out.push(coverageBar(scope.coverage, `${title}: ${coverageSentence(scope)}`));
  }
  out.push('<dl class="setting">');
  out.push(`<dt>Id</dt><dd>${scope.id === null ? '<em>none</em>' : `<code>${esc(scope.id)}</code>`} <small class="meta">${esc(scope.file)}:${scope.line}</small></dd>`);
  out.push(`<dt>ESC setting</dt><dd>${scope.esc_disable === null ? '<em>none</em>' : `<code>${esc(JSON.stringify(scope.esc_disable))}</code>`} — ${rich(scope.esc_status)}</dd>`);
  out.push('</dl>');
  for (const note of scope.notes) out.push(`<div class="note">${rich(note)}</div>`);
  out.push(findings(scope.findings));

  if (scope.behaviours.length) {
    out.push('<h3>ESC behaviours</h3>');
    out.push('<table><colgroup><col style="width:4%"><col style="width:22%"><col style="width:28%"><col style="width:20%"><col style="width:20%"><col style="width:6%"></colgroup><thead><tr><th>#</th><th>use case</th><th>what it does</th><th>replacement</th><th>status</th><th>line</th></tr></thead><tbody>');
    for (const b of scope.behaviours) out.push(behaviourRow(b));
    out.push('</tbody></table>');
    const verified = scope.behaviours.filter((b) => b.verification !== null);
    if (verified.length) {
      out.push('<h3>Verification</h3><p class="meta">Each replacement evaluated against its behaviour on requests derived from <code>when</code> and the zone\'s host names.</p><ul data-testid="verification">');
      for (const b of verified) out.push(`<li>#${b.index} <code>${esc(b.use_case)}</code>: <span class="verification-${b.verification!.status}">${rich(verificationSentence(b) ?? '')}</span>.</li>`);
      out.push('</ul>');
    }
    const uncovered = scope.behaviours.filter((b) => b.status === 'uncovered');
    if (uncovered.length) out.push('<h3>Replacement rules to add</h3>', ...uncovered.map(uncoveredBlock));
    const elsewhere = scope.behaviours.filter((b) => b.status === 'needs_worker' || b.status === 'discontinued');
    if (elsewhere.length) {
      out.push('<h3>Worker scripts and discontinued behaviours</h3><ul>');
      for (const b of elsewhere) {
        const todo = b.status === 'needs_worker' ? 'needs an edge worker script' : 'needs an edge worker script if it is still wanted; otherwise it is discontinued when ESC is removed';
        out.push(`<li>#${b.index} <code>${esc(b.use_case)}</code> (line ${b.line}): ${rich(b.does)} — ${esc(todo)}.</li>`);
      }
      out.push('</ul>');
    }
    const other = scope.behaviours.filter((b) => b.status !== 'uncovered' && b.findings.length);
    if (other.length) out.push('<h3>Findings</h3>', ...other.map((b) => `<p>${b.index}. <code>${esc(b.use_case)}</code></p>${findings(b.findings)}`));
  }

  out.push('<h3>Test procedure</h3>');
  if (scope.test_procedure.length === 0) out.push('<p class="meta">Nothing to test here.</p>');
  out.push('<ol class="steps" data-testid="test-procedure">');
  for (const step of scope.test_procedure) {
    const parts = [`<strong>${rich(step.title)}</strong>${step.configured ? ' <span class="done">(the configuration already asks for this)</span>' : ''}<br>${rich(step.detail)}`];
    if (step.call) parts.push(`<pre><code>${esc(callText(step.call))}</code></pre>${step.undo ? `<small>Undo: <code>${esc(`${step.undo.method} /client/v4${step.undo.path}`)}</code></small>` : ''}`);
    if (step.requests?.length) {
      parts.push('<table><colgroup><col style="width:5%"><col style="width:20%"><col style="width:45%"><col style="width:30%"></colgroup><thead><tr><th>#</th><th>use case</th><th>request</th><th>expect</th></tr></thead><tbody>');
      for (const r of step.requests) parts.push(`<tr><td>${r.behaviour}</td><td><code>${esc(r.useCase)}</code></td><td><code>${esc(r.command)}</code></td><td>${rich(r.expect)}</td></tr>`);
      parts.push('</tbody></table>');
    }
    out.push(`<li>${parts.join('\n')}</li>`);
  }
  out.push('</ol>');

  out.push('<h3>Planned calls</h3>');
  if (scope.planned_calls === null) out.push('<p class="meta">The planner is not connected to the report; run <code>edgelint plan</code> for the calls.</p>');
  else if (scope.planned_calls.length === 0) out.push('<p class="meta">No calls: the scope is in its described state.</p>');
  else out.push(`${lintErrors > 0 ? `<p class="meta">${esc(plannedWithErrors(lintErrors))}</p>` : ''}<ol>${scope.planned_calls.map((c) => `<li>${esc(c.description ?? `${c.method} ${c.path}`)}<pre><code>${esc(callText(c))}</code></pre></li>`).join('')}</ol>`);
  out.push('</section>');
  return out.join('\n');
}

/** Every scope in one table with a small coverage bar: the state at a glance. */
function overview(report: MigrationReport): string {
  const rows = report.scopes
    .filter((scope) => scope.kind === 'zone' || scope.coverage.total > 0)
    .map((scope) => {
      const c = scope.coverage;
      const spans = SEGMENTS.filter((k) => c[k] > 0)
        .map((k) => `<span class="${k}" style="width:${percent(c[k], c.total)}%"></span>`)
        .join('');
      const bar = c.total ? `<div class="bar mini" role="img" aria-label="${esc(coverageSentence(scope))}">${spans}</div>` : '';
      return `<tr><td><a href="#${esc(`${scope.kind}-${scope.id ?? scope.name ?? ''}`)}">${esc(scopeTitle(scope))}</a></td><td>${esc(coverageSentence(scope))}${bar}</td><td>${rich(scope.esc_status)}</td></tr>`;
    });
  if (rows.length === 0) return '';
  return `<table class="overview" data-testid="overview"><colgroup><col style="width:25%"><col style="width:40%"><col style="width:35%"></colgroup><thead><tr><th>zone</th><th>coverage</th><th>ESC setting</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function renderHtml(report: MigrationReport): string {
  const s = report.summary;
  const tone = report.removed ? 'removed' : report.days_left <= 90 ? 'soon' : 'later';
  const cards = [
    `<div class="card"><b>${s.total}</b>ESC behaviours</div>`,
    ...SEGMENTS.map((k) => `<div class="card ${k}"><b>${s[k]}</b>${esc(STATUS_WORDS[k])}</div>`),
  ].join('');
  const body = [
    '<main>',
    '<h1>ESC migration report</h1>',
    `<p class="meta">As of ${esc(report.now)} · ${report.files.map((f) => `<code>${esc(f)}</code>`).join(', ')}</p>`,
    `<div class="banner ${tone}" data-testid="deadline-banner" role="status">${esc(deadlineSentence(report))}<small>The removal date comes from ${esc(report.removal_date_source)}.</small></div>`,
    `<div class="cards" data-testid="summary">${cards}</div>`,
    coverageBar(s, `all scopes: ${s.covered} of ${s.total} covered`),
    overview(report),
    ...report.scopes.map((scope) => scopeSection(scope, report.lint_error_count)),
    '</main>',
  ].join('\n');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="generator" content="edgelint report">',
    `<title>ESC migration report — ${esc(report.now)}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    `<body>\n${body}\n</body>`,
    '</html>',
    '',
  ].join('\n');
}
