import { defineRule } from '../../src/engine/rule.js';
import { coverageOf } from '../../src/esc/rule-support.js';
import { daysWord, DEFAULT_REMOVAL_OPTIONS, escDeadline, REMOVAL_DATE_OPTIONS_SCHEMA, type RemovalDateOptions } from '../../src/esc/deadline.js';
import type { CoverageAnalysis } from '../../src/esc/coverage.js';

function todo(coverage: CoverageAnalysis): string {
  switch (coverage.status) {
    case 'covered':
      return 'its replacement is in place: test it with the `disable_esc` cookie, disable ESC, then delete this behaviour';
    case 'uncovered':
      return `replace it with ${coverage.replacement?.product ?? 'its replacement product'}, test with the \`disable_esc\` cookie, then delete it`;
    case 'needs_worker':
      return 'replace it with an edge worker script, test with the `disable_esc` cookie, then delete it';
    case 'discontinued':
      return 'replace it with an edge worker script or accept that it is discontinued, then delete it';
    default:
      return 'replace or delete it';
  }
}

export default defineRule<RemovalDateOptions>({
  id: 'esc/removal-countdown',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'Before the ESC removal date (2024-01-01 by the spec; option `removalDate`) every remaining ESC behaviour is a warning that says how many days are left.',
  messages: {
    daysLeft: 'ESC is removed on {{date}}, {{days}} from now; {{todo}}',
  },
  schema: REMOVAL_DATE_OPTIONS_SCHEMA,
  defaultOptions: DEFAULT_REMOVAL_OPTIONS,
  create(context) {
    const deadline = escDeadline(context.settings.now, context.options.removalDate);
    if (deadline.removed) return {};
    return {
      escBehaviour(behaviour) {
        context.report({ path: [...behaviour.path, 'use_case'], messageId: 'daysLeft', data: { date: deadline.removalDate, days: daysWord(deadline.daysLeft), todo: todo(coverageOf(context, behaviour)) } });
      },
    };
  },
});
