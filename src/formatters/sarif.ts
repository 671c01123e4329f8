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
 *
 * Each rule names its default level (`defaultConfiguration`, §3.49.14), which
 * code scanning shows as the rule's severity; a finding's own `level` is the
 * one the configuration gave it. Findings no rule makes are reported under
 * `edgelint/syntax` and `edgelint/notice` (`rule-name.ts`), described in the
 * run's rules like any other.
 */
import { pathToFileURL } from 'node:url';
import { findProjectRoot, pathInside } from '../files/project-path.js';
import { ruleName } from './rule-name.js';
import type { Formatter, RulesMetaEntry } from './types.js';

const LEVEL = { 2: 'error', 1: 'warning', 0: 'note' } as const;
const DEFAULT_LEVEL = { error: 'error', warn: 'warning', info: 'note' } as const;
const SRCROOT = '%SRCROOT%';
/** Descriptors of the findings no rule makes (`rule-name.ts`), under the tool's name. */
const UNRULED: Readonly<Record<string, object>> = {
  'edgelint/syntax': { shortDescription: { text: 'The file could not be read or parsed.' }, defaultConfiguration: { level: 'error' } },
  'edgelint/notice': { shortDescription: { text: 'A named file was passed over: ignored by the configuration, a link or a special file.' }, defaultConfiguration: { level: 'warning' } },
};

/** A rule's `defaultConfiguration`: its default level, or disabled for a rule that is off unless configured. */
function defaultConfiguration(meta: RulesMetaEntry | undefined): { level?: string; enabled?: boolean } | undefined {
  if (meta?.defaultSeverity === undefined) return undefined;
  return meta.defaultSeverity === 'off' ? { enabled: false } : { level: DEFAULT_LEVEL[meta.defaultSeverity] };
}

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
      const ruleId = message.ruleId ?? `edgelint/${ruleName(message)}`;
      ruleIds.add(ruleId);
      sarifResults.push({
        ruleId,
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
    const unruled = UNRULED[id];
    if (unruled) return { id, ...unruled };
    const meta = context.rulesMeta[id];
    const configuration = defaultConfiguration(meta);
    return {
      id,
      shortDescription: { text: meta?.docs.description ?? id },
      ...(meta ? { helpUri: meta.docs.url } : {}),
      ...(configuration ? { defaultConfiguration: configuration } : {}),
    };
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
