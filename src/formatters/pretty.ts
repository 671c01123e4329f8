/**
 * The default terminal format: eslint-formatter-pretty. It knows ESLint's two
 * severities only, so `info` messages (severity 0) are shown as warnings
 * marked "info:" and the summary line is corrected to count them apart —
 * otherwise a run with only info messages would print nothing at all.
 */
import eslintFormatterPretty from 'eslint-formatter-pretty';
import type { LintResult } from '../engine/lint-result.js';
import type { Formatter } from './formatter.js';

type PrettyInput = Parameters<typeof eslintFormatterPretty>[0];

const pretty: Formatter = (results, context) => {
  let infoTotal = 0;
  let warningTotal = 0;
  const shown = results.map((result): LintResult => {
    infoTotal += result.infoCount;
    warningTotal += result.warningCount;
    if (result.infoCount === 0) return result;
    return {
      ...result,
      warningCount: result.warningCount + result.infoCount,
      messages: result.messages.map((m) => (m.severity === 0 ? { ...m, severity: 1, message: `info: ${m.message}` } : m)),
    };
  });
  // The formatter sorts in place; give it copies so the caller's results stay as they were.
  const output = eslintFormatterPretty(shown.map((r) => ({ ...r, messages: [...r.messages] })) as unknown as PrettyInput, {
    cwd: context.cwd,
    rulesMeta: context.rulesMeta,
  } as unknown as Parameters<typeof eslintFormatterPretty>[1]);
  if (infoTotal === 0) return output;
  const combined = warningTotal + infoTotal;
  const word = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;
  const corrected = warningTotal === 0 ? `${infoTotal} info` : `${word(warningTotal, 'warning')}, ${infoTotal} info`;
  return output.replace(new RegExp(`\\b${combined} warnings?\\b`), corrected);
};

export default pretty;
