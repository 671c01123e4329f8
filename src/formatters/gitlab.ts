/**
 * GitLab Code Quality (`artifacts: reports: codequality`): a JSON array of
 * issues in the subset of the Code Climate spec GitLab reads — `description`,
 * `check_name`, `fingerprint`, `severity` (`info`, `minor`, `major`,
 * `critical`, `blocker`), `location.path` relative to the repository root and
 * `location.lines.begin` (docs.gitlab.com/ci/testing/code_quality, "Code
 * Quality report format").
 *
 * GitLab compares fingerprints between the merge request and its target
 * branch to tell new findings from old ones, so a fingerprint must not change
 * when unrelated lines move: it hashes the path, the rule, the message and
 * the finding's rank among identical ones in the file — never its line.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { findProjectRoot, pathInside, toPosix } from '../files/project-path.js';
import { ruleName } from './rule-name.js';
import type { Formatter } from './types.js';

const SEVERITY = { 2: 'major', 1: 'minor', 0: 'info' } as const;

const gitlab: Formatter = (results, context) => {
  const root = context.projectRoot ?? findProjectRoot(context.cwd);
  const issues = [];
  for (const result of results) {
    const path = pathInside(root, result.filePath) ?? toPosix(relative(context.cwd, result.filePath));
    const seen = new Map<string, number>();
    for (const m of result.messages) {
      const checkName = m.ruleId ?? `edgelint/${ruleName(m)}`;
      const identity = [path, checkName, m.message].join('\u0000');
      const rank = seen.get(identity) ?? 0;
      seen.set(identity, rank + 1);
      const meta = m.ruleId ? context.rulesMeta[m.ruleId] : undefined;
      const url = meta?.docs.url;
      issues.push({
        type: 'issue',
        check_name: checkName,
        description: m.message,
        ...(url ? { content: { body: `See ${url}` } } : {}),
        // Code Climate's categories: a rule of type `problem` finds what breaks, a `suggestion` what could be clearer.
        categories: [meta?.type === 'suggestion' ? 'Clarity' : 'Bug Risk'],
        severity: SEVERITY[m.severity],
        fingerprint: createHash('sha256').update(`${identity}\u0000${rank}`).digest('hex').slice(0, 32),
        location: { path, lines: { begin: m.line, end: m.endLine } },
      });
    }
  }
  return `${JSON.stringify(issues, null, 2)}\n`;
};

export default gitlab;
