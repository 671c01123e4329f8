import { defineRule } from '../../src/engine/rule.js';
import { coverageOf } from '../../src/esc/rule-support.js';
import { DEFAULT_REMOVAL_OPTIONS, escDeadline, REMOVAL_DATE_OPTIONS_SCHEMA, type RemovalDateOptions } from '../../src/esc/deadline.js';
import type { CoverageAnalysis } from '../../src/esc/coverage.js';

function consequence(coverage: CoverageAnalysis): string {
  switch (coverage.status) {
    case 'covered':
      return 'its replacement rule is in place: delete the behaviour from the manifest';
    case 'uncovered':
      return `traffic lacks it until it is replaced with ${coverage.replacement?.product ?? 'its replacement product'}`;
    case 'needs_worker':
      return 'traffic lacks it until it is replaced with an edge worker script';
    case 'discontinued':
      return 'unless an edge worker script does the same, it is discontinued: delete it from the manifest';
    default:
      return 'delete it from the manifest';
  }
}

export default defineRule<RemovalDateOptions>({
  id: 'esc/removal-deadline',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'On or after the ESC removal date (2024-01-01 by the spec; option `removalDate`) every remaining ESC behaviour is an error, because it no longer runs, and ESC disable settings have no effect.',
  messages: {
    removed: 'removed on {{date}}; this behaviour no longer runs — {{consequence}}',
    controlNoEffect: 'ESC was removed on {{date}}, so this disable setting has no effect (the disable_esc endpoints may no longer answer); delete it',
  },
  schema: REMOVAL_DATE_OPTIONS_SCHEMA,
  defaultOptions: DEFAULT_REMOVAL_OPTIONS,
  create(context) {
    const deadline = escDeadline(context.settings.now, context.options.removalDate);
    if (!deadline.removed) return {};
    return {
      escBehaviour(behaviour) {
        context.report({ path: [...behaviour.path, 'use_case'], messageId: 'removed', data: { date: deadline.removalDate, consequence: consequence(coverageOf(context, behaviour)) } });
      },
      escControl(control) {
        context.report({ path: control.path, target: 'key', messageId: 'controlNoEffect', data: { date: deadline.removalDate } });
      },
    };
  },
});
