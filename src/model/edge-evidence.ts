/**
 * Strong evidence that a document is edge configuration, for files outside
 * the configured `files` patterns (`src/files/edge-files.ts`).
 *
 * `buildDocumentModel` recognises a shape by one member only that shape has
 * (`src/data/api-bodies.ts`), which is right for a file the configuration
 * calls edge configuration: a broken ruleset is still a ruleset, and its
 * problems are reported. A hook or a glob, though, hands edgelint every
 * YAML/JSON file of a repository, and ordinary files share those members:
 * `rules` (ESLint, Stylelint, commitlint, yamllint, Spectral, Semgrep,
 * Firebase), `logging` and `filter` (Helm values), `position`, `action`,
 * `expression`. So a document outside the patterns counts only when its
 * recognised shape also has what only the real body has:
 *
 * - a manifest: no top-level member but a manifest's, and an `account`
 *   mapping or a `zones` list;
 * - a ruleset: a known `phase` or `kind`, or `rules` as a list of objects
 *   with only rule members, string `action`/`expression`, at least one given;
 * - a rule: string `action` and `expression`; or only rule members with a
 *   known `action`; or a `position` body alone;
 * - a log push job: a member only Cloudflare's job bodies have (`dataset`,
 *   `destination_conf`, …);
 * - an Instant Logs job: a `fields` string;
 * - an ESC setting: no member but `always` and `with_secret`;
 * - a rules list (`kind` a list kind, and `name`) or list items, as recognised;
 * - a reply without configuration: only inside a spec envelope.
 *
 * Linear in the members looked at; never throws on values of the wrong type.
 */
import {
  ESC_SETTING_MEMBERS,
  LOGPUSH_JOB_DISTINCT_MEMBERS,
  MANIFEST_KEYS,
  RULE_KEYS,
  RULE_POSITION_KEYS,
} from '../data/api-bodies.js';
import { ACTION_NAMES } from '../data/actions.js';
import { PHASE_NAMES } from '../data/phases.js';
import { RULESET_KINDS } from '../data/ruleset-kinds.js';
import { isObject, isSpecEnvelope, onlyMembers } from './build.js';
import type { ApiObjectModel, DocumentModel, JsonObject } from './types.js';

function isStringOrAbsent(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function isOneOf(value: unknown, names: readonly string[]): boolean {
  return typeof value === 'string' && names.includes(value);
}

/** `rules` as a ruleset has them: objects with only rule members, `action`/`expression` strings where given, at least one given. */
function looksLikeRules(rules: unknown): boolean {
  if (!Array.isArray(rules) || rules.length === 0) return false;
  let stated = false;
  for (const rule of rules) {
    if (!isObject(rule) || !onlyMembers(rule, RULE_KEYS)) return false;
    if (!isStringOrAbsent(rule['action']) || !isStringOrAbsent(rule['expression'])) return false;
    stated ||= typeof rule['action'] === 'string' || typeof rule['expression'] === 'string';
  }
  return stated;
}

/** `{"position": {"before" | "after" | "index": …}}` alone: a PATCH that reorders a rule (update-rule.mdx). */
function isPositionBody(rule: JsonObject): boolean {
  const position = rule['position'];
  return onlyMembers(rule, ['position', 'id']) && isObject(position) && Object.keys(position).length > 0 && onlyMembers(position, RULE_POSITION_KEYS);
}

function isStrongApiObject({ shape, value }: ApiObjectModel): boolean {
  switch (shape) {
    case 'ruleset':
      return isOneOf(value['phase'], PHASE_NAMES) || isOneOf(value['kind'], RULESET_KINDS) || looksLikeRules(value['rules']);
    case 'rule':
      return (
        (typeof value['action'] === 'string' && typeof value['expression'] === 'string') ||
        (isOneOf(value['action'], ACTION_NAMES) && onlyMembers(value, RULE_KEYS)) ||
        isPositionBody(value)
      );
    case 'logpush_job':
      return LOGPUSH_JOB_DISTINCT_MEMBERS.some((key) => value[key] !== undefined);
    case 'instant_logs_job':
      return typeof value['fields'] === 'string';
    case 'esc_setting':
      return onlyMembers(value, ESC_SETTING_MEMBERS);
    case 'rules_list':
    case 'list_item':
      return true;
  }
}

function isStrongManifest(value: JsonObject): boolean {
  return onlyMembers(value, MANIFEST_KEYS) && (isObject(value['account']) || Array.isArray(value['zones']));
}

/** Whether a document's model shows, beyond the member that named its shape, that it is edge configuration. */
export function hasEdgeEvidence(model: DocumentModel): boolean {
  switch (model.kind) {
    case 'manifest':
      return isObject(model.value) && isStrongManifest(model.value);
    case 'operation_result':
      // A spec envelope: `result` with `success`, `errors` or `messages`, not `result` alone.
      return model.envelope && isObject(model.value) && isSpecEnvelope(model.value);
    case 'empty':
    case 'unknown':
      return false;
    default:
      return model.apiObjects.some(isStrongApiObject);
  }
}
