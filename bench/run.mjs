#!/usr/bin/env node
/**
 * edgelint's benchmark: ratios measured in one run on this machine, so they
 * mean something on a noisy one (README "Speed").
 *
 *   (a) start-up: `edgelint` on one small file vs bare `node -e 0`, as processes;
 *   (b) analysis: linting a generated configuration of 5,000 rules vs a plain
 *       `yaml` parse of the same files — in-process (the analysis itself) and
 *       as processes (what a CI step pays);
 *   (c) Rules-language throughput: parse + check of a realistic mix of
 *       expressions, expressions per second on one core;
 *   (f) cores and cache on an estate of 100,000 rules in 1,000 files (one
 *       zone each): `--concurrency 2` and `auto` vs `off`, with the outputs
 *       compared byte for byte; a second `--cache` run vs the first.
 *
 * Runs alternate between the two sides of each ratio, and medians are
 * compared. Usage: `npm run bench` (builds first). Options: `--runs N`,
 * `--estate-runs N` (runs per side of the estate rows, default 1),
 * `--no-estate` (skip them).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'dist/bin.js');
const out = join(root, 'bench/out');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 15;
const estateRunsArg = process.argv.indexOf('--estate-runs');
const ESTATE_RUNS = estateRunsArg > 0 ? Number(process.argv[estateRunsArg + 1]) : 1;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (x) => `${x.toFixed(1)} ms`;

function timeProcess(args, cwd) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  const elapsed = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return elapsed;
}

/** Alternate two measurements RUNS times (after a warm-up each) and compare medians. */
function ratio(a, b) {
  a();
  b();
  const as = [];
  const bs = [];
  for (let i = 0; i < RUNS; i++) {
    as.push(a());
    bs.push(b());
  }
  return { a: median(as), b: median(bs), ratio: median(as) / median(bs) };
}

// ---------------------------------------------------------------------------
// The generated configuration: 5,000 rules in realistic rulesets, expressions
// taken from the public corpus by phase, spread over zones and files.

const { lintText, ALL_RULES, parseCalendarDate, analyzeExpression } = await import(join(root, 'dist/index.js'));
// Expressions that are valid as a rule's own filter in their phase (some corpus entries are counting expressions).
const corpus = JSON.parse(readFileSync(join(root, 'src/expr/corpus/valid-expressions.json'), 'utf8')).filter(
  (e) => e.kind === 'filter' && !analyzeExpression(e.expression, { kind: 'filter', phase: e.phase, filterSlot: 'rule' }).problems.some((p) => p.code === 'field-phase'),
);
const byPhase = new Map();
for (const e of corpus) byPhase.set(e.phase, [...(byPhase.get(e.phase) ?? []), e.expression]);
const ACTION = { http_request_firewall_custom: 'block', http_ratelimit: 'block', http_request_firewall_managed: 'log', magic_transit: 'block' };

function generate() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'config'), { recursive: true });
  const RULES = 5000;
  const PER_RULESET = 100;
  const RULESETS_PER_FILE = 5;
  let written = 0;
  let file = 0;
  const zonePhases = ['http_request_firewall_custom', 'http_ratelimit', 'http_request_firewall_managed'];
  while (written < RULES) {
    const lines = ['zones:'];
    for (let z = 0; z < RULESETS_PER_FILE && written < RULES; z++) {
      const phase = zonePhases[z % zonePhases.length];
      const expressions = byPhase.get(phase) ?? byPhase.get('http_request_firewall_custom');
      lines.push(`  - id: "${(file * 10 + z).toString(16).padStart(32, 'a')}"`, `    name: zone-${file}-${z}.example.com`, '    rulesets:', `      - phase: ${phase}`, '        rules:');
      for (let r = 0; r < PER_RULESET && written < RULES; r++, written++) {
        const expression = expressions[(written * 7) % expressions.length];
        lines.push(`          - action: ${ACTION[phase]}`, `            ref: rule-${written}`, `            description: generated rule ${written}`, `            expression: ${JSON.stringify(expression)}`);
        if (phase === 'http_ratelimit') lines.push('            ratelimit: { characteristics: [cf.colo.id, ip.src], period: 60, requests_per_period: 100, mitigation_timeout: 600 }');
      }
    }
    writeFileSync(join(out, 'config', `zones-${String(file).padStart(2, '0')}.yaml`), `${lines.join('\n')}\n`);
    file++;
  }
  writeFileSync(join(out, 'small.yaml'), 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in { 8080 8443 }\n');
  writeFileSync(join(out, 'parse-only.mjs'), `import { readdirSync, readFileSync } from 'node:fs';\nimport { parseAllDocuments } from ${JSON.stringify(join(root, 'node_modules/yaml/dist/index.js'))};\nfor (const f of readdirSync('config')) for (const d of parseAllDocuments(readFileSync('config/' + f, 'utf8'))) d.toJS();\n`);
  writeFileSync(join(out, 'package.json'), '{"name": "edgelint-bench", "private": true}\n');
  return { files: file, rules: RULES };
}

