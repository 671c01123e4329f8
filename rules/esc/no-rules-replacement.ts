import { defineRule } from '../../src/engine/rule.js';
import { describeBehaviour } from '../../src/esc/behaviour.js';
import { coverageOf } from '../../src/esc/rule-support.js';

export default defineRule({
  id: 'esc/no-rules-replacement',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'ESC behaviours that no rules product replaces — `status_redirect` (an edge worker script) and `other` (a worker script, or discontinued) — need a decision and work outside the manifest before the removal date.',
  messages: {
    needsWorker: 'ESC `{{useCase}}` has no rules product; replace it with an edge worker script.',
    workerOrDiscontinued: 'ESC `other` has no rules product; write a worker script or drop it when ESC is removed.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      escBehaviour(behaviour) {
        const coverage = coverageOf(context, behaviour);
        const path = [...behaviour.path, 'use_case'];
        if (coverage.status === 'needs_worker') context.report({ path, messageId: 'needsWorker', data: { useCase: behaviour.useCase ?? '', does: describeBehaviour(behaviour) } });
        else if (coverage.status === 'discontinued') context.report({ path, messageId: 'workerOrDiscontinued', data: { does: describeBehaviour(behaviour) } });
      },
    };
  },
});
