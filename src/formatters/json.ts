/** ESLint's `json` format: the `LintResult[]` as JSON, for CI tools that read ESLint output. */
import type { Formatter } from './types.js';

const json: Formatter = (results) => JSON.stringify(results.map(({ source: _source, ...result }) => result));

export default json;