const { files, rules } = generate();
const configFiles = readdirSync(join(out, 'config')).map((f) => join(out, 'config', f));
const texts = configFiles.map((f) => readFileSync(f, 'utf8'));
const bytes = texts.reduce((n, t) => n + t.length, 0);

const lines = [];
const say = (s) => {
  lines.push(s);
  process.stdout.write(`${s}\n`);
};
say(`edgelint benchmark — node ${process.version}, ${RUNS} runs per side, medians`);

// (a) start-up
const startup = ratio(
  () => timeProcess([bin, 'small.yaml'], out),
  () => timeProcess(['-e', '0'], out),
);
say(`(a) start-up: edgelint on one small file ${ms(startup.a)} vs node -e 0 ${ms(startup.b)} → ${startup.ratio.toFixed(2)}x (aim ≤ 4x)`);

// (b) analysis, in-process and as processes
const config = {
  rules: ALL_RULES.filter((r) => r.meta.defaultSeverity !== 'off').map((rule) => ({ rule, severity: rule.meta.defaultSeverity, options: rule.defaultOptions })),
  settings: { now: parseCalendarDate('2023-11-01'), tier: undefined, lists: {} },
};
let findings = 0;
const inProcess = ratio(
  () => {
    const t = performance.now();
    findings = 0;
    configFiles.forEach((f, i) => (findings += lintText(f, texts[i], config).messages.length));
    return performance.now() - t;
  },
  () => {
    const t = performance.now();
    for (const text of texts) for (const d of parseAllDocuments(text)) d.toJS();
    return performance.now() - t;
  },
);
say(`(b) ${rules} rules in ${files} files (${(bytes / 1024).toFixed(0)} KiB), ${ALL_RULES.length} rules enabled, ${findings} findings:`);
say(`    in-process: lint ${ms(inProcess.a)} vs yaml parse ${ms(inProcess.b)} → ${inProcess.ratio.toFixed(2)}x (aim ≤ 4x)`);
const asProcess = ratio(
  () => timeProcess([bin, 'config'], out),
  () => timeProcess(['parse-only.mjs'], out),
);
say(`    as processes: edgelint config/ ${ms(asProcess.a)} vs node + yaml parse ${ms(asProcess.b)} → ${asProcess.ratio.toFixed(2)}x`);

// (c) Rules-language throughput
const mix = corpus.map((e) => ({ text: e.expression, context: { kind: 'filter', phase: e.phase } }));
const ROUNDS = 200;
for (let i = 0; i < 20; i++) for (const m of mix) analyzeExpression(m.text, m.context);
const throughput = [];
for (let k = 0; k < 5; k++) {
  const t = performance.now();
  for (let i = 0; i < ROUNDS; i++) for (const m of mix) analyzeExpression(m.text, m.context);
  throughput.push((ROUNDS * mix.length) / ((performance.now() - t) / 1000));
}
say(`(c) Rules language: ${Math.round(median(throughput)).toLocaleString('en')} expressions/s parse + check on one core (${mix.length} distinct public expressions; aim ≥ 100,000/s)`);

