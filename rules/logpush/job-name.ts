import { defineRule } from '../../src/engine/rule.js';
import { JOB_FIELD_LIMITS } from '../../src/data/logpush-limits.js';
import { codePointLimitSpan } from '../../src/logpush/text-length.js';

/** One character of a name, as a message shows it (`_`, a space, U+00E9). */
function describeCharacter(ch: string): string {
  if (ch === ' ') return 'a space';
  const code = ch.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f || /\s/u.test(ch)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `\`${ch}\``;
}

const ALLOWED_CHARACTER = /^[a-zA-Z0-9\-.]$/;

export default defineRule({
  id: 'logpush/job-name',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A job\'s `name` uses only letters, digits, `-` and `.` (no `_`) and has at most 512 characters (API pattern `^[a-zA-Z0-9\\-\\.]*$`).',
  messages: {
    badCharacter: 'Job names use letters, digits, `-` and `.` only, not {{character}}.',
    tooLong: 'The job name is {{length}} characters long, more than the limit of {{max}}.',
  },
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const name = job.value['name'];
        if (typeof name !== 'string') return;
        const path = [...job.path, 'name'];
        if (!JOB_FIELD_LIMITS.name.pattern.test(name)) {
          const characters = [...name];
          const first = characters.findIndex((ch) => !ALLOWED_CHARACTER.test(ch));
          const start = characters.slice(0, first).join('').length;
          const bad = characters[first]!;
          const replaced = characters.map((ch) => (ALLOWED_CHARACTER.test(ch) ? ch : '-')).join('');
          context.report({
            path,
            range: [start, start + bad.length],
            messageId: 'badCharacter',
            data: { character: describeCharacter(bad) },
            suggest: [{ desc: `Rename the job to \`${replaced}\``, fix: { start: 0, end: name.length, text: replaced } }],
          });
        }
        const tooLong = codePointLimitSpan(name, JOB_FIELD_LIMITS.name.maxLength);
        if (tooLong) {
          context.report({ path, range: [tooLong.span.start, tooLong.span.end], messageId: 'tooLong', data: { length: tooLong.length, max: JOB_FIELD_LIMITS.name.maxLength } });
        }
      },
    };
  },
});
