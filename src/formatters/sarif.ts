/**
 * SARIF 2.1.0, for code-scanning upload: the path for reports larger than
 * GitHub's annotation limits (linting-practice.md §5). Regions are 1-based
 * like ours; URIs are relative to the working directory.
 */
import { relative, sep } from 'node:path';
import type { Formatter } from './formatter.js';

const LEVEL = { 2: 'error', 1: 'warning', 0: 'note' } as const;

const sarif: Formatter = (results, context) => {
  const ruleIds = new Set<string>();
  const sarifResults = [];
  for (const result of results) {
    const uri = relative(context.cwd, result.filePath).split(sep).join('/');
    for (const message of result.messages) {
      if (message.ruleId) ruleIds.add(message.ruleId);
      sarifResults.push({
        ruleId: message.ruleId ?? 'edgelint/syntax',
        level: LEVEL[message.severity],
        message: { text: message.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri },
              region: { startLine: message.line, startColumn: message.column, endLine: message.endLine, endColumn: message.endColumn },
            },
          },
        ],
      });
    }
  }
  const rules = [...ruleIds].sort().map((id) => {
    const meta = context.rulesMeta[id];
    return { id, shortDescription: { text: meta?.docs.description ?? id }, ...(meta ? { helpUri: meta.docs.url } : {}) };
  });
  return JSON.stringify(
    {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [{ tool: { driver: { name: 'edgelint', version: context.toolVersion, rules } }, results: sarifResults }],
    },
    null,
    2,
  );
};

export default sarif;
