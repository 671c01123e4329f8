/**
 * JUnit XML, in the shape Jenkins (junit plugin), GitLab (`artifacts:
 * reports: junit`) and Azure Pipelines (PublishTestResults, JUnit) read: one
 * `<testsuite>` per linted file, one `<testcase>` per finding — failed for
 * errors and warnings, as ESLint's `junit` format does, passed with the note
 * in `<system-out>` for info — and one passed test case for a clean file, so
 * the report counts what was checked. Paths are relative to the project root.
 */
import { relative } from 'node:path';
import { findProjectRoot, pathInside, toPosix } from '../files/project-path.js';
import { XML_DECLARATION, xmlAttribute, xmlText } from './xml.js';
import { ruleName } from './rule-name.js';
import type { Formatter } from './types.js';

const SEVERITY = { 2: 'error', 1: 'warning', 0: 'info' } as const;

const junit: Formatter = (results, context) => {
  const root = context.projectRoot ?? findProjectRoot(context.cwd);
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  for (const result of results) {
    const file = pathInside(root, result.filePath) ?? toPosix(relative(context.cwd, result.filePath));
    const cases: string[] = [];
    let failed = 0;
    for (const m of result.messages) {
      const rule = ruleName(m);
      const open = `    <testcase classname="${xmlAttribute(file)}" name="${xmlAttribute(`${rule} at ${m.line}:${m.column}`)}" file="${xmlAttribute(file)}" line="${m.line}" time="0">`;
      const detail = xmlText(`${file}:${m.line}:${m.column}: ${SEVERITY[m.severity]}: ${m.message}${m.ruleId ? ` (${m.ruleId})` : ''}`);
      if (m.severity === 0) {
        cases.push(open, `      <system-out>${detail}</system-out>`, '    </testcase>');
        continue;
      }
      failed++;
      cases.push(open, `      <failure type="${SEVERITY[m.severity]}" message="${xmlAttribute(m.message)}">${detail}</failure>`, '    </testcase>');
    }
    const count = Math.max(1, result.messages.length);
    if (result.messages.length === 0) cases.push(`    <testcase classname="${xmlAttribute(file)}" name="edgelint" file="${xmlAttribute(file)}" time="0" />`);
    tests += count;
    failures += failed;
    suites.push(
      `  <testsuite name="${xmlAttribute(file)}" tests="${count}" failures="${failed}" errors="0" skipped="0" time="0">`,
      ...cases,
      '  </testsuite>',
    );
  }
  return `${[XML_DECLARATION, `<testsuites name="edgelint" tests="${tests}" failures="${failures}" errors="0" time="0">`, ...suites, '</testsuites>'].join('\n')}\n`;
};

export default junit;
