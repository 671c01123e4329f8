/**
 * SARIF 2.1.0, for code scanning (github/codeql-action/upload-sarif) and any
 * other SARIF reader: the way to see every finding when there are more than
 * GitHub's annotation limits allow (`github.ts`).
 *
 * Locations are relative to the project root (the repository's top folder)
 * and declared so, as SARIF §3.4.4 and §3.14.14 describe: `uriBaseId`
 * `%SRCROOT%`, whose absolute `file:` URI is given in the run's
 * `originalUriBaseIds`. Each path segment is percent-encoded, so a path with
 * a space, `%`, `,`, `#` or non-ASCII letters is a valid `uri-reference`. A
 * file outside the project root gets its absolute `file:` URI instead.
 * Regions are 1-based like ours; `endColumn` is exclusive in both.
 */
import { pathToFileURL } from 'node:url';
import { findProjectRoot, pathInside } from '../files/project-path.js';
import type { Formatter } from './types.js';

const LEVEL = { 2: 'error', 1: 'warning', 0: 'note' } as const;
const SRCROOT = '%SRCROOT%';

function artifactLocation(root: string, file: string): { uri: string; uriBaseId?: string } {
  const inside = pathInside(root, file);
  if (inside === undefined) return { uri: pathToFileURL(file).href };
  return { uri: inside.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

const sarif: Formatter = (results, context) => {
  const root = context.projectRoot ?? findProjectRoot(context.cwd);
  const ruleIds = new Set<string>();
  const sarifResults = [];
  for (const result of results) {
    const location = artifactLocation(root, result.filePath);
    for (const message of result.messages) {
      if (message.ruleId) ruleIds.add(message.ruleId);
      sarifResults.push({
        ruleId: message.ruleId ?? 'edgelint/syntax',
        level: LEVEL[message.severity],
        message: { text: message.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: location,
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
  // The base's URI must end with a slash (§3.14.14).
  const rootUri = pathToFileURL(root).href.replace(/\/?$/, '/');
  return JSON.stringify(
    {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'edgelint', version: context.toolVersion, rules } },
          originalUriBaseIds: { [SRCROOT]: { uri: rootUri } },
          results: sarifResults,
        },
      ],
    },
    null,
    2,
  );
};

export default sarif;
