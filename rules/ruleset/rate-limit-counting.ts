import { defineRule } from '../../src/engine/rule.js';
import { expressionSitesOf, analysisOf } from '../../src/expr-rules/expression-sites.js';
import { semanticProblemsOf, semanticTree } from '../../src/expr-rules/semantic-analysis.js';
import { isObject } from '../../src/model/build.js';
import { neverMatches } from '../../src/semantic/index.js';
import { LOWER_CASE_KEY_MAPS } from '../../src/data/fields.js';

/** A characteristic that reads a request header: `http.request.headers["<name>"]`. */
const HEADER_CHARACTERISTIC = /^(http\.request\.headers)\["([^"\\]*)"\]/;

export default defineRule({
  id: 'ruleset/rate-limit-counting',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'A rate limiting rule must be able to count: its counting expression must match some request, and a header characteristic must name the header in lower case (header names are lower-cased before lookup).',
  messages: {
    neverCounts: 'This counting expression never matches, so the counter never increases and the rule never acts.',
    headerCase: 'Header names are lower-cased, so `{{name}}` never matches; write `{{lower}}`.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const ratelimit = rule.value['ratelimit'];
        if (!isObject(ratelimit)) return;
        const characteristics = ratelimit['characteristics'];
        if (Array.isArray(characteristics)) {
          characteristics.forEach((value: unknown, index) => {
            if (typeof value !== 'string') return;
            const match = HEADER_CHARACTERISTIC.exec(value);
            if (match === null || !LOWER_CASE_KEY_MAPS.includes(match[1]!)) return;
            const name = match[2]!;
            const lower = name.toLowerCase();
            if (lower === name) return;
            const start = match[1]!.length + 2;
            context.report({
              path: [...rule.path, 'ratelimit', 'characteristics', index],
              range: [start, start + name.length],
              messageId: 'headerCase',
              data: { name, lower },
              fix: { start, end: start + name.length, text: lower },
            });
          });
        }
        const site = expressionSitesOf(context, rule).find((s) => s.context.filterSlot === 'ratelimit_counting');
        if (site === undefined) return;
        const tree = semanticTree(analysisOf(context, site));
        // A contradiction or impossible literal inside is already reported where it is; this says what it does to counting.
        if (tree === undefined || semanticProblemsOf(context, site).length > 0 || !neverMatches(tree)) return;
        context.report({ path: site.path, messageId: 'neverCounts' });
      },
    };
  },
});
