import { defineRule } from '../../src/engine/rule.js';
import { ESC_USE_CASE_ALIASES, ESC_USE_CASES, isEscUseCase } from '../../src/data/esc-replacements.js';
import { didYouMean, suggestionEnd } from '../../src/text/did-you-mean.js';

/** The use case a misspelling or a spec-style name stands for. */
function closest(word: string): string | undefined {
  const normalised = word.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (isEscUseCase(normalised)) return normalised;
  const alias = ESC_USE_CASE_ALIASES[normalised];
  if (alias) return alias;
  const near = didYouMean(normalised, [...ESC_USE_CASES, ...Object.keys(ESC_USE_CASE_ALIASES)]);
  return near === undefined ? undefined : (ESC_USE_CASE_ALIASES[near] ?? near);
}

export default defineRule({
  id: 'esc/known-use-case',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An ESC behaviour\'s `use_case` must be one of the eleven use cases edgelint maps to a replacement (`redirect_to_url` … `other`).',
  messages: {
    unknown: 'Unknown ESC use case `{{useCase}}`{{suggestion}}',
  },
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      escBehaviour(behaviour) {
        const useCase = behaviour.useCase;
        if (useCase === undefined || isEscUseCase(useCase)) return;
        const match = closest(useCase);
        context.report({
          path: [...behaviour.path, 'use_case'],
          messageId: 'unknown',
          data: {
            useCase,
            suggestion: suggestionEnd(match),
          },
          ...(match === undefined ? {} : { suggest: [{ desc: `Replace with \`${match}\``, fix: { start: 0, end: useCase.length, text: match } }] }),
        });
      },
    };
  },
});
