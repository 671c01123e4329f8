import { defineRule } from '../../src/engine/rule.js';
import { coverageOf } from '../../src/esc/rule-support.js';
import { DEFAULT_REMOVAL_OPTIONS, escDeadline, REMOVAL_DATE_OPTIONS_SCHEMA, removalDateFor, statusMessageId, type RemovalDateOptions } from '../../src/esc/deadline.js';

export default defineRule<RemovalDateOptions>({
  id: 'esc/removal-deadline',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'On or after the ESC removal date (the configured `removalDate`, 2024-01-01 by the spec) every remaining ESC behaviour is an error, because it no longer runs, and ESC disable settings have no effect.',
  messages: {
    removed: 'ESC was removed on {{date}}; this behaviour no longer runs, delete it.',
    removedCovered: 'ESC was removed on {{date}}; the replacement is in place, delete this behaviour.',
    removedUncovered: 'ESC was removed on {{date}}; replace this behaviour with {{product}}.',
    removedWorker: 'ESC was removed on {{date}}; replace this behaviour with an edge worker script.',
    removedDiscontinued: 'ESC was removed on {{date}}; use a worker script instead or delete this behaviour.',
    controlNoEffect: 'ESC was removed on {{date}}, so this disable setting has no effect; delete it.',
  },
  schema: REMOVAL_DATE_OPTIONS_SCHEMA,
  defaultOptions: DEFAULT_REMOVAL_OPTIONS,
  create(context) {
    const deadline = escDeadline(context.settings.now, removalDateFor(context.options, context.settings));
    if (!deadline.removed) return {};
    return {
      escBehaviour(behaviour) {
        const coverage = coverageOf(context, behaviour);
        context.report({
          path: [...behaviour.path, 'use_case'],
          // What the removal means now, by how far the replacement is.
          messageId: statusMessageId('removed', coverage.status),
          data: { date: deadline.removalDate, product: coverage.replacement?.product ?? 'its replacement product' },
        });
      },
      escControl(control) {
        context.report({ path: control.path, target: 'key', messageId: 'controlNoEffect', data: { date: deadline.removalDate } });
      },
    };
  },
});
