/**
 * Checks across files through `lint` and the CLI (src/cross-file/,
 * lint-project.ts): a zone file reads the lists of the account file, a
 * Terraform file those of the other files of its module, and a zone's
 * second entry point in a phase is reported in the file that comes later by
 * path. Findings are ordinary rule reports (directives suppress them), the
 * same on worker threads, and with `cache` a change to one file lints again
 * exactly the files whose project context it changes.
 */
import { rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { MAX_FILE_BYTES } from '../load/limits.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintResult } from '../engine/lint-result.js';
import { cli, project } from '../testing/cli-project.js';
import { lint, lintTargets, type LintProjectOptions } from './lint.js';
import { lintFileTask, type FileTask } from './lint-file.js';
import { lintProjectJobs, mayDeclareLists, projectContextsOf } from './lint-project.js';
import { ALL_RULES } from '../../rules/index.js';
import { fileLintConfig, loadConfig } from './project.js';

const ACCOUNT = `account:
  id: 01a7362d577a6c3019a474fd6f485823
  lists:
    - { name: office_networks, kind: ip, items: ["192.0.2.0/24"] }
    - { name: partner_hosts, kind: hostname, items: ["partner.example.net"] }
`;
// A typo in a list name, and a zone whose entry point another file defines first.
const SHOP = `zones:
  - id: 023e105f4ecef8ad9ca31a8372d0c353
    name: shop.example.com
    rulesets:
      - phase: http_request_firewall_custom
        rules:
          - action: block
            expression: not ip.src in $ofice_networks
`;
const SHOP_AGAIN = `zones:
  - id: 023e105f4ecef8ad9ca31a8372d0c353
    name: shop.example.com
    rulesets:
      - phase: http_request_firewall_custom
        rules:
          - action: log
            expression: http.host eq "shop.example.com"
`;
// A hostname list where an IP list is needed.
const PARTNER = `zones:
  - id: 9a7806061c88ada191ed06f989cc3dac
    name: partner.example.com
    rulesets:
      - phase: http_request_firewall_custom
        rules:
          - action: block
            expression: ip.src in $partner_hosts and not ip.src in $office_networks
`;

/** A project whose configuration lints every YAML and Terraform file. */
const edgeProject = (files: Record<string, string>): string => project({ '.edgelintrc.json': '{ "files": ["**/*.yaml", "**/*.tf"] }\n', ...files });

const estate = (extra: Record<string, string> = {}): string =>
  edgeProject({ 'account.yaml': ACCOUNT, 'zones/shop.yaml': SHOP, 'zones/shop-again.yaml': SHOP_AGAIN, 'zones/partner.yaml': PARTNER, ...extra });

/** Each finding as `file line:column-endLine:endColumn rule message`, the files named from `dir`. */
function findings(dir: string, results: readonly LintResult[]): string[] {
  return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(dir.length + 1)} ${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.ruleId} ${m.message}`));
}

/** The task of a file to lint (a file the configuration names, no fixes), with `extra` over it. */
const fileTask = (filePath: string, extra: Partial<FileTask> = {}): FileTask => ({ kind: 'file', filePath, configured: true, fix: false, keepSource: false, ...extra });

const lintDir = async (dir: string, options: LintProjectOptions = {}) => (await lint({ cwd: dir, concurrency: 'off', ...options })).results;

const CROSS_FILE = [
  'zones/partner.yaml 8:35-8:49 expression/list-kind `$partner_hosts` is a hostname list; `ip.src` (IP address) needs an IP list.',
  // zones/shop-again.yaml sorts before zones/shop.yaml: its entry point is the first.
  'zones/shop.yaml 5:16-5:44 ruleset/one-entry-point-per-phase Second `http_request_firewall_custom` entry point of zone shop.example.com; first in zones/shop-again.yaml:5.',
  'zones/shop.yaml 8:39-8:54 expression/unknown-list No list named `$ofice_networks` is declared.',
];

describe('a project of an account file and zone files', () => {
  it('a zone file reads the account file\'s lists, and a zone\'s second entry point is reported in the later file', async () => {
    const dir = estate();
    expect(findings(dir, await lintDir(dir))).toEqual(CROSS_FILE);
  });

  it('each file alone (a text, standard input) is linted as before: nothing across files', async () => {
    const dir = estate();
    for (const [file, text] of [['zones/shop.yaml', SHOP], ['zones/partner.yaml', PARTNER]] as const) {
      expect(findings(dir, await lintDir(dir, { text, filePath: file }))).toEqual([]);
    }
    // Without the account file in the run, the zones' lists are not known.
    expect(findings(dir, await lintDir(dir, { patterns: ['zones/partner.yaml'] }))).toEqual([]);
  });

  it('the account matched by id, and a zones-only file by the only account that declares lists', async () => {
    const withId = `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n${PARTNER}`;
    const otherAccount = `account:\n  id: bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\n${PARTNER.replace('9a7806061c88ada191ed06f989cc3dac', 'cccccccccccccccccccccccccccccccc')}`;
    const dir = edgeProject({ 'account.yaml': ACCOUNT, 'zones/a.yaml': withId, 'zones/b.yaml': otherAccount });
    expect(findings(dir, await lintDir(dir)).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual(['zones/a.yaml 10:35-10:49 expression/list-kind']);
    // Two accounts declare lists: a zones-only file belongs to neither.
    const two = edgeProject({ 'a.yaml': ACCOUNT, 'b.yaml': ACCOUNT.replace('01a7362d577a6c3019a474fd6f485823', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'), 'zones/p.yaml': PARTNER });
    expect(findings(two, await lintDir(two))).toEqual([]);
  });

  it('a Terraform zone known by its variable is one zone in its folder (one module), another in another folder', async () => {
    const waf = (name: string): string =>
      `resource "cloudflare_ruleset" "${name}" {\n  zone_id = var.zone_id\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules   = []\n}\n`;
    const dir = edgeProject({ 'infra/shop/a.tf': waf('a'), 'infra/shop/b.tf': waf('b'), 'infra/blog/a.tf': waf('a') });
    expect(findings(dir, await lintDir(dir))).toEqual([
      'infra/shop/b.tf 4:13-4:43 ruleset/one-entry-point-per-phase Second `http_request_firewall_custom` entry point of zone var.zone_id; first in infra/shop/a.tf:4.',
    ]);
  });

  it('findings across files are ordinary reports: a directive suppresses one, with its reason', async () => {
    const suppressed = SHOP.replace('      - phase:', '      # edgelint-disable-next-line ruleset/one-entry-point-per-phase -- moved in the next release\n      - phase:');
    const dir = estate({ 'zones/shop.yaml': suppressed });
    const results = await lintDir(dir);
    const shop = results.find((r) => r.filePath.endsWith('zones/shop.yaml'))!;
    expect(shop.messages.map((m) => m.ruleId)).toEqual(['expression/unknown-list']);
    expect(shop.suppressedMessages.map((m) => [m.ruleId, m.line, m.suppressions[0]?.justification])).toEqual([['ruleset/one-entry-point-per-phase', 6, 'moved in the next release']]);
  });

  it('the CLI prints them, naming the other file from the working folder', async () => {
    const dir = estate();
    const { code, stdout } = await cli(['--format', 'json'], dir);
    expect(code).toBe(1);
    const messages = (JSON.parse(stdout) as LintResult[]).flatMap((r) => r.messages.map((m) => m.message));
    expect(messages).toContain('Second `http_request_firewall_custom` entry point of zone shop.example.com; first in zones/shop-again.yaml:5.');
  });

  it('another document of the same file counts like another file', async () => {
    const dir = edgeProject({ 'estate.yaml': `${ACCOUNT}---\n${PARTNER}---\n${PARTNER.replace('action: block', 'action: log')}` });
    expect(findings(dir, await lintDir(dir)).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      'estate.yaml 14:35-14:49 expression/list-kind',
      'estate.yaml 20:16-20:44 ruleset/one-entry-point-per-phase',
      'estate.yaml 23:35-23:49 expression/list-kind',
    ]);
    expect(findings(dir, await lintDir(dir))[1]).toContain('first in estate.yaml:11.');
  });
});

describe('project facts', () => {
  it('are read from a file linted alone, the only lint whose facts the project index uses; not from a text nor from a lint with a context', async () => {
    const dir = estate();
    const config = await loadConfig({ cwd: dir });
    const filePath = join(dir, 'zones/partner.yaml');
    const task = fileTask(filePath);
    expect(lintFileTask(task, fileLintConfig(config, filePath)).facts).toEqual({
      listReaders: [{ place: 'account:?', names: ['partner_hosts', 'office_networks'] }],
      entryPoints: [{ scope: 'zone:9a7806061c88ada191ed06f989cc3dac', phase: 'http_request_firewall_custom', document: 0, line: 5 }],
    });
    expect(lintFileTask({ ...task, kind: 'text', text: PARTNER }, fileLintConfig(config, filePath)).facts).toBeUndefined();
    const project = { lists: { 'account:?': { kinds: { partner_hosts: 'hostname' }, closed: true } } };
    expect(lintFileTask({ ...task, project }, fileLintConfig(config, filePath)).facts).toBeUndefined();
  });

  it('of a list reader in a first pass come alone (no result yet); any other file is linted as without the flag', async () => {
    const dir = estate();
    const config = await loadConfig({ cwd: dir });
    const lintOf = (file: string, deferListReaders: boolean, fix = false) => lintFileTask(fileTask(join(dir, file), { deferListReaders, fix }), fileLintConfig(config, join(dir, file)));
    const reader = lintOf('zones/partner.yaml', true);
    expect(reader).toEqual({ result: undefined, facts: lintOf('zones/partner.yaml', false).facts, deferred: true });
    for (const file of ['account.yaml', 'zones/shop-again.yaml']) {
      const deferring = lintOf(file, true);
      expect(deferring.deferred).toBeUndefined();
      expect(deferring).toEqual(lintOf(file, false));
      expect(deferring.facts).toBeDefined();
    }
    // With fixes, the facts are those of the fixed text: linted as before.
    expect(lintOf('zones/partner.yaml', true, true).result).toBeDefined();
  });
});

describe('the first pass', () => {
  /** The tasks of each pass of `lintProjectJobs` over `files`, as `file[ deferring][ with context]`. */
  const passes = async (files: Record<string, string>): Promise<string[][]> => {
    const dir = edgeProject(files);
    const config = await loadConfig({ cwd: dir });
    const jobs = Object.keys(files)
      .sort()
      .map((file) => ({ task: fileTask(join(dir, file)) }));
    const seen: string[][] = [];
    await lintProjectJobs(jobs, dir, async (some) => {
      seen.push(some.map(({ task }) => `${task.filePath.slice(dir.length + 1)}${task.deferListReaders ? ' deferring' : ''}${task.project ? ' with context' : ''}`));
      return some.map(({ task }) => lintFileTask(task, fileLintConfig(config, task.filePath)));
    });
    return seen;
  };

  it('lets list readers wait for their context when another file may declare lists', async () => {
    expect(await passes({ 'account.yaml': ACCOUNT, 'zones/partner.yaml': PARTNER, 'zones/shop.yaml': SHOP })).toEqual([
      ['account.yaml deferring', 'zones/partner.yaml deferring', 'zones/shop.yaml deferring'],
      ['zones/partner.yaml with context', 'zones/shop.yaml with context'],
    ]);
  });

  it('lints them at once when no file may (nothing to wait for): one pass', async () => {
    expect(await passes({ 'zones/partner.yaml': PARTNER, 'zones/shop.yaml': SHOP })).toEqual([['zones/partner.yaml', 'zones/shop.yaml']]);
  });

  it('asks each file\'s bytes whether it may declare lists: a manifest\'s `lists`, a Terraform `cloudflare_list`', () => {
    const dir = edgeProject({ 'account.yaml': ACCOUNT, 'zone.yaml': PARTNER, 'lists.tf': 'resource "cloudflare_list" "a" {}\n', 'main.tf': 'resource "cloudflare_ruleset" "a" {}\n' });
    const task = (file: string, extra: Partial<FileTask> = {}) => fileTask(join(dir, file), extra);
    expect(['account.yaml', 'zone.yaml', 'lists.tf', 'main.tf', 'missing.yaml'].map((file) => mayDeclareLists(task(file)))).toEqual([true, false, true, false, false]);
    // Bytes the task already holds are not read again; a text takes no part in the project.
    expect(mayDeclareLists(task('zone.yaml', { bytes: new TextEncoder().encode(ACCOUNT) }))).toBe(true);
    expect(mayDeclareLists(task('account.yaml', { kind: 'text', text: ACCOUNT }))).toBe(false);
  });
});

describe('waiting list readers change no finding', () => {
  const root = join(import.meta.dirname, '../..');
  /** Every file of `dir` the way lint-project.ts lints it, and the way it did before readers waited: each alone, then again with its context. */
  const both = async (dir: string) => {
    const config = await loadConfig({ cwd: dir });
    const targets = await lintTargets(config, { patterns: ['.'] });
    const tasks = targets.flatMap((t) => (t.kind === 'file' ? [fileTask(t.filePath)] : []));
    const lintOne = (task: FileTask) => lintFileTask(task, fileLintConfig(config, task.filePath));
    const alone = tasks.map(lintOne);
    const contexts = projectContextsOf(tasks, alone.map((a) => a.facts), dir);
    const before = tasks.map((task, i) => (contexts[i] ? lintOne({ ...task, project: contexts[i] }).result : alone[i]!.result));
    let waited = 0;
    const now = await lintProjectJobs(tasks.map((task) => ({ task })), dir, async (some) => {
      const linted = some.map(({ task }) => lintOne(task));
      waited += linted.filter((l) => l.deferred).length;
      return linted;
    });
    return { before, now: now.map((l) => l.result), waited, withContext: contexts.filter(Boolean).length };
  };

  it.each(['fixtures/projects/estate', 'src/load/terraform/evaluation/valid', 'src/load/terraform/evaluation/invalid', 'fixtures'])('%s: the same results', async (folder) => {
    const { before, now, waited, withContext } = await both(join(root, folder));
    // Files waited, and files got a context: the two ways meet here.
    expect(waited).toBeGreaterThan(0);
    expect(withContext).toBeGreaterThan(0);
    expect(now).toEqual(before);
  });
});

describe('how often a file is linted', () => {
  /** Every rule, `expression/unknown-list` counting the documents it is run on, per file. */
  const counting = () => {
    const counts: Record<string, number> = {};
    const rules = ALL_RULES.map((rule) =>
      rule.meta.id === 'expression/unknown-list' ? { ...rule, create: (context: Parameters<typeof rule.create>[0]) => ((counts[context.filePath] = (counts[context.filePath] ?? 0) + 1), rule.create(context)) } : rule,
    );
    return { counts, rules };
  };
  const named = (dir: string, counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([file, n]) => [file.slice(dir.length + 1), n]));

  it('once for a list reader (with its context), once for a file nothing tells; twice only for a file told something after a full lint', async () => {
    const dir = estate();
    const { counts, rules } = counting();
    const run = await lint({ cwd: dir, concurrency: 'off', rules: rules as typeof ALL_RULES });
    expect(findings(dir, run.results)).toEqual(CROSS_FILE);
    // zones/shop.yaml and zones/partner.yaml read the account's lists; zones/shop-again.yaml defines the first entry point.
    expect(named(dir, counts)).toEqual({ 'account.yaml': 1, 'zones/partner.yaml': 1, 'zones/shop-again.yaml': 1, 'zones/shop.yaml': 1 });
    // A second entry point in a file that reads no lists is only known once every file was linted.
    const later = estate({ 'zones/shop-later.yaml': SHOP_AGAIN });
    const again = counting();
    await lint({ cwd: later, concurrency: 'off', rules: again.rules as typeof ALL_RULES });
    expect(named(later, again.counts)).toMatchObject({ 'zones/shop-again.yaml': 1, 'zones/shop-later.yaml': 2, 'zones/shop.yaml': 1 });
  });

  it('a list reader alone in a run is linted once, as it is: nothing else can declare its lists', async () => {
    const dir = estate();
    const { counts, rules } = counting();
    const run = await lint({ cwd: dir, concurrency: 'off', rules: rules as typeof ALL_RULES, files: ['zones/partner.yaml'] });
    // Alone, its lists are not known: nothing to say about them.
    expect(findings(dir, run.results)).toEqual([]);
    expect(named(dir, counts)).toEqual({ 'zones/partner.yaml': 1 });
  });

  it('a list reader that waited and gets no context is still linted, alone: on one thread, on workers, through the cache', async () => {
    // Two accounts declare lists: the zones-only reader belongs to neither, and has a finding of its own.
    const reader = PARTNER.replace('ip.src in $partner_hosts', 'http.hots eq "a" and ip.src in $partner_hosts');
    const dir = edgeProject({ 'a.yaml': ACCOUNT, 'b.yaml': ACCOUNT.replace('01a7362d577a6c3019a474fd6f485823', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'), 'zones/p.yaml': reader });
    const expected = ['zones/p.yaml 8:25-8:34 expression/unknown-field'];
    const short = (results: readonly LintResult[]) => findings(dir, results).map((f) => f.split(' ').slice(0, 3).join(' '));
    expect(short(await lintDir(dir))).toEqual(expected);
    expect(short((await lint({ cwd: dir, concurrency: 2 })).results)).toEqual(expected);
    expect(short((await lint({ cwd: dir, concurrency: 'off', cache: true })).results)).toEqual(expected);
    // The cache kept the result of its lint, not the wait.
    const second = await lint({ cwd: dir, concurrency: 'off', cache: true });
    expect({ findings: short(second.results), reused: second.cache?.reused }).toEqual({ findings: expected, reused: 3 });
  });

  it('with the cache and on worker threads, the same findings as one thread without it', async () => {
    const dir = estate();
    expect(findings(dir, (await lint({ cwd: dir, concurrency: 2, cache: true })).results)).toEqual(CROSS_FILE);
    // Only a zone file changed: it still reads the account's lists, which the cache kept.
    writeFileSync(join(dir, 'zones/partner.yaml'), `${PARTNER}# changed\n`);
    const changed = await lint({ cwd: dir, concurrency: 'off', cache: true });
    expect(findings(dir, changed.results)).toEqual(CROSS_FILE);
    expect(changed.cache?.linted.map((p) => p.slice(dir.length + 1))).toEqual(['zones/partner.yaml']);
  });
});

