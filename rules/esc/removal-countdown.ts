import { defineRule } from '../../src/engine/rule.js';
import { coverageOf } from '../../src/esc/rule-support.js';
import { daysWord, DEFAULT_REMOVAL_OPTIONS, escDeadline, REMOVAL_DATE_OPTIONS_SCHEMA, removalDateFor, statusMessageId, type RemovalDateOptions } from '../../src/esc/deadline.js';

export default defineRule<RemovalDateOptions>({
  id: 'esc/removal-countdown',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'Before the ESC removal date (the configured `removalDate`, 2024-01-01 by the spec) every remaining ESC behaviour is a warning that says how many days are left.',
  messages: {
    daysLeft: 'ESC is removed on {{date}}, in {{days}}; replace or delete this behaviour.',
    daysLeftCovered: 'ESC is removed on {{date}}, in {{days}}; test the replacement, then delete this behaviour.',
    daysLeftUncovered: 'ESC is removed on {{date}}, in {{days}}; replace it with {{product}}.',
    daysLeftWorker: 'ESC is removed on {{date}}, in {{days}}; replace it with an edge worker script.',
    daysLeftDiscontinued: 'ESC is removed on {{date}}, in {{days}}; replace it with a worker script or delete it.',
  },
  schema: REMOVAL_DATE_OPTIONS_SCHEMA,
  defaultOptions: DEFAULT_REMOVAL_OPTIONS,
  create(context) {
    const deadline = escDeadline(context.settings.now, removalDateFor(context.options, context.settings));
    if (deadline.removed) return {};
    return {
      escBehaviour(behaviour) {
        const coverage = coverageOf(context, behaviour);
        context.report({
          path: [...behaviour.path, 'use_case'],
          // What to do before the date, by how far the replacement is (the page gives the test procedure).
          messageId: statusMessageId('daysLeft', coverage.status),
          data: { date: deadline.removalDate, days: daysWord(deadline.daysLeft), product: coverage.replacement?.product ?? 'its replacement product' },
        });
      },
    };
  },
});
