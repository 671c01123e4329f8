/**
 * No stack overflow, whatever the nesting: every construct whose depth the
 * input controls (expressions, regexes, filters, YAML and JSON values,
 * templates) nested thousands deep goes through lint, plan and report without
 * an exception, and an expression nested past the limit gets the limit's
 * finding and nothing else from the expression rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareFrontEnds } from '../load/source-file.js';
import { runPipeline } from '../testing/pipeline.js';
import { DEEP_INPUTS } from './hostile-inputs.js';

describe('inputs nested deep', () => {
  // `.tf` inputs need the HCL front end loaded, as the CLI does.
  beforeAll(() => prepareFrontEnds(DEEP_INPUTS.map((input) => input.path)));
  for (const input of DEEP_INPUTS) {
    it(input.name, () => {
      const outputs = runPipeline([{ filePath: input.path, text: input.generate(input.size) }]);
      const messages = outputs.lint.messages;
      expect(messages.length).toBeGreaterThan(0);
      const expression = messages.filter((m) => m.ruleId?.startsWith('expression/') || m.ruleId === 'esc/when-invalid');
      if (expression.length) {
        // The length limit is a finding of its own (the text is long too); everything else stops at the nesting limit.
        // (`esc/when-invalid` names the expression rule in its message id: `max-length/tooLong`.)
        const others = expression.filter((m) => !m.messageId?.endsWith('tooLong'));
        expect(others.map((m) => m.messageId?.replace(/^syntax\//, ''))).toEqual([input.name === 'regex groups' ? 'syntax' : 'nestingLimit']);
      }
    });
  }
});
