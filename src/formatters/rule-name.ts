/**
 * The name a format gives a finding that no rule made (`ruleId: null`, as in
 * ESLint): `syntax` for a file that could not be read or parsed (fatal), and
 * `notice` for a file passed over — ignored, a link, a special file — which,
 * as ESLint's ignored-file warning, is no problem of the file's content.
 * Formats that name a tool put it in front (`edgelint/syntax`).
 */
import type { LintMessage } from '../engine/lint-result.js';

export function ruleName(message: Pick<LintMessage, 'ruleId' | 'fatal'>): string {
  return message.ruleId ?? (message.fatal === true ? 'syntax' : 'notice');
}