describe('a Terraform module', () => {
  const LISTS = `resource "cloudflare_list" "office" {
  account_id = var.account_id
  name       = "office_networks"
  kind       = "ip"
}

resource "cloudflare_list" "partners" {
  account_id = var.account_id
  name       = "partner_hosts"
  kind       = "hostname"
}
`;
  const RULES = `resource "cloudflare_ruleset" "waf" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = [{ action = "block", expression = "ip.src in $partner_hosts or ip.src in $ofice_networks" }]
}
`;

  it('reads the lists of its other files; with every file of the folder in the run, a name none declares is reported', async () => {
    const dir = edgeProject({ 'tf/lists.tf': LISTS, 'tf/main.tf': RULES });
    expect(findings(dir, await lintDir(dir, { patterns: ['tf'] })).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual([
      'tf/main.tf 5:56-5:70 expression/list-kind',
      'tf/main.tf 5:84-5:99 expression/unknown-list',
    ]);
  });

  it('while a file of the folder is not in the run, the kinds are known and a missing name is not reported', async () => {
    const dir = edgeProject({ 'tf/lists.tf': LISTS, 'tf/main.tf': RULES, 'tf/more.tf': 'variable "account_id" {}\n' });
    const only = findings(dir, await lintDir(dir, { files: ['tf/lists.tf', 'tf/main.tf'] }));
    expect(only.map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual(['tf/main.tf 5:56-5:70 expression/list-kind']);
  });

  it('a linked Terraform file the run passes over (outside the project) leaves the module open: no name is reported missing', async () => {
    const outside = project({ 'shared.tf': LISTS.replace('office_networks', 'ofice_networks') });
    const dir = edgeProject({ 'tf/lists.tf': LISTS, 'tf/main.tf': RULES });
    symlinkSync(join(outside, 'shared.tf'), join(dir, 'tf/shared.tf'));
    const run = await lint({ cwd: dir, concurrency: 'off' });
    // The link's notice, and no `$ofice_networks` reported missing: the file that declares it is not in the run.
    expect(findings(dir, run.results).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual(['tf/main.tf 5:56-5:70 expression/list-kind', 'tf/shared.tf 1:1-1:1 null']);
  });

  // A guard for the change above: a link the run follows is in the run, and the module stays complete.
  it('a linked Terraform file inside the project is one of the module\'s files', async () => {
    const dir = edgeProject({ 'tf/lists.tf': LISTS, 'tf/main.tf': RULES, 'common/shared.tf': 'variable "account_id" {}\n' });
    symlinkSync(join(dir, 'common/shared.tf'), join(dir, 'tf/shared.tf'));
    const run = await lint({ cwd: dir, concurrency: 'off' });
    expect(findings(dir, run.results).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual(['tf/main.tf 5:56-5:70 expression/list-kind', 'tf/main.tf 5:84-5:99 expression/unknown-list']);
  });

  it('a file of the folder in the run that cannot be read: the same findings with the cache and without', async () => {
    const dir = edgeProject({ 'tf/lists.tf': LISTS, 'tf/main.tf': RULES, 'tf/huge.tf': '' });
    // Sparse: more than edgelint reads, without writing it.
    truncateSync(join(dir, 'tf/huge.tf'), MAX_FILE_BYTES + 1);
    const plain = findings(dir, await lintDir(dir));
    expect(plain.map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual(['tf/huge.tf 1:1-1:1 null', 'tf/main.tf 5:56-5:70 expression/list-kind', 'tf/main.tf 5:84-5:99 expression/unknown-list']);
    expect(findings(dir, await lintDir(dir, { cache: true }))).toEqual(plain);
    expect(findings(dir, await lintDir(dir, { cache: true }))).toEqual(plain);
  });

  it('a zone defined both in Terraform and in a manifest: the later file by path reports the second entry point', async () => {
    const dir = edgeProject({ 'tf/lists.tf': LISTS, 'tf/main.tf': RULES, 'zones/shop.yaml': SHOP_AGAIN });
    const found = findings(dir, await lintDir(dir)).filter((f) => f.includes('one-entry-point'));
    expect(found).toEqual(['zones/shop.yaml 5:16-5:44 ruleset/one-entry-point-per-phase Second `http_request_firewall_custom` entry point of zone shop.example.com; first in tf/main.tf:4.']);
  });
});

describe('on worker threads', () => {
  it('the same findings, byte for byte', async () => {
    const dir = estate({ 'tf/lists.tf': 'resource "cloudflare_list" "l" {\n  account_id = "a"\n  name = "l"\n  kind = "ip"\n}\n' });
    const single = await cli(['--concurrency', 'off', '--format', 'json'], dir);
    const threaded = await cli(['--concurrency', '2', '--format', 'json'], dir);
    expect(threaded).toEqual(single);
    expect(single.stdout).toContain('first in zones/shop-again.yaml:5');
  });
});

describe('with the cache', () => {
  const cachedRun = async (dir: string) => {
    const run = await lint({ cwd: dir, concurrency: 'off', cache: true });
    return { findings: findings(dir, run.results), linted: (run.cache?.linted ?? []).map((p) => p.slice(dir.length + 1)), reused: run.cache?.reused };
  };

  it('a second run reuses every result, findings across files included', async () => {
    const dir = estate();
    const first = await cachedRun(dir);
    expect(first.findings).toEqual(CROSS_FILE);
    expect(first.linted).toEqual(['account.yaml', 'zones/partner.yaml', 'zones/shop-again.yaml', 'zones/shop.yaml']);
    const second = await cachedRun(dir);
    expect(second).toEqual({ findings: CROSS_FILE, linted: [], reused: 4 });
  });

  it('a list renamed in the account file: the account file and the zone file that reads that name, not the others', async () => {
    const dir = estate();
    await cachedRun(dir);
    writeFileSync(join(dir, 'account.yaml'), ACCOUNT.replace('office_networks', 'ofice_networks'));
    const renamed = await cachedRun(dir);
    expect(renamed.linted).toEqual(['account.yaml', 'zones/partner.yaml', 'zones/shop.yaml']);
    expect(renamed.findings).toEqual([
      'zones/partner.yaml 8:35-8:49 expression/list-kind `$partner_hosts` is a hostname list; `ip.src` (IP address) needs an IP list.',
      'zones/partner.yaml 8:68-8:84 expression/unknown-list No list named `$office_networks` is declared.',
      CROSS_FILE[1],
    ]);
    // A list no zone file reads: only the account file.
    writeFileSync(join(dir, 'account.yaml'), `${ACCOUNT.replace('office_networks', 'ofice_networks')}    - { name: unused, kind: ip }\n`);
    expect((await cachedRun(dir)).linted).toEqual(['account.yaml']);
    // And back: the finding in the zone file is there again.
    writeFileSync(join(dir, 'account.yaml'), ACCOUNT);
    const back = await cachedRun(dir);
    expect(back.findings).toEqual(CROSS_FILE);
    expect(back.linted).toEqual(['account.yaml', 'zones/partner.yaml', 'zones/shop.yaml']);
  });

  it("a zone's entry point removed from the first file: the file that reported the second one, which now reports nothing", async () => {
    const dir = estate();
    await cachedRun(dir);
    writeFileSync(join(dir, 'zones/shop-again.yaml'), SHOP_AGAIN.replace('http_request_firewall_custom', 'http_ratelimit'));
    const moved = await cachedRun(dir);
    expect(moved.linted).toEqual(['zones/shop-again.yaml', 'zones/shop.yaml']);
    expect(moved.findings).toEqual([CROSS_FILE[0], CROSS_FILE[2]]);
    // A file deleted: those that depended on it.
    rmSync(join(dir, 'zones/shop-again.yaml'));
    writeFileSync(join(dir, 'zones/shop-again.yaml'), SHOP_AGAIN);
    expect((await cachedRun(dir)).linted).toEqual(['zones/shop-again.yaml', 'zones/shop.yaml']);
    rmSync(join(dir, 'account.yaml'));
    const gone = await cachedRun(dir);
    expect(gone.linted).toEqual(['zones/partner.yaml', 'zones/shop.yaml']);
    expect(gone.findings).toEqual([CROSS_FILE[1]]);
  });

  it('with worker threads, the same results from the same cache', async () => {
    const dir = estate();
    const threaded = await lint({ cwd: dir, concurrency: 2, cache: true });
    expect(findings(dir, threaded.results)).toEqual(CROSS_FILE);
    const again = await cachedRun(dir);
    expect(again).toEqual({ findings: CROSS_FILE, linted: [], reused: 4 });
  });
});