// ---------------------------------------------------------------------------
// (f) Cores and cache (issue 15 items 5 and 6), on the 1,000-file estate.

/** 100,000 rules in 1,000 files of one zone each (a ruleset of 100 rules, phases in turn), in folders of 50 files. */
function generateEstate(dir) {
  const RULES = 100_000;
  const PER_FILE = 100;
  for (let file = 0; file * PER_FILE < RULES; file++) {
    const phase = ['http_request_firewall_custom', 'http_ratelimit', 'http_request_firewall_managed'][file % 3];
    const expressions = byPhase.get(phase) ?? byPhase.get('http_request_firewall_custom');
    const lines = ['zones:', `  - id: "${file.toString(16).padStart(32, 'a')}"`, `    name: zone-${file}.example.com`, '    rulesets:', `      - phase: ${phase}`, '        rules:'];
    for (let r = file * PER_FILE; r < (file + 1) * PER_FILE; r++) {
      lines.push(`          - action: ${ACTION[phase]}`, `            ref: rule-${r}`, `            description: generated rule ${r}`, `            expression: ${JSON.stringify(expressions[(r * 7) % expressions.length])}`);
      if (phase === 'http_ratelimit') lines.push('            ratelimit: { characteristics: [cf.colo.id, ip.src], period: 60, requests_per_period: 100, mitigation_timeout: 600 }');
    }
    const folder = join(dir, `part-${String(Math.floor(file / 50)).padStart(2, '0')}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `zones-${String(file).padStart(4, '0')}.yaml`), `${lines.join('\n')}\n`);
  }
  return RULES / PER_FILE;
}

/** `edgelint estate` with `args`, as a process: its time and standard output. */
function estateRun(args) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, 'estate', '--format', 'json', ...args], { cwd: out, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });
  const elapsed = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`edgelint estate ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { elapsed, stdout: r.stdout };
}

/** Medians of ESTATE_RUNS runs of each variant, taken in turn (no warm-up: each run is a cold process). */
function estateMedians(variants) {
  const times = variants.map(() => []);
  const outputs = variants.map(() => undefined);
  for (let i = 0; i < ESTATE_RUNS; i++) {
    variants.forEach((variant, k) => {
      const run = variant();
      times[k].push(run.elapsed);
      outputs[k] = run.stdout;
    });
  }
  return { medians: times.map(median), outputs };
}

function coresRows(files) {
  const { medians, outputs } = estateMedians([() => estateRun(['--concurrency', 'off']), () => estateRun(['--concurrency', '2']), () => estateRun(['--concurrency', 'auto'])]);
  const [off, two, auto] = medians;
  const same = (k) => (outputs[k].equals(outputs[0]) ? 'identical output' : 'OUTPUT DIFFERS');
  say(`(f) ${files} files, 100,000 rules (${ESTATE_RUNS} run(s) per side, ${availableParallelism()} cores): --concurrency off ${ms(off)}`);
  say(`    --concurrency 2 ${ms(two)} → ${(two / off).toFixed(2)}x (aim ≤ 0.65x on 2 cores), ${same(1)}`);
  say(`    --concurrency auto ${ms(auto)} → ${(auto / off).toFixed(2)}x, ${same(2)}`);
}

function cacheRows(files) {
  const location = join(out, 'estate.edgelintcache');
  const { medians, outputs } = estateMedians([
    () => {
      rmSync(location, { force: true });
      return estateRun(['--cache', '--cache-location', location]);
    },
    () => estateRun(['--cache', '--cache-location', location]),
  ]);
  const [first, second] = medians;
  const same = outputs[1].equals(outputs[0]) ? 'identical output' : 'OUTPUT DIFFERS';
  say(`    --cache over ${files} unchanged files: second run ${ms(second)} vs first ${ms(first)} → ${(second / first).toFixed(2)}x (aim ≤ 0.15x), ${same}`);
}

if (!process.argv.includes('--no-estate')) {
  const files = generateEstate(join(out, 'estate'));
  coresRows(files);
  cacheRows(files);
}

writeFileSync(join(out, 'results.txt'), `${lines.join('\n')}\n`);
